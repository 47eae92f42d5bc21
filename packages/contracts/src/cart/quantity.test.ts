import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clampCartQuantity, effectiveCartPrice, isCartItemSelectable } from './quantity.ts';

test('the quantity is a whole number from 1 to the stock', () => {
  assert.deepEqual(clampCartQuantity(3, 10), { num: 3, capped: false });
  assert.deepEqual(clampCartQuantity(0, 10), { num: 1, capped: false });
  assert.deepEqual(clampCartQuantity(-4, 10), { num: 1, capped: false });
  assert.deepEqual(clampCartQuantity(2.7, 10), { num: 2, capped: false });
  assert.deepEqual(clampCartQuantity(Number.NaN, 10), { num: 1, capped: false });
  assert.deepEqual(clampCartQuantity(10, 10), { num: 10, capped: false });
});

test('above the stock clamps to the stock and reports it', () => {
  assert.deepEqual(clampCartQuantity(11, 10), { num: 10, capped: true });
  assert.deepEqual(clampCartQuantity(Number.POSITIVE_INFINITY, 5), { num: 1, capped: false });
});

test('selectable only in stock, on sale, and not a sold-out flash sale', () => {
  assert.equal(isCartItemSelectable({ stock: 5, status: 1 }), true);
  assert.equal(isCartItemSelectable({ stock: 0, status: 1 }), false);
  for (const status of [0, 3, 4]) assert.equal(isCartItemSelectable({ stock: 5, status }), false);
  assert.equal(isCartItemSelectable({ stock: 5, status: 1, discountType: 1, spikeSoldStock: 9, spikeTotalStock: 10 }), true);
  assert.equal(isCartItemSelectable({ stock: 5, status: 1, discountType: 1, spikeSoldStock: 10, spikeTotalStock: 10 }), false);
  assert.equal(isCartItemSelectable({ stock: 5, status: 1, discountType: 1, spikeSoldStock: 11, spikeTotalStock: 10 }), false);
  // The spike counters only matter for flash sales.
  assert.equal(isCartItemSelectable({ stock: 5, status: 1, discountType: 2, spikeSoldStock: 10, spikeTotalStock: 10 }), true);
});

test('a discount holds until its end time, then the normal price returns', () => {
  const item = { priceCents: 1000, afterDiscountCents: 700, discountType: 1, endTime: 5000 };
  assert.deepEqual(effectiveCartPrice(item, 4999), { priceCents: 700, discounted: true });
  assert.deepEqual(effectiveCartPrice(item, 5000), { priceCents: 1000, discounted: false });
  assert.deepEqual(effectiveCartPrice({ priceCents: 1000, afterDiscountCents: 800 }, 1e15), { priceCents: 800, discounted: true });
  assert.deepEqual(effectiveCartPrice({ priceCents: 1000 }, 0), { priceCents: 1000, discounted: false });
  assert.deepEqual(effectiveCartPrice({ priceCents: 1000, afterDiscountCents: 1000 }, 0), { priceCents: 1000, discounted: false });
});
