import { applyPriceRule, type PriceRule } from '@threadway/contracts';

/** A listed variant's money in the store currency's minor units. */
export interface PricedVariant {
  costCents: number;
  shippingCents: number;
  suggestedCents: number;
  priceCents: number;
}

/**
 * The price a listing's own rule gives now that cost or the rate changed (issue 15: rules follow the
 * catalogue, beyond the peers'). A price below cost plus shipping is never pushed on its own: it waits for
 * the seller's approval (docs/money-invariants.md). Undefined when the price does not change.
 */
export function repriced(rule: PriceRule, variant: PricedVariant): { priceCents: number; needsApproval: boolean } | undefined {
  const priceCents = applyPriceRule(rule, variant);
  if (priceCents === variant.priceCents) return undefined;
  return { priceCents, needsApproval: priceCents < variant.costCents + variant.shippingCents };
}
