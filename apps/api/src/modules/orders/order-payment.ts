import { and, eq, inArray, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';

export interface OrdersPayment {
  orderIds: number[];
  paymentMethod: number;
  transactionId: number;
}

/**
 * Moves the orders a payment settles from waitingPayment to waitingShip, inside the caller's
 * transaction. Answers the ids that moved: an order cancelled (or paid) meanwhile is left alone,
 * and the caller decides whether a partial result is acceptable.
 */
export async function markOrdersPaid(tx: Executor, { orderIds, paymentMethod, transactionId }: OrdersPayment): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const moved = await tx
    .update(orders)
    .set({ status: 'waitingShip', paymentMethod, paymentTransactionId: transactionId, paidAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(inArray(orders.id, orderIds), eq(orders.status, 'waitingPayment')))
    .returning({ id: orders.id });
  return moved.map((row) => row.id);
}
