import assert from 'node:assert/strict';
import { test } from 'node:test';
import { refundableCaptureOf, type PayPalOrder } from './paypal-orders.ts';

test('a refund goes to the capture of a completed order, also once it is partly or fully refunded', () => {
  const order = (status: string, captureStatus: string): PayPalOrder => ({ id: 'O1', status, purchase_units: [{ payments: { captures: [{ id: 'C1', status: captureStatus, amount: { currency_code: 'EUR', value: '85.00' } }] } }] });
  for (const captureStatus of ['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED']) {
    assert.deepEqual(refundableCaptureOf(order('COMPLETED', captureStatus)), { id: 'C1', status: captureStatus, amount: { currency_code: 'EUR', value: '85.00' } }, captureStatus);
  }
  assert.equal(refundableCaptureOf(order('COMPLETED', 'DECLINED')), undefined, 'a declined capture took nothing');
  assert.equal(refundableCaptureOf(order('APPROVED', 'COMPLETED')), undefined, 'an order not captured');
  assert.equal(refundableCaptureOf({ id: 'O2', status: 'COMPLETED' }), undefined);
});
