import type { CancelRequestAnswer } from '@threadway/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { orders, storeOrders, stores } from '../../../db/schema/index.ts';
import type { Db, Tx } from '../../../platform/database.ts';
import { conflict } from '../../../platform/errors.ts';
import type { JobQueue } from '../../../platform/jobs.ts';
import type { PlatformRegistry } from '../../stores/platforms/registry.ts';
import { cancelLockedOrder } from '../../orders/auto-cancel.ts';
import { cancelLockedDelivery, orderAllows, refused } from '../../orders/manage/order-actions.service.ts';
import { myOrder, type OrderRow } from '../../orders/manage/my-orders.repository.ts';
import { enqueueCancellationAnswer } from './answer-job.ts';

/** The cancel reason an agreed request records on an order still unpaid (the shopper no longer wants it). */
const AGREED_UNPAID_REASON = 'noLongerNeeded';

/**
 * Agree on one order of the store order: an order waiting to ship has its delivery cancelled (then the
 * seller requests a refund); an unpaid one is simply cancelled (nothing to refund); one already cancelled
 * or held stays so. Anything further along (shipped, refunding…) cannot be stopped: 409, reject instead.
 */
async function agreeOn(tx: Tx, jobs: JobQueue, order: OrderRow): Promise<void> {
  if (order.status === 'cancelled' || order.deliveryCancelledAt !== null) return;
  if (orderAllows(order, 'cancelDelivery')) return cancelLockedDelivery(tx, order);
  if (orderAllows(order, 'cancelOrder')) return refused(await cancelLockedOrder(tx, jobs, order, { event: 'cancel', reason: AGREED_UNPAID_REASON, actor: 'seller' }));
  throw conflict('orders.cancelRequestTooLate');
}

/**
 * The seller's answer to a store customer's cancellation request (spec 1-buying 4; docs/decisions/0030).
 * The request belongs to the store order, so the answer covers every order made from it; it is given
 * once. Where the store's platform has the call, a durable job tells the store.
 */
export function cancellationService(deps: { db: Db; jobs: JobQueue; registry: PlatformRegistry }) {
  const { db, jobs, registry } = deps;
  return {
    async answer(userId: number, kkOrderId: string, answer: CancelRequestAnswer): Promise<{ kkOrderIds: string[] }> {
      const order = await myOrder(db, userId, kkOrderId);
      if (order.storeOrderRef === null) throw conflict('orders.noCancelRequest');
      return db.transaction(async (tx) => {
        // The store order first, then its orders: the same order of locks for every answer.
        const [request] = await tx
          .select({ id: storeOrders.id, requestedAt: storeOrders.cancelRequestedAt, answer: storeOrders.cancelAnswer, platform: stores.platform })
          .from(storeOrders)
          .innerJoin(stores, eq(stores.id, storeOrders.storeId))
          .where(and(eq(storeOrders.id, order.storeOrderRef!), eq(storeOrders.userId, userId)))
          .for('update', { of: storeOrders });
        if (!request?.requestedAt) throw conflict('orders.noCancelRequest');
        if (request.answer !== null) throw conflict('orders.cancelRequestAnswered');
        const siblings = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.storeOrderRef, request.id), eq(orders.userId, userId), isNull(orders.deletedAt)))
          .orderBy(asc(orders.id))
          .for('update');
        if (answer === 'agree') for (const sibling of siblings) await agreeOn(tx, jobs, sibling);
        await tx.update(storeOrders).set({ cancelAnswer: answer, cancelAnsweredAt: sql`now()`, updatedAt: sql`now()` }).where(eq(storeOrders.id, request.id));
        if (registry.get(request.platform)?.orders?.answerCancellation) await enqueueCancellationAnswer(jobs, tx, request.id);
        return { kkOrderIds: siblings.map((sibling) => sibling.kkOrderId) };
      });
    },
  };
}
export type CancellationService = ReturnType<typeof cancellationService>;
