import assert from 'node:assert/strict';
import { test } from 'node:test';
import { methodChoices, methodLabel, payLaterState } from './methods.ts';

const noCredit = { status: null, availableCreditCents: 0 };

test('balance is chosen first when it covers the total', () => {
  const { choices, initial } = methodChoices({ totalCents: 5000, balanceCents: 5000, payLater: noCredit });
  assert.equal(initial, 0);
  assert.deepEqual(choices, [
    { code: 0, enabled: true },
    { code: 1, enabled: true },
    { code: 4, enabled: true },
    { code: 2, enabled: true },
    { code: 3, enabled: true },
    { code: 9, enabled: true },
    { code: 8, enabled: false },
  ]);
});

test('a balance below the total is disabled and the wallet is chosen', () => {
  const { choices, initial } = methodChoices({ totalCents: 5000, balanceCents: 4999, payLater: noCredit });
  assert.equal(initial, 2);
  assert.equal(choices.find((c) => c.code === 0)?.enabled, false);
});

test('with nothing to pay only the balance can be chosen', () => {
  const { choices, initial } = methodChoices({ totalCents: 0, balanceCents: 0, payLater: noCredit });
  assert.equal(initial, 0);
  assert.deepEqual(choices.filter((c) => c.enabled).map((c) => c.code), [0]);
});

test('pay-later states follow the credit-line status', () => {
  assert.equal(payLaterState('approved'), 'approved');
  assert.equal(payLaterState('pending'), 'underReview');
  assert.equal(payLaterState('manual review'), 'underReview');
  assert.equal(payLaterState('declined'), 'rejected');
  assert.equal(payLaterState(null), 'apply');
  assert.equal(payLaterState('approved '), 'apply');
});

test('stored method codes map to the status page labels', () => {
  assert.equal(methodLabel(0), 'balance');
  assert.equal(methodLabel(3), 'creditCard');
  assert.equal(methodLabel(1), 'creditCard');
  assert.equal(methodLabel(2), 'paypal');
  assert.equal(methodLabel(8), 'others');
  assert.equal(methodLabel(null), 'others');
});
