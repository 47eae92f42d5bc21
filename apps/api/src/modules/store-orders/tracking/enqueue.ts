import type { Executor } from '../../../platform/database.ts';
import type { JobQueue } from '../../../platform/jobs.ts';
import { trackingUploadsRepository } from './tracking-uploads.repository.ts';

/**
 * Tracking pushed to the seller's store (issue 17, docs/decisions/0028): every push is a tracking_uploads row
 * and a durable `store-orders.upload-tracking` job written in the transaction that shipped the parcel or
 * saved the seller's fulfilment, so a committed shipment is always pushed eventually. `upload` pushes the
 * row's tracking; `withdraw` takes an uploaded one back (Cancel Fulfillment, or Fulfill Order replacing it).
 */
export const TRACKING_UPLOAD_JOB = 'store-orders.upload-tracking';
export type TrackingAction = 'upload' | 'withdraw';

export const enqueueTrackingPush = (jobs: JobQueue, executor: Executor, uploadId: number, action: TrackingAction) =>
  jobs.enqueue(executor, TRACKING_UPLOAD_JOB, { uploadId, action }, { singletonKey: `${action}-${uploadId}` });

export interface ShippedParcel {
  id: number;
  orderId: number;
  trackingNumber: string | null;
  firstCarrier: string | null;
  trackingUrl: string | null;
}

/** A parcel of a store order shipped: pushed when the store's order rule says to upload tracking. */
export async function queueParcelUpload(jobs: JobQueue, tx: Executor, parcel: ShippedParcel): Promise<void> {
  const repo = trackingUploadsRepository(tx);
  const side = await repo.storeSide(parcel.orderId);
  if (!side?.autoUploadTracking || !parcel.trackingNumber || !parcel.firstCarrier) return;
  const upload = await repo.insert({ orderId: parcel.orderId, storeOrderId: side.storeOrderId, parcelId: parcel.id, trackingNumber: parcel.trackingNumber, carrier: parcel.firstCarrier, trackingUrl: parcel.trackingUrl });
  await enqueueTrackingPush(jobs, tx, upload.id, 'upload');
}

/**
 * Cancel Fulfillment (or a replacing Fulfill Order): uploads not made yet are dropped, uploaded ones are
 * withdrawn from the store by the job (their row stays uploaded until the store confirms). Answers how many
 * withdrawals were queued.
 */
export async function withdrawFulfilments(jobs: JobQueue, tx: Executor, fulfilmentIds: number[]): Promise<number> {
  const repo = trackingUploadsRepository(tx);
  let withdrawing = 0;
  for (const upload of await repo.ofFulfilments(fulfilmentIds)) {
    if (upload.status === 'pending' || upload.status === 'failed') await repo.set(upload.id, { status: 'cancelled', error: null });
    else if (upload.status === 'uploaded') {
      await enqueueTrackingPush(jobs, tx, upload.id, 'withdraw');
      withdrawing++;
    }
  }
  return withdrawing;
}

/** After a withdrawal: the seller's replacing fulfilment, held until the lines were given back, goes out. */
export async function releaseHeldUploads(jobs: JobQueue, executor: Executor, orderId: number): Promise<void> {
  for (const upload of await trackingUploadsRepository(executor).heldFulfilmentUploads(orderId)) await enqueueTrackingPush(jobs, executor, upload.id, 'upload');
}

/**
 * The seller's Fulfill Order on a store order: the tracking they entered goes to the store, whatever the order
 * rule. Replacing an uploaded one, it waits for the withdrawal (the store has nothing left to fulfil until then).
 */
export async function queueFulfilmentUpload(
  jobs: JobQueue,
  tx: Executor,
  input: { orderId: number; fulfilmentId: number; trackingNumber: string; carrier: string; trackingUrl: string | null; replaced: number[] },
): Promise<void> {
  const repo = trackingUploadsRepository(tx);
  const side = await repo.storeSide(input.orderId);
  if (!side) return;
  const withdrawing = await withdrawFulfilments(jobs, tx, input.replaced);
  const upload = await repo.insert({ orderId: input.orderId, storeOrderId: side.storeOrderId, fulfilmentId: input.fulfilmentId, trackingNumber: input.trackingNumber, carrier: input.carrier, trackingUrl: input.trackingUrl });
  if (withdrawing === 0) await enqueueTrackingPush(jobs, tx, upload.id, 'upload');
}
