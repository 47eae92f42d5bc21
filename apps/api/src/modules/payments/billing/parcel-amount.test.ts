import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parcelAmount } from './parcel-amount.ts';

test('a parcel bills its goods, plus the freight when it is the first', () => {
  assert.equal(parcelAmount({ goodsCents: 120_000, shippingCents: 1_500, orderUnbilledCents: 300_000 }), 121_500);
  assert.equal(parcelAmount({ goodsCents: 120_000, shippingCents: 0, orderUnbilledCents: 300_000 }), 120_000);
});

test('never more than the order has left to bill, never below zero', () => {
  assert.equal(parcelAmount({ goodsCents: 120_000, shippingCents: 1_500, orderUnbilledCents: 100_000 }), 100_000);
  assert.equal(parcelAmount({ goodsCents: 120_000, shippingCents: 0, orderUnbilledCents: 0 }), 0);
  assert.equal(parcelAmount({ goodsCents: -5, shippingCents: 0, orderUnbilledCents: 10 }), 0);
});
