import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { availableActions, canTransition, ORDER_EVENTS, transition, type OrderEvent, type OrderFacts } from './state-machine.ts';
import { ORDER_STATUSES, type OrderStatus } from './statuses.ts';

/**
 * The legal moves of spec 4, written out by hand (not derived from ORDER_TRANSITIONS) so that a
 * change of the machine has to be made twice: there and here. 'resume' goes back to resumeStatus.
 */
const LEGAL: Record<OrderEvent, Partial<Record<OrderStatus, OrderStatus | 'resume'>>> = {
  pay: { waitingPayment: 'waitingShip', paymentFailed: 'waitingShip', autoCheckoutFailed: 'waitingShip' },
  payFail: { waitingPayment: 'paymentFailed', paymentFailed: 'paymentFailed' },
  autoCheckoutFail: { waitingPayment: 'autoCheckoutFailed', paymentFailed: 'autoCheckoutFailed', autoCheckoutFailed: 'autoCheckoutFailed' },
  markAbnormal: { waitingPayment: 'abnormal', paymentFailed: 'abnormal', autoCheckoutFailed: 'abnormal', waitingShip: 'abnormal' },
  resolveAbnormal: { abnormal: 'resume' },
  cancel: { waitingPayment: 'cancelled', paymentFailed: 'cancelled', autoCheckoutFailed: 'cancelled', abnormal: 'cancelled' },
  autoCancel: { waitingPayment: 'cancelled', paymentFailed: 'cancelled', autoCheckoutFailed: 'cancelled', abnormal: 'cancelled' },
  shipPartial: { waitingShip: 'partialShipped', partialShipped: 'partialShipped', partialRefund: 'partialShipped' },
  shipAll: { waitingShip: 'shipped', partialShipped: 'shipped', partialRefund: 'shipped' },
  confirmReceipt: { shipped: 'complete' },
  requestRefund: { waitingShip: 'refunding', partialShipped: 'refunding', shipped: 'refunding', complete: 'refunding', partialRefund: 'refunding', refundFailed: 'refunding' },
  rejectRefund: { refunding: 'resume' },
  refundPartially: { refunding: 'partialRefund' },
  refundFully: { refunding: 'refunded' },
  refundFail: { refunding: 'refundFailed' },
};

const STATUSES = ORDER_STATUSES.map((s) => s.code);
const PAID_STATUSES: readonly OrderStatus[] = ['waitingShip', 'partialShipped', 'shipped', 'complete', 'refunding', 'partialRefund', 'refunded', 'refundFailed'];
const factsFor = (status: OrderStatus, extra: Partial<OrderFacts> = {}): OrderFacts => ({
  status,
  paid: PAID_STATUSES.includes(status),
  paymentMethod: PAID_STATUSES.includes(status) ? 0 : null,
  anyShipped: ['partialShipped', 'shipped', 'complete'].includes(status),
  resumeStatus: null,
  ...extra,
});

describe('order state machine: every event from every status', () => {
  for (const event of ORDER_EVENTS) {
    for (const status of STATUSES) {
      const expected = LEGAL[event][status];
      it(`${event} from ${status} ${expected ? `→ ${expected}` : 'is refused'}`, () => {
        const result = transition(event, factsFor(status));
        if (!expected) {
          assert.deepEqual(result, { ok: false, reason: 'illegal' });
          assert.equal(canTransition(event, factsFor(status)), false);
          return;
        }
        assert.equal(result.ok, true, JSON.stringify(result));
        if (!result.ok) return;
        if (expected !== 'resume') assert.equal(result.status, expected);
      });
    }
  }

  it('the hand-written table names only real statuses and events', () => {
    assert.deepEqual(Object.keys(LEGAL).sort(), [...ORDER_EVENTS].sort());
    for (const moves of Object.values(LEGAL)) for (const from of Object.keys(moves)) assert.ok(STATUSES.includes(from as OrderStatus), from);
  });
});

describe('order state machine: resume', () => {
  it('a refund request remembers the status and a rejection goes back to it', () => {
    for (const from of ['waitingShip', 'partialShipped', 'shipped', 'complete', 'partialRefund'] as const) {
      const requested = transition('requestRefund', factsFor(from));
      assert.deepEqual(requested, { ok: true, status: 'refunding', resumeStatus: from });
      const rejected = transition('rejectRefund', factsFor('refunding', { resumeStatus: requested.ok ? requested.resumeStatus : null }));
      assert.deepEqual(rejected, { ok: true, status: from, resumeStatus: null });
    }
  });

  it('an abnormal order goes back to where it was once resolved', () => {
    const unpaid = transition('markAbnormal', factsFor('waitingPayment'));
    assert.deepEqual(unpaid, { ok: true, status: 'abnormal', resumeStatus: 'waitingPayment' });
    assert.deepEqual(transition('resolveAbnormal', factsFor('abnormal', { resumeStatus: 'waitingPayment' })), { ok: true, status: 'waitingPayment', resumeStatus: null });
    assert.deepEqual(transition('resolveAbnormal', factsFor('abnormal', { paid: true, resumeStatus: 'waitingShip' })), { ok: true, status: 'waitingShip', resumeStatus: null });
  });

  it('without a remembered status it resumes by payment', () => {
    assert.deepEqual(transition('resolveAbnormal', factsFor('abnormal', { paid: false })), { ok: true, status: 'waitingPayment', resumeStatus: null });
    assert.deepEqual(transition('resolveAbnormal', factsFor('abnormal', { paid: true })), { ok: true, status: 'waitingShip', resumeStatus: null });
    assert.deepEqual(transition('rejectRefund', factsFor('refunding')), { ok: true, status: 'waitingShip', resumeStatus: null });
  });

  it('other moves forget the remembered status', () => {
    assert.deepEqual(transition('refundFully', factsFor('refunding', { resumeStatus: 'shipped' })), { ok: true, status: 'refunded', resumeStatus: null });
    assert.deepEqual(transition('pay', factsFor('waitingPayment')), { ok: true, status: 'waitingShip', resumeStatus: null });
  });
});

