import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { categories, productImages, products, skuStock, skus } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';

export type ProductRow = typeof products.$inferSelect;
export type SkuRow = typeof skus.$inferSelect;
export type ImageRow = typeof productImages.$inferSelect;

export interface ProductFilter {
  search?: string;
  categoryId?: number;
  status?: number;
}

/** '%' and '_' typed by a person are literal characters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

const listColumns = {
  id: products.id,
  kkProductId: products.kkProductId,
  itemNo: products.itemNo,
  name: products.name,
  categoryId: products.categoryId,
  categoryName: categories.name,
  status: products.status,
  productType: products.productType,
  priceCents: products.priceCents,
  originalPriceCents: products.originalPriceCents,
  totalStock: products.totalStock,
  skuCount: sql<number>`(select count(*)::int from ${skus} where ${skus.productId} = ${products.id})`,
  mainImageUrl: products.mainImageUrl,
  updatedAt: products.updatedAt,
};
export interface ProductListRow {
  id: number;
  kkProductId: string;
  itemNo: string;
  name: string;
  categoryId: number;
  categoryName: string;
  status: number;
  productType: number;
  priceCents: number;
  originalPriceCents: number;
  totalStock: number;
  skuCount: number;
  mainImageUrl: string | null;
  updatedAt: Date;
}

export function productsRepository(db: Executor) {
  function where(filter: ProductFilter): SQL | undefined {
    const conditions: SQL[] = [];
    if (filter.search) {
      const like = `%${escapeLike(filter.search)}%`;
      conditions.push(or(ilike(products.name, like), ilike(products.itemNo, like), eq(products.kkProductId, filter.search))!);
    }
    if (filter.categoryId !== undefined) {
      // A level 1 or 2 category lists the products of the categories under it.
      const id = filter.categoryId;
      const children = db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id));
      const under = db.select({ id: categories.id }).from(categories).where(or(eq(categories.id, id), eq(categories.parentId, id), inArray(categories.parentId, children)));
      conditions.push(inArray(products.categoryId, under));
    }
    if (filter.status !== undefined) conditions.push(eq(products.status, filter.status));
    return and(...conditions);
  }

  return {
    /** One page and the total: two statements whatever the page size. */
    async page(filter: ProductFilter, pageNumber: number, pageSize: number) {
      const condition = where(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select(listColumns)
          .from(products)
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .where(condition)
          .orderBy(desc(products.id))
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize),
        db.select({ n: count() }).from(products).where(condition),
      ]);
      return { rows: rows satisfies ProductListRow[], total: total?.n ?? 0 };
    },
    async listRow(id: number) {
      const [row] = await db.select(listColumns).from(products).innerJoin(categories, eq(categories.id, products.categoryId)).where(eq(products.id, id)).limit(1);
      return row satisfies ProductListRow | undefined;
    },
    byId: async (id: number) => (await db.select().from(products).where(eq(products.id, id)).limit(1))[0],
    images: (productId: number) => db.select().from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.sort), asc(productImages.id)),
    skus: (productId: number) => db.select().from(skus).where(eq(skus.productId, productId)).orderBy(asc(skus.id)),
    stockOf: (productId: number) =>
      db.select({ skuId: skuStock.skuId, warehouseCode: skuStock.warehouseCode, stock: skuStock.stock }).from(skuStock).innerJoin(skus, eq(skus.id, skuStock.skuId)).where(eq(skus.productId, productId)),
    category: async (id: number) => (await db.select().from(categories).where(eq(categories.id, id)).limit(1))[0],

    insert: async (values: typeof products.$inferInsert) => (await db.insert(products).values(values).returning({ id: products.id }))[0]!.id,
    update: (id: number, values: Partial<typeof products.$inferInsert>) => db.update(products).set({ ...values, updatedAt: new Date() }).where(eq(products.id, id)),
    touch: (ids: number[]) => db.update(products).set({ updatedAt: new Date() }).where(inArray(products.id, ids)),

    insertImages: (rows: (typeof productImages.$inferInsert)[]) => (rows.length ? db.insert(productImages).values(rows) : Promise.resolve()),
    updateImage: (id: number, values: { colour: string | null; sort: number }) => db.update(productImages).set(values).where(eq(productImages.id, id)),
    deleteImages: (ids: number[]) => (ids.length ? db.delete(productImages).where(inArray(productImages.id, ids)) : Promise.resolve()),

    skuById: async (id: number) => (await db.select().from(skus).where(eq(skus.id, id)).limit(1))[0],
    /** A SKU of the product with this colour and size, whatever the letter case. */
    skuByVariant: async (productId: number, colour: string, size: string, exceptId = 0) =>
      (
        await db
          .select({ id: skus.id })
          .from(skus)
          .where(and(eq(skus.productId, productId), sql`lower(${skus.colour}) = ${colour.toLowerCase()}`, sql`lower(${skus.size}) = ${size.toLowerCase()}`, sql`${skus.id} <> ${exceptId}`))
          .limit(1)
      )[0],
    insertSku: async (values: typeof skus.$inferInsert) => (await db.insert(skus).values(values).returning({ id: skus.id }))[0]!.id,
    updateSku: (id: number, values: Partial<typeof skus.$inferInsert>) => db.update(skus).set(values).where(eq(skus.id, id)),
    /** Sets stock per SKU and warehouse in one statement; the table's check refuses negatives. */
    setStock: (rows: { skuId: number; warehouseCode: string; stock: number }[]) =>
      rows.length
        ? db
            .insert(skuStock)
            .values(rows)
            .onConflictDoUpdate({ target: [skuStock.skuId, skuStock.warehouseCode], set: { stock: sql`excluded.stock` } })
        : Promise.resolve(),
    /** New prices for many SKUs in one statement. */
    setPrices: (rows: { id: number; priceCents: number; originalPriceCents: number }[]) =>
      db.execute(sql`
        update ${skus} set price_cents = v."priceCents", original_price_cents = v."originalPriceCents"
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id int, "priceCents" int, "originalPriceCents" int)
        where ${skus.id} = v.id`),
  };
}
export type ProductsRepository = ReturnType<typeof productsRepository>;
