import type { CancelRequestSummary } from '@threadway/contracts';
import { and, inArray, isNotNull } from 'drizzle-orm';
import { storeOrders } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';

/** The store customers' cancellation requests of these store orders (orders.store_order_ref), by store order. */
export async function cancelRequestsOf(db: Executor, storeOrderRefs: readonly (number | null)[]): Promise<Map<number, CancelRequestSummary>> {
  const refs = [...new Set(storeOrderRefs.filter((ref): ref is number => ref !== null))];
  if (refs.length === 0) return new Map();
  const rows = await db
    .select({ id: storeOrders.id, requestedAt: storeOrders.cancelRequestedAt, answer: storeOrders.cancelAnswer, answeredAt: storeOrders.cancelAnsweredAt })
    .from(storeOrders)
    .where(and(inArray(storeOrders.id, refs), isNotNull(storeOrders.cancelRequestedAt)));
  return new Map(rows.map((row) => [row.id, { requestedAt: row.requestedAt!.toISOString(), answer: row.answer, answeredAt: row.answeredAt?.toISOString() ?? null }]));
}
