import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { listings, stores } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';

export interface ListedIn {
  storeId: number;
  storeName: string;
  platform: string;
}

/** Where each of these catalogue products (row ids) is listed by the seller: the stores of listings not deleted, once each. */
export async function listedInStores(db: Executor, userId: number, productIds: readonly number[]): Promise<Map<number, ListedIn[]>> {
  const byProduct = new Map<number, ListedIn[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .selectDistinct({ productId: listings.productId, storeId: stores.id, storeName: stores.name, platform: stores.platform })
    .from(listings)
    .innerJoin(stores, eq(stores.id, listings.storeId))
    .where(and(eq(listings.userId, userId), inArray(listings.productId, [...productIds]), ne(listings.status, 'deleted')))
    .orderBy(asc(stores.name), asc(stores.id));
  for (const { productId, ...store } of rows) byProduct.set(productId, [...(byProduct.get(productId) ?? []), store]);
  return byProduct;
}
