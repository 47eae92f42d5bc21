import { usePreferences } from '../../lib/preferences';

/** Dates and times in the interface language, with '—' for 'never'. */
export function useDateTime() {
  const { locale } = usePreferences();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string | null | undefined) => (iso ? format.format(new Date(iso)) : '—');
}
