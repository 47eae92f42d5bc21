import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../platform/database.ts';
import type { BatchJobHandler } from '../../platform/jobs.ts';
import { PlatformError } from '../stores/platforms/platform.ts';
import { markStoreUnauthorized, openStore, type StoreAccess } from '../stores/store-access.ts';
import type { StoreOrdersIngest, WantedStoreOrder } from './ingest.service.ts';

type Deps = { ingest: StoreOrdersIngest; access: StoreAccess; log: FastifyBaseLogger };

/** Store orders ingested in one transaction at most (the queue's batch, decision 0050). */
export const INGEST_BATCH = 8;

/**
 * store-orders.ingest: the store orders webhooks named. The ones whose body the webhook carried are already in
 * their rows (the newest delivery wins) and are processed together, in one transaction; a bodiless notice
 * (TikTok Shop) is read back through the signed API first, each alone. A job marks itself done once its row is
 * locked, in the same transaction, so a delivery recorded after that queues a new job instead of being absorbed
 * by this one.
 */
export function ingestJobHandler(deps: Deps): BatchJobHandler {
  return async (batch, { db, completeWithin }) => {
    const recorded: (WantedStoreOrder & { id: string })[] = [];
    const toFetch: (WantedStoreOrder & { id: string })[] = [];
    for (const job of batch) {
      const storeId = Number(job.payload.storeId);
      const platformOrderId = String(job.payload.platformOrderId ?? '');
      if (!Number.isSafeInteger(storeId) || !platformOrderId) continue;
      (job.payload.fetch === true ? toFetch : recorded).push({ id: job.id, storeId, platformOrderId });
    }
    if (recorded.length > 0) {
      const ids = recorded.map((job) => job.id);
      await deps.ingest.processRecorded(
        recorded.map(({ storeId, platformOrderId }) => ({ storeId, platformOrderId })),
        (tx) => completeWithin(tx, ids),
      );
    }
    for (const job of toFetch) await fetchAndIngest(db, deps, job, (tx) => completeWithin(tx, [job.id]));
  };
}

/** A bodiless notice's store order, read through the platform's API and ingested. */
async function fetchAndIngest(db: Db, deps: Deps, { storeId, platformOrderId }: WantedStoreOrder, locked: (tx: Executor) => Promise<void>): Promise<void> {
  const opened = await openStore(db, deps.access, storeId);
  if (!opened?.adapter.orders || !opened.store.enabled) return;
  try {
    const order = await opened.adapter.orders.getOrder(opened.connection, platformOrderId);
    if (order) await deps.ingest.ingestStoreOrder(storeId, order, locked);
  } catch (error) {
    if (!(error instanceof PlatformError && error.kind === 'unauthorized')) throw error;
    await markStoreUnauthorized(db, storeId, 'revoked');
    deps.log.warn({ storeId, err: error.message }, 'store order not read: the store is no longer authorized');
  }
}
