/**
 * Amounts as the store platforms write them: decimal strings in the currency's major unit ('12.05',
 * '1200' for yen). Listing payloads carry minor units; how many decimals a currency has comes from ISO 4217
 * through Intl, so JPY or KRW are not sent as hundredths.
 */
export function decimalsOf(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

export function majorUnits(minorUnits: number, currency: string): string {
  const decimals = decimalsOf(currency);
  if (decimals === 0) return String(minorUnits);
  const sign = minorUnits < 0 ? '-' : '';
  const text = String(Math.abs(minorUnits)).padStart(decimals + 1, '0');
  return `${sign}${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}

/** A platform's decimal amount ('12.05', '1200' for yen) in minor units, rounded to the currency's decimals. */
export function minorUnitsOf(amount: string | number | null | undefined, currency: string): number {
  const value = Number(amount ?? 0);
  if (!Number.isFinite(value)) return 0;
  return Math.round(value * 10 ** decimalsOf(currency));
}
