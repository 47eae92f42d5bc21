import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { csvField, csvRecord } from './csv.ts';

test('plain text and numbers are written as they are, null as an empty field', () => {
  assert.equal(csvRecord(['KK123', 12.5, null, 'Café crème']), 'KK123,12.5,,Café crème\r\n');
});

test('commas, quotes and line breaks are quoted, quotes doubled (RFC 4180)', () => {
  assert.equal(csvField('a,b'), '"a,b"');
  assert.equal(csvField('say "hi"'), '"say ""hi"""');
  assert.equal(csvField('two\nlines'), '"two\nlines"');
  const tricky = ['1 Main St, Apt "B"', 'line1\r\nline2', '', 'plain'];
  assert.deepEqual(parse(csvRecord(tricky)), [tricky]);
});

test('text a spreadsheet would run as a formula is neutralised; negative numbers stay numbers', () => {
  assert.equal(csvField('=HYPERLINK("x")'), `"'=HYPERLINK(""x"")"`);
  assert.equal(csvField('+1 202 555'), "'+1 202 555");
  assert.equal(csvField('@SUM(A1)'), "'@SUM(A1)");
  assert.equal(csvField(-12.34), '-12.34');
});
