import assert from 'node:assert/strict';
import { test } from 'node:test';
import { automaticPaymentPath, dollarsTextToCents, grantConsentRequest, moneyEntryRule, topUpCentsRule } from './payment-manage.ts';

const RULE = 'payments.amountRule';
const entry = (text: unknown) => moneyEntryRule.safeParse(text);

test('amounts typed in dollars: digits with at most two decimals, up to 9999999, answered in cents', () => {
  assert.equal(entry('1').data, 100);
  assert.equal(entry('12.5').data, 1250);
  assert.equal(entry(' 0.01 ').data, 1);
  assert.equal(entry('100.99').data, 10099);
  assert.equal(entry('9999999').data, 999_999_900);
  assert.equal(entry('9999999.00').data, 999_999_900);
});

test('the amount rule refuses more decimals, signs, letters, nothing, zero and anything above 9999999', () => {
  for (const text of ['', ' ', '1.234', '-1', '+1', '1e3', 'abc', '1,5', '.5', '5.', '0', '0.00', '9999999.01', '10000000', '1 000', 5]) {
    const result = entry(text);
    assert.equal(result.success, false, `${JSON.stringify(text)} is refused`);
    assert.equal(result.error?.issues[0]?.message, RULE);
  }
});

test('dollars become cents without floating-point drift', () => {
  assert.equal(dollarsTextToCents('0.29'), 29);
  assert.equal(dollarsTextToCents('1.1'), 110);
  assert.equal(dollarsTextToCents('4.35'), 435);
  assert.equal(dollarsTextToCents('1234567.89'), 123_456_789);
});

test('on the wire the top-up is whole cents, more than 0, at most $9,999,999', () => {
  assert.equal(topUpCentsRule.safeParse(1).success, true);
  assert.equal(topUpCentsRule.safeParse(999_999_900).success, true);
  for (const value of [0, -1, 1.5, 999_999_901, '100', null]) {
    assert.equal(topUpCentsRule.safeParse(value).error?.issues[0]?.message, RULE, `${JSON.stringify(value)} is refused`);
  }
});

test('a card consent names its card; a balance consent names none', () => {
  assert.equal(grantConsentRequest.safeParse({ paymentMethod: 4, cardId: 1001 }).success, true);
  assert.equal(grantConsentRequest.safeParse({ paymentMethod: 0 }).success, true);
  assert.equal(grantConsentRequest.safeParse({ paymentMethod: 4 }).success, false);
  assert.equal(grantConsentRequest.safeParse({ paymentMethod: 0, cardId: 1001 }).success, false);
  assert.equal(grantConsentRequest.safeParse({ paymentMethod: 1 }).success, false);
});

test('the automatic-payment flag reads 1/true and 0/false', () => {
  assert.equal(automaticPaymentPath.parse({ flag: '1' }).flag, true);
  assert.equal(automaticPaymentPath.parse({ flag: 'true' }).flag, true);
  assert.equal(automaticPaymentPath.parse({ flag: '0' }).flag, false);
  assert.equal(automaticPaymentPath.safeParse({ flag: 'yes' }).success, false);
});
