import { availableActions, type MessageKey, type OrderAction, type TransitionResult } from '@threadway/contracts';
import { eq, sql } from 'drizzle-orm';
import { orderEvents, orders } from '../../../db/schema/index.ts';
import type { Db, Tx } from '../../../platform/database.ts';
import { conflict } from '../../../platform/errors.ts';
import type { JobQueue } from '../../../platform/jobs.ts';
import { cancelLockedOrder } from '../auto-cancel.ts';
import { lockMyOrder, type OrderRow } from './my-orders.repository.ts';
import { applyOrderEvent, factsOf } from './order-transition.ts';

const REFUSALS: Record<Exclude<TransitionResult, { ok: true }>['reason'], MessageKey> = {
  illegal: 'orders.actionNotAllowed',
  paidAbnormal: 'orders.paidCannotCancel',
  payLaterShipped: 'orders.actionNotAllowed',
  payLaterPartial: 'orders.actionNotAllowed',
};

/** A state-machine refusal as the seller reads it: 409 with why. */
export function refused(result: TransitionResult): void {
  if (!result.ok) throw conflict(REFUSALS[result.reason]);
}

/** Whether the order's status offers the action now (the list's and detail's buttons). */
export const orderAllows = (order: OrderRow, action: OrderAction) => availableActions({ ...factsOf(order), deliveryCancelled: order.deliveryCancelledAt !== null }).includes(action);

/** Locks the caller's order and refuses (409) when the action is not offered for its status. */
async function lockFor(tx: Tx, userId: number, kkOrderId: string, action: OrderAction) {
  const order = await lockMyOrder(tx, userId, kkOrderId);
  if (!orderAllows(order, action)) throw conflict('orders.actionNotAllowed');
  return order;
}

/**
 * Cancel Delivery of an order the caller locked and checked (orderAllows 'cancelDelivery'): held from
 * shipping, status kept, one timeline step. The seller's action and an agreed cancellation request share it.
 */
export async function cancelLockedDelivery(tx: Tx, order: OrderRow): Promise<void> {
  await tx.update(orders).set({ deliveryCancelledAt: new Date(), updatedAt: sql`now()` }).where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({ orderId: order.id, type: 'deliveryCancelled', status: order.status, actor: 'seller' });
}

/** Edit Note (PUT remark/{kkOrderId}): any order of the seller's that is not cancelled. */
export const changeOrderRemark = (db: Db, userId: number, kkOrderId: string, remark: string) =>
  db.transaction(async (tx) => {
    const order = await lockFor(tx, userId, kkOrderId, 'editNote');
    await tx.update(orders).set({ remark, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
  });

/**
 * The seller's order actions (spec 4): each locks the caller's order, lets the state machine
 * (or its action list) decide, and writes the change with its timeline step in one transaction.
 */
export function orderActionsService(db: Db, jobs: JobQueue) {
  return {
    /** Cancel Order: gives back stock, flash-sale pieces and promotions as the auto-cancel does. */
    cancel: (userId: number, kkOrderId: string, reason: string) =>
      db.transaction(async (tx) => {
        const order = await lockMyOrder(tx, userId, kkOrderId);
        refused(await cancelLockedOrder(tx, jobs, order, { event: 'cancel', reason, actor: 'seller' }));
      }),

    /** Delete: hides a finished order from the seller's lists; the row stays for accounting. */
    remove: (userId: number, kkOrderId: string) =>
      db.transaction(async (tx) => {
        const order = await lockFor(tx, userId, kkOrderId, 'delete');
        await tx.update(orders).set({ deletedAt: new Date(), updatedAt: sql`now()` }).where(eq(orders.id, order.id));
      }),

    /** Confirm Receipt: shipped → complete ('Transaction completed'). */
    confirmReceipt: (userId: number, kkOrderId: string) =>
      db.transaction(async (tx) => {
        const order = await lockMyOrder(tx, userId, kkOrderId);
        refused(await applyOrderEvent(tx, order, 'confirmReceipt', { actor: 'seller', set: { receivedAt: new Date() } }));
      }),

    /**
     * Cancel Delivery (spec 4: the store's customer asked to cancel shipping and the seller
     * agreed): the paid order is held from shipping; its status stays, and the seller then
     * requests a refund.
     */
    cancelDelivery: (userId: number, kkOrderId: string) =>
      db.transaction(async (tx) => {
        await cancelLockedDelivery(tx, await lockFor(tx, userId, kkOrderId, 'cancelDelivery'));
      }),
  };
}
export type OrderActionsService = ReturnType<typeof orderActionsService>;
