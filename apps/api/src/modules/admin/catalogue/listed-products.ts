import { inArray } from 'drizzle-orm';
import { products } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';
import { invalidField } from './field-errors.ts';

/** What a list of products in an event or an album shows of each product. */
export const listedProductColumns = {
  productId: products.id,
  kkProductId: products.kkProductId,
  itemNo: products.itemNo,
  name: products.name,
  mainImageUrl: products.mainImageUrl,
  priceCents: products.priceCents,
  status: products.status,
};

/** Refuses the request (400 naming the first bad entry) unless every product id exists. */
export async function checkProductsExist(db: Executor, ids: readonly number[], field: (index: number) => string): Promise<void> {
  if (ids.length === 0) return;
  const found = new Set((await db.select({ id: products.id }).from(products).where(inArray(products.id, [...ids]))).map((r) => r.id));
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing !== -1) throw invalidField(field(missing));
}
