import { asc, eq } from 'drizzle-orm';
import { orders, transactionOrders, users } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';

/** Who pays a transaction, as the provider's LIST names the customer: the seller's e-mail and the first order's country. */
export async function payerOf(db: Executor, userId: number, transactionId: number): Promise<{ email: string; country: string }> {
  const [row] = await db
    .select({ email: users.email, address: orders.address })
    .from(transactionOrders)
    .innerJoin(orders, eq(orders.id, transactionOrders.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(transactionOrders.transactionId, transactionId))
    .orderBy(asc(orders.id))
    .limit(1);
  return { email: row?.email ?? `seller-${userId}@threadway.invalid`, country: row?.address.country || 'US' };
}
