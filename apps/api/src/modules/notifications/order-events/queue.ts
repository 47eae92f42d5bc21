import { noticeOfStep } from '@threadway/contracts/notifications/order-notices';
import { sql, type SQL } from 'drizzle-orm';
import { orderEvents } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';
import type { JobQueue } from '../../../platform/jobs.ts';
import { queryRows } from '../../catalogue/sql.ts';

export const ORDER_NOTICE_JOB = 'notifications.order-notice';

/**
 * The job queue the hook enqueues on. Order transitions happen deep in many services that do not
 * carry the queue, so the app binds its own here when it starts (and unbinds it when it closes;
 * a second app on the same database, as some tests build, stacks on top).
 */
const bound: JobQueue[] = [];

export function bindOrderNotices(jobs: JobQueue): () => void {
  bound.push(jobs);
  return () => {
    const at = bound.lastIndexOf(jobs);
    if (at >= 0) bound.splice(at, 1);
  };
}

/**
 * Writes an order's timeline step (order_events) in the caller's transaction, and queues its notice there when the step
 * is one the seller hears about, so the notice exists exactly when the step does. Every order transition writes its
 * steps through here. `alongWith`: the transition's change of the order, written in the same statement ahead of the
 * step, so a transition costs one round trip rather than two (decision 0059).
 */
export async function recordOrderStep(tx: Executor, step: typeof orderEvents.$inferInsert, alongWith?: SQL): Promise<void> {
  const insert = tx.insert(orderEvents).values(step).returning({ id: orderEvents.id });
  const [written] = alongWith ? await queryRows<{ id: number | string }>(tx, sql`with changed as (${alongWith}) ${insert.getSQL()}`) : await insert;
  await noticeOrderStep(tx, { orderId: step.orderId, type: step.type, eventId: Number(written!.id) });
}

/**
 * Queues the letter and e-mail of a step already written, when the seller hears about it. The key names the order and
 * the step's row, so the same event never queues twice; the job itself completes in the transaction that writes the
 * letter, so a retry never writes it again.
 */
export async function noticeOrderStep(tx: Executor, step: { orderId: number; type: string; eventId: number }): Promise<void> {
  if (!noticeOfStep({ type: step.type, actor: '', note: null }, '')) return;
  const jobs = bound.at(-1);
  if (!jobs) throw new Error('order notices: no job queue bound (buildApp binds it)');
  await jobs.enqueue(tx, ORDER_NOTICE_JOB, { orderEventId: step.eventId }, { singletonKey: `${step.orderId}:${step.type}:${step.eventId}` });
}
