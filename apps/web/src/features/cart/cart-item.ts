import { isCartItemSelectable, type CartItem } from '@threadway/contracts';

/**
 * Display rules of one cart item (spec 2.4, 3, 4, 8), for the server cart and for the guest
 * cart the server rebuilds (whose prices are null: guests see no wholesale price, spec 6).
 */

/** POD items carry a 'POD' tag. */
export const POD_PRODUCT_TYPE = 3;

/** One line per SKU and ship-from warehouse, in either cart. */
export const itemKey = (item: Pick<CartItem, 'skuCode' | 'warehouseCode'>): string => `${item.skuCode}@${item.warehouseCode}`;

/** An option's value; null when the JSON does not parse, and the drawer shows 'color' / 'size' instead. */
export function optionValue(option: string): string | null {
  try {
    const parsed = JSON.parse(option) as { value?: unknown } | null;
    return typeof parsed?.value === 'string' || typeof parsed?.value === 'number' ? String(parsed.value) : null;
  } catch {
    return null;
  }
}

/** Once a discount's end time has passed the item sells at its normal price and its discount fields are cleared (spec 4). */
export function withoutEndedDiscount(item: CartItem, nowMs: number): CartItem {
  if (item.endTime === null || item.endTime > nowMs) return item;
  return { ...item, afterDiscountAmount: null, discountPercent: null, promotionAmount: null, discountId: null, discountType: null, endTime: null };
}

/** A flash sale whose units are all sold: 'Sold out' (what keeps it unselectable once stock and status are set aside). */
export const isSoldOut = (item: CartItem): boolean => !isCartItemSelectable({ ...item, stock: 1, status: 1 });

/** The unit price shown and the struck-through one, in cents; null prices are the guest lock. */
export function shownPrices(item: CartItem): { price: number | null; original: number | null } {
  if (item.price === null) return { price: null, original: null };
  const discounted = item.afterDiscountAmount !== null && item.afterDiscountAmount < item.price;
  return discounted ? { price: item.afterDiscountAmount, original: item.price } : { price: item.price, original: null };
}
