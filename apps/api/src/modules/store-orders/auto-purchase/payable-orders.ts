import { isAwaitingPayment } from '@threadway/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { orders } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';

export interface PayableOrder {
  id: number;
  kkOrderId: string;
  totalCents: number;
}

/** The seller's orders among `orderIds` that still wait for payment, in id order (another seller's never). */
export async function payableOrders(db: Executor, userId: number, orderIds: readonly number[]): Promise<PayableOrder[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ id: orders.id, kkOrderId: orders.kkOrderId, totalCents: orders.totalCents, status: orders.status })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.id, [...orderIds])))
    .orderBy(asc(orders.id));
  return rows.filter((row) => isAwaitingPayment(row.status)).map(({ id, kkOrderId, totalCents }) => ({ id, kkOrderId, totalCents }));
}
