import { isCartItemSelectable, selectionConflict, type CartItem } from '@threadway/contracts';
import { itemKey, shownPrices } from './cart-item';

/**
 * The drawer's check boxes (spec 4 cart, 5 cart quantity): an item can be ticked when it is
 * selectable and no ticked item sits in another warehouse. Pure; the drawer keeps the set of keys.
 */
export type Checked = ReadonlySet<string>;

const checkedWarehouses = (items: readonly CartItem[], checked: Checked): string[] =>
  items.filter((i) => checked.has(itemKey(i))).map((i) => i.warehouseCode);

/** True when the item's box cannot be ticked now (unselectable, or another warehouse is ticked). */
export const itemDisabled = (item: CartItem, items: readonly CartItem[], checked: Checked): boolean =>
  !isCartItemSelectable(item) || selectionConflict(checkedWarehouses(items, checked), item.warehouseCode);

/** Ticks or unticks one item; an item that cannot be ticked stays unticked. */
export function toggleItem(item: CartItem, items: readonly CartItem[], checked: Checked, on: boolean): Set<string> {
  const next = new Set(checked);
  if (!on) next.delete(itemKey(item));
  else if (!itemDisabled(item, items, checked)) next.add(itemKey(item));
  return next;
}

/** The items of a group 'select all' can tick now (those ticked already included). */
export const groupTickable = (group: readonly CartItem[], items: readonly CartItem[], checked: Checked): CartItem[] =>
  group.filter((i) => checked.has(itemKey(i)) || !itemDisabled(i, items, checked));

/** 'Select all' of a group: on ticks every item it can, off unticks the whole group. */
export function toggleGroup(group: readonly CartItem[], items: readonly CartItem[], checked: Checked, on: boolean): Set<string> {
  const next = new Set(checked);
  for (const item of on ? groupTickable(group, items, checked) : group) {
    if (on) next.add(itemKey(item));
    else next.delete(itemKey(item));
  }
  return next;
}

/** Keeps the keys of items still there and still selectable (after a delete, a refresh, a sale ending). */
export const keepValid = (items: readonly CartItem[], checked: Checked): Set<string> =>
  new Set(items.filter((i) => checked.has(itemKey(i)) && isCartItemSelectable(i)).map(itemKey));

/** The ticked items' total in cents at the prices shown; null for guests, who see no prices. */
export function checkedTotal(items: readonly CartItem[], checked: Checked): number | null {
  let total = 0;
  for (const item of items.filter((i) => checked.has(itemKey(i)))) {
    const { price } = shownPrices(item);
    if (price === null) return null;
    total += price * item.num;
  }
  return total;
}
