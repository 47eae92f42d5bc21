import { SYNC_TYPES } from '@threadway/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db, Executor } from '../../../platform/database.ts';
import type { JobHandler, JobQueue } from '../../../platform/jobs.ts';
import { PlatformError, type ListingPublisher, type PublishedProduct, type StoreConnection } from '../../stores/platforms/platform.ts';
import { markStoreUnauthorized, openStore, type StoreAccess } from '../../stores/store-access.ts';
import { listingPayload } from './payload.ts';
import { enqueueReviewRead } from './review-watch.ts';
import { syncRepository, type ListingRow } from './sync.repository.ts';

/** The durable platform write of one listing (spec 4.2): `{listingId, syncType}`, enqueued with the change. */
export const LISTING_SYNC_JOB = 'listings.sync';

export interface SyncDeps {
  db: Db;
  access: StoreAccess;
  jobs: JobQueue;
  /** Our address, for absolute picture URLs. */
  publicUrl: () => string;
  log: FastifyBaseLogger;
  /** The store's write lock across processes (storeWriteKey). */
  whenFree: Database['whenFree'];
}

/**
 * What became of one write. `retry`: the platform was throttled or unreachable, nothing recorded, try
 * again after `afterMs`; `failed`: recorded with the platform's words (rejected, unauthorized, no adapter).
 */
export type SyncOutcome = { kind: 'done' } | { kind: 'skipped' } | { kind: 'failed'; reason: string } | { kind: 'retry'; afterMs: number; reason: string };

/**
 * A store's single-listing writes run one at a time in a worker process (one group per store), as its batches
 * do: the adapters' pacing of the store's rate limit (kept per process) holds, and two writes of one store do
 * not race at its platform. Across processes pg-boss's group limit is not strict (two fetches at the same
 * moment can both start one), so each write (and each batch run's slice) also holds the store's advisory lock
 * (storeWriteKey, decision 0025): a write that finds it held is enqueued again a moment later.
 */
export const LISTING_SYNC_PER_STORE = 1;
/** The namespace of the stores' write locks (any constant of ours; the id is the store's). */
const STORE_WRITE_LOCK = 70_411_315;
export const storeWriteKey = (storeId: number) => [STORE_WRITE_LOCK, storeId] as const;
/** Another process is writing to the store: look again after this. */
export const STORE_BUSY_RETRY_MS = 1_000;
const storeGroup = (storeId: number) => `store-${storeId}`;

/** Enqueues the write inside the caller's transaction (the row's syncType is set by the caller). */
export const enqueueListingSync = (jobs: JobQueue, executor: Executor, listing: { id: number; storeId: number }, syncType: number) =>
  jobs.enqueue(executor, LISTING_SYNC_JOB, { listingId: listing.id, storeId: listing.storeId, syncType }, { singletonKey: `listing-${listing.id}-${syncType}`, group: storeGroup(listing.storeId) });

/** Unreachable platforms without a hint are tried again after this. */
const UNAVAILABLE_RETRY_MS = 5_000;
/** Throttled re-enqueues of one write before the queue's own back-off takes over. */
const MAX_THROTTLED_RETRIES = 8;

/** Our own reasons are message keys (translated when shown); a platform's are its own words. */
export const STORE_UNAVAILABLE = 'listings.storeUnauthorized';
export const NO_PUBLISHER = 'listings.platformNotSupported';

/**
 * Runs the write the row asks for through the store's adapter and records the outcome on the row. A write
 * no longer asked for (the seller asked another one since) is skipped. Create is safe to repeat: a row that
 * already has its platform id is updated instead, and the payload's idempotency key lets the adapter find a
 * product made by an attempt that crashed before we recorded it.
 */
export async function runListingSync(deps: SyncDeps, listingId: number, syncType: number): Promise<SyncOutcome> {
  const repo = syncRepository(deps.db);
  const listing = await repo.listing(listingId);
  if (!listing || listing.syncType !== syncType) return { kind: 'skipped' };
  const opened = await openStore(deps.db, deps.access, listing.storeId).catch((error: unknown) => {
    if (error instanceof PlatformError) return error;
    throw error;
  });
  if (opened instanceof PlatformError) return recordError(deps, listing, opened);
  if (!opened) return fail(deps, listing, STORE_UNAVAILABLE);
  const publisher = opened.adapter.publisher;
  if (!publisher) return fail(deps, listing, NO_PUBLISHER);
  try {
    await write(deps, listing, publisher, opened.connection);
    return { kind: 'done' };
  } catch (error) {
    if (error instanceof PlatformError) return recordError(deps, listing, error);
    throw error;
  }
}

