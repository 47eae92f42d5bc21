import type { searchHistory } from '@threadway/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { clearLocalRecentSearches, useLocalRecentSearches } from '../recent-searches';

type SearchHistory = z.infer<typeof searchHistory>;
export const SEARCH_HISTORY_KEY = ['search', 'history'];

/**
 * Recent and hot searches for the empty search box (spec 3 'Search data'). A seller's recent
 * searches are kept by the server; a guest's stay in this browser, and the server gives the
 * hot ones. Asked for only once the box is focused.
 */
export function useSearchHistory(enabled: boolean) {
  const session = useSession();
  const local = useLocalRecentSearches();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...SEARCH_HISTORY_KEY, session?.userId ?? null],
    queryFn: () => api<SearchHistory>('GET', session ? '/api/product/searchHistory' : '/api/product/open/searchHistory'),
    enabled,
    staleTime: 60_000,
  });
  const clearRecent = async () => {
    if (!session) return clearLocalRecentSearches();
    await api('DELETE', '/api/product/searchHistory');
    await queryClient.invalidateQueries({ queryKey: SEARCH_HISTORY_KEY });
  };
  return {
    recent: session ? (query.data?.userHotTermsList ?? []) : local,
    hot: query.data?.globalHotTermsList ?? [],
    clearRecent,
  };
}
