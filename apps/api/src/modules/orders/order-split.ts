import type { CheckoutQuote, PricedLine } from '../checkout/index.ts';

export interface OrderAmounts {
  itemSubtotalCents: number;
  activityDiscountCents: number;
  promoCodeCents: number;
  couponCents: number;
  shippingCents: number;
  totalCents: number;
  /** This order carries the checkout's promo code and coupon ticket (claimed and released with it). */
  holdsPromotions: boolean;
}

/**
 * Splits one checkout's quote into its orders (one per warehouse): goods and activity discounts
 * by line, the coupon as checkout pricing allotted it to lines, and the promo code on the order
 * holding the highest-priced line (where pricing put it; a freight waiver goes there too).
 * The orders' totals add up to the checkout's total.
 */
export function splitQuote(quote: CheckoutQuote, groups: readonly { lineIndexes: readonly number[]; shippingCents: number }[]): OrderAmounts[] {
  const promoCents = quote.pricing.promoCodeCents;
  const top = Math.max(0, ...quote.lines.map((l) => l.afterDiscountCents));
  const holderLine = quote.lines.findIndex((l) => l.afterDiscountCents === top);
  const holder = Math.max(0, groups.findIndex((g) => g.lineIndexes.includes(holderLine)));
  const sum = (lines: readonly PricedLine[], pick: (l: PricedLine) => number) => lines.reduce((total, l) => total + pick(l), 0);
  return groups.map((group, index) => {
    const lines = group.lineIndexes.map((i) => quote.lines[i]!);
    const holdsPromotions = index === holder;
    const promoCodeCents = holdsPromotions ? promoCents : 0;
    const allottedPromo = holdsPromotions && quote.shippingWaivedCents === 0 ? promoCents : 0;
    const itemSubtotalCents = sum(lines, (l) => l.originalPriceCents * l.quantity);
    const activityDiscountCents = sum(lines, (l) => Math.max(0, l.originalPriceCents - l.afterDiscountCents) * l.quantity);
    const couponCents = sum(lines, (l) => l.promotionCents) - allottedPromo;
    return {
      itemSubtotalCents,
      activityDiscountCents,
      promoCodeCents,
      couponCents,
      shippingCents: group.shippingCents,
      totalCents: Math.max(0, itemSubtotalCents - activityDiscountCents - promoCodeCents - couponCents + group.shippingCents),
      holdsPromotions,
    };
  });
}
