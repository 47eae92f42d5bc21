import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CURRENCIES, DEFAULT_CURRENCY, convertCents, toUsdCents, currencySymbol, formatMoney, isCurrency, parseRate } from './currency.ts';

describe('currencies (spec 9)', () => {
  test('the six display currencies and their symbols, USD by default', () => {
    assert.deepEqual(
      CURRENCIES.map((c) => `${c.code} ${c.symbol}`),
      ['USD $', 'EUR €', 'RUB ₽', 'CNY ¥', 'GBP £', 'AUD A$'],
    );
    assert.equal(DEFAULT_CURRENCY, 'USD');
    assert.equal(currencySymbol('AUD'), 'A$');
    assert.equal(currencySymbol('XYZ'), '$');
    assert.equal(isCurrency('GBP'), true);
    assert.equal(isCurrency('gbp'), false);
    assert.equal(isCurrency(undefined), false);
  });
});

describe('parseRate', () => {
  test('reads decimal strings exactly, scaled by 10^8', () => {
    assert.equal(parseRate('1'), 100_000_000n);
    assert.equal(parseRate('0.92'), 92_000_000n);
    assert.equal(parseRate('92.5'), 9_250_000_000n);
    assert.equal(parseRate('0.00000001'), 1n);
    assert.equal(parseRate(' 7.2 '), 720_000_000n);
    assert.equal(parseRate('1.10000000'), 110_000_000n);
  });
  test('refuses anything that is not a plain non-negative decimal with at most 8 decimals', () => {
    for (const rate of ['', 'abc', '-1', '1.', '.5', '1e3', '1,5', '0.123456789', '1.2.3', 'NaN']) {
      assert.throws(() => parseRate(rate), RangeError, rate);
    }
  });
});

describe('convertCents (spec 9: value x rate, rounded up to 2 decimals, never below 0)', () => {
  test('exact conversions', () => {
    assert.equal(convertCents(100, '1'), 100);
    assert.equal(convertCents(10_000, '0.92'), 9200);
    assert.equal(convertCents(1999, '92.5'), 184_908); // 1849.075 -> up to 1849.08
    assert.equal(convertCents(250, '2'), 500);
  });
  test('rounds up, never to nearest or down', () => {
    assert.equal(convertCents(1, '0.92'), 1); // 0.0092 -> 0.01
    assert.equal(convertCents(1, '0.00000001'), 1);
    assert.equal(convertCents(333, '0.333'), 111); // 110.889 -> 111
    assert.equal(convertCents(101, '0.5'), 51); // 50.5 -> 51
    assert.equal(convertCents(199, '1.52'), 303); // 302.48 -> 303
  });
  test('no float drift on large amounts', () => {
    assert.equal(convertCents(99_999_999_999, '7.2'), 719_999_999_993); // 719999999992.8 -> up
    assert.equal(convertCents(Number.MAX_SAFE_INTEGER, '1'), Number.MAX_SAFE_INTEGER);
  });
  test('never below 0', () => {
    assert.equal(convertCents(0, '0.92'), 0);
    assert.equal(convertCents(-500, '0.92'), 0);
  });
  test('refuses fractional or unsafe cents and bad rates', () => {
    assert.throws(() => convertCents(1.5, '1'), RangeError);
    assert.throws(() => convertCents(Number.MAX_SAFE_INTEGER + 1, '1'), RangeError);
    assert.throws(() => convertCents(Number.NaN, '1'), RangeError);
    assert.throws(() => convertCents(100, '-1'), RangeError);
  });
});

describe('formatMoney', () => {
  test("the currency's own symbol before the amount, two decimals", () => {
    assert.equal(formatMoney(1230, 'AUD'), 'A$12.30');
    assert.equal(formatMoney(123_400, 'EUR'), '€1,234.00');
    assert.equal(formatMoney(5, 'USD'), '$0.05');
    assert.equal(formatMoney(100, 'RUB'), '₽1.00');
    assert.equal(formatMoney(100, 'CNY'), '¥1.00');
    assert.equal(formatMoney(99_999, 'GBP'), '£999.99');
  });
  test('never shows a negative amount', () => {
    assert.equal(formatMoney(-250, 'USD'), '$0.00');
  });
  test('grouping follows the locale, digits stay Latin', () => {
    assert.equal(formatMoney(123_456_789, 'EUR', 'de'), '€1.234.567,89');
    assert.match(formatMoney(123_456, 'USD', 'ar'), /^\$1.?234.56$/u);
    // Each locale keeps its own format, whichever was asked for first.
    assert.equal(formatMoney(123_456_789, 'EUR', 'en'), '€1,234,567.89');
    assert.equal(formatMoney(123_456_789, 'EUR', 'de'), '€1.234.567,89');
  });
});

describe('toUsdCents (a store sale in its currency, recorded in US cents)', () => {
  test('divides by the rate, rounding down; USD is itself', () => {
    assert.equal(toUsdCents(9200, '0.92'), 10_000);
    assert.equal(toUsdCents(100, '1'), 100);
    assert.equal(toUsdCents(100, '0.92'), 108); // 108.69 -> 108
    assert.equal(toUsdCents(184_908, '92.5'), 1999); // 1999.0054 -> 1999
  });
  test('nothing below zero, a zero rate is 0, unsafe integers refused', () => {
    assert.equal(toUsdCents(-5, '0.92'), 0);
    assert.equal(toUsdCents(500, '0'), 0);
    assert.throws(() => toUsdCents(0.5, '1'), RangeError);
  });
});
