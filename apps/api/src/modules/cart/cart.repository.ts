import type { CartLine, LocaleCode } from '@threadway/contracts';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { cartItems } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';
import { activeDiscountLateral } from '../catalogue/products/product-cards.ts';
import { intArray, queryRows, textArray } from '../catalogue/sql.ts';

/** One cart line with its SKU, product, warehouse stock and running discount (see cart.presenter.ts). */
export interface CartRow {
  id: string | number | null;
  kk_product_id: string;
  sku_code: string;
  sku_name: string;
  img_url: string | null;
  colour: string;
  size: string;
  price_cents: number;
  weight_grams: number;
  status: number;
  product_type: number;
  min_order_quantity: number | null;
  discount_id: number | null;
  discount_percent: number | null;
  discount_type: number | null;
  spike_sold_stock: number | null;
  spike_total_stock: number | null;
  end_time_ms: string | number | null;
  num: number;
  warehouse_code: string;
  stock: number;
}

/** What adding a line needs to know about its SKU in that warehouse. */
export interface SkuAvailability {
  skuId: number;
  /** 1 when both the product and the SKU are on sale. */
  onSale: boolean;
  /** 0 without a stock row in that warehouse. */
  stock: number;
}

/**
 * The item columns over a source `c` that has sku_code or sku_id, warehouse_code and num:
 * the SKU's colour picture (else its own, else the product's), the name in the caller's
 * language, the stock of that warehouse and the discount the catalogue shows now.
 */
function itemsQuery(source: SQL, join: SQL, locale: LocaleCode, order: SQL): SQL {
  return sql`
    select c.id, p.kk_product_id, s.sku_code, coalesce(t.name, p.name) as sku_name,
      coalesce((select i.url from product_images i where i.product_id = p.id and i.colour = s.colour order by i.sort, i.id limit 1), s.image_url, p.main_image_url) as img_url,
      s.colour, s.size, s.price_cents, s.weight_grams,
      case when p.status <> 1 then p.status when s.status <> 1 then s.status else 1 end as status,
      p.product_type, p.min_order_quantity,
      d.discount_id, d.discount_percent, d.discount_type, d.spike_sold_stock, d.spike_total_stock,
      (extract(epoch from d.end_time) * 1000)::bigint as end_time_ms,
      c.num, c.warehouse_code, coalesce(st.stock, 0) as stock
    from ${source}
    ${join}
    join products p on p.id = s.product_id
    left join product_texts t on t.product_id = p.id and t.locale = ${locale}
    left join sku_stock st on st.sku_id = s.id and st.warehouse_code = c.warehouse_code
    ${activeDiscountLateral}
    order by ${order}`;
}

export function cartRepository(db: Executor) {
  return {
    /** The seller's cart, newest line first. */
    list: (userId: number, locale: LocaleCode) =>
      queryRows<CartRow>(
        db,
        itemsQuery(sql`(select * from cart_items where user_id = ${userId}) c`, sql`join skus s on s.id = c.sku_id`, locale, sql`c.created_at desc, c.id desc`),
      ),

    /** A guest's local lines in the order sent; lines of unknown SKUs, or of a SKU of another product, are left out. */
    guestList: (lines: readonly CartLine[], locale: LocaleCode) =>
      queryRows<CartRow>(
        db,
        itemsQuery(
          sql`(select null::bigint as id, u.* from unnest(${textArray(lines.map((l) => l.skuCode))}, ${textArray(lines.map((l) => l.kkProductId))}, ${textArray(lines.map((l) => l.warehouseCode))}, ${intArray(lines.map((l) => l.num))}) with ordinality as u(sku_code, kk_product_id, warehouse_code, num, ord)) c`,
          sql`join skus s on s.sku_code = c.sku_code and s.product_id = (select o.id from products o where o.kk_product_id = c.kk_product_id)`,
          locale,
          sql`c.ord`,
        ),
      ),

    /** Availability of each line's SKU in its warehouse, by line index; unknown SKUs (or of another product) are absent. */
    async availability(lines: readonly CartLine[]): Promise<Map<number, SkuAvailability>> {
      const rows = await queryRows<{ ord: string | number; sku_id: number; on_sale: boolean; stock: number | null }>(
        db,
        sql`
        select c.ord, s.id as sku_id, (p.status = 1 and s.status = 1) as on_sale, st.stock
        from unnest(${textArray(lines.map((l) => l.skuCode))}, ${textArray(lines.map((l) => l.kkProductId))}, ${textArray(lines.map((l) => l.warehouseCode))}) with ordinality as c(sku_code, kk_product_id, warehouse_code, ord)
        join skus s on s.sku_code = c.sku_code
        join products p on p.id = s.product_id and p.kk_product_id = c.kk_product_id
        left join sku_stock st on st.sku_id = s.id and st.warehouse_code = c.warehouse_code`,
      );
      return new Map(rows.map((r) => [Number(r.ord) - 1, { skuId: Number(r.sku_id), onSale: Boolean(r.on_sale), stock: Number(r.stock ?? 0) }]));
    },

    /**
     * Adds `num` to the line (created when absent), never above `limit`, in one statement so
     * concurrent adds do not lose each other. `previous` is the quantity before (0 when new).
     */
    async addUpTo(userId: number, skuId: number, warehouseCode: string, num: number, limit: number) {
      const [row] = await queryRows<{ id: string | number; num: number; previous: number | null }>(
        db,
        sql`
        with previous as (select num from cart_items where user_id = ${userId} and sku_id = ${skuId} and warehouse_code = ${warehouseCode})
        insert into cart_items (user_id, sku_id, warehouse_code, num) values (${userId}, ${skuId}, ${warehouseCode}, least(${num}::int, ${limit}::int))
        on conflict (user_id, sku_id, warehouse_code) do update set num = least(cart_items.num + ${num}::int, ${limit}::int), updated_at = now()
        returning id, num, (select num from previous) as previous`,
      );
      return { id: Number(row!.id), num: Number(row!.num), previous: Number(row!.previous ?? 0) };
    },

    /** The seller's line of a SKU in a warehouse with that warehouse's stock. */
    async findLine(userId: number, skuCode: string, warehouseCode: string) {
      const [row] = await queryRows<{ id: string | number; stock: number | null }>(
        db,
        sql`
        select c.id, st.stock
        from cart_items c
        join skus s on s.id = c.sku_id
        left join sku_stock st on st.sku_id = c.sku_id and st.warehouse_code = c.warehouse_code
        where c.user_id = ${userId} and s.sku_code = ${skuCode} and c.warehouse_code = ${warehouseCode}`,
      );
      return row ? { id: Number(row.id), stock: Number(row.stock ?? 0) } : undefined;
    },

    async setNum(id: number, num: number) {
      await db.update(cartItems).set({ num, updatedAt: sql`now()` }).where(eq(cartItems.id, id));
    },

    /** How many of the ids are the seller's lines. */
    async countOwned(userId: number, ids: readonly number[]) {
      const [row] = await db.select({ value: count() }).from(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, [...ids])));
      return row?.value ?? 0;
    },

    async deleteOwned(userId: number, ids: readonly number[]) {
      await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, [...ids])));
    },

    async count(userId: number) {
      const [row] = await db.select({ value: count() }).from(cartItems).where(eq(cartItems.userId, userId));
      return row?.value ?? 0;
    },
  };
}
export type CartRepository = ReturnType<typeof cartRepository>;
