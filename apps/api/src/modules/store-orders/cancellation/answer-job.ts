import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { storeOrders } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';
import type { JobHandler, JobQueue } from '../../../platform/jobs.ts';
import { openStore, type StoreAccess } from '../../stores/store-access.ts';

/** Tells the store the seller's answer to its customer's cancellation request (platforms with the call). */
export const ANSWER_CANCELLATION_JOB = 'store-orders.answer-cancellation';

/** Queued in the answer's own transaction: the answer is never recorded without it. One per store order. */
export async function enqueueCancellationAnswer(jobs: JobQueue, tx: Executor, storeOrderRef: number): Promise<void> {
  await jobs.enqueue(tx, ANSWER_CANCELLATION_JOB, { storeOrderRef }, { singletonKey: String(storeOrderRef) });
}

/**
 * The job: reads the recorded answer and calls the adapter's answerCancellation. A platform failure
 * throws, so the queue retries with back-off; a store that is gone, unauthorized or whose platform
 * has no such call has nobody to tell, and the job ends (the answer stays recorded with us).
 */
export const answerCancellationHandler =
  (deps: { access: StoreAccess; log: FastifyBaseLogger }): JobHandler =>
  async (payload, { db }) => {
    const [row] = await db.select().from(storeOrders).where(eq(storeOrders.id, Number(payload.storeOrderRef)));
    if (!row?.cancelAnswer) return;
    const opened = await openStore(db, deps.access, row.storeId);
    const answer = opened?.adapter.orders?.answerCancellation;
    if (!opened || !answer) {
      deps.log.warn({ storeOrderRef: row.id, storeId: row.storeId }, 'cancellation answer not sent: store unavailable or platform without the call');
      return;
    }
    await answer.call(opened.adapter.orders, opened.connection, { platformOrderId: row.platformOrderId, agree: row.cancelAnswer === 'agree' });
  };
