import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PRODUCT_LIST_QUERY_KEYS } from '@threadway/contracts';
import { readFilters, searchTerms, toProductQuery, toUsdCents, validPriceRange, writeFilters } from './list-query.ts';

describe('product list filters in the URL', () => {
  test('read back what was written', () => {
    const filters = readFilters(new URLSearchParams('search=red+dress&warehouse=US&warehouse=GB&rank=A&fabric=Cotton&minPrice=5&maxPrice=19.99&inventory=100&sort=priceAsc&page=3'));
    assert.deepEqual(filters, { search: 'red dress', warehouses: ['US', 'GB'], ranks: ['A'], fabrics: ['Cotton'], minPrice: '5', maxPrice: '19.99', minInventory: 100, sort: 'priceAsc', page: 3 });
    assert.deepEqual(readFilters(writeFilters(filters)), filters);
  });
  test('a hand-edited link loses what means nothing instead of failing the call', () => {
    const filters = readFilters(new URLSearchParams('warehouse=CN_S&warehouse=XX&rank=D&minPrice=abc&maxPrice=1.234&inventory=-3&sort=cheapest&page=0'));
    assert.deepEqual(filters, { search: '', warehouses: [], ranks: [], fabrics: [], minPrice: null, maxPrice: null, minInventory: null, sort: 'recommended', page: 1 });
  });
  test('every filter, the sort and the page are kept under the keys the server reads (PRODUCT_LIST_QUERY_KEYS)', () => {
    const all = readFilters(new URLSearchParams('search=red&warehouse=US&rank=A&fabric=Cotton&minPrice=5&maxPrice=9&inventory=1&sort=newest&page=2'));
    assert.deepEqual([...new Set(writeFilters(all).keys())].sort(), [...PRODUCT_LIST_QUERY_KEYS].sort());
  });
  test('defaults stay out of the link', () => {
    assert.equal(writeFilters(readFilters(new URLSearchParams('sort=recommended&page=1'))).toString(), '');
  });
});

describe('price range (spec 5)', () => {
  test('the end must exceed the start; an open end is fine', () => {
    assert.equal(validPriceRange('10', '10'), false);
    assert.equal(validPriceRange('10', '9.99'), false);
    assert.equal(validPriceRange('10', '10.01'), true);
    assert.equal(validPriceRange(null, '1'), true);
    assert.equal(validPriceRange('1', null), true);
  });
  test('display amounts become US cents: start rounded down, end rounded up', () => {
    assert.equal(toUsdCents('19.99', '1', 'min'), 1999);
    assert.equal(toUsdCents('10', '0.92', 'min'), 1086);
    assert.equal(toUsdCents('10', '0.92', 'max'), 1087);
    assert.equal(toUsdCents('100', '90.5', 'max'), 111);
    assert.equal(toUsdCents('9.2', '0.92', 'max'), 1000);
  });
  test('an invalid range is not sent, the rest of the filters are', () => {
    const query = toProductQuery(readFilters(new URLSearchParams('minPrice=20&maxPrice=10&warehouse=DE')), 'women-dresses', '1');
    assert.equal(query.minPrice, undefined);
    assert.equal(query.maxPrice, undefined);
    assert.deepEqual(query.warehouses, ['DE']);
    assert.equal(query.categoryUrl, 'women-dresses');
  });
});

test('search terms are split by commas, spaces and lines (spec 2.3)', () => {
  assert.deepEqual(searchTerms(' red dress,\nlinen  shirt ,'), ['red dress', 'linen shirt']);
  assert.deepEqual(searchTerms(''), []);
});
