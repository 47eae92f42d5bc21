import { z } from 'zod';
import type { PriceRule } from './price-rules.ts';

/**
 * Store settings (spec 2.4 and 3.3), one row per store. Defaults are ours: a new store keeps the seller's
 * own edits (no sync-on-change field), zeroes the inventory of items that become unavailable, keeps SKU
 * inventory in step, prices at the suggested price plus shipping, uploads tracking numbers, and leaves
 * new store orders for the seller to pay (auto-purchase needs a payment method on file, spec 6).
 */

export const UNAVAILABLE_RULES = ['none', 'zeroInventory', 'archive'] as const;
/** Spec 9.4's method names, or the store order's own method ('original'). */
export const STORE_SHIPPING_METHODS = ['Standard', 'Faster', 'Express', 'Expedited', 'original'] as const;
export type StoreShippingMethod = (typeof STORE_SHIPPING_METHODS)[number];

/** Spec 9.4: the method a store order ships with; a name that matches none of ours is Express. */
export function shippingMethodFor(setting: StoreShippingMethod, orderMethodName: string | null | undefined): Exclude<StoreShippingMethod, 'original'> {
  if (setting !== 'original') return setting;
  const name = (orderMethodName ?? '').trim().toLowerCase();
  return (['Standard', 'Faster', 'Express', 'Expedited'] as const).find((m) => m.toLowerCase() === name) ?? 'Express';
}

const invalid = 'validation.invalidValue';
const flag = z.boolean({ error: invalid });
const percent = z.number({ error: invalid }).min(-100, invalid).max(10_000, invalid);
const cents = z.number({ error: invalid }).int(invalid).min(0, invalid).max(100_000_000, invalid);

export const priceRuleSchema = z.object({
  base: z.enum(['suggestedPrice', 'productCost'], { error: invalid }),
  multiplier: z.number({ error: invalid }).min(0.01, invalid).max(100, invalid),
  profit: z.discriminatedUnion('kind', [z.object({ kind: z.literal('margin'), percent }), z.object({ kind: z.literal('profit'), cents })], { error: invalid }),
  includeShipping: flag,
}) satisfies z.ZodType<PriceRule>;

export const syncFieldsSchema = z.object({ title: flag, description: flag, sizeChart: flag, variants: flag, images: flag });

export const storeSettingsSchema = z.object({
  taxable: flag,
  /** National rule: the default receiving country, ISO 3166 alpha-2. */
  defaultCountry: z
    .string({ error: 'validation.countryRequired' })
    .regex(/^[A-Z]{2}$/, 'validation.countryRequired'),
  unavailableRule: z.enum(UNAVAILABLE_RULES, { error: invalid }),
  autoUpdateInventory: flag,
  syncFields: syncFieldsSchema,
  /** ISO 4217; read from the platform on connect, the seller may change it. */
  currency: z
    .string({ error: invalid })
    .regex(/^[A-Z]{3}$/, invalid),
  priceRule: priceRuleSchema,
  compareAtPriceRule: priceRuleSchema,
  autoUploadTracking: flag,
  autoPurchase: flag,
  defaultShippingMethod: z.enum(STORE_SHIPPING_METHODS, { error: invalid }),
});
export type StoreSettings = z.output<typeof storeSettingsSchema>;

export const DEFAULT_STORE_SETTINGS: Omit<StoreSettings, 'currency'> = {
  taxable: false,
  defaultCountry: 'US',
  unavailableRule: 'zeroInventory',
  autoUpdateInventory: true,
  syncFields: { title: false, description: false, sizeChart: false, variants: false, images: false },
  priceRule: { base: 'suggestedPrice', multiplier: 1, profit: { kind: 'margin', percent: 30 }, includeShipping: true },
  compareAtPriceRule: { base: 'suggestedPrice', multiplier: 1.5, profit: { kind: 'margin', percent: 60 }, includeShipping: true },
  autoUploadTracking: true,
  autoPurchase: false,
  defaultShippingMethod: 'original',
};
