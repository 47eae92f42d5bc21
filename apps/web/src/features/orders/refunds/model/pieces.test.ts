import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chosenPieces, dollarsToCents } from './pieces';

test('chosen pieces leave out lines at 0 and are ordered by line', () => {
  assert.deepEqual(chosenPieces({ 9: 1, 3: 0, 4: 2 }), [
    { kkItemId: 4, quantity: 2 },
    { kkItemId: 9, quantity: 1 },
  ]);
  assert.deepEqual(chosenPieces({}), []);
});

test('dollars become whole cents', () => {
  assert.equal(dollarsToCents(19.99), 1999);
  assert.equal(dollarsToCents(0.29), 29);
  assert.equal(dollarsToCents(1.15), 115);
  assert.equal(dollarsToCents(4.35), 435);
  assert.equal(dollarsToCents(null), null);
});
