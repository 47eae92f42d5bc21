import { formatMoney, PLATFORMS } from '@threadway/contracts';

/** A price range in the store's currency: one amount when min and max agree. */
export function priceRangeText(range: { min: number; max: number }, currency: string, locale: string): string {
  const min = formatMoney(range.min, currency, locale);
  return range.min === range.max ? min : `${min} – ${formatMoney(range.max, currency, locale)}`;
}

/** The platform's own name (a brand, not translated). */
export const platformName = (code: string): string => PLATFORMS.find((p) => p.code === code)?.name ?? code;
