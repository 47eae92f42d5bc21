import type { Executor } from '../../../platform/database.ts';
import { refreshProductSummaries } from '../../catalogue/products/product-summary.ts';
import { updateSearchIndexFor } from '../../catalogue/search/search-index.ts';

/**
 * After any write to products, SKUs, stock, images or their categories: recompute the columns
 * the product list reads (price, stock, warehouses, rank, main image, keywords) and the search
 * lexicon and suggestions, in the same transaction, so buyers never see a half-updated product.
 */
export async function productsChanged(tx: Executor, productIds: readonly number[]): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  await refreshProductSummaries(tx, ids);
  await updateSearchIndexFor(tx, ids);
}
