import assert from 'node:assert/strict';
import { test } from 'node:test';
import { numberFormat } from './useNumberFormat';

test('numbers read in the display language, whatever the browser speaks', () => {
  assert.equal(numberFormat('en').format(1250), '1,250');
  assert.equal(numberFormat('de').format(1250), '1.250');
  // French groups with a narrow no-break space.
  assert.equal(numberFormat('fr').format(1250), '1\u202f250');
  assert.equal(numberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(12_300), '12.3K');
});

test('a formatter is made once per language and options', () => {
  assert.equal(numberFormat('de'), numberFormat('de'));
  assert.equal(numberFormat('en', { notation: 'compact' }), numberFormat('en', { notation: 'compact' }));
  assert.notEqual(numberFormat('en'), numberFormat('de'));
  assert.notEqual(numberFormat('en'), numberFormat('en', { notation: 'compact' }));
});
