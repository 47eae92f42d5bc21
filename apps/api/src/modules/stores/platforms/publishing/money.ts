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

/**
 * The other way: a platform's decimal amount ('29.35', 19.99, '1500' yen) in the currency's minor units,
 * without floating-point arithmetic. Answers null for anything that is not a plain decimal amount.
 */
export function minorUnitsOf(amount: string | number | null | undefined, currency: string): number | null {
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? String(amount) : '') : typeof amount === 'string' ? amount.trim() : '';
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const decimals = decimalsOf(currency);
  const fraction = (match[3] ?? '').padEnd(decimals, '0');
  // Digits past the currency's precision (WooCommerce may keep more) round half up.
  const kept = Number(match[2]) * 10 ** decimals + Number(fraction.slice(0, decimals) || '0') + (Number(fraction[decimals] ?? '0') >= 5 ? 1 : 0);
  return match[1] ? -kept : kept;
}
