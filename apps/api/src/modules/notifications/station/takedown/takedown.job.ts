import type { Executor } from '../../../../platform/database.ts';
import type { JobHandler, JobQueue } from '../../../../platform/jobs.ts';
import { takedownRepository } from './takedown.repository.ts';

/** Raises the sold-out notices of a product or SKU taken off sale (decision 0015). */
export const TAKEDOWN_NOTICES_JOB = 'notifications.takedown';

/**
 * Called by the back office in the transaction that takes a product (skuId null) or one SKU off
 * sale: the notices are raised by a job written in that same transaction, so a take-down never
 * goes unannounced and the operator's save does not wait for the buyers' lookup.
 */
export function announceTakedown(jobs: JobQueue, tx: Executor, target: { productId: number; skuId: number | null }): Promise<void> {
  return jobs.enqueue(tx, TAKEDOWN_NOTICES_JOB, { productId: target.productId, skuId: target.skuId, since: new Date().toISOString() });
}

export const takedownNoticesHandler: JobHandler = async (payload, { db }) => {
  await takedownRepository(db).raise({
    productId: Number(payload.productId),
    skuId: payload.skuId === null || payload.skuId === undefined ? null : Number(payload.skuId),
    since: new Date(String(payload.since)),
  });
};
