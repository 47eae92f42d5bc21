import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { listingBatches, listingBatchItems, listings, products, stores } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';

export type BatchRow = typeof listingBatches.$inferSelect;
export type BatchItemRow = typeof listingBatchItems.$inferSelect;

/** How long a batch run holds its store's turn without renewing it (a crashed run frees it after this). */
export const LEASE_SECONDS = 60;

/** Batch tasks and their items (spec 2.9, 4.3); seller-facing reads scoped to the owner. */
export function batchRepository(db: Executor) {
  return {
    /** Catalogue products by the seller-side id (kkProductId), with whether they can be listed now. */
    products(kkProductIds: string[]) {
      return db
        .select({ id: products.id, kkProductId: products.kkProductId, available: sql<boolean>`${products.status} = 1 and exists (select 1 from skus s where s.product_id = ${products.id} and s.status = 1)` })
        .from(products)
        .where(inArray(products.kkProductId, kkProductIds));
    },
    /** Of these products, those already listed (not deleted) in the store. */
    async listedIn(storeId: number, productIds: number[]): Promise<Set<number>> {
      if (productIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ productId: listings.productId })
        .from(listings)
        .where(and(eq(listings.storeId, storeId), inArray(listings.productId, productIds), ne(listings.status, 'deleted')));
      return new Set(rows.map((r) => r.productId));
    },
    async insertBatch(values: typeof listingBatches.$inferInsert): Promise<number> {
      const [row] = await db.insert(listingBatches).values(values).returning({ id: listingBatches.id });
      return row!.id;
    },
    async insertItems(values: (typeof listingBatchItems.$inferInsert)[]) {
      if (values.length > 0) await db.insert(listingBatchItems).values(values);
    },
    async batch(id: number, userId?: number): Promise<BatchRow | undefined> {
      const [row] = await db
        .select()
        .from(listingBatches)
        .where(and(eq(listingBatches.id, id), userId === undefined ? undefined : eq(listingBatches.userId, userId)));
      return row;
    },

    /**
     * The store's turn for this run of the batch job (decision 0025): taken under the store row's lock, so two
     * servers never both see the store free. 'wait' while another batch of the store (or another run of this
     * batch) holds an unexpired lease.
     */
    async claimTurn(batchId: number, jobId: number): Promise<'go' | 'wait' | 'gone'> {
      const [batch] = await db.select({ storeId: listingBatches.storeId, status: listingBatches.status }).from(listingBatches).where(eq(listingBatches.id, batchId));
      if (!batch || batch.status === 'completed') return 'gone';
      await db.execute(sql`select id from stores where id = ${batch.storeId} for update`);
      const [held] = await db
        .select({ id: listingBatches.id })
        .from(listingBatches)
        .where(
          and(
            eq(listingBatches.storeId, batch.storeId),
            sql`${listingBatches.leaseUntil} > now()`,
            sql`not (${listingBatches.id} = ${batchId} and ${listingBatches.leaseJobId} = ${jobId})`,
          ),
        )
        .limit(1);
      if (held) return 'wait';
      await db
        .update(listingBatches)
        .set({ status: 'processing', leaseJobId: jobId, leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
        .where(eq(listingBatches.id, batchId));
      return 'go';
    },
    async renewTurn(batchId: number, jobId: number) {
      await db
        .update(listingBatches)
        .set({ leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
        .where(and(eq(listingBatches.id, batchId), eq(listingBatches.leaseJobId, jobId)));
    },
    async releaseTurn(batchId: number, jobId: number, completed: boolean) {
      await db
        .update(listingBatches)
        .set({ leaseJobId: null, leaseUntil: null, ...(completed ? { status: 'completed' as const, finishedAt: sql`now()` } : {}) })
        .where(and(eq(listingBatches.id, batchId), eq(listingBatches.leaseJobId, jobId)));
    },
    /** The next item still to do, in the seller's order. */
    async nextUploading(batchId: number): Promise<BatchItemRow | undefined> {
      const [row] = await db
        .select()
        .from(listingBatchItems)
        .where(and(eq(listingBatchItems.batchId, batchId), eq(listingBatchItems.status, 'uploading')))
        .orderBy(asc(listingBatchItems.position))
        .limit(1);
      return row;
    },
    async finishItem(itemId: number, status: BatchItemRow['status'], reason: string | null) {
      await db.update(listingBatchItems).set({ status, reason, updatedAt: sql`now()` }).where(eq(listingBatchItems.id, itemId));
    },
    /** The item's listing, written in the transaction that created it: a later run continues with it. */
    async tieListing(itemId: number, listingId: number) {
      await db.update(listingBatchItems).set({ listingId, updatedAt: sql`now()` }).where(eq(listingBatchItems.id, itemId));
    },

    async taskPage(userId: number, filter: { status?: BatchRow['status']; storeId?: number; pageNumber: number; pageSize: number }) {
      const where: SQL[] = [eq(listingBatches.userId, userId)];
      if (filter.status) where.push(eq(listingBatches.status, filter.status));
      if (filter.storeId) where.push(eq(listingBatches.storeId, filter.storeId));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            batch: listingBatches,
            storeName: stores.name,
            succeeded: sql<number>`(select count(*)::int from listing_batch_items i where i.batch_id = ${listingBatches.id} and i.status = 'success')`,
            failed: sql<number>`(select count(*)::int from listing_batch_items i where i.batch_id = ${listingBatches.id} and i.status in ('listingFailed', 'failedToLoad'))`,
            itemNos: sql<string[]>`array(select p.item_no from listing_batch_items i join products p on p.id = i.product_id where i.batch_id = ${listingBatches.id} order by i.position limit 5)`,
          })
          .from(listingBatches)
          .innerJoin(stores, eq(stores.id, listingBatches.storeId))
          .where(and(...where))
          .orderBy(desc(listingBatches.createdAt), desc(listingBatches.id))
          .limit(filter.pageSize)
          .offset((filter.pageNumber - 1) * filter.pageSize),
        db.select({ value: count() }).from(listingBatches).where(and(...where)),
      ]);
      return { rows, total: Number(total?.value ?? 0) };
    },

    async itemPage(userId: number, filter: { batchId?: number; status?: BatchItemRow['status']; pageNumber: number; pageSize: number }) {
      const where: SQL[] = [eq(listingBatches.userId, userId)];
      if (filter.batchId) where.push(eq(listingBatchItems.batchId, filter.batchId));
      // Without a task: the Listing Queue, items still on their way.
      const status = filter.status ?? (filter.batchId ? undefined : 'uploading');
      if (status) where.push(eq(listingBatchItems.status, status));
      const [rows, [total]] = await Promise.all([
        db
          .select({ item: listingBatchItems, platform: listingBatches.platform, storeName: stores.name, product: { kkProductId: products.kkProductId, itemNo: products.itemNo, name: products.name, image: products.mainImageUrl } })
          .from(listingBatchItems)
          .innerJoin(listingBatches, eq(listingBatches.id, listingBatchItems.batchId))
          .innerJoin(stores, eq(stores.id, listingBatches.storeId))
          .innerJoin(products, eq(products.id, listingBatchItems.productId))
          .where(and(...where))
          .orderBy(desc(listingBatchItems.batchId), asc(listingBatchItems.position))
          .limit(filter.pageSize)
          .offset((filter.pageNumber - 1) * filter.pageSize),
        db
          .select({ value: count() })
          .from(listingBatchItems)
          .innerJoin(listingBatches, eq(listingBatches.id, listingBatchItems.batchId))
          .where(and(...where)),
      ]);
      return { rows, total: Number(total?.value ?? 0) };
    },
  };
}
