import type { ProductCard } from '@threadway/contracts';
import type { Executor } from '../../platform/database.ts';
import { loadProductCards } from '../catalogue/products/product-cards.ts';
import type { CatalogueViewer } from '../catalogue/viewer.ts';

export interface PreviewRow {
  owner: number;
  productId: number;
  kkProductId: string;
}

/**
 * Cards for lists of lists (events or albums with their first products): every owner's products
 * loaded in ONE statement, then handed back per owner in the order given.
 */
export async function previewsByOwner(db: Executor, rows: readonly PreviewRow[], viewer: CatalogueViewer): Promise<Map<number, ProductCard[]>> {
  const cards = new Map((await loadProductCards(db, [...new Set(rows.map((r) => r.productId))], viewer)).map((card) => [card.kkProductId, card]));
  const byOwner = new Map<number, ProductCard[]>();
  for (const row of rows) {
    const card = cards.get(row.kkProductId);
    if (card) byOwner.set(row.owner, [...(byOwner.get(row.owner) ?? []), card]);
  }
  return byOwner;
}
