import type { Executor } from '../../../platform/database.ts';
import type { JobQueue } from '../../../platform/jobs.ts';
import { listingsFollowProducts } from '../../listings/sync/catalogue-follow.ts';
import { refreshProductSummaries } from '../../catalogue/products/product-summary.ts';
import { updateSearchIndexFor } from '../../catalogue/search/search-index.ts';

/**
 * After any write to products, SKUs, stock, images or their categories: recompute the columns
 * the product list reads (price, stock, warehouses, rank, main image, keywords) and the search
 * lexicon and suggestions, in the same transaction, so buyers never see a half-updated product.
 * Sellers' listings of the products follow them (issue 15): marked changed, the follow-up job written.
 */
export async function productsChanged(tx: Executor, jobs: JobQueue, productIds: readonly number[]): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  await refreshProductSummaries(tx, ids);
  await updateSearchIndexFor(tx, ids);
  await listingsFollowProducts(tx, jobs, ids);
}
