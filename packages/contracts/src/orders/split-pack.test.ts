import assert from 'node:assert/strict';
import { it } from 'node:test';
import { packLines } from './split-pack.ts';

it('packs lines first-fit, heaviest first, never above the limit unless one line is', () => {
  assert.deepEqual(packLines([500, 1500, 800, 700], 2000), [[0, 1], [2, 3]]);
  assert.deepEqual(packLines([100, 200], 2000), [[0, 1]], 'light orders stay one pack');
  assert.deepEqual(packLines([2500, 300], 2000), [[0], [1]], 'a line heavier than the limit travels alone');
  for (const pack of packLines([900, 900, 900, 900, 300], 2000)) assert.ok(pack.reduce((g, i) => g + [900, 900, 900, 900, 300][i]!, 0) <= 2000);
});
