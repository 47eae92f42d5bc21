import assert from 'node:assert/strict';
import { test } from 'node:test';
import { majorUnits, minorUnitsOf } from './money.ts';
import { perSecondPacer } from './pacing.ts';

test('minor units as the decimal strings stores take, by the currency’s decimals', () => {
  assert.deepEqual([majorUnits(1999, 'USD'), majorUnits(5, 'EUR'), majorUnits(0, 'GBP'), majorUnits(-250, 'USD')], ['19.99', '0.05', '0.00', '-2.50']);
  assert.deepEqual([majorUnits(2500, 'JPY'), majorUnits(12345, 'KWD')], ['2500', '12.345']);
});

test("the stores' decimal amounts back in minor units, without floating point; anything else is null", () => {
  assert.deepEqual([minorUnitsOf('19.99', 'USD'), minorUnitsOf('0.05', 'EUR'), minorUnitsOf('12', 'GBP'), minorUnitsOf('-2.5', 'USD'), minorUnitsOf(19.99, 'USD'), minorUnitsOf(0.29, 'USD')], [1999, 5, 1200, -250, 1999, 29]);
  assert.deepEqual([minorUnitsOf('2500', 'JPY'), minorUnitsOf('12.345', 'KWD'), minorUnitsOf('1.005', 'USD'), minorUnitsOf('1.004', 'USD')], [2500, 12345, 101, 100]);
  for (const bad of ['', 'abc', '1e3', '12.', '.5', '1,50', null, undefined, Number.NaN]) assert.equal(minorUnitsOf(bad, 'USD'), null, String(bad));
  for (const amount of ['10.00', '199.99', '0.10']) assert.equal(majorUnits(minorUnitsOf(amount, 'USD')!, 'USD'), amount);
});

test('a per-second pacer lets `perSecond` calls through a second, per key', async () => {
  const pacer = perSecondPacer(3);
  const started = Date.now();
  for (let i = 0; i < 3; i++) await pacer.take('shop-a');
  await pacer.take('shop-b');
  assert.ok(Date.now() - started < 200, 'within the limit nothing waits');
  await pacer.take('shop-a');
  assert.ok(Date.now() - started >= 990, 'the fourth call of a shop waits for the second to pass');
});
