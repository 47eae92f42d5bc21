import { asc, eq, inArray, sql } from 'drizzle-orm';
import { orders, transactionOrders } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';
import { builtOnce } from '../../platform/prepared-statements.ts';
import { applyOrderEvent, type OrderStateColumns } from './manage/order-transition.ts';

export interface OrdersPayment {
  paymentMethod: number;
  transactionId: number;
}

/** The orders a payment was made for, as its settlement needs them. */
export interface PaidForOrder {
  id: number;
  kkOrderId: string;
  totalCents: number;
}

/**
 * What the state machine reads of an order, and what the settlement reads; a whole row costs Drizzle several times as
 * much to ask for.
 */
const lockedColumns = {
  id: orders.id,
  status: orders.status,
  resumeStatus: orders.resumeStatus,
  paidAt: orders.paidAt,
  paymentMethod: orders.paymentMethod,
  shippedAt: orders.shippedAt,
  deletedAt: orders.deletedAt,
  kkOrderId: orders.kkOrderId,
  totalCents: orders.totalCents,
} satisfies Record<keyof OrderStateColumns | keyof PaidForOrder, unknown>;

const ordersOfPaymentLocked = builtOnce('tw_orders_of_payment_locked', (tx) => {
  const paidFor = tx.select({ orderId: transactionOrders.orderId }).from(transactionOrders).where(eq(transactionOrders.transactionId, sql.placeholder('transactionId')));
  return tx.select(lockedColumns).from(orders).where(inArray(orders.id, paidFor)).orderBy(asc(orders.id)).for('update');
});

/**
 * Moves the orders a payment was made for (its transaction_orders) to waitingShip through the state machine ('pay',
 * with a 'paid' timeline step), inside the caller's transaction. The rows are read and locked in one statement (in id
 * order, so two settlements never wait on each other crosswise). Answers the orders, and the ids that moved: an order
 * cancelled (or paid) meanwhile is left alone, and the caller decides whether a partial result is acceptable.
 */
export async function markOrdersPaid(tx: Executor, { paymentMethod, transactionId }: OrdersPayment): Promise<{ orders: PaidForOrder[]; moved: number[] }> {
  const locked = await ordersOfPaymentLocked(tx, { transactionId });
  const moved: number[] = [];
  for (const order of locked) {
    const result = await applyOrderEvent(tx, order, 'pay', { actor: 'seller', set: { paymentMethod, paymentTransactionId: transactionId, paidAt: new Date() } });
    if (result.ok) moved.push(order.id);
  }
  return { orders: locked.map(({ id, kkOrderId, totalCents }) => ({ id, kkOrderId, totalCents })), moved };
}
