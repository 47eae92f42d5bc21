import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decimalToCents, toCents, toDecimal, toValue } from './provider-amounts.ts';

test('cents are written as two-decimal amount values and read back exactly', () => {
  assert.equal(toValue(0), '0.00');
  assert.equal(toValue(5), '0.05');
  assert.equal(toValue(12_345), '123.45');
  assert.equal(toValue(99_999_999), '999999.99');
  for (const cents of [0, 1, 10, 199, 100_000, 99_999_999]) assert.equal(toCents(toValue(cents)), cents);
});

test('amount values other than dollars with two decimals are not read', () => {
  for (const value of ['12', '12.5', '12.345', '-1.00', '1e3', '']) assert.ok(Number.isNaN(toCents(value)), value);
});

test('cents are written as JSON decimals and read back exactly', () => {
  assert.equal(toDecimal(12_345), 123.45);
  assert.equal(toDecimal(5), 0.05);
  assert.equal(toDecimal(100_000), 1000);
  for (const cents of [0, 1, 10, 199, 29_999, 100_000, 99_999_999]) assert.equal(decimalToCents(toDecimal(cents)), cents);
  assert.equal(decimalToCents(12.5), 1250);
});

test('JSON amounts with more than two decimals, negative or not numbers are not read', () => {
  for (const amount of [12.345, -1, Number.NaN, Number.POSITIVE_INFINITY, '12.00', null, undefined]) assert.ok(Number.isNaN(decimalToCents(amount)), String(amount));
});
