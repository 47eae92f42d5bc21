import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/database.ts';
import type { BatchJobHandler, JobQueue } from '../../../platform/jobs.ts';
import { listingsFollowStock } from '../../listings/sync/catalogue-follow.ts';
import { intArray } from '../sql.ts';
import { refreshProductSummaries } from './product-summary.ts';

/**
 * Refreshes a product's stock-derived columns (total_stock, warehouses, supplier_rank) after an
 * order took stock or a cancellation gave it back. A job rather than an UPDATE of `products` in
 * the order's transaction, which would make buyers of different SKUs of one product queue on
 * that row; one pending job per product absorbs a burst of orders.
 */
export const REFRESH_STOCK_JOB = 'catalogue.refresh-stock';

/**
 * Queues the refresh of each product, in `tx` after its stock rows were changed (the handler
 * relies on that order, see below). Ascending ids, so two transactions waiting on each other's
 * not yet committed job rows always wait in the same order and never deadlock.
 */
export async function enqueueStockRefresh(jobs: JobQueue, tx: Executor, productIds: readonly number[]): Promise<void> {
  const sorted = [...new Set(productIds)].sort((a, b) => a - b);
  await jobs.enqueueKeyed(tx, REFRESH_STOCK_JOB, sorted.map((productId) => ({ payload: { productId }, singletonKey: String(productId) })));
}

/**
 * Share-locks the products' stock rows in the order orders lock them (sku, warehouse): waits until every
 * transaction that changed them has committed, and holds off new changes until the caller's commit.
 */
export async function lockProductStock(tx: Executor, productIds: readonly number[]): Promise<void> {
  await tx.execute(sql`
    select 1 from sku_stock st join skus s on s.id = st.sku_id
    where s.product_id = any(${intArray(productIds)})
    order by st.sku_id, st.warehouse_code
    for share of st`);
}

/** Products refreshed in one transaction at most (the queue's batch). */
export const REFRESH_STOCK_BATCH = 50;

/**
 * A pending job absorbs later enqueues of its product, so the refresh must see every change
 * whose enqueue was absorbed. The products of the jobs waiting are refreshed together (a batch queue,
 * decision 0050): under a stream of orders a worker's poll finds many and refreshes them in one
 * transaction, not one each as they arrive. In that transaction:
 * 1. Share-lock the product's stock rows, in the order orders lock them (sku, warehouse): this
 *    waits for every transaction that changed them, hence every one whose enqueue was absorbed,
 *    to commit, and holds off new changes for the few milliseconds of the refresh.
 * 2. Mark this job done, so a change made after the commit queues a new job instead of being
 *    absorbed by this one.
 * 3. Recompute the product's summary (a new snapshot that sees everything committed in 1).
 * 4. Let the product's listings push the new quantities to their stores (automatic inventory update):
 *    queued here, once per burst of orders and only for a product listed in such a store, rather than
 *    by every order's transaction, which then writes one job row less while it holds the stock rows.
 */
export const refreshStockHandler =
  (jobs: JobQueue): BatchJobHandler =>
  async (batch, { db, completeWithin }) => {
    const productIds = [...new Set(batch.map((job) => Number(job.payload.productId)).filter(Number.isSafeInteger))];
    await db.transaction(async (tx) => {
      await lockProductStock(tx, productIds);
      await completeWithin(tx);
      await refreshProductSummaries(tx, productIds, { stockChange: true });
      await listingsFollowStock(jobs, tx, productIds);
    });
  };
