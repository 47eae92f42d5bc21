/** A product line at checkout, as the promotion rules see it. Money in US cents. */
export interface CheckoutLine {
  kkProductId: string;
  skuCode: string;
  originalPriceCents: number;
  /** Unit price after activity discounts (flash sale, event); equals the original without one. */
  afterDiscountCents: number;
  quantity: number;
  /** Part of a running activity: coupons 'for non-promotional products' skip it. */
  onPromotion: boolean;
}

export const linesAmount = (lines: readonly CheckoutLine[]): number => lines.reduce((sum, l) => sum + l.afterDiscountCents * l.quantity, 0);

export const linesPieces = (lines: readonly CheckoutLine[]): number => lines.reduce((sum, l) => sum + l.quantity, 0);

/** Percent of an amount, rounded down to the cent so the total it is taken from rounds up. */
export const percentOf = (cents: number, percent: number): number => Math.floor((cents * percent) / 100);
