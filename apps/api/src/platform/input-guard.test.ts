import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nulField } from './input-guard.ts';

test('nulField names the first string or key holding a NUL, anywhere in the value', () => {
  assert.equal(nulField({ a: 'x', b: { c: ['ok', 'n\u0000o'] } }), 'b.c.1');
  assert.equal(nulField({ ['k\u0000']: 1 }), 'k\u0000');
  assert.equal(nulField('a\u0000'), '');
  assert.equal(nulField({ a: 'fine', n: 1, t: true, z: null }), undefined);
  assert.equal(nulField(undefined), undefined);
});

test('uploaded bytes are not text: a NUL in a file is fine', () => {
  assert.equal(nulField({ fileList: [Buffer.from([0, 1, 2])], directory: 'similar-search' }), undefined);
});

test('a deeply nested body is walked without recursion', () => {
  let deep: unknown = 'end\u0000';
  for (let i = 0; i < 100_000; i++) deep = [deep];
  assert.equal(nulField(deep)?.split('.').length, 100_000);
});
