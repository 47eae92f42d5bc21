import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readNumber } from './read-number.ts';

const PRICE = { min: 0, max: 9_999_999, precision: 2 };

test('an empty or unreadable field is no number', () => {
  assert.equal(readNumber('', PRICE), null);
  assert.equal(readNumber('  ', PRICE), null);
  assert.equal(readNumber('abc', PRICE), null);
});

test('a number is rounded to the precision and kept within bounds', () => {
  assert.equal(readNumber('12.345', PRICE), 12.35);
  assert.equal(readNumber('7', PRICE), 7);
  assert.equal(readNumber('-3', PRICE), 0);
  assert.equal(readNumber('20000000', PRICE), 9_999_999);
  assert.equal(readNumber('2.6', { min: 0, max: 10, precision: 0 }), 3);
});
