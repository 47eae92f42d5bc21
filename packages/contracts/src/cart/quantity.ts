/** Cart drawer rules (spec 4 cart, spec 5 cart quantity). The '99+' badge is cartBadge in system/layout-visibility. */

/** A flash sale (spec 3, cart item discountType). */
export const FLASH_SALE_DISCOUNT_TYPE = 1;

/**
 * The quantity the drawer keeps for a requested one: a whole number, at least 1, at most the
 * stock. `capped` tells the caller to show 'max stock' with the number.
 */
export function clampCartQuantity(requested: number, stock: number): { num: number; capped: boolean } {
  const wanted = Number.isFinite(requested) ? Math.max(1, Math.floor(requested)) : 1;
  const limit = Math.max(1, Math.floor(stock));
  return wanted > limit ? { num: limit, capped: true } : { num: wanted, capped: false };
}

export interface SelectableCartItem {
  stock: number;
  /** 1 on sale; 0, 3 or 4 discontinued or unavailable. */
  status: number;
  discountType?: number | null;
  spikeSoldStock?: number | null;
  spikeTotalStock?: number | null;
}

/**
 * Whether an item's checkbox can be ticked: in stock, on sale, and not a sold-out flash sale.
 * The warehouse rule is separate (`selectionConflict`).
 */
export function isCartItemSelectable(item: SelectableCartItem): boolean {
  if (item.stock <= 0 || item.status !== 1) return false;
  const flashSaleSoldOut =
    item.discountType === FLASH_SALE_DISCOUNT_TYPE && item.spikeTotalStock != null && (item.spikeSoldStock ?? 0) >= item.spikeTotalStock;
  return !flashSaleSoldOut;
}

export interface PricedCartItem {
  priceCents: number;
  afterDiscountCents?: number | null;
  discountType?: number | null;
  /** Epoch ms when the discount ends; none means it does not expire. */
  endTime?: number | null;
}

/** The unit price an item sells at now: its discounted price until endTime passes, then its normal price. */
export function effectiveCartPrice(item: PricedCartItem, nowMs: number): { priceCents: number; discounted: boolean } {
  const discount = item.afterDiscountCents;
  const running = item.endTime == null || item.endTime > nowMs;
  if (discount != null && discount < item.priceCents && running) return { priceCents: Math.max(0, discount), discounted: true };
  return { priceCents: item.priceCents, discounted: false };
}