describe('order state machine: pay-later and paid abnormal orders', () => {
  const payLater = (status: OrderStatus, anyShipped: boolean) => factsFor(status, { paymentMethod: 8, anyShipped });

  it('a credit-paid order can ask for a refund only before shipment', () => {
    assert.equal(transition('requestRefund', payLater('waitingShip', false)).ok, true);
    assert.deepEqual(transition('requestRefund', payLater('partialShipped', true)), { ok: false, reason: 'payLaterShipped' });
    assert.deepEqual(transition('requestRefund', payLater('shipped', true)), { ok: false, reason: 'payLaterShipped' });
    assert.deepEqual(transition('requestRefund', payLater('complete', true)), { ok: false, reason: 'payLaterShipped' });
    // Other methods may still ask after shipment.
    assert.equal(transition('requestRefund', factsFor('shipped', { paymentMethod: 1 })).ok, true);
  });

  it('a credit-paid order is never refunded in part', () => {
    assert.deepEqual(transition('refundPartially', payLater('refunding', false)), { ok: false, reason: 'payLaterPartial' });
    assert.equal(transition('refundFully', payLater('refunding', false)).ok, true);
  });

  it('a paid abnormal order is not cancelled (it is refunded instead), an unpaid one is', () => {
    assert.deepEqual(transition('cancel', factsFor('abnormal', { paid: true })), { ok: false, reason: 'paidAbnormal' });
    assert.deepEqual(transition('autoCancel', factsFor('abnormal', { paid: true })), { ok: false, reason: 'paidAbnormal' });
    assert.equal(transition('cancel', factsFor('abnormal', { paid: false })).ok, true);
  });
});

describe('available actions', () => {
  const actions = (status: OrderStatus, extra: Partial<OrderFacts> & { deliveryCancelled?: boolean; splittable?: boolean } = {}) => availableActions({ ...factsFor(status), ...extra });

  it('follow the status', () => {
    assert.deepEqual(actions('waitingPayment'), ['viewDetails', 'payNow', 'applyCoupon', 'cancelOrder', 'editNote']);
    assert.deepEqual(actions('waitingShip'), ['viewDetails', 'cancelDelivery', 'requestRefund', 'fulfillOrder', 'editNote']);
    assert.deepEqual(actions('shipped'), ['viewDetails', 'requestRefund', 'confirmReceipt', 'fulfillOrder', 'editNote']);
    assert.deepEqual(actions('complete'), ['viewDetails', 'requestRefund', 'fulfillOrder', 'delete', 'editNote']);
    assert.deepEqual(actions('abnormal'), ['viewDetails', 'cancelOrder', 'getLogistics', 'editNote']);
    assert.deepEqual(actions('refunding'), ['viewDetails', 'fulfillOrder', 'editNote']);
    assert.deepEqual(actions('refunded'), ['viewDetails', 'delete', 'editNote']);
    assert.deepEqual(actions('cancelled'), ['viewDetails', 'delete']);
  });

  it('Apply Coupon and Split Pack only while the order waits for payment; Split Pack only when it makes more than one pack', () => {
    assert.deepEqual(actions('waitingPayment', { splittable: true }), ['viewDetails', 'payNow', 'applyCoupon', 'splitPack', 'cancelOrder', 'editNote']);
    for (const status of ['paymentFailed', 'autoCheckoutFailed', 'waitingShip', 'abnormal'] as const) {
      const shown = actions(status, { splittable: true });
      assert.ok(!shown.includes('applyCoupon') && !shown.includes('splitPack'), status);
    }
  });

  it('Cancel Delivery only once, a deleted order only shows its details', () => {
    assert.ok(!actions('waitingShip', { deliveryCancelled: true }).includes('cancelDelivery'));
    assert.deepEqual(actions('waitingPayment', { deleted: true }), ['viewDetails']);
  });

  it('Fulfill Order once paid, until cancelled or refunded in full', () => {
    assert.ok(!actions('waitingPayment').includes('fulfillOrder'));
    assert.ok(actions('abnormal', { paid: true }).includes('fulfillOrder'), 'a paid abnormal order');
    assert.ok(actions('partialRefund').includes('fulfillOrder'));
    assert.ok(!actions('refunded').includes('fulfillOrder'));
    assert.ok(!actions('cancelled', { paid: true }).includes('fulfillOrder'));
  });

  it('a paid abnormal order offers no cancel; a shipped credit order no refund', () => {
    assert.ok(!actions('abnormal', { paid: true }).includes('cancelOrder'));
    assert.ok(!actions('shipped', { paymentMethod: 8 }).includes('requestRefund'));
  });
});
