/**
 * Amounts as the providers write them, to and from our integer cents: PayPal's strings with two
 * decimals ('123.45') and Payoneer's JSON numbers (123.45).
 */

/** Dollars with two decimals ('0.05', '123.45'). */
export const toValue = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Cents of a value with exactly two decimals; NaN for anything else. */
export const toCents = (value: string) => (/^\d+\.\d{2}$/.test(value) ? Number(value.replace('.', '')) : Number.NaN);

/** A decimal number (123.45) for a JSON amount. */
export const toDecimal = (cents: number) => Number(toValue(cents));

/** Cents of a JSON decimal amount; NaN when it is not a non-negative number with at most two decimals. */
export function decimalToCents(amount: unknown): number {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return Number.NaN;
  const fixed = amount.toFixed(2);
  return Number(fixed) === amount ? toCents(fixed) : Number.NaN;
}
