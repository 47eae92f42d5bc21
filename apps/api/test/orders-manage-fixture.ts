import { eq } from 'drizzle-orm';
import { orderEvents, orders } from '../src/db/schema/index.ts';
import type { TestServer } from './harness.ts';

/**
 * Moves an order to a later status the way another slice would (operators shipping, the refund
 * review), straight in the database with its timeline step, so the seller's screens and calls
 * can be tested on every status without the other slices' calls.
 */
export async function putOrderIn(server: TestServer, orderId: number, status: string, set: Partial<typeof orders.$inferInsert> = {}) {
  const shipped = ['partialShipped', 'shipped', 'complete'].includes(status);
  await server.db
    .update(orders)
    .set({ status, ...(shipped ? { shippedAt: new Date() } : {}), ...set })
    .where(eq(orders.id, orderId));
  await server.db.insert(orderEvents).values({ orderId, type: status, status, actor: 'operator' });
}

export const orderRowOf = async (server: TestServer, orderId: number) => (await server.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
