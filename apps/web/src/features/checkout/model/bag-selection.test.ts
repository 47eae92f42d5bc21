import assert from 'node:assert/strict';
import { test } from 'node:test';
import { groupBag } from '@threadway/contracts';
import type { BagItem } from './bag-item.ts';
import { checkableKeys, checkedGroupCodes, checkedItems, conflictsWith, productKey } from './bag-selection.ts';

let nextId = 1;
const item = (warehouseCode: string, kkProductId: string, size: string, over: Partial<BagItem> = {}): BagItem =>
  ({ id: nextId++, warehouseCode, kkProductId, colour: 'Black', size, status: 1, stock: 10, minOrderQuantity: null, ...over }) as BagItem;

test('China (CN_S and CN_N) is one group; checking there does not clash, the US does', () => {
  const groups = groupBag([item('CN_S', 'p1', 'S'), item('CN_N', 'p2', 'M'), item('US', 'p3', 'L')]);
  assert.deepEqual(groups.map((g) => g.warehouseCode), ['CN_S', 'US']);
  const checked = new Set([productKey('CN_S', 'p1')]);
  assert.equal(conflictsWith(groups, checked, groups[0]!), false);
  assert.equal(conflictsWith(groups, checked, groups[1]!), true);
  assert.deepEqual(checkedGroupCodes(groups, checked), ['CN_S']);
});

test('an unavailable product cannot be checked; a pack with one sold-out size neither', () => {
  const groups = groupBag([
    item('CN_S', 'ok', 'S'),
    item('CN_S', 'gone', 'S', { status: 0 }),
    item('CN_S', 'pack', 'S', { minOrderQuantity: 2 }),
    item('CN_S', 'pack', 'M', { minOrderQuantity: 2, stock: 0 }),
  ]);
  assert.deepEqual(checkableKeys(groups[0]!), [productKey('CN_S', 'ok')]);
});

test('checked items are every size of the checked products', () => {
  const groups = groupBag([item('CN_S', 'p1', 'S'), item('CN_S', 'p1', 'M'), item('CN_S', 'p2', 'S')]);
  const lines = checkedItems(groups, new Set([productKey('CN_S', 'p1')]));
  assert.deepEqual(lines.map((l) => l.size), ['S', 'M']);
});
