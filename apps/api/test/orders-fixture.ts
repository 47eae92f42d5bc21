import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { cartItems, categories, products, skuStock, skus } from '../src/db/schema/index.ts';
import type { Db } from '../src/platform/database.ts';

/** One product with SKUs of known price and weight, stocked in the given warehouses. */
export async function stockedSku(db: Db, options: { priceCents: number; weightGrams: number; stock: Record<string, number> }) {
  const tag = randomBytes(4).toString('hex');
  const [category] = await db.insert(categories).values({ level: 3, name: `Orders ${tag}`, categoryUrl: `orders-${tag}` }).returning({ id: categories.id });
  const [product] = await db
    .insert(products)
    .values({ kkProductId: `OT${tag}`, itemNo: `IT${tag}`, categoryId: category!.id, name: `Order Tee ${tag}`, seoSlug: `order-tee-${tag}`, weightGrams: options.weightGrams, priceCents: options.priceCents, originalPriceCents: options.priceCents + 500 })
    .returning({ id: products.id, kkProductId: products.kkProductId });
  const [sku] = await db
    .insert(skus)
    .values({ skuCode: `SK${tag}`, productId: product!.id, colour: 'Black', size: 'M', priceCents: options.priceCents, originalPriceCents: options.priceCents + 500, weightGrams: options.weightGrams })
    .returning({ id: skus.id, skuCode: skus.skuCode });
  await db.insert(skuStock).values(Object.entries(options.stock).map(([warehouseCode, stock]) => ({ skuId: sku!.id, warehouseCode, stock })));
  return { skuId: sku!.id, skuCode: sku!.skuCode, kkProductId: product!.kkProductId, productId: product!.id };
}

export async function addToCart(db: Db, userId: number, skuId: number, warehouseCode: string, num: number): Promise<number> {
  const [row] = await db.insert(cartItems).values({ userId, skuId, warehouseCode, num }).returning({ id: cartItems.id });
  return row!.id;
}

export async function stockOf(db: Db, skuId: number, warehouseCode: string): Promise<number> {
  const rows = await db.select().from(skuStock).where(eq(skuStock.skuId, skuId));
  return rows.find((r) => r.warehouseCode === warehouseCode)!.stock;
}

export const usAddress = { recipient: 'Jane Buyer', phone: '+1 2025550123', street1: '1 Main St', street2: null, city: 'Austin', province: 'TX', country: 'US', zip: '73301', vat: null, ioss: null };
