import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { productTakedownNotices } from '../../../../db/schema/index.ts';
import type { Executor } from '../../../../platform/database.ts';

export type TakedownRow = typeof productTakedownNotices.$inferSelect;

export function takedownRepository(db: Executor) {
  return {
    async page(userId: number, pageNumber: number, pageSize: number) {
      const where = eq(productTakedownNotices.userId, userId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(productTakedownNotices)
          .where(where)
          .orderBy(desc(productTakedownNotices.createdAt), desc(productTakedownNotices.id))
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize),
        db.select({ value: count() }).from(productTakedownNotices).where(where),
      ]);
      return { rows, total: Number(total?.value ?? 0) };
    },

    /** How many of the ids are the seller's notices. */
    async ownedCount(userId: number, ids: number[]): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(productTakedownNotices)
        .where(and(eq(productTakedownNotices.userId, userId), inArray(productTakedownNotices.id, ids)));
      return Number(row?.value ?? 0);
    },

    async markRead(userId: number, ids: number[]): Promise<number> {
      const rows = await db
        .update(productTakedownNotices)
        .set({ readAt: sql`now()` })
        .where(and(eq(productTakedownNotices.userId, userId), inArray(productTakedownNotices.id, ids), isNull(productTakedownNotices.readAt)))
        .returning({ id: productTakedownNotices.id });
      return rows.length;
    },

    /**
     * One notice per seller who bought the product (or the SKU) in an order that was not
     * cancelled, or listed it in a store, while it is still off sale. Sellers already told about this take-down (a notice
     * for the same product and SKU since `since`) are skipped, so running the job twice is harmless.
     */
    async raise(target: { productId: number; skuId: number | null; since: Date }): Promise<number> {
      const skuFilter = target.skuId === null ? sql`true` : sql`oi.sku_id = ${target.skuId}`;
      const offSale = target.skuId === null ? sql`p.status <> 1` : sql`s.status <> 1`;
      // Sellers who listed it in a store (issue 15) are told too, when the listing carries that SKU.
      const listedSku = target.skuId === null ? sql`true` : sql`exists (select 1 from listing_variants lv where lv.listing_id = l.id and lv.sku_id = ${target.skuId})`;
      const result = (await db.execute(sql`
        insert into product_takedown_notices (user_id, product_id, spu_code, sku_code, product_name, img_url)
        select buyers.user_id, p.id, p.item_no, s.sku_code, p.name, coalesce(s.image_url, p.main_image_url)
        from (select o.user_id from order_items oi join orders o on o.id = oi.order_id
              where oi.product_id = ${target.productId} and ${skuFilter} and o.status <> 'cancelled'
              union
              select l.user_id from listings l
              where l.product_id = ${target.productId} and l.status <> 'deleted' and ${listedSku}) buyers
        join products p on p.id = ${target.productId}
        left join skus s on s.id = ${target.skuId}
        where ${offSale}
          and not exists (select 1 from product_takedown_notices n
            where n.user_id = buyers.user_id and n.product_id = p.id
              and n.sku_code is not distinct from s.sku_code and n.created_at >= ${target.since.toISOString()}::timestamptz)
        returning id`)) as unknown as { rows: unknown[] };
      return result.rows.length;
    },
  };
}
