/**
 * The price formulas of spec 9.3, in minor units of one currency (integer cents) and rounded half up to a
 * cent once, at the end. Percentages are numbers (15 = 15 %); a multiplier is a decimal factor. The store
 * settings screen shows them with a worked example; the listing editor and batch publishing use them.
 */

/** Spec 9.1 / 2.6: a multiplier above this asks the seller to confirm. */
export const MULTIPLIER_WARNING_ABOVE = 20;
export const multiplierNeedsWarning = (multiplier: number) => multiplier > MULTIPLIER_WARNING_ABOVE;

/** Half up, never a fraction of a cent; tolerant of binary noise (1.005 × 100). */
const roundCents = (value: number) => Math.round(value + Number.EPSILON * Math.abs(value) * 4);
/** cents × (1 + percent / 100), computed on hundredths of a percent so 15.5 % stays exact. */
const withPercent = (cents: number, percent: number) => roundCents((cents * Math.round((100 + percent) * 100)) / 10_000);

/** How a profit is added: a margin in percent of the base, or a fixed profit in cents. */
export type Profit = { kind: 'margin'; percent: number } | { kind: 'profit'; cents: number };

/** Suggested price = original price × (1 + markup) + freight, or original price + profit + freight. */
export function suggestedPrice(originalCents: number, profit: Profit, freightCents: number): number {
  const base = profit.kind === 'margin' ? withPercent(originalCents, profit.percent) : originalCents + profit.cents;
  return base + freightCents;
}

/**
 * Suggested / compare-at price from the product cost = cost × (1 + profit margin) + shipping cost, or
 * cost + profit + shipping cost; the shipping cost only when "including freight" is chosen.
 */
export function priceFromCost(costCents: number, profit: Profit, shippingCents: number, includeFreight: boolean): number {
  const base = profit.kind === 'margin' ? withPercent(costCents, profit.percent) : costCents + profit.cents;
  return base + (includeFreight ? shippingCents : 0);
}

/** Store price = suggested price × multiplier + shipping cost. */
export const storePrice = (suggestedCents: number, multiplier: number, shippingCents: number) => roundCents(suggestedCents * multiplier) + shippingCents;

/** "Your price" = price × factor. */
export const yourPrice = (priceCents: number, factor: number) => roundCents(priceCents * factor);

/** What the seller keeps of a price: price − cost − shipping, and that as a percent of the price (one decimal). */
export function profitOf(priceCents: number, costCents: number, shippingCents: number): { profitCents: number; marginPercent: number } {
  const profitCents = priceCents - costCents - shippingCents;
  return { profitCents, marginPercent: priceCents > 0 ? Math.round((profitCents * 1000) / priceCents) / 10 : 0 };
}

/** One price rule of the store settings: the base and how the price is built from it. */
export interface PriceRule {
  base: 'suggestedPrice' | 'productCost';
  /** Applied to the suggested price. */
  multiplier: number;
  /** Applied to the product cost. */
  profit: Profit;
  includeShipping: boolean;
}

/** A listing's price under a rule, for one SKU. */
export function applyPriceRule(rule: PriceRule, sku: { suggestedCents: number; costCents: number; shippingCents: number }): number {
  const shipping = rule.includeShipping ? sku.shippingCents : 0;
  return rule.base === 'suggestedPrice' ? storePrice(sku.suggestedCents, rule.multiplier, shipping) : priceFromCost(sku.costCents, rule.profit, shipping, rule.includeShipping);
}
