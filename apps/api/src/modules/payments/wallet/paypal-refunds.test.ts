import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ProviderUnavailable, RefundRefused } from '../card/payment-provider.ts';
import type { PayPalCall } from './paypal-orders.ts';
import { paypalRefunds, refundResult } from './paypal-refunds.ts';

/** A provider that records each call and answers `status` and `answer`. */
function recording(status: number, answer: object | null) {
  const calls: { method: string; path: string; body?: object; headers?: Record<string, string> }[] = [];
  const call = (async (method, path, body, headers) => {
    calls.push({ method, path, body, headers });
    return { status, answer };
  }) as PayPalCall;
  return { calls, refunds: paypalRefunds(call) };
}

test('a refund is asked of the capture with the amount, our refund number and the PayPal-Request-Id of the refund', async () => {
  const { calls, refunds } = recording(201, { id: '1JU08902781691411', status: 'COMPLETED' });
  const result = await refunds.refundCapture({ captureId: '2GG279541U471931P', amount: { value: '30.00', currency_code: 'USD' }, requestId: 'refund-7', reference: 'KA123-R1' });
  assert.deepEqual(result, { refundId: '1JU08902781691411', status: 'succeeded', failureMessage: null });
  assert.deepEqual(calls, [
    {
      method: 'POST',
      path: '/v2/payments/captures/2GG279541U471931P/refund',
      body: { amount: { value: '30.00', currency_code: 'USD' }, invoice_id: 'KA123-R1', note_to_payer: 'Threadway refund KA123-R1' },
      headers: { 'paypal-request-id': 'refund-7' },
    },
  ]);
});

test('a pending refund is read again by its id', async () => {
  const { calls, refunds } = recording(200, { id: 'R/1', status: 'PENDING', status_details: { reason: 'ECHECK' } });
  assert.deepEqual(await refunds.readRefund('R/1'), { refundId: 'R/1', status: 'pending', failureMessage: null });
  assert.deepEqual(calls, [{ method: 'GET', path: '/v2/payments/refunds/R%2F1', body: undefined, headers: undefined }]);
});

test('refund statuses map to ours; FAILED and CANCELLED carry the reason', () => {
  assert.equal(refundResult(201, { id: 'R1', status: 'COMPLETED' }).status, 'succeeded');
  assert.equal(refundResult(201, { id: 'R1', status: 'PENDING' }).status, 'pending');
  assert.deepEqual(refundResult(200, { id: 'R1', status: 'FAILED', status_details: { reason: 'ECHECK' } }), { refundId: 'R1', status: 'failed', failureMessage: 'The wallet refund failed (ECHECK).' });
  assert.deepEqual(refundResult(200, { id: 'R1', status: 'CANCELLED' }), { refundId: 'R1', status: 'failed', failureMessage: 'The wallet refund was cancelled.' });
});

test("PayPal's refusals fail the refund with its description; what may pass later is retried", () => {
  const exceeded = { name: 'UNPROCESSABLE_ENTITY', message: 'The requested action could not be performed.', details: [{ issue: 'REFUND_AMOUNT_EXCEEDED', description: 'The refund amount must be less than or equal to the capture amount that has not yet been refunded.' }] };
  assert.throws(() => refundResult(422, exceeded), new RefundRefused('The refund amount must be less than or equal to the capture amount that has not yet been refunded. (REFUND_AMOUNT_EXCEEDED)'));
  assert.throws(() => refundResult(422, { details: [{ issue: 'CAPTURE_FULLY_REFUNDED', description: 'The capture has already been fully refunded.' }] }), /fully refunded\. \(CAPTURE_FULLY_REFUNDED\)/);
  assert.throws(() => refundResult(404, { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' }), new RefundRefused('The specified resource does not exist.'));
  for (const status of [401, 429, 500, 503]) assert.throws(() => refundResult(status, { name: 'INTERNAL_SERVER_ERROR' }), ProviderUnavailable, String(status));
  assert.throws(() => refundResult(201, null), ProviderUnavailable, 'an answer without a refund id');
});
