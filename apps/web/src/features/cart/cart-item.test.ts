import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isSoldOut, optionValue, shownPrices, withoutEndedDiscount } from './cart-item';
import { cartItem } from './test-items';

test('options are JSON {name, value}; anything else has no value', () => {
  assert.equal(optionValue('{"name":"color","value":"Navy Blue"}'), 'Navy Blue');
  assert.equal(optionValue('{"name":"size","value":42}'), '42');
  assert.equal(optionValue('Navy'), null);
  assert.equal(optionValue('{"name":"color"}'), null);
  assert.equal(optionValue('null'), null);
  assert.equal(optionValue(''), null);
});

test('a discount shows the original price struck through; guests see no price', () => {
  assert.deepEqual(shownPrices(cartItem({ price: 1000, afterDiscountAmount: 700 })), { price: 700, original: 1000 });
  assert.deepEqual(shownPrices(cartItem({ price: 1000, afterDiscountAmount: 1000 })), { price: 1000, original: null });
  assert.deepEqual(shownPrices(cartItem({ price: 1000 })), { price: 1000, original: null });
  assert.deepEqual(shownPrices(cartItem({ price: null, afterDiscountAmount: null })), { price: null, original: null });
});

test('once the end time passes the discount fields are cleared and the price reverts', () => {
  const sale = cartItem({ price: 1000, afterDiscountAmount: 700, discountPercent: 30, promotionAmount: 300, discountId: 5, discountType: 1, endTime: 5000 });
  assert.equal(withoutEndedDiscount(sale, 4999), sale);
  const ended = withoutEndedDiscount(sale, 5000);
  assert.deepEqual(
    [ended.afterDiscountAmount, ended.discountPercent, ended.promotionAmount, ended.discountId, ended.discountType, ended.endTime],
    [null, null, null, null, null, null],
  );
  assert.deepEqual(shownPrices(ended), { price: 1000, original: null });
  const lasting = cartItem({ afterDiscountAmount: 800 });
  assert.equal(withoutEndedDiscount(lasting, Number.MAX_SAFE_INTEGER), lasting);
});

test('a flash sale is sold out when the sold units reach the total', () => {
  assert.equal(isSoldOut(cartItem({ discountType: 1, spikeSoldStock: 10, spikeTotalStock: 10 })), true);
  assert.equal(isSoldOut(cartItem({ discountType: 1, spikeSoldStock: 9, spikeTotalStock: 10 })), false);
  assert.equal(isSoldOut(cartItem({ discountType: 2, spikeSoldStock: 10, spikeTotalStock: 10 })), false);
  // Out of stock or discontinued is not 'Sold out'.
  assert.equal(isSoldOut(cartItem({ stock: 0, status: 0 })), false);
});
