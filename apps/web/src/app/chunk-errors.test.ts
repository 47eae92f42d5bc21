import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isLoadFailure } from './chunk-errors';

test('a script or style that did not arrive is a load failure in every browser', () => {
  assert.ok(isLoadFailure(new TypeError('Failed to fetch dynamically imported module: https://x/assets/Page-1.js')));
  assert.ok(isLoadFailure(new TypeError('error loading dynamically imported module')));
  assert.ok(isLoadFailure(new TypeError('Importing a module script failed.')));
  assert.ok(isLoadFailure(new Error('Unable to preload CSS for /assets/Page-1.css')));
});

test('a bug in a page is not', () => {
  assert.equal(isLoadFailure(new TypeError("Cannot read properties of undefined (reading 'map')")), false);
  assert.equal(isLoadFailure('Failed to fetch dynamically imported module'), false);
  assert.equal(isLoadFailure(null), false);
});
