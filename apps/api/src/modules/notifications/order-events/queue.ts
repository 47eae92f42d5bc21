import { noticeOfStep } from '@threadway/contracts/notifications/order-notices';
import { and, eq, max } from 'drizzle-orm';
import { orderEvents } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';
import type { JobQueue } from '../../../platform/jobs.ts';

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
 * The hook order transitions call right after writing a timeline step (order_events): when the
 * step is one the seller hears about, queues its letter and e-mail in the caller's transaction,
 * so the notice exists exactly when the step does. The key names the order and the step's row,
 * so the same event never queues twice; the job itself completes in the transaction that writes
 * the letter, so a retry never writes it again.
 */
export async function noticeOrderStep(tx: Executor, orderId: number, stepType: string): Promise<void> {
  if (!noticeOfStep({ type: stepType, actor: '', note: null }, '')) return;
  const jobs = bound.at(-1);
  if (!jobs) throw new Error('order notices: no job queue bound (buildApp binds it)');
  // The order is locked by the caller, so the newest step of this type is the one just written.
  const [step] = await tx
    .select({ id: max(orderEvents.id) })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, stepType)));
  if (!step?.id) return;
  await jobs.enqueue(tx, ORDER_NOTICE_JOB, { orderEventId: step.id }, { singletonKey: `${orderId}:${stepType}:${step.id}` });
}
