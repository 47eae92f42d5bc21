import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { CategoryNode } from '@threadway/contracts';
import { categoryListPath, categoryPickTarget, findCategory } from './category-links.ts';

const node = (categoryId: number, level: number, categoryUrl: string, childList: CategoryNode[] = []): CategoryNode => ({
  id: categoryId,
  categoryId,
  parentId: null,
  level,
  name: categoryUrl,
  categoryUrl,
  imgUrl: null,
  childList,
});

const dresses = node(12, 2, 'women-dresses', [node(121, 3, 'women-maxi-dresses')]);
const tree = [node(1, 1, 'women', [node(11, 2, 'women-tops'), dresses]), node(2, 1, 'men')];

describe('category links (spec 2.2)', () => {
  test('a category list lives at /product-list/{categoryUrl}', () => {
    assert.equal(categoryListPath(dresses), '/product-list/women-dresses');
    assert.equal(categoryListPath({ categoryUrl: '/women' }), '/product-list/women');
  });
  test('elsewhere a second-level category opens its category page', () => {
    for (const page of ['/mall', '/mall/explore', '/']) assert.equal(categoryPickTarget(dresses, page), '/mall/category-detail?secondCategoryId=12', page);
  });
  test('on the product list it changes the listed category in place', () => {
    assert.equal(categoryPickTarget(dresses, '/product-list'), '/product-list/women-dresses');
    assert.equal(categoryPickTarget(dresses, '/product-list/men'), '/product-list/women-dresses');
  });
  test('on a category page it stays on that page with the new category', () => {
    assert.equal(categoryPickTarget(dresses, '/commodity/category-detail'), '/commodity/category-detail?secondCategoryId=12');
    assert.equal(categoryPickTarget(dresses, '/mall/category-detail/'), '/mall/category-detail?secondCategoryId=12');
  });
  test('first- and third-level categories open their product list', () => {
    assert.equal(categoryPickTarget(tree[0]!, '/mall'), '/product-list/women');
    assert.equal(categoryPickTarget(dresses.childList[0]!, '/mall'), '/product-list/women-maxi-dresses');
  });
  test('finds a category at any depth with its parents', () => {
    const found = findCategory(tree, 121);
    assert.deepEqual(found?.parents.map((p) => p.categoryId), [1, 12]);
    assert.equal(found?.category.categoryUrl, 'women-maxi-dresses');
    assert.equal(findCategory(tree, 999), null);
  });
});
