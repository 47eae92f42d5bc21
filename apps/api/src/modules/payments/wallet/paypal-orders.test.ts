import assert from 'node:assert/strict';
import { test } from 'node:test';
import { toCents, toValue } from './paypal-orders.ts';

test('cents are written as PayPal amount values and read back exactly', () => {
  assert.equal(toValue(0), '0.00');
  assert.equal(toValue(5), '0.05');
  assert.equal(toValue(12_345), '123.45');
  assert.equal(toValue(99_999_999), '999999.99');
  for (const cents of [0, 1, 10, 199, 100_000, 99_999_999]) assert.equal(toCents(toValue(cents)), cents);
});

test('amount values other than dollars with two decimals are not read', () => {
  for (const value of ['12', '12.5', '12.345', '-1.00', '1e3', '']) assert.ok(Number.isNaN(toCents(value)), value);
});
