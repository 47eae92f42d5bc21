import { formatMoney } from '@threadway/contracts';
import { usePreferences } from '../../../lib/preferences';

/** Bag prices are quoted in US dollars ('US $', spec 2.4), whatever the display currency. */
export function useUsd() {
  const { locale } = usePreferences();
  return (cents: number) => formatMoney(cents, 'USD', locale);
}
