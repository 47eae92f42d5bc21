import assert from 'node:assert/strict';
import { test } from 'node:test';
import { itemKey } from './cart-item';
import { confirmOrderPath } from './confirm-order-link';
import { checkedTotal, itemDisabled, keepValid, toggleGroup, toggleItem } from './selection';
import { cartItem } from './test-items';

const chinaShirt = cartItem({ skuCode: 'A-M', kkProductId: 'A', warehouseCode: 'CN_S', price: 1000, num: 2 });
const chinaNorth = cartItem({ skuCode: 'A-L', kkProductId: 'A', warehouseCode: 'CN_N', price: 1000, afterDiscountAmount: 800, num: 1 });
const usShirt = cartItem({ skuCode: 'B-M', kkProductId: 'B', warehouseCode: 'US', warehouseName: 'United States' });
const discontinued = cartItem({ skuCode: 'C-M', kkProductId: 'C', warehouseCode: 'CN_S', status: 4 });
const empty = cartItem({ skuCode: 'D-M', kkProductId: 'D', warehouseCode: 'US', stock: 0 });
const items = [chinaShirt, chinaNorth, usShirt, discontinued, empty];

test('ticking an item in one warehouse disables the other warehouses; unticking all re-enables them', () => {
  const none = new Set<string>();
  assert.equal(itemDisabled(usShirt, items, none), false);
  const china = toggleItem(chinaShirt, items, none, true);
  assert.deepEqual([...china], [itemKey(chinaShirt)]);
  assert.equal(itemDisabled(usShirt, items, china), true);
  assert.equal(itemDisabled(chinaNorth, items, china), false, 'both Chinese warehouses are China');
  assert.deepEqual(toggleItem(usShirt, items, china, true), china, 'a disabled item cannot be ticked');
  const cleared = toggleItem(chinaShirt, items, china, false);
  assert.equal(cleared.size, 0);
  assert.equal(itemDisabled(usShirt, items, cleared), false);
});

test('discontinued, out-of-stock and sold-out items cannot be ticked', () => {
  const none = new Set<string>();
  assert.equal(itemDisabled(discontinued, items, none), true);
  assert.equal(itemDisabled(empty, items, none), true);
  assert.equal(itemDisabled(cartItem({ discountType: 1, spikeSoldStock: 3, spikeTotalStock: 3 }), items, none), true);
});

test('select all ticks what it can in the group and unticks the whole group', () => {
  const china = [chinaShirt, chinaNorth, discontinued];
  const all = toggleGroup(china, items, new Set(), true);
  assert.deepEqual([...all].sort(), [itemKey(chinaShirt), itemKey(chinaNorth)].sort());
  assert.deepEqual([...toggleGroup([usShirt, empty], items, all, true)], [...all], 'another warehouse is ticked already');
  assert.equal(toggleGroup(china, items, all, false).size, 0);
});

test('the total counts ticked items at the price shown; guests have none', () => {
  const ticked = new Set([itemKey(chinaShirt), itemKey(chinaNorth)]);
  assert.equal(checkedTotal(items, ticked), 2 * 1000 + 800);
  assert.equal(checkedTotal(items, new Set()), 0);
  assert.equal(checkedTotal([cartItem({ price: null })], new Set([itemKey(cartItem())])), null);
});

test('ticks of deleted or no longer selectable items are dropped', () => {
  const ticked = new Set([itemKey(chinaShirt), itemKey(usShirt), 'gone@CN_S']);
  const soldOutNow = { ...usShirt, status: 0 };
  assert.deepEqual([...keepValid([chinaShirt, soldOutNow], ticked)], [itemKey(chinaShirt)]);
});

test('confirm order carries the ticked products once each and their SKU codes', () => {
  const path = confirmOrderPath(items, new Set([itemKey(chinaShirt), itemKey(chinaNorth)]));
  const url = new URL(path, 'https://shop.test');
  assert.equal(url.pathname, '/confirm-order');
  assert.equal(url.searchParams.get('kkProductId'), 'A');
  assert.equal(url.searchParams.get('skuCode'), 'A-M,A-L');
});
