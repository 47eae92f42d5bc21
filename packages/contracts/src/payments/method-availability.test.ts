import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PAY_LATER_MIN_CENTS, PAYMENT_METHODS, defaultPaymentMethod, paymentMethodAvailability } from './method-availability.ts';

const approved = (availableCreditCents: number) => ({ status: 'approved', availableCreditCents });

test('codes of spec 9', () => {
  assert.deepEqual(Object.values(PAYMENT_METHODS), [0, 1, 2, 3, 4, 8, 9]);
  assert.equal(PAY_LATER_MIN_CENTS, 200_000);
});

test('everything but pay-later open with a balance that covers the total', () => {
  assert.deepEqual(paymentMethodAvailability({ totalCents: 5000, balanceCents: 5000, payLater: { status: null, availableCreditCents: 0 } }), {
    0: true, 1: true, 2: true, 3: true, 4: true, 8: false, 9: true,
  });
});

test('balance disabled below the total', () => {
  assert.equal(paymentMethodAvailability({ totalCents: 5000, balanceCents: 4999, payLater: approved(0) })[0], false);
});

test('nothing to pay: only the balance', () => {
  const methods = paymentMethodAvailability({ totalCents: 0, balanceCents: 0, payLater: approved(1_000_000) });
  assert.deepEqual(methods, { 0: true, 1: false, 2: false, 3: false, 4: false, 8: false, 9: false });
});

test('pay-later: approved, within credit, at least $2,000', () => {
  const payLater = (totalCents: number, credit: { status: string | null; availableCreditCents: number }) =>
    paymentMethodAvailability({ totalCents, balanceCents: 0, payLater: credit })[8];
  assert.equal(payLater(200_000, approved(200_000)), true);
  assert.equal(payLater(199_999, approved(500_000)), false);
  assert.equal(payLater(200_001, approved(200_000)), false);
  for (const status of ['pending', 'manual review', 'declined', 'approved ', null]) {
    assert.equal(payLater(300_000, { status, availableCreditCents: 500_000 }), false, String(status));
  }
});

test('default method', () => {
  assert.equal(defaultPaymentMethod({ totalCents: 5000, balanceCents: 5000 }), 0);
  assert.equal(defaultPaymentMethod({ totalCents: 5000, balanceCents: 4999 }), 2);
  assert.equal(defaultPaymentMethod({ totalCents: 0, balanceCents: 0 }), 0);
  assert.equal(defaultPaymentMethod({ totalCents: -5, balanceCents: -10 }), 0);
});
