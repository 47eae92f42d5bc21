import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pageNumbers } from './page-numbers.ts';

test('every page up to nine pages', () => {
  assert.deepEqual(pageNumbers(1, 1), [1]);
  assert.deepEqual(pageNumbers(4, 9), [1, 2, 3, 4, 5, 6, 7, 8, 9]);
});

test("beyond nine pages: the first, the last and two either side of the current one, as Ant Design's Pagination shows them", () => {
  assert.deepEqual(pageNumbers(1, 50), [1, 2, 3, 4, 5, 'gap', 50]);
  assert.deepEqual(pageNumbers(3, 50), [1, 2, 3, 4, 5, 'gap', 50]);
  assert.deepEqual(pageNumbers(4, 50), [1, 2, 3, 4, 5, 6, 'gap', 50]);
  assert.deepEqual(pageNumbers(25, 50), [1, 'gap', 23, 24, 25, 26, 27, 'gap', 50]);
  assert.deepEqual(pageNumbers(47, 50), [1, 'gap', 45, 46, 47, 48, 49, 50]);
  assert.deepEqual(pageNumbers(50, 50), [1, 'gap', 46, 47, 48, 49, 50]);
});
