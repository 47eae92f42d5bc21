import assert from 'node:assert/strict';
import { test } from 'node:test';
import { discountedPrice } from './pricing.ts';

test('a percent off rounds up to the cent', () => {
  assert.equal(discountedPrice(1999, 30), 1400); // 1399.3
  assert.equal(discountedPrice(1500, 30), 1050);
  assert.equal(discountedPrice(1, 99), 1); // 0.01 stays a cent
});

test('never below zero', () => {
  assert.equal(discountedPrice(0, 50), 0);
  assert.equal(discountedPrice(1000, 100), 0);
});
