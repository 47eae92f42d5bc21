import { sql } from 'drizzle-orm';
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

export const enqueueInventoryPush = (jobs: JobQueue, executor: Executor, listingId: number, retry?: { retries: number; afterMs: number }) =>
  jobs.enqueue(executor, PUSH_INVENTORY_JOB, { listingId, ...(retry ? { retries: retry.retries } : {}) }, { singletonKey: `inventory-${listingId}`, ...(retry ? { runAt: new Date(Date.now() + retry.afterMs) } : {}) });

export function inventoryPushHandler(deps: SyncDeps): JobHandler {
  return async (payload, { completeWithin }) => {
    const listingId = Number(payload.listingId);
    const repo = syncRepository(deps.db);
    const listing = await repo.listing(listingId);
    if (!listing?.platformProductId || listing.status === 'deleted') return;
    const opened = await openStore(deps.db, deps.access, listing.storeId);
    const publisher = opened?.adapter.publisher;
    if (!opened || !publisher) return;
    // This job absorbs the pushes asked while it waits or runs (one per listing), so the quantities it sends are
    // read after the writers of the rows committed (the share lock waits for them) and after it is marked done:
    // a change committed later queues a push of its own instead of being lost in this one.
    const levels = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from listing_variants where listing_id = ${listingId} order by id for share`);
      await completeWithin(tx);
      return (await syncRepository(tx).variants(listingId)).filter((v) => v.platformVariantId).map((v) => ({ platformVariantId: v.platformVariantId!, sku: v.sku, quantity: v.quantity }));
    });
    try {
      await publisher.setInventory(opened.connection, listing.platformProductId, levels);
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      const retries = Number(payload.retries ?? 0);
      if ((error.kind === 'rate_limited' || error.kind === 'unavailable') && retries < MAX_RETRIES) {
        // Again at the platform's Retry-After (this job is already done, so the queue would not retry it); after
        // a few, recorded as failed below: the next stock change or the seller's Synchronize carries the quantities.
        await enqueueInventoryPush(deps.jobs, deps.db, listingId, { retries: retries + 1, afterMs: error.retryAfterMs ?? 5_000 });
        return;
      }
      if (error.kind === 'unauthorized') await markStoreUnauthorized(deps.db, listing.storeId, 'revoked');
      await repo.failed(listingId, listing.syncType ?? -1, error.message);
    }
  };
}
