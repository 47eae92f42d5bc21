import { listingIdsRequest, SYNC_TYPES } from '@threadway/contracts';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listings, listingVariants } from '../../../db/schema/index.ts';
import { userIdOf } from '../../../platform/auth.ts';
import type { Db } from '../../../platform/database.ts';
import { ok } from '../../../platform/envelope.ts';
import { notFound } from '../../../platform/errors.ts';
import type { JobQueue } from '../../../platform/jobs.ts';
import { answers } from '../../../platform/schemas.ts';
import { enqueueListingSync } from './listing-sync.ts';

/**
 * The seller approves re-applied prices that fell below cost plus shipping (they wait in `pending_prices`,
 * docs/money-invariants.md): the prices are written and pushed to the store (listings.sync 2) in one transaction.
 */
export async function approvePrices(db: Db, jobs: JobQueue, userId: number, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: listings.id, storeId: listings.storeId, pendingPrices: listings.pendingPrices, syncType: listings.syncType })
      .from(listings)
      .where(and(eq(listings.userId, userId), inArray(listings.id, ids)))
      .for('update');
    if (rows.length !== new Set(ids).size) throw notFound();
    let approved = 0;
    for (const row of rows.filter((r) => r.pendingPrices && r.pendingPrices.length > 0)) {
      for (const price of row.pendingPrices!) {
        await tx.update(listingVariants).set({ priceCents: price.priceCents, compareAtCents: price.compareAtCents }).where(and(eq(listingVariants.id, price.variantId), eq(listingVariants.listingId, row.id)));
      }
      const push = row.syncType === null || row.syncType === SYNC_TYPES.editing;
      await tx.update(listings).set({ pendingPrices: null, ...(push ? { syncType: SYNC_TYPES.editing } : {}), updatedAt: sql`now()` }).where(eq(listings.id, row.id));
      if (push) await enqueueListingSync(jobs, tx, row, SYNC_TYPES.editing);
      approved++;
    }
    return approved;
  });
}

/** Pending prices of the seller's listings, for the screen that asks for approval. */
export async function pendingPrices(db: Db, userId: number) {
  const rows = await db.select({ id: listings.id, title: listings.title, currency: listings.currency, pendingPrices: listings.pendingPrices }).from(listings).where(and(eq(listings.userId, userId), isNotNull(listings.pendingPrices)));
  return rows.map((r) => ({ listingId: r.id, title: r.title, currency: r.currency, prices: r.pendingPrices ?? [] }));
}

const pendingPrice = z.object({ variantId: z.number(), priceCents: z.number(), compareAtCents: z.number().nullable() });

export const priceApprovalRoutes =
  (db: Db, jobs: JobQueue): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['listings'];
    app.post('/api/listings/pendingPrices', { schema: { tags, summary: 'Re-applied prices below cost plus shipping, waiting for the seller (ours)', response: answers(z.array(z.object({ listingId: z.number(), title: z.string(), currency: z.string(), prices: z.array(pendingPrice) }))) } }, async (request) =>
      ok(request, await pendingPrices(db, userIdOf(request))),
    );
    app.post('/api/listings/approvePrices', { schema: { tags, summary: 'Approve the waiting prices of listings and push them to the stores (ours)', body: listingIdsRequest, response: answers(z.object({ approved: z.number() })) } }, async (request) =>
      ok(request, { approved: await approvePrices(db, jobs, userIdOf(request), request.body.ids) }, 'listingSync.pricesApproved'),
    );
  };
