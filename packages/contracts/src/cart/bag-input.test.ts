import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bagProductDisabled, exceedsWeightLimit, orderWeightGrams, parsePackInput, parseSizeInput, sizeInputDisabled } from './bag-input.ts';

test('size input keeps digits only', () => {
  assert.deepEqual(parseSizeInput('12', 50), { value: 12 });
  assert.deepEqual(parseSizeInput('1a2', 50), { value: 12 });
  assert.deepEqual(parseSizeInput('-3', 50), { value: 3 });
  assert.deepEqual(parseSizeInput('', 50), { value: 0 });
  assert.deepEqual(parseSizeInput('abc', 50), { value: 0 });
  assert.deepEqual(parseSizeInput('007', 50), { value: 7 });
});

test('above the stock becomes the stock with a maximum notice', () => {
  assert.deepEqual(parseSizeInput('51', 50), { value: 50, notice: { kind: 'maximum', stock: 50 } });
  assert.deepEqual(parseSizeInput('50', 50), { value: 50 });
  assert.deepEqual(parseSizeInput('1', 0), { value: 0, notice: { kind: 'maximum', stock: 0 } });
});

test('a size never exceeds 9999', () => {
  assert.deepEqual(parseSizeInput('123456', 1_000_000), { value: 9999 });
  assert.deepEqual(parseSizeInput('99999999999999999999999', 20_000), { value: 9999 });
  assert.deepEqual(parseSizeInput('123456', 300), { value: 300, notice: { kind: 'maximum', stock: 300 } });
});

test('pack input: whole number from 0 to the most packs', () => {
  assert.deepEqual(parsePackInput('2', 3), { value: 2 });
  assert.deepEqual(parsePackInput('4', 3), { value: 3, notice: { kind: 'maximum', stock: 3 } });
  assert.deepEqual(parsePackInput('', 3), { value: 0 });
  assert.deepEqual(parsePackInput('1', 0), { value: 0, notice: { kind: 'maximum', stock: 0 } });
});

test('size inputs are disabled for pack products and empty sizes', () => {
  assert.equal(sizeInputDisabled({ status: 1, stock: 5 }, false), false);
  assert.equal(sizeInputDisabled({ status: 1, stock: 0 }, false), true);
  assert.equal(sizeInputDisabled({ status: 1, stock: 5 }, true), true);
});

test('a product is disabled when no size can be bought; a pack product when one cannot', () => {
  const onSale = { status: 1, stock: 5 };
  const discontinued = { status: 0, stock: 5 };
  const empty = { status: 1, stock: 0 };
  assert.equal(bagProductDisabled([onSale, discontinued], false), false);
  assert.equal(bagProductDisabled([discontinued, empty], false), true);
  assert.equal(bagProductDisabled([onSale, onSale], true), false);
  assert.equal(bagProductDisabled([onSale, discontinued], true), true);
  assert.equal(bagProductDisabled([onSale, empty], true), true);
  assert.equal(bagProductDisabled([], true), true);
});

test('order weight and the 30 kg limit', () => {
  const grams = orderWeightGrams([
    { packageWeight: 250, num: 4 },
    { packageWeight: 1000, num: 29 },
  ]);
  assert.equal(grams, 30_000);
  assert.equal(exceedsWeightLimit(grams), false);
  assert.equal(exceedsWeightLimit(30_001), true);
});
