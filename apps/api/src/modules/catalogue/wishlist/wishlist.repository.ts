import type { LocaleCode, WishlistProductType } from '@threadway/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/database.ts';
import { containsPattern, queryRows, textArray } from '../sql.ts';

/** What one page of the list needs besides the product's card. */
export interface WishlistRow {
  productId: number;
  onSale: boolean;
  addedAt: Date;
}

export interface WishlistFilter {
  keyword?: string;
  productType?: WishlistProductType;
  locale: LocaleCode;
}

/** The seller's wish list ('Favorite Item'); every statement is scoped to the seller. */
export function wishlistRepository(db: Executor) {
  return {
    /** Adds an on-sale product (again: nothing changes); false when there is no such product. */
    async add(userId: number, kkProductId: string): Promise<boolean> {
      const [row] = await queryRows<{ found: boolean }>(
        db,
        sql`
        with product as (select id from products where kk_product_id = ${kkProductId} and status = 1),
        added as (insert into favorites (user_id, product_id) select ${userId}, id from product on conflict do nothing)
        select exists (select 1 from product) as found`,
      );
      return row!.found;
    },

    /**
     * Removes the seller's items named, whatever the products' status (an item taken off sale can
     * still be cleared): all of them, or none when any is not in this seller's list (as cart/delete).
     */
    async remove(userId: number, kkProductIds: readonly string[]): Promise<boolean> {
      const [row] = await queryRows<{ removed: number }>(
        db,
        sql`
        with wanted as (select distinct unnest(${textArray(kkProductIds)}) as kk_product_id),
        mine as (
          select f.product_id from favorites f join products p on p.id = f.product_id
          where f.user_id = ${userId} and p.kk_product_id in (select kk_product_id from wanted)
        ),
        removed as (
          delete from favorites where user_id = ${userId} and product_id in (select product_id from mine)
            and (select count(*) from mine) = (select count(*) from wanted)
          returning 1
        )
        select count(*)::int as removed from removed`,
      );
      return Number(row!.removed) > 0;
    },

    /** One page of the seller's items, newest first, on sale or not: the total and the page's rows. */
    async page(userId: number, filter: WishlistFilter, limit: number, offset: number): Promise<{ total: number; rows: WishlistRow[] }> {
      const conditions: SQL[] = [sql`f.user_id = ${userId}`];
      if (filter.productType) conditions.push(filter.productType === 'inStock' ? sql`p.product_type = 1` : sql`p.product_type <> 1`);
      if (filter.keyword) {
        const like = containsPattern(filter.keyword);
        conditions.push(sql`(p.name ilike ${like} or t.name ilike ${like} or p.item_no ilike ${like} or p.kk_product_id ilike ${like})`);
      }
      const matching = sql`
        from favorites f
        join products p on p.id = f.product_id
        left join product_texts t on t.product_id = p.id and t.locale = ${filter.locale}
        where ${sql.join(conditions, sql` and `)}`;
      const [row] = await queryRows<{ total: number; rows: { productId: number; onSale: boolean; addedAt: string }[] | null }>(
        db,
        sql`select (select count(*)::int ${matching}) as total,
          (select json_agg(json_build_object('productId', page.id, 'onSale', page.on_sale, 'addedAt', page.created_at) order by page.created_at desc, page.id desc)
           from (select p.id, p.status = 1 as on_sale, f.created_at ${matching} order by f.created_at desc, p.id desc limit ${limit} offset ${offset}) page) as rows`,
      );
      const rows = (row!.rows ?? []).map((r) => ({ productId: Number(r.productId), onSale: r.onSale, addedAt: new Date(r.addedAt) }));
      return { total: Number(row!.total), rows };
    },
  };
}
export type WishlistRepository = ReturnType<typeof wishlistRepository>;
