import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/database.ts';
import { intArray } from '../sql.ts';
import { clearCatalogueCaches } from '../ttl-cache.ts';

/** Which products to refresh: a list of ids, or the whole catalogue (the generator's bulk load). */
export type ProductSelection = readonly number[] | 'all';

/**
 * Recomputes the columns of `products` that are denormalised from its SKUs, stock, images and
 * category, so the product list stays one indexed query. Set-based: one statement whatever the
 * number of products.
 *
 * - price_cents: the lowest price among on-sale SKUs (any SKU when none is on sale);
 *   original_price_cents: the original price of that SKU (the first one, by id, on a tie).
 * - total_stock, stock_cn/us/gb/de and warehouses: stock of on-sale SKUs, in all and per
 *   warehouse country (CN_S and CN_N both count as CN); warehouses lists the countries holding
 *   some in the order CN, US, GB, DE.
 * - card_colours: the product card's on-sale colours in the order of their first SKU, each with
 *   its first picture of that colour (else the first SKU picture), so a page of cards reads no SKUs.
 * - supplier_rank: the rule of `supplierRank` in the contracts (spec 9), with the median taken
 *   over the on-sale SKUs' stock; `percentile_cont(0.5)` averages the two middle values of an
 *   even count exactly like the TypeScript rule.
 * - sales: all SKUs' sales. main_image_url: the first image, else the first SKU image.
 * - keywords: what search sees besides the name: category path names, colours, fabric and
 *   attribute values.
 *
 * After a product edit (the default) it also bumps updated_at, which visual search and the
 * sitemap read as 'this product changed', and empties the in-process caches of filter values.
 * After a stock change (`{ stockChange: true }`: an order or its cancellation) it does neither:
 * stock is not an edit, the filter values do not depend on it, and orders would otherwise make
 * visual search reload its index and the filters reload from the database all day long.
 */
export async function refreshProductSummaries(executor: Executor, productIds: ProductSelection, options: { stockChange?: boolean } = {}): Promise<void> {
  if (productIds !== 'all' && productIds.length === 0) return;
  const target = productIds === 'all' ? sql`select id from products` : sql`select id from products where id = any(${intArray(productIds)})`;
  await executor.execute(sql`
    with target as (${target}),
    sku_totals as (
      select s.product_id, s.id, s.price_cents, s.original_price_cents, s.status, s.sales, s.colour,
             coalesce(sum(st.stock), 0)::int as stock
      from skus s
      left join sku_stock st on st.sku_id = s.id
      where s.product_id in (select id from target)
      group by s.id
    ),
    per_product as (
      select product_id,
        min(price_cents) filter (where status = 1) as on_sale_price,
        (array_agg(original_price_cents order by price_cents, id) filter (where status = 1))[1] as on_sale_original,
        min(price_cents) as any_price,
        (array_agg(original_price_cents order by price_cents, id))[1] as any_original,
        coalesce(sum(stock) filter (where status = 1), 0)::int as total_stock,
        percentile_cont(0.5) within group (order by stock) filter (where status = 1) as median_stock,
        coalesce(sum(sales), 0)::int as sales,
        string_agg(distinct colour, ' ') as colours
      from sku_totals
      group by product_id
    ),
    per_country as (
      select s.product_id,
        coalesce(sum(st.stock) filter (where st.warehouse_code in ('CN_S', 'CN_N')), 0)::int as stock_cn,
        coalesce(sum(st.stock) filter (where st.warehouse_code = 'US'), 0)::int as stock_us,
        coalesce(sum(st.stock) filter (where st.warehouse_code = 'GB'), 0)::int as stock_gb,
        coalesce(sum(st.stock) filter (where st.warehouse_code = 'DE'), 0)::int as stock_de
      from skus s
      join sku_stock st on st.sku_id = s.id
      where s.product_id in (select id from target) and s.status = 1
      group by s.product_id
    ),
    colour_cards as (
      select x.product_id,
        jsonb_agg(jsonb_build_object('name', x.colour, 'hex', x.hex, 'imageUrl', x.image_url) order by x.first_id) as colours
      from (
        select s.product_id, s.colour, min(s.id) as first_id,
          (array_agg(s.colour_hex order by s.id))[1] as hex,
          coalesce(
            (select i.url from product_images i where i.product_id = s.product_id and i.colour = s.colour order by i.sort, i.id limit 1),
            (array_agg(s.image_url order by s.id) filter (where s.image_url is not null))[1]
          ) as image_url
        from skus s
        where s.product_id in (select id from target) and s.status = 1
        group by s.product_id, s.colour
      ) x
      group by x.product_id
    ),
    computed as (
      select p.id,
        coalesce(pp.on_sale_price, pp.any_price, p.price_cents) as price_cents,
        coalesce(pp.on_sale_original, pp.any_original, p.original_price_cents) as original_price_cents,
        coalesce(pp.total_stock, 0) as total_stock,
        coalesce(pc.stock_cn, 0) as stock_cn, coalesce(pc.stock_us, 0) as stock_us,
        coalesce(pc.stock_gb, 0) as stock_gb, coalesce(pc.stock_de, 0) as stock_de,
        array_remove(array[
          case when pc.stock_cn > 0 then 'CN' end, case when pc.stock_us > 0 then 'US' end,
          case when pc.stock_gb > 0 then 'GB' end, case when pc.stock_de > 0 then 'DE' end
        ], null) as warehouses,
        coalesce(cc.colours, '[]'::jsonb) as card_colours,
        case
          when pp.median_stock is null then 'C'
          when pp.total_stock > 300 and pp.median_stock > 100 then 'A'
          when pp.total_stock > 150 and pp.median_stock > 50 then 'B'
          else 'C'
        end as supplier_rank,
        coalesce(pp.sales, 0) as sales,
        coalesce(
          (select i.url from product_images i where i.product_id = p.id order by i.sort, i.id limit 1),
          (select s.image_url from skus s where s.product_id = p.id and s.image_url is not null order by s.id limit 1)
        ) as main_image_url,
        concat_ws(' ',
          c3.name, c2.name, c1.name,
          pp.colours,
          p.fabric,
          (select string_agg(distinct v #>> '{}', ' ') from jsonb_path_query(p.attributes, 'lax $.** ? (@.type() == "string")') v)
        ) as keywords
      from products p
      join target t on t.id = p.id
      left join per_product pp on pp.product_id = p.id
      left join per_country pc on pc.product_id = p.id
      left join colour_cards cc on cc.product_id = p.id
      left join categories c3 on c3.id = p.category_id
      left join categories c2 on c2.id = c3.parent_id
      left join categories c1 on c1.id = c2.parent_id
    )
    update products p set
      price_cents = c.price_cents,
      original_price_cents = c.original_price_cents,
      total_stock = c.total_stock,
      warehouses = c.warehouses,
      stock_cn = c.stock_cn, stock_us = c.stock_us, stock_gb = c.stock_gb, stock_de = c.stock_de,
      card_colours = c.card_colours,
      supplier_rank = c.supplier_rank,
      sales = c.sales,
      main_image_url = c.main_image_url,
      keywords = c.keywords
      ${options.stockChange ? sql`` : sql`, updated_at = now()`}
    from computed c
    where c.id = p.id
  `);
  if (!options.stockChange) clearCatalogueCaches();
}
