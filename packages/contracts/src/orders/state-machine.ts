import type { OrderStatus } from './statuses.ts';

/**
 * The order state machine (spec 4): the one place that says which status an event leads to.
 * The server applies it inside the transaction that changes an order; the web app asks it
 * which row actions to show. 'resume' means "back to the status kept in resumeStatus" (a
 * rejected refund, a resolved abnormal order).
 */
export const ORDER_EVENTS = [
  'pay',
  'payFail',
  'autoCheckoutFail',
  'markAbnormal',
  'resolveAbnormal',
  'cancel',
  'autoCancel',
  'shipPartial',
  'shipAll',
  'confirmReceipt',
  'requestRefund',
  'rejectRefund',
  'refundPartially',
  'refundFully',
  'refundFail',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** Spec 9 payment code of the pay-later credit provider. */
const PAY_LATER_METHOD = 8;
const UNPAID: readonly OrderStatus[] = ['waitingPayment', 'paymentFailed', 'autoCheckoutFailed'];
/** Not paid yet and still payable (Pay Now, Auto Checkout): the statuses 'pay' leaves from. */
export const isAwaitingPayment = (status: string): boolean => UNPAID.includes(status as OrderStatus);
/** Paid and not cancelled or fully refunded: what a refund may be asked for. */
const REFUNDABLE: readonly OrderStatus[] = ['waitingShip', 'partialShipped', 'shipped', 'complete', 'partialRefund', 'refundFailed'];

export const ORDER_TRANSITIONS: Record<OrderEvent, { from: readonly OrderStatus[]; to: OrderStatus | 'resume' }> = {
  pay: { from: UNPAID, to: 'waitingShip' },
  payFail: { from: ['waitingPayment', 'paymentFailed'], to: 'paymentFailed' },
  // Auto Checkout may be asked again of an order it failed (or a card page failed): the new reason is a new step.
  autoCheckoutFail: { from: UNPAID, to: 'autoCheckoutFailed' },
  // Incomplete recipient information or no logistics (spec 4): unpaid orders, or paid ones not shipped yet.
  markAbnormal: { from: [...UNPAID, 'waitingShip'], to: 'abnormal' },
  resolveAbnormal: { from: ['abnormal'], to: 'resume' },
  // Only unpaid orders are cancelled; a paid order's money comes back through a refund.
  cancel: { from: [...UNPAID, 'abnormal'], to: 'cancelled' },
  autoCancel: { from: [...UNPAID, 'abnormal'], to: 'cancelled' },
  shipPartial: { from: ['waitingShip', 'partialShipped', 'partialRefund'], to: 'partialShipped' },
  shipAll: { from: ['waitingShip', 'partialShipped', 'partialRefund'], to: 'shipped' },
  confirmReceipt: { from: ['shipped'], to: 'complete' },
  requestRefund: { from: REFUNDABLE, to: 'refunding' },
  rejectRefund: { from: ['refunding'], to: 'resume' },
  refundPartially: { from: ['refunding'], to: 'partialRefund' },
  refundFully: { from: ['refunding'], to: 'refunded' },
  refundFail: { from: ['refunding'], to: 'refundFailed' },
};

/** The facts about an order that decide its next status and actions. */
export interface OrderFacts {
  status: OrderStatus;
  /** Status to resume after a rejected refund or a resolved abnormal order. */
  resumeStatus?: OrderStatus | null;
  paid: boolean;
  /** Payment code of spec 9 the order was paid with (8 = pay-later credit). */
  paymentMethod?: number | null;
  anyShipped: boolean;
  deleted?: boolean;
}

/**
 * Why an event may not happen: not from this status; a credit-paid order already shipped
 * (refund) or refunded in part (spec 4: pay-later orders are refunded only before shipment and
 * never partially); an abnormal order that was paid (it is refunded, not cancelled).
 */
export type TransitionRefusal = 'illegal' | 'payLaterShipped' | 'payLaterPartial' | 'paidAbnormal';
export type TransitionResult = { ok: true; status: OrderStatus; resumeStatus: OrderStatus | null } | { ok: false; reason: TransitionRefusal };

/**
 * The status after `event`, or why it may not happen. Entering refunding or abnormal remembers
 * where the order was so that a rejection or a resolution goes back there.
 */
export function transition(event: OrderEvent, facts: OrderFacts): TransitionResult {
  const rule = ORDER_TRANSITIONS[event];
  if (!rule.from.includes(facts.status)) return { ok: false, reason: 'illegal' };
  // Spec 4: credit-paid orders are refunded only before shipment.
  if (event === 'requestRefund' && facts.paymentMethod === PAY_LATER_METHOD && facts.anyShipped) return { ok: false, reason: 'payLaterShipped' };
  if (event === 'refundPartially' && facts.paymentMethod === PAY_LATER_METHOD) return { ok: false, reason: 'payLaterPartial' };
  // An abnormal order that was paid cannot be cancelled; it is refunded instead.
  if ((event === 'cancel' || event === 'autoCancel') && facts.status === 'abnormal' && facts.paid) return { ok: false, reason: 'paidAbnormal' };
  if (rule.to === 'resume') {
    const back = facts.resumeStatus ?? (facts.paid ? 'waitingShip' : 'waitingPayment');
    return { ok: true, status: back, resumeStatus: null };
  }
  const remember = event === 'requestRefund' || event === 'markAbnormal';
  return { ok: true, status: rule.to, resumeStatus: remember ? facts.status : null };
}

export const canTransition = (event: OrderEvent, facts: OrderFacts): boolean => transition(event, facts).ok;

/** Row actions of the order list and detail (spec 2.5), as the state machine allows them. */
export type OrderAction = 'payNow' | 'applyCoupon' | 'splitPack' | 'viewDetails' | 'cancelOrder' | 'cancelDelivery' | 'delete' | 'requestRefund' | 'confirmReceipt' | 'getLogistics' | 'fulfillOrder' | 'editNote';

/** Statuses whose orders the seller may hide from their lists. */
const DELETABLE: readonly OrderStatus[] = ['cancelled', 'complete', 'refunded'];

/** Statuses in which a paid order can no longer be marked fulfilled in the seller's store. */
const NOT_FULFILLABLE: readonly OrderStatus[] = ['cancelled', 'refunded'];

/** Fulfill Order: the seller may record their store's tracking once the order is paid, until it is cancelled or refunded in full. */
export const canFulfil = (facts: Pick<OrderFacts, 'status' | 'paid'>) => facts.paid && !NOT_FULFILLABLE.includes(facts.status);

/**
 * `splittable`: the automatic split pack would make more than one pack of the order's lines
 * (the API knows their weights). Apply Coupon and Split Pack change an order waiting for payment only.
 */
export function availableActions(facts: OrderFacts & { deliveryCancelled?: boolean; splittable?: boolean }): OrderAction[] {
  const actions: OrderAction[] = ['viewDetails'];
  if (facts.deleted) return actions;
  if (canTransition('pay', facts)) actions.push('payNow');
  if (facts.status === 'waitingPayment') actions.push('applyCoupon');
  if (facts.status === 'waitingPayment' && facts.splittable) actions.push('splitPack');
  if (canTransition('cancel', facts)) actions.push('cancelOrder');
  if (facts.status === 'waitingShip' && !facts.deliveryCancelled) actions.push('cancelDelivery');
  if (canTransition('requestRefund', facts)) actions.push('requestRefund');
  if (canTransition('confirmReceipt', facts)) actions.push('confirmReceipt');
  if (facts.status === 'abnormal') actions.push('getLogistics');
  if (canFulfil(facts)) actions.push('fulfillOrder');
  if (DELETABLE.includes(facts.status)) actions.push('delete');
  if (facts.status !== 'cancelled') actions.push('editNote');
  return actions;
}
