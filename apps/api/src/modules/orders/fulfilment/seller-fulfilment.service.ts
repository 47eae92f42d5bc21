import { canFulfil, type OrderStatus } from '@threadway/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { orderFulfilments, orders } from '../../../db/schema/index.ts';
import type { Db, Tx } from '../../../platform/database.ts';
import type { JobQueue } from '../../../platform/jobs.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { queueFulfilmentUpload, withdrawFulfilments } from '../../store-orders/tracking/enqueue.ts';
import type { FulfillmentRequest } from './schemas.ts';

/**
 * Fulfill Order (spec 2.5): the seller records the tracking their store's customer sees. One
 * fulfilment is active per order; fulfilling again replaces it, cancelling keeps it as history.
 * On a store order both reach the store through the tracking uploads (issue 17): the new tracking is
 * pushed, a replaced or cancelled one withdrawn.
 */
export function sellerFulfilmentService(db: Db, jobs: JobQueue) {
  async function lockOwnOrder(executor: Tx, userId: number, kkOrderId: string) {
    const [order] = await executor
      .select({ id: orders.id, status: orders.status, paidAt: orders.paidAt })
      .from(orders)
      .where(and(eq(orders.kkOrderId, kkOrderId), eq(orders.userId, userId)))
      .for('update');
    if (!order) throw notFound();
    return order;
  }

  return {
    async fulfill(userId: number, input: FulfillmentRequest) {
      return db.transaction(async (tx) => {
        const order = await lockOwnOrder(tx, userId, input.kkOrderId);
        if (!canFulfil({ status: order.status as OrderStatus, paid: order.paidAt !== null })) throw conflict('fulfilment.notFulfillable');
        const replaced = await tx
          .update(orderFulfilments)
          .set({ cancelledAt: sql`now()` })
          .where(and(eq(orderFulfilments.orderId, order.id), isNull(orderFulfilments.cancelledAt)))
          .returning({ id: orderFulfilments.id });
        const [row] = await tx
          .insert(orderFulfilments)
          .values({ orderId: order.id, storeName: input.store, storeOrderId: input.storeOrderId, trackingNumber: input.trackingNumber, carrier: input.shippingCarrier, trackingUrl: input.trackingUrl })
          .returning();
        await queueFulfilmentUpload(jobs, tx, { orderId: order.id, fulfilmentId: row!.id, trackingNumber: row!.trackingNumber, carrier: row!.carrier, trackingUrl: row!.trackingUrl, replaced: replaced.map((r) => r.id) });
        return { store: row!.storeName, storeOrderId: row!.storeOrderId, trackingNumber: row!.trackingNumber, shippingCarrier: row!.carrier, trackingUrl: row!.trackingUrl, createdAt: row!.createdAt.toISOString() };
      });
    },

    async cancel(userId: number, kkOrderId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await lockOwnOrder(tx, userId, kkOrderId);
        const cancelled = await tx
          .update(orderFulfilments)
          .set({ cancelledAt: sql`now()` })
          .where(and(eq(orderFulfilments.orderId, order.id), isNull(orderFulfilments.cancelledAt)))
          .returning({ id: orderFulfilments.id });
        if (cancelled.length === 0) throw conflict('fulfilment.noFulfilment');
        await withdrawFulfilments(jobs, tx, cancelled.map((r) => r.id));
      });
    },
  };
}
