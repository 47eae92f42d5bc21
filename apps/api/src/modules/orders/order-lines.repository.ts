import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { intArray, queryRows, textArray } from '../catalogue/sql.ts';

/** One line to order: what the order copies (names, options, weight) and whether it is on sale. Prices come from checkout pricing. */
export interface OrderLineRow {
  cart_id: number | null;
  warehouse_code: string;
  num: number;
  sku_id: number;
  sku_code: string;
  product_id: number;
  kk_product_id: string;
  product_name: string;
  image_url: string | null;
  colour: string;
  size: string;
  product_type: number;
  weight_grams: number;
  /** 1 when product and SKU are on sale. */
  status: number;
}

const linesQuery = (source: SQL) => sql`
  select c.cart_id, c.warehouse_code, c.num, s.id as sku_id, s.sku_code, p.id as product_id, p.kk_product_id, p.name as product_name,
    coalesce(s.image_url, p.main_image_url) as image_url, s.colour, s.size, p.product_type, s.weight_grams,
    case when p.status <> 1 or s.status <> 1 then 0 else 1 end as status
  from ${source}
  join products p on p.id = s.product_id`;

export function orderLinesRepository(db: Executor) {
  return {
    /** The caller's cart rows among `cartIds` (others' rows and unknown ids are simply absent). */
    fromCart: (userId: number, cartIds: readonly number[]) =>
      queryRows<OrderLineRow>(
        db,
        linesQuery(sql`(select id as cart_id, sku_id, warehouse_code, num from cart_items where user_id = ${userId} and id = any(${intArray(cartIds)})) c join skus s on s.id = c.sku_id`),
      ),

    /** Lines given by SKU code and warehouse (no cart); unknown SKU codes are absent. */
    fromSkus: (lines: readonly { skuCode: string; warehouseCode: string; num: number }[]) =>
      queryRows<OrderLineRow>(
        db,
        linesQuery(sql`(select null::bigint as cart_id, x.sku_code, x.warehouse_code, x.num
            from unnest(${textArray(lines.map((l) => l.skuCode))}, ${textArray(lines.map((l) => l.warehouseCode))}, ${intArray(lines.map((l) => l.num))}) as x(sku_code, warehouse_code, num)) c
          join skus s on s.sku_code = c.sku_code`),
      ),

    /** Lines given by SKU id and warehouse (store orders, mapped through listings), in the order given; unknown ids are absent. */
    fromSkuIds: (lines: readonly { skuId: number; warehouseCode: string; num: number }[]) =>
      queryRows<OrderLineRow>(
        db,
        sql`${linesQuery(sql`(select null::bigint as cart_id, x.sku_id, x.warehouse_code, x.num, x.ord
            from unnest(${intArray(lines.map((l) => l.skuId))}, ${textArray(lines.map((l) => l.warehouseCode))}, ${intArray(lines.map((l) => l.num))}) with ordinality as x(sku_id, warehouse_code, num, ord)) c
          join skus s on s.id = c.sku_id`)} order by c.ord`,
      ),
  };
}
