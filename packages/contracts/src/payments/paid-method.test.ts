import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PAYMENT_METHODS } from './method-availability.ts';
import { paidMethod, paidWith } from './paid-method.ts';

test('the stored card checkout (3) and the gateway form (1) are card payments', () => {
  assert.equal(paidMethod(3), PAYMENT_METHODS.creditCard);
  assert.equal(paidMethod(1), PAYMENT_METHODS.creditCard);
  assert.equal(paidMethod(4), PAYMENT_METHODS.creditCard);
});

test('balance, wallet, pay-later and payout are themselves; an unknown code is none', () => {
  for (const code of [0, 2, 8, 9]) assert.equal(paidMethod(code), code);
  assert.equal(paidMethod(5), null);
});

test('a method-3 payment made with a regional wallet is that wallet; without one it stays a card payment', () => {
  assert.equal(paidWith(3, 'alipay'), 'alipay');
  assert.equal(paidWith(3, 'wechatPay'), 'wechatPay');
  assert.equal(paidWith(3, null), PAYMENT_METHODS.creditCard);
  assert.equal(paidWith(0, null), PAYMENT_METHODS.balance);
});
