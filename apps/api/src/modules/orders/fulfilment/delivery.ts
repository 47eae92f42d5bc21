import { eq, sql } from 'drizzle-orm';
import { orders } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/database.ts';
import { recordOrderStep } from '../../notifications/order-events/queue.ts';
import { parcelsRepository } from './parcels.repository.ts';
import { remainingOf } from './shipment-plan.ts';

export type Actor = 'operator' | 'system';

/**
 * Marks a parcel in transit delivered. When it was the last parcel of an order with nothing
 * left to ship, the order gets its delivered time and a 'delivered' step; its status stays as
 * it is (shipped until the seller confirms receipt). Answers false when the parcel was not in
 * transit (delivered already, cancelled), so a second report changes nothing.
 */
export async function markParcelDelivered(tx: Tx, parcelId: number, at: Date, actor: Actor): Promise<boolean> {
  const repo = parcelsRepository(tx);
  const orderId = await repo.markDelivered(parcelId, at);
  if (orderId === undefined) return false;
  const order = await repo.lockOrder({ id: orderId });
  if (!order || order.deliveredAt) return true;
  const lines = await repo.lineCounts(orderId);
  const open = (await repo.ofOrders([orderId])).some((parcel) => parcel.status !== 'delivered');
  if (open || lines.some((line) => remainingOf(line) > 0)) return true;
  await tx.update(orders).set({ deliveredAt: at, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
  await recordOrderStep(tx, { orderId, type: 'delivered', status: order.status, actor });
  return true;
}
