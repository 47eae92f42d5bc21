import assert from 'node:assert/strict';
import { test } from 'node:test';
import { majorUnits } from './money.ts';
import { perSecondPacer } from './pacing.ts';

test('minor units as the decimal strings stores take, by the currency’s decimals', () => {
  assert.deepEqual([majorUnits(1999, 'USD'), majorUnits(5, 'EUR'), majorUnits(0, 'GBP'), majorUnits(-250, 'USD')], ['19.99', '0.05', '0.00', '-2.50']);
  assert.deepEqual([majorUnits(2500, 'JPY'), majorUnits(12345, 'KWD')], ['2500', '12.345']);
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
