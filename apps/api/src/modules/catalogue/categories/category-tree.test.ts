import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildCategoryTree, countCategoryTree, type CategoryRow } from './category-tree.ts';

const row = (id: number, parentId: number | null, level: number): CategoryRow => ({ id, parentId, level, name: `C${id}`, categoryUrl: `c${id}`, imgUrl: null });

describe('category tree', () => {
  const rows = [row(1, null, 1), row(2, null, 1), row(10, 1, 2), row(11, 1, 2), row(100, 10, 3), row(101, 10, 3), row(110, 11, 3), row(900, 99, 3)];

  test('nests three levels and drops rows whose parent is missing', () => {
    const tree = buildCategoryTree(rows);
    assert.deepEqual(tree.map((n) => n.id), [1, 2]);
    assert.deepEqual(tree[0]!.childList.map((n) => n.id), [10, 11]);
    assert.deepEqual(tree[0]!.childList[0]!.childList.map((n) => n.categoryId), [100, 101]);
    assert.equal(JSON.stringify(tree).includes('"id":900'), false);
  });

  test('counts sum up from the leaves and empty branches disappear', () => {
    const counted = countCategoryTree(buildCategoryTree(rows), new Map([[100, 3], [101, 2], [110, 0]]));
    assert.deepEqual(counted.map((n) => [n.id, n.productCount]), [[1, 5]]);
    assert.deepEqual(counted[0]!.childList.map((n) => [n.id, n.productCount]), [[10, 5]]);
    assert.deepEqual(counted[0]!.childList[0]!.childList.map((n) => [n.id, n.productCount]), [[100, 3], [101, 2]]);
  });
});
