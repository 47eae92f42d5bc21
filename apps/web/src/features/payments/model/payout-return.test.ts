import assert from 'node:assert/strict';
import { test } from 'node:test';
import { returnedTransactionId, statusPagePath } from './payout-return.ts';

test("the provider's return names our transaction; anything else is not read", () => {
  assert.equal(returnedTransactionId(new URLSearchParams('transactionId=880001&statusCode=charged')), 880001);
  for (const query of ['', 'transactionId=', 'transactionId=0', 'transactionId=-1', 'transactionId=1.5', 'transactionId=abc', 'transactionId=1234567890123456']) {
    assert.equal(returnedTransactionId(new URLSearchParams(query)), null, query);
  }
});

test('the status page follows what the server read from the provider', () => {
  assert.equal(statusPagePath(880001, 'succeeded'), '/payment-status?state=success&transactionId=880001');
  assert.equal(statusPagePath(880001, 'processing'), '/payment-status?state=success&transactionId=880001', 'a pending payment is polled there');
  assert.equal(statusPagePath(880001, 'failed'), '/payment-status?state=fail&transactionId=880001');
  assert.equal(statusPagePath(880001, null), '/payment-status?state=fail&transactionId=880001', 'the callback did not answer');
});
