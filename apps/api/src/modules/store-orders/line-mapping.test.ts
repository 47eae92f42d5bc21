import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { StoreOrderLine } from '../stores/platforms/platform.ts';
import { mapStoreLines, type ListedVariant } from './line-mapping.ts';

const variant = (listingId: number, skuId: number, sku: string, platformVariantId: string | null, live = true): ListedVariant => ({ listingId, live, skuId, warehouse: 'CN_S', sku, platformVariantId });
const line = (change: Partial<StoreOrderLine>): StoreOrderLine => ({ platformLineId: 'L', title: 'Dress', quantity: 1, unitPriceCents: 1000, ...change });

describe('store line → listing variant', () => {
  const listed = [variant(1, 11, 'SKU-A', 'gid://V/1'), variant(1, 12, 'SKU-B', 'gid://V/2'), variant(2, 13, 'SKU-B', null, false)];

  test('by the platform variant id first, whatever SKU code the store shows', () => {
    assert.deepEqual(mapStoreLines([line({ platformVariantId: 'gid://V/2', sku: 'SKU-A' })], listed).map((v) => v?.skuId), [12]);
  });
  test('else by SKU code within the store, preferring a live listing, then the newer one', () => {
    assert.deepEqual(mapStoreLines([line({ platformVariantId: 'gid://V/404', sku: ' SKU-B ' })], listed).map((v) => v?.skuId), [12]);
    const twice = [variant(5, 21, 'SKU-C', null), variant(9, 22, 'SKU-C', null)];
    assert.deepEqual(mapStoreLines([line({ sku: 'SKU-C' })], twice).map((v) => v?.skuId), [22]);
  });
  test('nothing matching (or no id and no SKU) maps to null', () => {
    assert.deepEqual(mapStoreLines([line({ sku: 'NOPE' }), line({}), line({ platformVariantId: 'gid://V/9' })], listed), [null, null, null]);
  });
});
