import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/database.ts';
import { queryRows } from '../sql.ts';

/** The seller's wish list ('Favorite Item'); every statement is scoped to the seller. */
export function favoritesRepository(db: Executor) {
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

    /** Removes a product whatever its status (an item taken off sale can still be cleared); false when unknown. */
    async remove(userId: number, kkProductId: string): Promise<boolean> {
      const [row] = await queryRows<{ found: boolean }>(
        db,
        sql`
        with product as (select id from products where kk_product_id = ${kkProductId}),
        removed as (delete from favorites where user_id = ${userId} and product_id in (select id from product))
        select exists (select 1 from product) as found`,
      );
      return row!.found;
    },

    /** One page of on-sale favourites, newest first: the total and the page's product ids. */
    async page(userId: number, limit: number, offset: number): Promise<{ total: number; ids: number[] }> {
      const onSale = sql`from favorites f join products p on p.id = f.product_id where f.user_id = ${userId} and p.status = 1`;
      const [row] = await queryRows<{ total: number; ids: number[] }>(
        db,
        sql`select (select count(*)::int ${onSale}) as total,
                   array(select f.product_id ${onSale} order by f.created_at desc, f.product_id desc limit ${limit} offset ${offset}) as ids`,
      );
      return { total: Number(row!.total), ids: row!.ids.map(Number) };
    },
  };
}
export type FavoritesRepository = ReturnType<typeof favoritesRepository>;
