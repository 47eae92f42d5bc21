import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lineOptions } from './line-options.ts';

test('stored options show as their values', () => {
  assert.equal(lineOptions('[{"name":"Color","value":"Rust"},{"name":"Size","value":"S"}]'), 'Rust / S');
});

test('anything else is shown as it is', () => {
  assert.equal(lineOptions('Black, M'), 'Black, M');
  assert.equal(lineOptions('{"value":"x"}'), '{"value":"x"}');
  assert.equal(lineOptions('[]'), '');
});
