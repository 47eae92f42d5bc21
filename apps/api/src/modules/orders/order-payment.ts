import { asc, inArray } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';
import { applyOrderEvent } from './manage/order-transition.ts';

export interface OrdersPayment {
  orderIds: number[];
  paymentMethod: number;
  transactionId: number;
}

/**
 * Moves the orders a payment settles to waitingShip through the state machine ('pay', with a
 * 'paid' timeline step), inside the caller's transaction. The rows are locked first (in id
 * order, so two settlements never wait on each other crosswise). Answers the ids that moved: an
 * order cancelled (or paid) meanwhile is left alone, and the caller decides whether a partial
 * result is acceptable.
 */
export async function markOrdersPaid(tx: Executor, { orderIds, paymentMethod, transactionId }: OrdersPayment): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const locked = await tx.select().from(orders).where(inArray(orders.id, orderIds)).orderBy(asc(orders.id)).for('update');
  const moved: number[] = [];
  for (const order of locked) {
    const result = await applyOrderEvent(tx, order, 'pay', { actor: 'seller', set: { paymentMethod, paymentTransactionId: transactionId, paidAt: new Date() } });
    if (result.ok) moved.push(order.id);
  }
  return moved;
}
