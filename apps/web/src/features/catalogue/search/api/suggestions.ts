import { hasSearchableText, languageIdOf } from '@threadway/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { usePreferences } from '../../../../lib/preferences';
import { useDebouncedValue } from '../useDebouncedValue';

/** Typing pauses this long before suggestions are asked for. */
const DEBOUNCE_MS = 250;

/**
 * Completions for the text being typed (spec 2.2), asked for only while the list is open, once
 * typing pauses, and only when the text holds a letter or digit (spec 5): symbols alone never
 * reach the server.
 */
export function useSuggestions(text: string, open: boolean) {
  const { locale } = usePreferences();
  const settled = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const searchable = hasSearchableText(text) && hasSearchableText(settled);
  const query = useQuery({
    queryKey: ['search', 'suggestions', locale, settled],
    queryFn: () => api<string[]>('POST', '/api/product/open/suggestionCompletion', { body: { text: settled, language: languageIdOf(locale) } }),
    enabled: open && searchable,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
  return searchable ? (query.data ?? []) : [];
}
