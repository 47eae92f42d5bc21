import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { autoCheckoutRequest, autoCheckoutSentences, encodeAutoCheckoutFailure, readAutoCheckoutFailure, type AutoCheckoutFailure } from './auto-checkout.ts';
import { isAwaitingPayment } from './state-machine.ts';

const failed: AutoCheckoutFailure = {
  reason: 'methodsFailed',
  attempts: [
    { method: 'balance', outcome: 'short' },
    { method: 'card', card: 'visa •••• 0341', outcome: 'declined', message: 'Your card was declined.' },
    { method: 'card', card: 'mastercard •••• 4444', outcome: 'unavailable', message: null },
  ],
};

describe('auto checkout failures', () => {
  test('a failure survives the timeline note it is kept in', () => {
    assert.deepEqual(readAutoCheckoutFailure(encodeAutoCheckoutFailure(failed)), failed);
  });

  test('a note that is not a failure reads as none', () => {
    for (const note of [null, undefined, '', 'orders.unpaidCancelled', '{"reason":"other","attempts":[]}', '{"reason":"noPaymentMethod"}', '[1]']) assert.equal(readAutoCheckoutFailure(note), null, String(note));
  });

  test('sentences: the reason first, then each method in the order it was tried', () => {
    assert.deepEqual(autoCheckoutSentences(failed), [
      { key: 'autoCheckout.reason.methodsFailed', params: {} },
      { key: 'autoCheckout.attempt.balanceShort', params: {} },
      { key: 'autoCheckout.attempt.cardDeclined', params: { card: 'visa •••• 0341', message: 'Your card was declined.' } },
      { key: 'autoCheckout.attempt.cardUnavailable', params: { card: 'mastercard •••• 4444', message: '' } },
    ]);
    assert.deepEqual(autoCheckoutSentences({ reason: 'noPaymentMethod', attempts: [] }), [{ key: 'autoCheckout.reason.noPaymentMethod', params: {} }]);
  });

  test('the request takes 1 to 50 order numbers', () => {
    assert.equal(autoCheckoutRequest.safeParse({ kkOrderIds: ['KK2026112800001'] }).success, true);
    assert.equal(autoCheckoutRequest.safeParse({ kkOrderIds: [] }).success, false);
    assert.equal(autoCheckoutRequest.safeParse({ kkOrderIds: ['nope'] }).success, false);
    assert.equal(autoCheckoutRequest.safeParse({ kkOrderIds: Array.from({ length: 51 }, (_, i) => `KK20261128${String(i).padStart(5, '0')}`) }).success, false);
  });

  test('payable statuses are the unpaid ones', () => {
    assert.deepEqual(['waitingPayment', 'paymentFailed', 'autoCheckoutFailed', 'waitingShip', 'cancelled', 'abnormal'].map(isAwaitingPayment), [true, true, true, false, false, false]);
  });
});
