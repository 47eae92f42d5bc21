import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failQuery, parseStatusQuery, successQuery } from './status-query.ts';

test('a success query round-trips', () => {
  const query = successQuery({ orderId: 'KK2611210001', paymentTime: '2026-11-21T10:00:00.000Z', paymentMethod: 0, paymentAmount: 1234 });
  assert.deepEqual(parseStatusQuery(new URLSearchParams(query)), {
    state: 'success',
    orderId: 'KK2611210001',
    transactionId: null,
    paymentTime: '2026-11-21T10:00:00.000Z',
    paymentMethod: 0,
    paymentAmount: 1234,
  });
});

test('the gateway return carries only the transaction id', () => {
  const parsed = parseStatusQuery(new URLSearchParams('state=success&transactionId=42'));
  assert.equal(parsed.transactionId, 42);
  assert.equal(parsed.orderId, null);
});

test('an unknown state is a failure and bad numbers are dropped', () => {
  const parsed = parseStatusQuery(new URLSearchParams('state=maybe&transactionId=4x&paymentAmount=-5'));
  assert.equal(parsed.state, 'fail');
  assert.equal(parsed.transactionId, null);
  assert.equal(parsed.paymentAmount, null);
  assert.equal(parseStatusQuery(new URLSearchParams(failQuery('KK1'))).orderId, 'KK1');
});
