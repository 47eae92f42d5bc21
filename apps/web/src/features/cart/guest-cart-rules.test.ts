import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GUEST_CART_TTL_MS, addEntries, readGuestCart, removeEntries, setEntryNum } from './guest-cart-rules';

const shirt = { kkProductId: 'A', skuCode: 'A-M', warehouseCode: 'CN_S', num: 2 };
const sameShirtUs = { ...shirt, warehouseCode: 'US', num: 1 };

test('adding the same SKU from the same warehouse adds up, another warehouse is another line', () => {
  const once = addEntries([], [shirt]);
  assert.deepEqual(addEntries(once, [{ ...shirt, num: 3 }]), [{ ...shirt, num: 5 }]);
  assert.deepEqual(addEntries(once, [sameShirtUs]), [shirt, sameShirtUs]);
  assert.deepEqual(addEntries([{ ...shirt, num: 9998 }], [{ ...shirt, num: 5 }]), [{ ...shirt, num: 9999 }]);
  assert.deepEqual(once, [shirt], 'the input is left as it was');
});

test('quantities change and lines go by SKU and warehouse', () => {
  assert.deepEqual(setEntryNum([shirt, sameShirtUs], sameShirtUs, 4), [shirt, { ...sameShirtUs, num: 4 }]);
  assert.deepEqual(removeEntries([shirt, sameShirtUs], [shirt]), [sameShirtUs]);
});

test('a saved cart is read until it expires; damaged entries are dropped', () => {
  const saved = JSON.stringify({ expiresAt: 10_000, items: [shirt, { skuCode: 'X' }, { ...shirt, num: 0 }] });
  assert.deepEqual(readGuestCart(saved, 9_999), [shirt]);
  assert.deepEqual(readGuestCart(saved, 10_000), []);
  assert.deepEqual(readGuestCart('{not json', 0), []);
  assert.deepEqual(readGuestCart(null, 0), []);
  assert.ok(GUEST_CART_TTL_MS >= 86_400_000);
});
