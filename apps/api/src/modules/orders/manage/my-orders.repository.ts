import { and, eq, isNull } from 'drizzle-orm';
import { orders } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';
import { notFound } from '../../../platform/errors.ts';

export type OrderRow = typeof orders.$inferSelect;

const mine = (userId: number, kkOrderId: string) => and(eq(orders.kkOrderId, kkOrderId), eq(orders.userId, userId), isNull(orders.deletedAt));

/** The caller's order (not deleted), else 404: another seller's order looks the same as none. */
export async function myOrder(db: Executor, userId: number, kkOrderId: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(mine(userId, kkOrderId));
  if (!row) throw notFound();
  return row;
}

/** The same, locked until the caller's transaction ends. */
export async function lockMyOrder(tx: Executor, userId: number, kkOrderId: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(mine(userId, kkOrderId)).for('update');
  if (!row) throw notFound();
  return row;
}
