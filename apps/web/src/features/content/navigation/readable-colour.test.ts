import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readableOn } from './readable-colour.ts';

test('white text on dark ad bar colours, dark text on light ones', () => {
  for (const dark of ['#1f2a44', '#c8232c', '#000', '111827']) assert.equal(readableOn(dark), '#ffffff', dark);
  for (const light of ['#ffffff', '#fef3c7', '#FFF', '#f2d03b']) assert.equal(readableOn(light), '#111827', light);
});
test('a colour that is not hexadecimal gets white text', () => {
  assert.equal(readableOn('rebeccapurple'), '#ffffff');
});
