import type { MessageKey } from '@threadway/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { storeOrders } from '../../../db/schema/index.ts';
import type { Database, Db } from '../../../platform/database.ts';
import type { JobHandler, JobQueue, QueuePolicy } from '../../../platform/jobs.ts';
import { PlatformError } from '../../stores/platforms/platform.ts';
import { markStoreUnauthorized, openStore, type StoreAccess } from '../../stores/store-access.ts';
import { enqueueTrackingPush, releaseHeldUploads, TRACKING_UPLOAD_JOB, type TrackingAction } from './enqueue.ts';
import { trackingUploadsRepository, type TrackingUploadRow } from './tracking-uploads.repository.ts';

/**
 * The `store-orders.upload-tracking` job: one push of one tracking_uploads row through the store's adapter
 * (`platform.orders.uploadTracking` with the parcel's store lines, or `cancelTracking` to withdraw it).
 * Throttled or unreachable stores are retried by the queue with its back-off; the last attempt, a refusal
 * (the platform's words) or an ended authorization records the upload failed, and the seller's Retry queues
 * it again.
 *
 * One push per store order at a time, across processes: each push holds the store order's advisory lock
 * (`trackingPushKey`) while it reads its row and talks to the store. The adapters read what the store order
 * already carries before writing (WooCommerce: its tracking items and the parcels in the order meta; Shopify: its
 * fulfilments), which keeps pushes apart only within one process; two worker processes pushing the same
 * parcel (a job fetched again after its lock expired, a Retry while it runs) or two parcels of one order would
 * both post, or one would overwrite the other's meta. A push that finds the lock held is enqueued again a moment
 * later, and then finds the row already uploaded (decision 0043).
 */
export const TRACKING_UPLOAD_POLICY = { maxAttempts: 6, retryDelaySeconds: 30, concurrency: 2 } satisfies QueuePolicy;

/** Our own reasons are `messages` keys (the screens translate them); the platform's are its own words. */
const STORE_UNAVAILABLE: MessageKey = 'trackingUploads.storeUnavailable';
const NOT_SUPPORTED: MessageKey = 'trackingUploads.notSupported';
const NO_STORE_LINES: MessageKey = 'trackingUploads.noStoreLines';

/** The namespace of the store orders' tracking locks (any constant of ours; the id is the store_orders row's). */
const TRACKING_PUSH_LOCK = 70_411_317;
export const trackingPushKey = (storeOrderId: number) => [TRACKING_PUSH_LOCK, storeOrderId] as const;
/** Another process is pushing tracking of the same store order: look again after this. */
const STORE_ORDER_BUSY_RETRY_MS = 1_000;

export interface TrackingJobDeps {
  access: StoreAccess;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  whenFree: Database['whenFree'];
}

export function trackingUploadHandler(deps: TrackingJobDeps): JobHandler {
  return async (payload, { db, attempt }) => {
    const upload = await trackingUploadsRepository(db).byId(Number(payload.uploadId));
    if (!upload) return;
    const locked = await deps.whenFree(trackingPushKey(upload.storeOrderId), () => push(deps, db, payload, attempt));
    if (!locked.ran) await deps.jobs.enqueue(db, TRACKING_UPLOAD_JOB, payload, { runAt: new Date(Date.now() + STORE_ORDER_BUSY_RETRY_MS) });
  };
}

/** The push itself, under the store order's lock: the row read again there, so a push another process just made is seen. */
async function push(deps: TrackingJobDeps, db: Db, payload: Record<string, unknown>, attempt: number): Promise<void> {
  const action: TrackingAction = payload.action === 'withdraw' ? 'withdraw' : 'upload';
  const repo = trackingUploadsRepository(db);
  const upload = await repo.byId(Number(payload.uploadId));
  if (!upload) return;
  // Already done, or no longer wanted (cancelled before it went out).
  if (action === 'upload' ? upload.status !== 'pending' : upload.status !== 'uploaded' || !upload.platformFulfilmentId) return;
  const [storeOrder] = await db.select({ storeId: storeOrders.storeId, platformOrderId: storeOrders.platformOrderId }).from(storeOrders).where(eq(storeOrders.id, upload.storeOrderId));
  if (!storeOrder) return;
  await repo.countAttempt(upload.id);
  const failed = async (reason: string) => {
    await recordFailure(db, upload, action, reason);
    if (action === 'withdraw') await releaseHeldUploads(deps.jobs, db, upload.orderId);
  };
  try {
    const opened = await openStore(db, deps.access, storeOrder.storeId);
    if (!opened) return failed(STORE_UNAVAILABLE);
    const source = opened.adapter.orders;
    if (!source) return failed(NOT_SUPPORTED);
    if (action === 'withdraw') {
      await source.cancelTracking(opened.connection, { platformOrderId: storeOrder.platformOrderId, platformFulfilmentId: upload.platformFulfilmentId! });
      await db.transaction(async (tx) => {
        await trackingUploadsRepository(tx).set(upload.id, { status: 'cancelled', error: null });
        await releaseHeldUploads(deps.jobs, tx, upload.orderId);
      });
      return;
    }
    const lines = upload.parcelId ? await repo.parcelLines(upload.parcelId) : await repo.orderLines(upload.orderId);
    if (lines.length === 0) return failed(NO_STORE_LINES);
    const { platformFulfilmentId } = await source.uploadTracking(opened.connection, {
      platformOrderId: storeOrder.platformOrderId,
      lines,
      trackingNumber: upload.trackingNumber,
      carrier: upload.carrier,
      trackingUrl: upload.trackingUrl ?? undefined,
    });
    await db.transaction(async (tx) => {
      const fresh = await trackingUploadsRepository(tx).lockOfOrder(upload.orderId, upload.id);
      await trackingUploadsRepository(tx).set(upload.id, { status: 'uploaded', error: null, platformFulfilmentId });
      // The seller cancelled the fulfilment while it was on its way: take it back out of the store.
      if (fresh?.status === 'cancelled') await enqueueTrackingPush(deps.jobs, tx, upload.id, 'withdraw');
    });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if ((error.kind === 'rate_limited' || error.kind === 'unavailable') && attempt < TRACKING_UPLOAD_POLICY.maxAttempts) {
      deps.log.info({ uploadId: upload.id, action, attempt, kind: error.kind }, 'tracking push deferred; the queue retries it');
      throw error;
    }
    if (error.kind === 'unauthorized') await markStoreUnauthorized(db, storeOrder.storeId, 'revoked');
    return failed(error.message);
  }
}

/** An upload that failed is `failed` with the reason; a withdrawal that failed keeps the upload and says why. */
async function recordFailure(db: Db, upload: TrackingUploadRow, action: TrackingAction, reason: string): Promise<void> {
  const repo = trackingUploadsRepository(db);
  if (action === 'upload') await repo.failPending(upload.id, reason.slice(0, 1000));
  else await repo.set(upload.id, { error: reason.slice(0, 1000) });
}
