import type { Executor } from '../../../platform/database.ts';
import type { JobHandler, JobQueue } from '../../../platform/jobs.ts';
import { PlatformError } from '../../stores/platforms/platform.ts';
import { markStoreUnauthorized, openStore } from '../../stores/store-access.ts';
import type { SyncDeps } from './listing-sync.ts';
import { syncRepository } from './sync.repository.ts';

/**
 * Pushes a listing's quantities to its store (automatic inventory update, or the unavailable rule's
 * inventory 0) through the adapter's setInventory. It sends what our row says when it runs, so several
 * changes before it runs make one call, and running it twice is harmless.
 */
export const PUSH_INVENTORY_JOB = 'listings.pushInventory';

const MAX_RETRIES = 8;

export const enqueueInventoryPush = (jobs: JobQueue, executor: Executor, listingId: number) => jobs.enqueue(executor, PUSH_INVENTORY_JOB, { listingId }, { singletonKey: `inventory-${listingId}` });

export function inventoryPushHandler(deps: SyncDeps): JobHandler {
  return async (payload) => {
    const listingId = Number(payload.listingId);
    const repo = syncRepository(deps.db);
    const listing = await repo.listing(listingId);
    if (!listing?.platformProductId || listing.status === 'deleted') return;
    const opened = await openStore(deps.db, deps.access, listing.storeId);
    const publisher = opened?.adapter.publisher;
    if (!opened || !publisher) return;
    const levels = (await repo.variants(listingId)).filter((v) => v.platformVariantId).map((v) => ({ platformVariantId: v.platformVariantId!, sku: v.sku, quantity: v.quantity }));
    try {
      await publisher.setInventory(opened.connection, listing.platformProductId, levels);
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      if (error.kind === 'rate_limited' || error.kind === 'unavailable') {
        // Again at the platform's Retry-After; after a few, the queue's own back-off and attempt limit.
        const retries = Number(payload.retries ?? 0);
        if (retries >= MAX_RETRIES) throw error;
        await deps.jobs.enqueue(deps.db, PUSH_INVENTORY_JOB, { listingId, retries: retries + 1 }, { runAt: new Date(Date.now() + (error.retryAfterMs ?? 5_000)) });
        return;
      }
      if (error.kind === 'unauthorized') await markStoreUnauthorized(deps.db, listing.storeId, 'revoked');
      await repo.failed(listingId, listing.syncType ?? -1, error.message);
    }
  };
}
