import { usePreferences } from '../../../lib/preferences';

/** 12,300 as '12.3K' in the display language, for follower counts. */
export function useCompactNumber() {
  const { locale } = usePreferences();
  const format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  return (value: number) => format.format(value);
}
