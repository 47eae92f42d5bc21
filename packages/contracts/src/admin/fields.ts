import { z } from 'zod';
import { LOCALE_CODES } from '../i18n/locales.ts';
import { WAREHOUSES } from '../orders/statuses.ts';

/** Form and field rules every back-office schema shares (money in dollars, ids, texts, links). */
// ---------- money in forms ----------

/** Whole dollars and up to two decimals, e.g. '12', '12.5', '12.34'; optionally signed. */
export const DOLLARS = /^(-)?(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Dollars typed by a person to integer cents, without floating point; null when not a price. */
export function parseDollars(text: string, options: { signed?: boolean } = {}): number | null {
  const match = DOLLARS.exec(text.trim().replace(/^\$/, ''));
  if (!match || (match[1] && !options.signed)) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] && cents > 0 ? -cents : cents;
}

/** Integer cents as a plain dollar string for an input box: 1234 -> '12.34', -5 -> '-0.05'. */
export function centsToDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// ---------- shared field rules ----------

export const ADMIN_MAX_CENTS = 99_999_999;
export const ADMIN_MAX_STOCK = 10_000_000;
export const ADMIN_MAX_WEIGHT_GRAMS = 30_000;
/** Warehouse codes that hold stock (spec 9). */
export const STOCK_WAREHOUSE_CODES = WAREHOUSES.map((w) => w.code) as unknown as readonly ['CN_S', 'CN_N', 'US', 'GB', 'DE'];
export type StockByWarehouse = Partial<Record<(typeof STOCK_WAREHOUSE_CODES)[number], number>>;

export const invalid = 'validation.invalidValue';
export const int = (min: number, max: number) => z.number({ error: invalid }).int(invalid).min(min, invalid).max(max, invalid);
export const idRule = int(1, 2_147_483_647);
export const idQuery = z.coerce.number({ error: invalid }).int(invalid).positive(invalid).max(2_147_483_647, invalid);
export const adminRequiredText = (max: number) => z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(max, 'validation.tooLong');
export const optionalText = (max: number) => z.string({ error: invalid }).trim().max(max, 'validation.tooLong');
export const adminCentsRule = int(0, ADMIN_MAX_CENTS);
export const adminStockRule = int(0, ADMIN_MAX_STOCK);
export const statusRule = z.union([z.literal(0), z.literal(1)], { error: invalid });

/** An image or page address: a site path such as /media/... or an http(s) URL. */
export const adminLinkRule = z
  .string({ error: invalid })
  .trim()
  .max(500, 'validation.tooLong')
  .regex(/^(\/(?!\/)|https?:\/\/)\S*$/i, invalid);
/** Optional addresses: empty text means none. */
export const optionalLink = z.union([z.literal('').transform(() => null), adminLinkRule]).nullable().optional();

/** A name in other languages, by locale; English is the record's own `name`. */
export const localizedNamesRule = z.partialRecord(z.enum(LOCALE_CODES, { error: invalid }), optionalText(255));
export type LocalizedNamesInput = z.infer<typeof localizedNamesRule>;

export const hexColourRule = z
  .string({ error: invalid })
  .trim()
  .regex(/^#?[0-9a-fA-F]{6}$/, invalid)
  .transform((hex) => `#${hex.replace('#', '').toLowerCase()}`);

export const adminIdPath = z.object({ id: idQuery });
export const adminProductInListPath = z.object({ id: idQuery, productId: idQuery });
