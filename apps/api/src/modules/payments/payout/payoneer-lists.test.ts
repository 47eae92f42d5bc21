import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ProviderUnavailable, RefundRefused } from '../card/payment-provider.ts';
import { chargeIdOf, listBody, listOutcome, payoutResult, type PayoneerList } from './payoneer-lists.ts';

const charged: PayoneerList = {
  links: { self: 'https://api.example/api/lists/L1', charge: 'https://api.example/api/charges/C%2F1' },
  identification: { longId: 'L1', shortId: 'S1', transactionId: '880001' },
  status: { code: 'charged', reason: 'charged' },
  payment: { amount: 123.45, currency: 'USD', reference: 'Threadway orders KA1' },
};

test('a LIST is opened for the hosted page with the amount as a decimal and our transaction id', () => {
  const body = listBody({
    transactionId: 880001,
    amountCents: 12_345,
    currencyCode: 'USD',
    kkOrderIds: ['KA1', 'KA2'],
    customer: { number: '100001', email: 'a@example.com' },
    country: 'US',
    returnUrl: 'https://shop/return',
    cancelUrl: 'https://shop/cancel',
    notificationUrl: 'https://shop/notify',
  });
  assert.deepEqual(body, {
    transactionId: '880001',
    country: 'US',
    integration: 'HOSTED',
    customer: { number: '100001', email: 'a@example.com' },
    payment: { amount: 123.45, currency: 'USD', reference: 'Threadway orders KA1, KA2' },
    callback: { returnUrl: 'https://shop/return', cancelUrl: 'https://shop/cancel', notificationUrl: 'https://shop/notify' },
  });
});

test('a charged LIST settles with its transaction id, cents, currency and charge', () => {
  assert.equal(chargeIdOf(charged), 'C/1');
  assert.deepEqual(listOutcome(charged), { kind: 'charged', transactionId: 880001, amountCents: 12_345, currencyCode: 'USD', chargeId: 'C/1' });
  assert.deepEqual(listOutcome({ ...charged, identification: { transactionId: 'x' } }), { kind: 'charged', transactionId: null, amountCents: 12_345, currencyCode: 'USD', chargeId: 'C/1' });
  assert.ok(Number.isNaN((listOutcome({ ...charged, payment: { amount: 1.234, currency: 'USD' } }) as { amountCents: number }).amountCents));
});

test('listed and pending LISTs stay open; a charged status without a charge is not believed', () => {
  assert.deepEqual(listOutcome({ status: { code: 'listed' } }), { kind: 'open' });
  assert.deepEqual(listOutcome({ status: { code: 'pending' } }), { kind: 'open' });
  assert.deepEqual(listOutcome({ status: { code: 'charged' } }), { kind: 'open' });
  assert.deepEqual(listOutcome({}), { kind: 'open' });
});

test('declined, failed and aborted LISTs fail with the reason', () => {
  assert.deepEqual(listOutcome({ status: { code: 'declined', reason: 'insufficient_funds' } }), { kind: 'failed', message: 'The payment was declined (insufficient_funds).' });
  assert.deepEqual(listOutcome({ status: { code: 'aborted' }, interaction: { code: 'ABORT', reason: 'CUSTOMER_ABORT' } }), { kind: 'failed', message: 'The payment was cancelled (CUSTOMER_ABORT).' });
  assert.deepEqual(listOutcome({ status: { code: 'failed' } }), { kind: 'failed', message: 'The payment failed.' });
  assert.deepEqual(listOutcome({ status: { code: 'declined', reason: 'declined' } }), { kind: 'failed', message: 'The payment was declined.' }, 'a reason that repeats the status is left out');
  assert.deepEqual(listOutcome({ status: { code: 'expired' } }), { kind: 'failed', message: 'The payment expired.' });
});

test('payout statuses map to refund results; refusals fail the refund, what may pass later is retried', () => {
  const payout = (code: string) => ({ identification: { longId: 'P1' }, status: { code, reason: code } });
  assert.deepEqual(payoutResult(200, payout('paid_out')), { refundId: 'P1', status: 'succeeded', failureMessage: null });
  assert.deepEqual(payoutResult(200, payout('pending')), { refundId: 'P1', status: 'pending', failureMessage: null });
  assert.deepEqual(payoutResult(200, payout('declined')), { refundId: 'P1', status: 'failed', failureMessage: 'The payout was declined.' });
  assert.throws(() => payoutResult(422, { resultInfo: 'The payout amount exceeds what is left of the charge' }), new RefundRefused('The payout amount exceeds what is left of the charge'));
  for (const status of [401, 429, 500, 503]) assert.throws(() => payoutResult(status, null), ProviderUnavailable, String(status));
  assert.throws(() => payoutResult(200, { status: { code: 'paid_out' } }), ProviderUnavailable, 'an answer without a payout id');
});
