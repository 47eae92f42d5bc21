import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { filtersOf, readListQuery, writeListQuery } from './list-query.ts';

describe('order list query', () => {
  it('reads a full query and writes it back', () => {
    const text = 'tab=inTransit&search=KK1&status=shipped&platform=KA&dateFrom=2024-01-01&dateTo=2024-01-31&page=3';
    const query = readListQuery(new URLSearchParams(text));
    assert.deepEqual(query, { tab: 'inTransit', search: 'KK1', status: 'shipped', platform: 'KA', dateFrom: '2024-01-01', dateTo: '2024-01-31', pageNumber: 3 });
    assert.equal(writeListQuery(query).toString(), text);
  });

  it('ignores what is not valid and leaves defaults out', () => {
    const query = readListQuery(new URLSearchParams('tab=nope&status=lost&platform=<x>&dateFrom=yesterday&page=-2'));
    assert.deepEqual(query, { tab: 'all', search: '', status: null, platform: null, dateFrom: null, dateTo: null, pageNumber: 1 });
    assert.equal(writeListQuery(query).toString(), '');
  });

  it('filters carry only what is set, the search trimmed', () => {
    assert.deepEqual(filtersOf({ ...readListQuery(new URLSearchParams()), search: '  dress ' }), { tab: 'all', search: 'dress' });
  });
});
