import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultCountry } from './default-country.ts';

const countries = (...codes: string[]) => codes.map((code) => ({ code }));

test('ship-to defaults to the US from China, to the home country from US, UK and German warehouses (spec 9)', () => {
  assert.equal(defaultCountry('CN_S', countries('AU', 'FR', 'US')), 'US');
  assert.equal(defaultCountry('CN_N', countries('AU', 'FR')), 'AU');
  assert.equal(defaultCountry('GB', countries('GB')), 'GB');
  assert.equal(defaultCountry('DE', countries('DE')), 'DE');
  assert.equal(defaultCountry('US', []), null);
});