async function write(deps: SyncDeps, listing: ListingRow, publisher: ListingPublisher, connection: StoreConnection) {
  const repo = syncRepository(deps.db);
  const { id, syncType } = listing;
  const pid = listing.platformProductId;
  const push = async (active: boolean) => {
    const payload = listingPayload(listing, await repo.variants(id), deps.publicUrl(), active);
    return pid ? publisher.updateProduct(connection, pid, payload) : publisher.createProduct(connection, payload);
  };
  // A product the platform now reviews is read again later (review-watch.ts). Enqueued before the outcome is
  // recorded, so a crash in between cannot lose it (the read skips a row whose write is still in flight).
  const watchReview = async (platformStatus: string | undefined) => {
    if (platformStatus && publisher.reviewStatuses?.includes(platformStatus)) await enqueueReviewRead(deps.jobs, deps.db, id, 0);
  };
  const recordProduct = async (product: PublishedProduct, status: ListingRow['status']) => {
    await watchReview(product.platformStatus);
    await repo.succeeded(id, syncType!, {
      status,
      platformStatus: product.platformStatus,
      platformProductId: product.platformProductId,
      platformUrl: product.url ?? listing.platformUrl,
      ...(listing.publishedAt ? {} : { publishedAt: new Date() }),
    });
    await repo.recordVariantIds(id, product);
  };

  switch (syncType) {
    case SYNC_TYPES.listing:
      return recordProduct(await push(true), 'published');
    case SYNC_TYPES.editing: {
      // An edit of a listing never published (its first publication failed) publishes it.
      const status = listing.status === 'queued' || listing.status === 'deleted' ? 'published' : listing.status;
      return recordProduct(await push(status !== 'hidden'), status);
    }
    case SYNC_TYPES.deleting:
      if (pid) await publisher.deleteProduct(connection, pid);
      return repo.succeeded(id, syncType, { status: 'deleted', platformStatus: null });
    case SYNC_TYPES.hiding:
    case SYNC_TYPES.relisting: {
      const active = syncType === SYNC_TYPES.relisting;
      if (!pid) return recordProduct(await push(active), active ? 'published' : 'hidden');
      const state = await publisher.setProductActive(connection, pid, active);
      await watchReview(state.platformStatus);
      return repo.succeeded(id, syncType, { status: active ? 'published' : 'hidden', platformStatus: state.platformStatus ?? null });
    }
    case SYNC_TYPES.synchronizing: {
      // Synchronize: a product the seller deleted in the store is Deleted here; otherwise our row is pushed again.
      if (pid) {
        const state = (await publisher.getProductStates(connection, [pid]))[pid];
        if (state && !state.exists) return repo.succeeded(id, syncType, { status: 'deleted', platformStatus: null, platformProductId: null, platformUrl: null });
      }
      const status = listing.status === 'queued' ? 'published' : listing.status;
      return recordProduct(await push(status !== 'hidden'), status);
    }
    default:
      throw new Error(`unknown sync type ${String(syncType)}`);
  }
}

async function fail(deps: SyncDeps, listing: ListingRow, reason: string): Promise<SyncOutcome> {
  await syncRepository(deps.db).failed(listing.id, listing.syncType!, reason);
  return { kind: 'failed', reason };
}

async function recordError(deps: SyncDeps, listing: ListingRow, error: PlatformError): Promise<SyncOutcome> {
  switch (error.kind) {
    case 'rate_limited':
    case 'unavailable':
      return { kind: 'retry', afterMs: Math.max(error.retryAfterMs ?? UNAVAILABLE_RETRY_MS, 1), reason: error.message };
    case 'unauthorized':
      await markStoreUnauthorized(deps.db, listing.storeId, 'revoked');
      return fail(deps, listing, error.message);
    case 'rejected':
      return fail(deps, listing, error.message);
  }
}

/**
 * The queue's handler. Throttled or unreachable: enqueued again at the platform's Retry-After (the queue's
 * own back-off starts at 30 s, too slow for a 2 s throttle) up to MAX_THROTTLED_RETRIES, then thrown so the
 * queue's back-off and attempt limit take over.
 */
export function listingSyncHandler(deps: SyncDeps): JobHandler {
  return async (payload) => {
    const listingId = Number(payload.listingId);
    const syncType = Number(payload.syncType);
    const retries = Number(payload.retries ?? 0);
    const group = payload.storeId === undefined ? {} : { group: storeGroup(Number(payload.storeId)) };
    // Jobs enqueued before the payload named the store run without the lock (the in-process group still holds).
    const locked = payload.storeId === undefined ? { ran: true as const, value: await runListingSync(deps, listingId, syncType) } : await deps.whenFree(storeWriteKey(Number(payload.storeId)), () => runListingSync(deps, listingId, syncType));
    if (!locked.ran) {
      // Not a throttle: the retries are left as they are.
      await deps.jobs.enqueue(deps.db, LISTING_SYNC_JOB, payload, { runAt: new Date(Date.now() + STORE_BUSY_RETRY_MS), ...group });
      return;
    }
    const outcome = locked.value;
    if (outcome.kind !== 'retry') return;
    if (retries >= MAX_THROTTLED_RETRIES) throw new Error(`platform still throttled or unavailable: ${outcome.reason}`);
    await deps.jobs.enqueue(deps.db, LISTING_SYNC_JOB, { ...payload, retries: retries + 1 }, { runAt: new Date(Date.now() + outcome.afterMs), ...group });
    deps.log.info({ listingId, syncType, afterMs: outcome.afterMs }, 'listing write throttled, enqueued again');
  };
}
