import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failQuery, parseStatusQuery, successQuery } from './status-query.ts';

test('a success query names only the transaction to read', () => {
  assert.deepEqual(parseStatusQuery(new URLSearchParams(successQuery(880001))), { state: 'success', orderId: null, transactionId: 880001 });
});

test('amounts, times and methods in the URL are not read at all', () => {
  const parsed = parseStatusQuery(new URLSearchParams('state=success&orderId=NOPE123&paymentAmount=999999&paymentMethod=0&paymentTime=2026-01-01'));
  assert.deepEqual(Object.keys(parsed).sort(), ['orderId', 'state', 'transactionId']);
  assert.equal(parsed.transactionId, null);
});

test('an unknown state is a failure and a bad transaction id is dropped', () => {
  const parsed = parseStatusQuery(new URLSearchParams('state=maybe&transactionId=4x'));
  assert.equal(parsed.state, 'fail');
  assert.equal(parsed.transactionId, null);
  assert.equal(parseStatusQuery(new URLSearchParams(failQuery('KK1'))).orderId, 'KK1');
});
