import { CONFIRM_ORDER_QUERY, type CartItem } from '@threadway/contracts';
import { itemKey } from './cart-item';
import type { Checked } from './selection';

/** 'Confirm order' goes to /confirm-order with the ticked items' kkProductIds (once each) and SKU codes (spec 2.4). */
export function confirmOrderPath(items: readonly CartItem[], checked: Checked): string {
  const ticked = items.filter((i) => checked.has(itemKey(i)));
  const query = new URLSearchParams({
    [CONFIRM_ORDER_QUERY.kkProductIds]: [...new Set(ticked.map((i) => i.kkProductId))].join(','),
    [CONFIRM_ORDER_QUERY.skuCodes]: [...new Set(ticked.map((i) => i.skuCode))].join(','),
  });
  return `/confirm-order?${query}`;
}
