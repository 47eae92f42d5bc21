import { and, asc, eq, inArray } from 'drizzle-orm';
import { orderAttachments, orderItems, orders } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';
import { conflict, notFound } from '../../platform/errors.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export function ordersRepository(db: Executor) {
  const repo = {
    /** The caller's orders among the given numbers; another user's order is simply absent. */
    mine: (userId: number, kkOrderIds: readonly string[]) =>
      db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), inArray(orders.kkOrderId, [...kkOrderIds])))
        .orderBy(asc(orders.id)),

    /** Every given order must be the caller's (else 404), and with `payable` still waiting for payment (else 409). */
    async mineOrFail(userId: number, kkOrderIds: readonly string[], payable: boolean): Promise<OrderRow[]> {
      const found = await repo.mine(userId, kkOrderIds);
      if (found.length !== new Set(kkOrderIds).size) throw notFound('errors.notFound');
      if (payable && found.some((o) => o.status !== 'waitingPayment')) throw conflict('orders.notWaitingPayment');
      return found;
    },

    /** The caller's orders of the checkout that holds `kkOrderId` (paid together on one page). */
    async checkoutOf(userId: number, kkOrderId: string): Promise<OrderRow[]> {
      const [order] = await repo.mineOrFail(userId, [kkOrderId], false);
      return db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.checkoutId, order!.checkoutId))).orderBy(asc(orders.id));
    },

    items: (orderIds: readonly number[]) =>
      orderIds.length === 0 ? Promise.resolve([]) : db.select().from(orderItems).where(inArray(orderItems.orderId, [...orderIds])).orderBy(asc(orderItems.id)),

    attachments: (orderIds: readonly number[]) =>
      orderIds.length === 0 ? Promise.resolve([]) : db.select().from(orderAttachments).where(inArray(orderAttachments.orderId, [...orderIds])).orderBy(asc(orderAttachments.id)),
  };
  return repo;
}
