import assert from 'node:assert/strict';
import { test } from 'node:test';
import { listingsFilter } from '@threadway/contracts';
import { filterOf, readListingsQuery, writeListingsQuery } from './list-query.ts';

test('an address round-trips through the list state, and the filter it sends is one the server accepts', () => {
  const query = readListingsQuery(new URLSearchParams('tab=hidden&search=dress,+skirt&platform=shopify&stores=3,9&page=2'));
  assert.deepEqual(query, { tab: 'hidden', search: 'dress, skirt', platform: 'shopify', storeIds: [3, 9], pageNumber: 2 });
  assert.equal(writeListingsQuery(query).toString(), 'tab=hidden&search=dress%2C+skirt&platform=shopify&stores=3%2C9&page=2');
  const filter = filterOf(query, 20);
  assert.deepEqual(listingsFilter.parse(filter), { tab: 'hidden', searchContent: 'dress, skirt', platformCode: 'shopify', storeIds: [3, 9], pageNumber: 2, pageSize: 20 });
});

test('unknown values fall back to the Published tab without filters', () => {
  const query = readListingsQuery(new URLSearchParams('tab=nope&platform=ebay&stores=x,-1&page=0'));
  assert.deepEqual(query, { tab: 'published', search: '', platform: null, storeIds: [], pageNumber: 1 });
  assert.equal(writeListingsQuery(query).toString(), '');
  assert.deepEqual(filterOf(query, 20), { tab: 'published', pageNumber: 1, pageSize: 20 });
});
