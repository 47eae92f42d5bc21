/**
 * What one shipped parcel of an order paid on credit puts on a bill (docs/decisions/0014): its
 * goods at the price paid (after discounts, less the promo code and coupon share of the pieces
 * shipped), the order's freight on its first parcel, never more than the order has left to bill.
 */
export interface ParcelCharge {
  /** Σ pieces × unit price after discounts − the pieces' share of the order's promotions. */
  goodsCents: number;
  /** The order's freight when this is the order's first parcel, else 0. */
  shippingCents: number;
  /** Order total − refunded − already billed (earlier bills and earlier lines of this one). */
  orderUnbilledCents: number;
}

export function parcelAmount(charge: ParcelCharge): number {
  const wanted = Math.max(charge.goodsCents, 0) + Math.max(charge.shippingCents, 0);
  return Math.max(Math.min(wanted, charge.orderUnbilledCents), 0);
}
