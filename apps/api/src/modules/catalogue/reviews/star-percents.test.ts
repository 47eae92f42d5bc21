import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { starPercents } from './star-percents.ts';

const sum = (percents: Record<string, number>) => Object.values(percents).reduce((a, b) => a + b, 0);

describe('star percents', () => {
  test('no reviews: every star 0', () => {
    assert.deepEqual(starPercents({}), { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 });
  });

  test('thirds round so the total stays 100', () => {
    const percents = starPercents({ 5: 1, 4: 1, 3: 1 });
    assert.equal(sum(percents), 100);
    assert.deepEqual(percents, { 1: 0, 2: 0, 3: 33, 4: 33, 5: 34 });
  });

  test('exact shares are kept as they are', () => {
    assert.deepEqual(starPercents({ 5: 3, 1: 1 }), { 1: 25, 2: 0, 3: 0, 4: 0, 5: 75 });
    assert.deepEqual(starPercents({ 4: 7 }), { 1: 0, 2: 0, 3: 0, 4: 100, 5: 0 });
  });

  test('many awkward counts always sum to 100, each within one point of the exact share', () => {
    for (let seed = 1; seed < 300; seed += 1) {
      const counts = { 1: seed % 7, 2: (seed * 3) % 11, 3: (seed * 5) % 13, 4: (seed * 7) % 17, 5: 1 + ((seed * 11) % 19) };
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      const percents = starPercents(counts);
      assert.equal(sum(percents), 100, JSON.stringify(counts));
      for (const star of [1, 2, 3, 4, 5] as const) assert.ok(Math.abs(percents[star]! - (counts[star] * 100) / total) < 1, `${star} of ${JSON.stringify(counts)}`);
    }
  });
});
