import { and, eq, inArray, sql } from 'drizzle-orm';
import { listings, stores } from '../../../db/schema/index.ts';
import type { Db, Executor } from '../../../platform/database.ts';
import type { JobHandler, JobQueue } from '../../../platform/jobs.ts';
import { PlatformError, type PlatformCode } from '../../stores/platforms/platform.ts';
import { markStoreUnauthorized, openStore } from '../../stores/store-access.ts';
import type { SyncDeps } from './listing-sync.ts';

/**
 * A product the platform is still reviewing (TikTok Shop: PENDING, "Reviewing") gets its outcome later. Nothing
 * else would read it again, so the listing stayed Reviewing for ever: this durable read `{listingId, reads}`
 * asks the store for the product's status after a wait, and again (waits doubling from a minute to an hour)
 * while it is still in review, at most MAX_REVIEW_READS times (about two days). The platform's push (TikTok's
 * PRODUCT_STATUS_CHANGE webhook) asks for the same read at once. A read only writes the status: pushing the
 * product again would send it back to review.
 */
export const LISTING_REVIEW_JOB = 'listings.reviewStatus';

const FIRST_WAIT_MS = 60_000;
const LONGEST_WAIT_MS = 3_600_000;
/** 6 reads cover the first hour (1 + 2 + … + 32 min), the other 42 one an hour: about two days in all. */
export const MAX_REVIEW_READS = 48;
/** A throttled or unreachable platform: read again after its Retry-After, or this. */
const UNAVAILABLE_WAIT_MS = 30_000;

export const reviewWaitMs = (reads: number) => Math.min(FIRST_WAIT_MS * 2 ** reads, LONGEST_WAIT_MS);

/** The next read of a listing in review; one waiting per listing (the singleton key). */
export const enqueueReviewRead = (jobs: JobQueue, executor: Executor, listingId: number, reads: number, waitMs = reviewWaitMs(reads)) =>
  jobs.enqueue(executor, LISTING_REVIEW_JOB, { listingId, reads }, { runAt: new Date(Date.now() + waitMs), singletonKey: `listing-review-${listingId}` });

/**
 * The platform says a product's status changed (a verified webhook): its listings in that shop are read now.
 * Its own key, so a read already waiting for later does not absorb it.
 */
export async function productStatusPushed(db: Db, jobs: JobQueue, platform: PlatformCode, platformShopId: string, platformProductId: string): Promise<void> {
  const shopStores = db.select({ id: stores.id }).from(stores).where(and(eq(stores.platform, platform), eq(stores.platformShopId, platformShopId)));
  const found = await db.select({ id: listings.id }).from(listings).where(and(inArray(listings.storeId, shopStores), eq(listings.platformProductId, platformProductId)));
  for (const { id } of found) await jobs.enqueue(db, LISTING_REVIEW_JOB, { listingId: id, reads: 0, pushed: true }, { singletonKey: `listing-review-pushed-${id}` });
}

export function reviewReadHandler(deps: SyncDeps): JobHandler {
  return async (payload, { completeWithin }) => {
    const listingId = Number(payload.listingId);
    const reads = Number(payload.reads ?? 0);
    const pushed = payload.pushed === true;
    const [listing] = await deps.db.select().from(listings).where(eq(listings.id, listingId));
    // A write in flight records the status it gets (and asks for its own reads); a deleted listing has none.
    if (!listing?.platformProductId || listing.syncType !== null || listing.status === 'deleted') return;
    const opened = await openStore(deps.db, deps.access, listing.storeId).catch((error: unknown) => {
      if (error instanceof PlatformError) return undefined;
      throw error;
    });
    const publisher = opened?.adapter.publisher;
    if (!opened || !publisher) return;
    const pid = listing.platformProductId;
    let state;
    try {
      state = (await publisher.getProductStates(opened.connection, [pid]))[pid];
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      if (error.kind === 'unauthorized') return void (await markStoreUnauthorized(deps.db, listing.storeId, 'revoked'));
      if (error.kind === 'rejected' || pushed) return;
      return void (await deps.db.transaction(async (tx) => {
        await completeWithin(tx);
        await enqueueReviewRead(deps.jobs, tx, listingId, reads, error.retryAfterMs ?? UNAVAILABLE_WAIT_MS);
      }));
    }
    // Gone from the store: the seller's Synchronize records it (as Deleted); nothing to wait for.
    if (!state?.exists || !state.platformStatus) return;
    const platformStatus = state.platformStatus;
    const stillInReview = publisher.reviewStatuses?.includes(platformStatus) ?? false;
    await deps.db.transaction(async (tx) => {
      // Only while the row is as it was read: a write asked meanwhile records its own outcome.
      await tx.update(listings).set({ platformStatus }).where(and(eq(listings.id, listingId), eq(listings.platformProductId, pid), sql`${listings.syncType} is null`));
      if (stillInReview && !pushed && reads + 1 < MAX_REVIEW_READS) {
        await completeWithin(tx);
        await enqueueReviewRead(deps.jobs, tx, listingId, reads + 1);
      }
    });
  };
}
