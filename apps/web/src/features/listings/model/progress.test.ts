import assert from 'node:assert/strict';
import { test } from 'node:test';
import { publicationProgress } from './progress.ts';

test('publication situation counts failures as done and never passes 100 %', () => {
  assert.deepEqual(publicationProgress({ total: 30, succeeded: 10, failed: 2 }), { done: 12, percent: 40 });
  assert.deepEqual(publicationProgress({ total: 3, succeeded: 1, failed: 0 }), { done: 1, percent: 33 });
  assert.deepEqual(publicationProgress({ total: 2, succeeded: 2, failed: 1 }), { done: 2, percent: 100 });
  assert.deepEqual(publicationProgress({ total: 0, succeeded: 0, failed: 0 }), { done: 0, percent: 100 });
});
