import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MAX_QUANTITY_PER_SIZE, maxPacks, piecesForPacks } from './packs.ts';
import { SIZE_ORDER, sortSizes } from './sizes.ts';
import { supplierRank } from './supplier-rank.ts';

describe('size order (spec 9)', () => {
  test('known sizes follow 5XS ... 5XL whatever order they arrive in', () => {
    const shuffled = ['XL', 'S', '5XL', 'XXS', 'M', '3XL', '5XS', 'L', 'XS', 'XXL', '4XS', '4XL', '3XS'];
    assert.deepEqual(sortSizes(shuffled, (s) => s), [...SIZE_ORDER]);
  });
  test('other sizes come after, in their original order; case and spaces do not matter', () => {
    assert.deepEqual(sortSizes(['One Size', 'l', '38', ' s ', '36'], (s) => s), [' s ', 'l', 'One Size', '38', '36']);
  });
  test('sorts records by a size field without changing them', () => {
    const skus = [{ size: 'L', sku: 'a' }, { size: 'S', sku: 'b' }];
    assert.deepEqual(sortSizes(skus, (s) => s.size).map((s) => s.sku), ['b', 'a']);
  });
});

describe('supplier rank (spec 9)', () => {
  test('A: more than 300 pieces and SKUs typically above 100', () => {
    assert.equal(supplierRank([101, 120, 150]), 'A');
  });
  test('B: more than 150 pieces and SKUs typically above 50', () => {
    assert.equal(supplierRank([60, 60, 60]), 'B');
    assert.equal(supplierRank([101, 101, 101]), 'A');
    assert.equal(supplierRank([100, 100, 100]), 'B', 'a median of exactly 100 is not above 100');
  });
  test('C: everything else, including no SKUs', () => {
    assert.equal(supplierRank([50, 50, 50, 50]), 'C');
    assert.equal(supplierRank([10, 20]), 'C');
    assert.equal(supplierRank([]), 'C');
  });
  test('one empty size does not demote a well-stocked product (median, not minimum)', () => {
    assert.equal(supplierRank([0, 150, 150, 150, 150]), 'A');
  });
});

describe('packs (spec 5)', () => {
  test('the most packs is the smallest stock / per-size quantity, rounded down', () => {
    assert.equal(maxPacks([{ stock: 10, perSize: 2, status: 1 }, { stock: 7, perSize: 2, status: 1 }, { stock: 30, perSize: 4, status: 1 }]), 3);
  });
  test('no packs when any size is unavailable or out of stock', () => {
    assert.equal(maxPacks([{ stock: 10, perSize: 2, status: 1 }, { stock: 10, perSize: 2, status: 3 }]), 0);
    assert.equal(maxPacks([{ stock: 10, perSize: 2, status: 1 }, { stock: 1, perSize: 2, status: 1 }]), 0);
    assert.equal(maxPacks([]), 0);
  });
  test('pieces added per size are per-size quantity x packs', () => {
    assert.equal(piecesForPacks(3, 4), 12);
    assert.equal(piecesForPacks(3, -1), 0);
    assert.equal(MAX_QUANTITY_PER_SIZE, 9999);
  });
});
