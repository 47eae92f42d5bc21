import assert from 'node:assert/strict';
import { it } from 'node:test';
import { progressOf } from './progress.ts';

const base = { status: 'waitingPayment' as const, createdAt: '2024-01-01T00:00:00Z', paymentTime: null, shippedAt: null, receivedAt: null, timeline: [] };

it('follows the order from submission to completion', () => {
  assert.equal(progressOf(base).current, 0);
  assert.equal(progressOf({ ...base, status: 'waitingShip', paymentTime: '2024-01-02T00:00:00Z' }).current, 1);
  assert.equal(progressOf({ ...base, status: 'shipped', paymentTime: 'x', shippedAt: 'y' }).current, 2);
  assert.equal(progressOf({ ...base, status: 'complete', paymentTime: 'x', shippedAt: 'y', receivedAt: 'z' }).current, 3);
});

it('a cancelled order ends after its submission', () => {
  const progress = progressOf({ ...base, status: 'cancelled', timeline: [{ type: 'cancelled', status: 'cancelled', note: null, actor: 'seller', createdAt: '2024-01-03T00:00:00Z' }] });
  assert.deepEqual(progress.steps.map((s) => s.key), ['submitted', 'cancelled']);
  assert.equal(progress.steps[1]!.at, '2024-01-03T00:00:00Z');
  assert.equal(progress.failed, true);
});
