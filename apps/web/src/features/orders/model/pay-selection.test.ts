import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { OrderSummary } from '@threadway/contracts';
import { splitForPayment } from './pay-selection.ts';

const order = (kkOrderId: string, status: OrderSummary['status'], actions: OrderSummary['actions'], paymentTime: string | null = null) => ({ kkOrderId, status, actions, paymentTime }) as OrderSummary;

it('pays only payable orders and names unpaid abnormal ones as missing information', () => {
  const split = splitForPayment([
    order('A', 'waitingPayment', ['viewDetails', 'payNow']),
    order('B', 'abnormal', ['viewDetails', 'getLogistics']),
    order('C', 'waitingShip', ['viewDetails'], '2024-01-01T00:00:00Z'),
    order('D', 'abnormal', ['viewDetails', 'getLogistics'], '2024-01-01T00:00:00Z'),
  ]);
  assert.deepEqual(split.payable.map((o) => o.kkOrderId), ['A']);
  assert.deepEqual(split.missingInformation.map((o) => o.kkOrderId), ['B']);
});
