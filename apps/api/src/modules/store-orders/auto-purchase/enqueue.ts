import type { Executor } from '../../../platform/database.ts';
import type { JobQueue } from '../../../platform/jobs.ts';

export const AUTO_PURCHASE_JOB = 'store-orders.auto-purchase';

/**
 * Queues the automatic purchase of orders just made from store orders, in the caller's transaction:
 * the orders never exist without it. One job per store order (its orders are paid together), all in one statement.
 */
export async function enqueueAutoPurchases(jobs: JobQueue, tx: Executor, purchases: readonly { userId: number; storeOrderRef: number; orderIds: number[] }[]): Promise<void> {
  await jobs.enqueueKeyed(
    tx,
    AUTO_PURCHASE_JOB,
    purchases.map((purchase) => ({ payload: { userId: purchase.userId, orderIds: purchase.orderIds }, singletonKey: String(purchase.storeOrderRef) })),
  );
}
