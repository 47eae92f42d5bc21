import { LISTING_LIMITS, SYNC_TYPES, type CatalogueFacts, type WarehouseCode } from '@threadway/contracts';
import { eq } from 'drizzle-orm';
import { categories, products } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';
import type { JobHandler, JobQueue } from '../../../platform/jobs.ts';
import { AppError } from '../../../platform/errors.ts';
import { createListing, defaultDraft } from '../draft.ts';
import { batchCategory, productAttributesOf, type BatchCategory } from './batch-attributes.ts';
import type { BatchOptions } from './batch.service.ts';
import { runListingSync, storeWriteKey, type SyncDeps } from '../sync/listing-sync.ts';
import { syncRepository } from '../sync/sync.repository.ts';
import { batchRepository, LEASE_SECONDS, type BatchItemRow, type BatchRow } from './batch.repository.ts';

/**
 * The durable batch list-to-store (decision 0025). One run takes its store's turn (one batch per store at a
 * time, so a store's platform limits hold and one seller's batch does not hold the queue for the others),
 * then lists the items still uploading one after another: the listing row is created and tied to the item in
 * one transaction, the platform create runs through the listings.sync code, the item's outcome is written.
 * Progress lives in the items, so a run that stops (time slice used, server stopping, platform throttled,
 * crash) is continued by a later run with the items still uploading; nothing is listed twice.
 */
export const BATCH_JOB = 'listings.batch';

/** A run gives the queue back after this long, continuing in a new run (other jobs wait less). */
const SLICE_MS = 15_000;
/** The store's turn (LEASE_SECONDS) is renewed after this much of it has passed. */
const RENEW_AFTER_MS = (LEASE_SECONDS * 1000) / 4;
/** Another batch of the store is running: look again after this. */
const WAIT_TURN_MS = 1_000;

/**
 * Batch runs at once in one worker process. A run spends most of its time waiting on its platform (latency,
 * Shopify's cost bucket refilling), so several stores' batches share a process; one store's batches still run
 * one at a time (the store's turn).
 */
export const BATCH_CONCURRENCY = 4;

export const enqueueBatch = (jobs: JobQueue, executor: Executor, batchId: number, runAt?: Date) => jobs.enqueue(executor, BATCH_JOB, { batchId }, { runAt, maxAttempts: 20 });

export interface BatchDeps extends SyncDeps {
  /** True once the server is closing: the run stops after the current item. */
  stopping: () => boolean;
}

export function batchHandler(deps: BatchDeps): JobHandler {
  return async (payload, { jobId }) => {
    const batchId = Number(payload.batchId);
    const { db, jobs } = deps;
    const turn = await db.transaction((tx) => batchRepository(tx).claimTurn(batchId, jobId));
    if (turn === 'gone') return;
    if (turn === 'wait') return void (await enqueueBatch(jobs, db, batchId, new Date(Date.now() + WAIT_TURN_MS)));

    const repo = batchRepository(db);
    const batch = (await repo.batch(batchId))!;
    const started = Date.now();
    let renewedAt = started;
    let continueAt: Date | undefined;
    let completed = false;
    // Read at the first item the run lists, so a run with nothing left to list asks the platform nothing.
    let category: BatchCategory | undefined;
    try {
      // The slice also holds the store's write lock, so no single-listing write of another process runs meanwhile.
      const locked = await deps.whenFree(storeWriteKey(batch.storeId), async () => {
        for (let item = await repo.nextUploading(batchId); item; item = await repo.nextUploading(batchId)) {
          if (deps.stopping() || Date.now() - started > SLICE_MS) {
            continueAt = new Date();
            break;
          }
          // The lease is renewed well before it runs out, not for every item (one statement less per listing).
          if (Date.now() - renewedAt > RENEW_AFTER_MS) {
            await repo.renewTurn(batchId, jobId);
            renewedAt = Date.now();
          }
          category ??= await batchCategory(deps, batch);
          if (category.kind === 'retry') {
            continueAt = new Date(Date.now() + category.afterMs);
            break;
          }
          const retryAfterMs = await listItem(deps, batch, item, category);
          if (retryAfterMs !== undefined) {
            continueAt = new Date(Date.now() + retryAfterMs);
            break;
          }
        }
      });
      if (!locked.ran) continueAt = new Date(Date.now() + WAIT_TURN_MS);
      completed = !continueAt;
    } finally {
      // The turn is given back even when the run fails, so the queue's retry (or the next batch) is not held a lease long.
      await db.transaction(async (tx) => {
        await batchRepository(tx).releaseTurn(batchId, jobId, completed);
        if (continueAt) await enqueueBatch(jobs, tx, batchId, continueAt);
      });
    }
  };
}

