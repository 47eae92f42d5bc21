import type { Executor } from '../../../platform/database.ts';
import type { JobQueue } from '../../../platform/jobs.ts';

export const AUTO_PURCHASE_JOB = 'store-orders.auto-purchase';

/**
 * Queues the automatic purchase of orders just made from a store order, in the caller's transaction:
 * the orders never exist without it. One job per store order (its orders are paid together).
 */
export async function enqueueAutoPurchase(jobs: JobQueue, tx: Executor, input: { userId: number; storeOrderRef: number; orderIds: number[] }): Promise<void> {
  await jobs.enqueue(tx, AUTO_PURCHASE_JOB, { userId: input.userId, orderIds: input.orderIds }, { singletonKey: String(input.storeOrderRef) });
}
