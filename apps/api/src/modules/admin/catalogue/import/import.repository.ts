import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { categories, productImages, products, skuStock, skus } from '../../../../db/schema/index.ts';
import type { Executor } from '../../../../platform/database.ts';

/** Rows per multi-row INSERT, well under PostgreSQL's 65,535 parameters per statement. */
const CHUNK = 1000;
const chunks = <T>(rows: readonly T[], size = CHUNK) => Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

export interface ProductUpdate {
  id: number;
  name: string;
  categoryId: number;
  description: string | null;
  fabric: string | null;
  productType: number | null;
  minOrderQuantity: number | null;
}
export interface SkuUpdate {
  id: number;
  priceCents: number;
  originalPriceCents: number | null;
  weightGrams: number;
  colourHex: string | null;
  imageUrl: string | null;
}

/**
 * Set-based reads and writes of a CSV import: the number of statements grows with the file only
 * by one per thousand rows, never one per row.
 */
export function importRepository(db: Executor) {
  return {
    /** A category products can be imported into, for the template's example rows. */
    exampleCategoryUrl: async () =>
      (
        await db
          .select({ url: categories.categoryUrl })
          .from(categories)
          .where(and(eq(categories.level, 3), eq(categories.status, 1)))
          .orderBy(asc(categories.sort), asc(categories.id))
          .limit(1)
      )[0]?.url,
    categoriesByUrl: (urls: string[]) => db.select({ id: categories.id, categoryUrl: categories.categoryUrl, level: categories.level }).from(categories).where(inArray(categories.categoryUrl, urls)),
    productsByItemNo: (itemNos: string[]) => db.select({ id: products.id, itemNo: products.itemNo }).from(products).where(inArray(products.itemNo, itemNos)),
    async insertProducts(rows: (typeof products.$inferInsert)[]) {
      const out: { id: number; itemNo: string }[] = [];
      for (const part of chunks(rows, 500)) out.push(...(await db.insert(products).values(part).returning({ id: products.id, itemNo: products.itemNo })));
      return out;
    },
    /** Empty optional cells (null here) keep what the product had. */
    updateProducts: (rows: ProductUpdate[]) =>
      rows.length === 0
        ? Promise.resolve()
        : db.execute(sql`
            update ${products} p set
              name = v.name, category_id = v."categoryId",
              description = coalesce(v.description, p.description), fabric = coalesce(v.fabric, p.fabric),
              product_type = coalesce(v."productType", p.product_type), min_order_quantity = coalesce(v."minOrderQuantity", p.min_order_quantity),
              updated_at = now()
            from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
              as v(id int, name text, "categoryId" int, description text, fabric text, "productType" int, "minOrderQuantity" int)
            where p.id = v.id`),
    skusOf: (productIds: number[]) =>
      db.select({ id: skus.id, productId: skus.productId, colour: skus.colour, size: skus.size }).from(skus).where(inArray(skus.productId, productIds)),
    takenSkuCodes: async (codes: string[]) => new Set((await db.select({ code: skus.skuCode }).from(skus).where(inArray(skus.skuCode, codes))).map((r) => r.code)),
    async insertSkus(rows: (typeof skus.$inferInsert)[]) {
      const out: { id: number; skuCode: string }[] = [];
      for (const part of chunks(rows)) out.push(...(await db.insert(skus).values(part).returning({ id: skus.id, skuCode: skus.skuCode })));
      return out;
    },
    updateSkus: (rows: SkuUpdate[]) =>
      rows.length === 0
        ? Promise.resolve()
        : db.execute(sql`
            update ${skus} s set
              price_cents = v."priceCents", original_price_cents = coalesce(v."originalPriceCents", s.original_price_cents),
              weight_grams = v."weightGrams", colour_hex = coalesce(v."colourHex", s.colour_hex), image_url = coalesce(v."imageUrl", s.image_url)
            from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
              as v(id int, "priceCents" int, "originalPriceCents" int, "weightGrams" int, "colourHex" text, "imageUrl" text)
            where s.id = v.id`),
    async setStock(rows: { skuId: number; warehouseCode: string; stock: number }[]) {
      for (const part of chunks(rows, 5000)) {
        await db.insert(skuStock).values(part).onConflictDoUpdate({ target: [skuStock.skuId, skuStock.warehouseCode], set: { stock: sql`excluded.stock` } });
      }
    },
    imagesOf: (productIds: number[]) => db.select({ productId: productImages.productId, url: productImages.url }).from(productImages).where(inArray(productImages.productId, productIds)),
    async insertImages(rows: (typeof productImages.$inferInsert)[]) {
      for (const part of chunks(rows)) await db.insert(productImages).values(part);
    },
  };
}
