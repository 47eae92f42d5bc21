import type { FastifyBaseLogger } from 'fastify';
import type { JobHandler } from '../../platform/jobs.ts';
import { PlatformError } from '../stores/platforms/platform.ts';
import { markStoreUnauthorized, openStore, type StoreAccess } from '../stores/store-access.ts';
import type { StoreOrdersIngest } from './ingest.service.ts';

/**
 * store-orders.ingest: one store order a webhook named. A body the webhook carried is already in the row
 * (the newest delivery wins); a bodiless notice (TikTok Shop) is read back through the signed API first.
 * The job marks itself done once the row is locked, in the same transaction, so a delivery recorded after
 * that queues a new job instead of being absorbed by this one.
 */
export function ingestJobHandler(deps: { ingest: StoreOrdersIngest; access: StoreAccess; log: FastifyBaseLogger }): JobHandler {
  return async (payload, { db, completeWithin }) => {
    const storeId = Number(payload.storeId);
    const platformOrderId = String(payload.platformOrderId ?? '');
    if (!Number.isSafeInteger(storeId) || !platformOrderId) return;
    if (payload.fetch !== true) {
      await deps.ingest.processRecorded(storeId, platformOrderId, completeWithin);
      return;
    }
    const opened = await openStore(db, deps.access, storeId);
    if (!opened?.adapter.orders || !opened.store.enabled) return;
    try {
      const order = await opened.adapter.orders.getOrder(opened.connection, platformOrderId);
      if (order) await deps.ingest.ingestStoreOrder(storeId, order, completeWithin);
    } catch (error) {
      if (!(error instanceof PlatformError && error.kind === 'unauthorized')) throw error;
      await markStoreUnauthorized(db, storeId, 'revoked');
      deps.log.warn({ storeId, err: error.message }, 'store order not read: the store is no longer authorized');
    }
  };
}
