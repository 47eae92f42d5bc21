import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/database.ts';
import { recentTerms } from '../search/recent-terms.ts';
import { queryRows } from '../sql.ts';

/** Searches of the seller's history that feed their recommendations. */
const RECENT_SEARCHES_USED = 3;

const bestSellers = (limit: number) => sql`array(select id from products where status = 1 order by sales desc, id desc limit ${limit})`;
const newest = (limit: number) => sql`array(select id from products where status = 1 order by created_at desc, id desc limit ${limit})`;
/** On-sale products with a discount running now, deepest first, then ending soonest. */
const discounted = (limit: number) => sql`array(
  select dp.product_id from discount_products dp
  join discounts dg on dg.id = dp.discount_id
  join products p on p.id = dp.product_id
  where p.status = 1 and dg.status = 1 and dg.start_time <= now() and dg.end_time > now()
    and (dp.spike_total_stock is null or dp.spike_sold_stock < dp.spike_total_stock)
  group by dp.product_id
  order by max(dp.discount_percent) desc, min(dg.end_time), dp.product_id
  limit ${limit})`;

/** Agreement of two products' attributes: one point per equal fabric, pattern, style, material. */
const attributeAgreement = sql`(
  coalesce((p.fabric = t.fabric)::int, 0) +
  coalesce((p.attributes ->> 'pattern' = t.attributes ->> 'pattern')::int, 0) +
  coalesce((p.attributes ->> 'style' = t.attributes ->> 'style')::int, 0) +
  coalesce((p.attributes ->> 'material' = t.attributes ->> 'material')::int, 0))`;

/** Ids for the home blocks and recommendations, each one statement; cards are loaded after. */
export function recommendationsRepository(db: Executor) {
  return {
    async home(limit: number) {
      const [row] = await queryRows<{ bestSellers: number[]; newArrivals: number[]; discounted: number[]; more: number[] }>(
        db,
        sql`select ${bestSellers(limit)} as "bestSellers", ${newest(limit)} as "newArrivals", ${discounted(limit)} as discounted,
                   array(select id from products where status = 1 order by sales desc, id desc limit ${limit} offset ${limit}) as more`,
      );
      return row!;
    },

    async showcase(limit: number) {
      const [row] = await queryRows<{ discounted: number[]; bestSellers: number[] }>(db, sql`select ${discounted(limit)} as discounted, ${bestSellers(limit)} as "bestSellers"`);
      return row!;
    },

    /**
     * Products like the given one: the same third-level category first, then its siblings
     * under the same parent; within those, the most attributes in common, the closest price,
     * the best sellers. Null when the product is not on sale.
     */
    async similar(kkProductId: string, limit: number): Promise<number[] | null> {
      const [row] = await queryRows<{ found: boolean; ids: number[] }>(
        db,
        sql`
        with t as (
          select p.id, p.category_id, c.parent_id, p.fabric, p.attributes, p.price_cents
          from products p join categories c on c.id = p.category_id
          where p.kk_product_id = ${kkProductId} and p.status = 1
        )
        select exists (select 1 from t) as found, array(
          select p.id from products p
          join categories c on c.id = p.category_id
          join t on p.id <> t.id and (p.category_id = t.category_id or c.parent_id = t.parent_id)
          where p.status = 1
          order by (p.category_id = t.category_id) desc, ${attributeAgreement} desc, abs(p.price_cents - t.price_cents), p.sales desc, p.id
          limit ${limit}
        ) as ids`,
      );
      return row!.found ? row!.ids.map(Number) : null;
    },

    /**
     * For a seller: best sellers of the categories of their favourites, then the best matches
     * of their last searches, then best sellers; never what they already favour. For a guest
     * (no user): best sellers.
     */
    async forUser(userId: number | null, limit: number): Promise<number[]> {
      const [row] = await queryRows<{ ids: number[] }>(
        db,
        sql`
        with fav as (select product_id from favorites where user_id = ${userId}),
        recent as (${recentTerms(userId, RECENT_SEARCHES_USED)}),
        candidates as (
          select p.id, p.sales, 2 as source from products p
          where p.status = 1 and p.category_id in (select category_id from products where id in (select product_id from fav))
            and p.id not in (select product_id from fav)
          union all
          select m.id, m.sales, 1 from recent r cross join lateral (
            select p.id, p.sales from products p
            where p.status = 1 and p.search_vector @@ plainto_tsquery('simple', r.term) and p.id not in (select product_id from fav)
            order by p.sales desc limit ${limit}
          ) m
          union all
          select b.id, b.sales, 0 from (
            select p.id, p.sales from products p where p.status = 1 and p.id not in (select product_id from fav) order by p.sales desc, p.id desc limit ${limit}
          ) b
        )
        select array(select id from candidates group by id order by max(source) desc, max(sales) desc, id desc limit ${limit}) as ids`,
      );
      return row!.ids.map(Number);
    },
  };
}
export type RecommendationsRepository = ReturnType<typeof recommendationsRepository>;
