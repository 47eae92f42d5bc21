import { discountedPrice } from '@threadway/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { activeDiscountLateral } from '../catalogue/products/product-cards.ts';
import { intArray, queryRows, textArray } from '../catalogue/sql.ts';

/** A SKU as checkout prices it: the catalogue's price and the activity discount running now. */
export interface SkuPrice {
  skuId: number;
  skuCode: string;
  productId: number;
  kkProductId: string;
  /** Unit price before activity discounts (the SKU's price), cents. */
  originalPriceCents: number;
  /** After the deepest running discount (flash sale or event), rounded up to the cent. */
  afterDiscountCents: number;
  discountId: number | null;
  discountType: number | null;
}

interface Raw {
  sku_id: number;
  sku_code: string;
  product_id: number;
  kk_product_id: string;
  price_cents: number;
  discount_percent: number | null;
  discount_type: number | null;
  discount_id: number | null;
}

/**
 * The on-sale SKUs named by id or code, with their current price, in ONE statement. A SKU that
 * is unknown, not on sale, or of a product not on sale is 404 'This product is not available.'
 */
export async function loadSkuPrices(db: Executor, refs: { skuIds: number[]; skuCodes: string[] }): Promise<{ byId: Map<number, SkuPrice>; byCode: Map<string, SkuPrice> }> {
  const rows = await queryRows<Raw>(db, sql`
    select s.id as sku_id, s.sku_code, p.id as product_id, p.kk_product_id, s.price_cents,
      d.discount_percent, d.discount_type, d.discount_id
    from skus s
    join products p on p.id = s.product_id
    ${activeDiscountLateral}
    where (s.id = any(${intArray(refs.skuIds)}) or s.sku_code = any(${textArray(refs.skuCodes)}))
      and s.status = 1 and p.status = 1`);
  const prices = rows.map((r): SkuPrice => {
    const price = Number(r.price_cents);
    const percent = r.discount_percent === null ? null : Number(r.discount_percent);
    return {
      skuId: Number(r.sku_id),
      skuCode: r.sku_code,
      productId: Number(r.product_id),
      kkProductId: r.kk_product_id,
      originalPriceCents: price,
      afterDiscountCents: percent === null ? price : discountedPrice(price, percent),
      discountId: percent === null || r.discount_id === null ? null : Number(r.discount_id),
      discountType: percent === null || r.discount_type === null ? null : Number(r.discount_type),
    };
  });
  const byId = new Map(prices.map((p) => [p.skuId, p]));
  const byCode = new Map(prices.map((p) => [p.skuCode, p]));
  for (const id of refs.skuIds) if (!byId.has(id)) throw notFound('errors.productNotAvailable');
  for (const code of refs.skuCodes) if (!byCode.has(code)) throw notFound('errors.productNotAvailable');
  return { byId, byCode };
}
