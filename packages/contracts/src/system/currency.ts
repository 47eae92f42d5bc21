/**
 * Display currencies (spec 9). Amounts are kept in US cents everywhere; a rate converts them
 * for display only. Rates are decimal strings (as PostgreSQL `numeric` returns them) so no
 * float ever touches money.
 */
export const CURRENCIES = [
  { code: 'USD', symbol: '$' },
  { code: 'EUR', symbol: '€' },
  { code: 'RUB', symbol: '₽' },
  { code: 'CNY', symbol: '¥' },
  { code: 'GBP', symbol: '£' },
  { code: 'AUD', symbol: 'A$' },
] as const;
export type CurrencyCode = (typeof CURRENCIES)[number]['code'];
export const CURRENCY_CODES = CURRENCIES.map((c) => c.code) as unknown as readonly [CurrencyCode, ...CurrencyCode[]];
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export const currencySymbol = (code: string): string => CURRENCIES.find((c) => c.code === code)?.symbol ?? '$';
export const isCurrency = (value: unknown): value is CurrencyCode =>
  typeof value === 'string' && CURRENCIES.some((c) => c.code === value);

const RATE_SCALE = 10n ** 8n;

/** Parses a decimal rate such as '0.92' or '92.5' into an integer scaled by 10^8. */
export function parseRate(rate: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,8}))?$/.exec(rate.trim());
  if (!match) throw new RangeError(`not a rate: ${rate}`);
  return BigInt(match[1]!) * RATE_SCALE + BigInt((match[2] ?? '').padEnd(8, '0'));
}

/**
 * Converts US cents into cents of the display currency. Money is rounded up to two decimals
 * (spec 9) and never goes below 0.
 */
export function convertCents(usdCents: number, rate: string): number {
  if (!Number.isSafeInteger(usdCents)) throw new RangeError('cents must be a safe integer');
  if (usdCents <= 0) return 0;
  const product = BigInt(usdCents) * parseRate(rate);
  const whole = product / RATE_SCALE;
  return Number(product % RATE_SCALE === 0n ? whole : whole + 1n);
}

/**
 * The other way: cents of a currency (at `rate` units per US dollar) into US cents, rounded down, so
 * a recorded sale (a store order's price) is never more than what the shopper paid. A zero rate is 0.
 */
export function toUsdCents(cents: number, rate: string): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError('cents must be a safe integer');
  const scaled = parseRate(rate);
  if (cents <= 0 || scaled === 0n) return 0;
  return Number((BigInt(cents) * RATE_SCALE) / scaled);
}

/**
 * One number format per locale: building an Intl.NumberFormat costs far more than using one, and a product list
 * formats a hundred prices as it draws (about 10 ms of a page load in the browser's profile, decision 0052).
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();
const moneyFormat = (locale: string) => {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' });
    moneyFormats.set(locale, format);
  }
  return format;
};

/** Formats cents with the currency's own symbol, e.g. 'A$12.30' or '€1,234.00'. */
export function formatMoney(cents: number, currency: string, locale = 'en'): string {
  return `${currencySymbol(currency)}${moneyFormat(locale).format(Math.max(0, cents) / 100)}`;
}
