import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readExploreQuery, writeExploreQuery } from './explore-query.ts';

test('order and filters survive the trip through the address', () => {
  const query = { sortType: 'followers' as const, style: 'Party', colour: 'Royal Blue', category: '1033' };
  const params = writeExploreQuery(query);
  assert.equal(params.toString(), 'sort=followers&category=1033&colour=Royal+Blue&style=Party');
  assert.deepEqual(readExploreQuery(params), query);
});

test('the default order, empty values and unknown parameters stay out', () => {
  assert.equal(writeExploreQuery({ sortType: 'releaseTime', style: '' }).toString(), '');
  assert.deepEqual(readExploreQuery(new URLSearchParams('sort=price&style=%20&utm_source=x&gender=Women')), { sortType: 'releaseTime', gender: 'Women' });
});