/** Lists one item; answers the wait before trying it again when the platform was throttled or unreachable. */
async function listItem(deps: BatchDeps, batch: BatchRow, item: BatchItemRow, category: Exclude<BatchCategory, { kind: 'retry' }>): Promise<number | undefined> {
  const { db } = deps;
  let listingId = item.listingId;
  if (listingId === null) {
    if (category.kind === 'failed') {
      await batchRepository(db).finishItem(item.id, 'failedToLoad', category.reason);
      return undefined;
    }
    try {
      const built = await db.transaction(async (tx) => {
        const { draft, facts } = await draftOf(deps, tx, batch, item);
        let unfilled: string | null = null;
        if (category.kind === 'attributes') {
          const { filled, problem } = productAttributesOf(category.attributes, facts, draft.productAttributes);
          draft.productAttributes = filled;
          unfilled = problem;
        }
        const id = await createListing(tx, null, { ...draft, userId: batch.userId, batchId: batch.id });
        const items = batchRepository(tx);
        await items.tieListing(item.id, id);
        // A required attribute the catalogue does not tell: the platform would refuse the product, so it is not
        // asked; the listing waits in the queue with the reason, which names the attribute to give.
        if (unfilled) {
          await syncRepository(tx).failed(id, SYNC_TYPES.listing, unfilled);
          await items.finishItem(item.id, 'listingFailed', unfilled);
        }
        return { id, unfilled };
      });
      if (built.unfilled) return undefined;
      listingId = built.id;
    } catch (error) {
      // Our side could not build it (product gone off sale since, no channel, store unusable): Failed To Load, with the reason.
      if (!(error instanceof AppError)) deps.log.error({ err: error, batchId: batch.id, productId: item.productId }, 'batch item not built');
      await batchRepository(db).finishItem(item.id, 'failedToLoad', error instanceof AppError ? error.messageKey : 'listingSync.buildFailed');
      return undefined;
    }
  }
  const outcome = await runListingSync(deps, listingId, SYNC_TYPES.listing);
  switch (outcome.kind) {
    case 'retry':
      return outcome.afterMs;
    case 'done':
      await batchRepository(db).finishItem(item.id, 'success', null);
      return undefined;
    case 'failed':
      await batchRepository(db).finishItem(item.id, 'listingFailed', outcome.reason);
      return undefined;
    case 'skipped': {
      // The create was already recorded (a run stopped between the platform's answer and this item's outcome),
      // or the seller asked another write of the new listing meanwhile: the row tells which.
      const listing = await syncRepository(db).listing(listingId);
      const listed = Boolean(listing?.platformProductId);
      await batchRepository(db).finishItem(item.id, listed ? 'success' : 'listingFailed', listed ? null : (listing?.lastError ?? 'listingSync.cancelled'));
      return undefined;
    }
  }
}

/** The editor's default draft of the item's product with the batch's choices (spec 2.6). */
async function draftOf(deps: BatchDeps, tx: Executor, batch: BatchRow, item: BatchItemRow) {
  const options = batch.options as BatchOptions;
  // What the catalogue says of the product comes too: category attributes are filled from it.
  const [product] = await tx
    .select({ kk: products.kkProductId, name: products.name, fabric: products.fabric, attributes: products.attributes, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, item.productId));
  const { storeName: _n, productImages: _p, maxImages: _m, listedIds: _l, itemNo: _i, compareAtPricing: _c, ...draft } = await defaultDraft(tx, {
    userId: batch.userId,
    storeId: batch.storeId,
    productId: product!.kk,
    publicUrl: deps.publicUrl(),
    multiplier: options.multiplier,
    shippingCents: options.shippingCents,
    shipFrom: options.shipFrom as WarehouseCode | undefined,
    shipTo: options.shipTo,
    channelCode: options.channelCode,
    collectionIds: options.collectionIds,
    categoryId: options.categoryId,
    productAttributes: options.productAttributes,
    tags: options.tags,
    maxImages: deps.access.registry.get(batch.platform)?.publisher?.maxImages ?? LISTING_LIMITS.imagesMax,
  });
  const { kk: _k, attributes, ...facts } = product!;
  return { draft, facts: { ...facts, ...attributes } satisfies CatalogueFacts };
}
