import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chooserHeight } from './chooser-height.ts';

test('200 px per address up to 3, then 400 px', () => {
  assert.equal(chooserHeight(1), 200);
  assert.equal(chooserHeight(3), 600);
  assert.equal(chooserHeight(4), 400);
  assert.equal(chooserHeight(10), 400);
});
