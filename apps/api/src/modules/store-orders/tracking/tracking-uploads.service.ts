import type { OrderTrackingUpload } from '@threadway/contracts';
import type { Db, Executor } from '../../../platform/database.ts';
import type { JobQueue } from '../../../platform/jobs.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { lockMyOrder } from '../../orders/manage/my-orders.repository.ts';
import { enqueueTrackingPush } from './enqueue.ts';
import { trackingUploadsRepository } from './tracking-uploads.repository.ts';

/** The order detail's tracking uploads, oldest first. */
export async function trackingUploadsOf(db: Executor, orderId: number): Promise<OrderTrackingUpload[]> {
  const rows = await trackingUploadsRepository(db).ofOrder(orderId);
  return rows.map(({ upload, parcelCode, fulfilmentCancelledAt }) => ({
    id: upload.id,
    parcelCode,
    trackingNumber: upload.trackingNumber,
    carrier: upload.carrier,
    trackingUrl: upload.trackingUrl,
    status: upload.status,
    error: upload.error,
    // A failed upload, or the withdrawal of a cancelled fulfilment that the store refused.
    retryable: upload.status === 'failed' || (upload.status === 'uploaded' && upload.error !== null && fulfilmentCancelledAt !== null),
    updatedAt: upload.updatedAt.toISOString(),
  }));
}

/** The seller's Retry of a failed tracking push (their own order only: another seller's is 404). */
export function trackingUploadsService(db: Db, jobs: JobQueue) {
  return {
    async retry(userId: number, kkOrderId: string, uploadId: number): Promise<OrderTrackingUpload[]> {
      const orderId = await db.transaction(async (tx) => {
        const order = await lockMyOrder(tx, userId, kkOrderId);
        const repo = trackingUploadsRepository(tx);
        const upload = await repo.lockOfOrder(order.id, uploadId);
        if (!upload) throw notFound();
        const listed = (await trackingUploadsOf(tx, order.id)).find((row) => row.id === upload.id)!;
        if (!listed.retryable) throw conflict('trackingUploads.notRetryable');
        if (upload.status === 'failed') {
          await repo.set(upload.id, { status: 'pending', error: null });
          await enqueueTrackingPush(jobs, tx, upload.id, 'upload');
        } else {
          await repo.set(upload.id, { error: null });
          await enqueueTrackingPush(jobs, tx, upload.id, 'withdraw');
        }
        return order.id;
      });
      return trackingUploadsOf(db, orderId);
    },
  };
}
