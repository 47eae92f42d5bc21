import assert from 'node:assert/strict';
import { test } from 'node:test';
import { orderSearchText, searchQuery } from './order-search-text.ts';

test('the searched text holds the order id, each SKU code and product name once, lower case', () => {
  const lines = [
    { skuCode: 'SK1A', productName: 'Denim Jacket' },
    { skuCode: 'SK1A', productName: 'Denim Jacket' },
    { skuCode: 'SK2B', productName: 'Floral Maxi Dress' },
  ];
  assert.equal(orderSearchText('KK26112150001', lines), 'kk26112150001 sk1a sk2b denim jacket floral maxi dress');
});

test('every typed word must be a word, the last its beginning; symbols separate words and are never query syntax', () => {
  assert.equal(searchQuery('Denim jack'), 'denim & jack:*');
  assert.equal(searchQuery(' KK26112150001 '), 'kk26112150001:*');
  assert.equal(searchQuery("a'b | c & !d:*"), 'a & b & c & d:*');
  assert.equal(searchQuery('Ünïcode café'), 'ünïcode & café:*');
  assert.equal(searchQuery('%_ -'), null);
});
