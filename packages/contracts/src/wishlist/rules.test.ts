import assert from 'node:assert/strict';
import { test } from 'node:test';
import { batchListingRefusal } from './rules.ts';

test('batch listing needs a selection, all of it on sale (spec 5.2)', () => {
  assert.equal(batchListingRefusal([]), 'wishlist.selectProductFirst');
  assert.equal(batchListingRefusal([{ status: 'onSale' }, { status: 'unavailable' }]), 'wishlist.unavailableIncluded');
  assert.equal(batchListingRefusal([{ status: 'unavailable' }]), 'wishlist.unavailableIncluded');
  assert.equal(batchListingRefusal([{ status: 'onSale' }, { status: 'onSale' }]), null);
});
