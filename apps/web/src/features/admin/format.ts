import { usePreferences } from '../../lib/preferences';

/** Dates (and, unless `withTime` is false, times) in the interface language, with '—' for 'never'. */
export function useDateTime(withTime = true) {
  const { locale } = usePreferences();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: withTime ? 'short' : undefined });
  return (iso: string | null | undefined) => (iso ? format.format(new Date(iso)) : '—');
}
