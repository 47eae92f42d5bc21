import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { centsToDollars, changedPrice, parseDollars, priceChangeRequest } from './catalogue.ts';
import { createEventRequest } from './merchandising.ts';
import { setZoneRatesRequest } from './shipping.ts';

describe('dollars typed in forms', () => {
  test('become exact integer cents', () => {
    assert.equal(parseDollars('12.34'), 1234);
    assert.equal(parseDollars('0.1'), 10);
    assert.equal(parseDollars('0.29'), 29); // 0.29 * 100 is 28.999999999999996 in floating point
    assert.equal(parseDollars('1.005'), null);
    assert.equal(parseDollars('$19.99'), 1999);
    assert.equal(parseDollars(' 7 '), 700);
    assert.equal(parseDollars('999999999.99'), 99_999_999_999);
    for (const bad of ['', 'abc', '1,5', '1.', '.5', '1e3', '--1', '12.345']) assert.equal(parseDollars(bad), null, bad);
  });
  test('a sign only where asked for', () => {
    assert.equal(parseDollars('-2.50'), null);
    assert.equal(parseDollars('-2.50', { signed: true }), -250);
    assert.equal(parseDollars('-0', { signed: true }), 0);
  });
  test('cents back to an input string', () => {
    assert.equal(centsToDollars(1234), '12.34');
    assert.equal(centsToDollars(5), '0.05');
    assert.equal(centsToDollars(0), '0.00');
    assert.equal(centsToDollars(-5), '-0.05');
    for (const cents of [0, 1, 29, 99, 100, 1999, 123_456_789]) assert.equal(parseDollars(centsToDollars(cents)), cents);
  });
});

describe('bulk price changes', () => {
  test('percent rounds half up to the cent with integers only', () => {
    assert.equal(changedPrice(1000, { mode: 'percent', value: 10 }), 1100);
    assert.equal(changedPrice(999, { mode: 'percent', value: -15 }), 849); // 849.15
    assert.equal(changedPrice(1001, { mode: 'percent', value: 50 }), 1502); // 1501.5 -> 1502
    assert.equal(changedPrice(1999, { mode: 'percent', value: -100 }), 0);
  });
  test('fixed adds cents and may go negative for the caller to refuse', () => {
    assert.equal(changedPrice(1000, { mode: 'fixed', value: 250 }), 1250);
    assert.equal(changedPrice(100, { mode: 'fixed', value: -250 }), -150);
  });
  test('percent is bounded; fixed is not', () => {
    assert.equal(priceChangeRequest.safeParse({ mode: 'percent', value: -101 }).success, false);
    assert.equal(priceChangeRequest.safeParse({ mode: 'percent', value: 1001 }).success, false);
    assert.equal(priceChangeRequest.safeParse({ mode: 'fixed', value: -5000 }).success, true);
    assert.equal(priceChangeRequest.safeParse({ mode: 'percent', value: 2.5 }).success, false);
  });
});

describe('request rules', () => {
  test('an event ends after it starts', () => {
    const base = { type: 1, name: 'Flash', startTime: '2030-01-02T00:00:00Z' };
    const before = createEventRequest.safeParse({ ...base, endTime: '2030-01-01T00:00:00Z' });
    assert.equal(before.success, false);
    assert.deepEqual(before.error?.issues[0]?.path, ['endTime']);
    assert.equal(before.error?.issues[0]?.message, 'validation.rangeEnd');
    assert.equal(createEventRequest.safeParse({ ...base, endTime: '2030-01-02T00:00:00Z' }).success, false);
    assert.equal(createEventRequest.safeParse({ ...base, endTime: '2030-01-03T00:00:00Z' }).success, true);
  });
  test('rate brackets of one zone have different weights', () => {
    assert.equal(setZoneRatesRequest.safeParse({ brackets: [{ maxWeightGrams: 500, priceCents: 100 }, { maxWeightGrams: 500, priceCents: 200 }] }).success, false);
    assert.equal(setZoneRatesRequest.safeParse({ brackets: [{ maxWeightGrams: 500, priceCents: 100 }, { maxWeightGrams: 1000, priceCents: 200 }] }).success, true);
  });
});
