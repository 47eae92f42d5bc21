import type { LocaleCode } from '@threadway/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { ProductAttributes } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';
import { localizedCategoryName } from '../categories/category-filter.ts';
import { queryRows } from '../sql.ts';
import { activeDiscountLateral, type CardColumns } from './product-cards.ts';

export interface DetailRow extends CardColumns {
  description: string;
  attributes: ProductAttributes;
  processing_time: string;
  packing_size: string | null;
  weight_grams: number;
  status: number;
  category_path: { categoryId: number; name: string; categoryUrl: string }[];
  images: { url: string; colour: string | null }[];
  skus: {
    skuCode: string;
    colour: string;
    colourHex: string | null;
    size: string;
    priceCents: number;
    originalPriceCents: number;
    weightGrams: number;
    status: number;
    imageUrl: string | null;
    stock: Record<string, number>;
  }[];
  rating_average: string | number | null;
  rating_count: number;
  is_favorite: boolean;
}

export type ProductKey = { kkProductId: string } | { seoSlug: string };

/**
 * Everything the product page shows, in ONE statement: the product in the caller's language
 * (English fallback), its category path, images, SKUs with stock per warehouse, the active
 * discount, the review summary and whether the seller has it in their favourites.
 */
export async function loadProductDetail(db: Executor, key: ProductKey, locale: LocaleCode, userId: number | null): Promise<DetailRow | undefined> {
  const where: SQL = 'kkProductId' in key ? sql`p.kk_product_id = ${key.kkProductId}` : sql`p.seo_slug = ${key.seoSlug}`;
  const [row] = await queryRows<DetailRow>(
    db,
    sql`
    select p.kk_product_id, p.item_no, coalesce(t.name, p.name) as name, coalesce(nullif(t.description, ''), p.description) as description,
      p.main_image_url, p.price_cents, p.original_price_cents, d.discount_percent, d.discount_type,
      (extract(epoch from d.end_time) * 1000)::bigint as end_time_ms,
      p.total_stock, p.sales, p.warehouses, p.supplier_rank, p.product_type, p.min_order_quantity,
      p.category_id, leaf.category_url, p.seo_slug, p.fabric, p.attributes, p.processing_time, p.packing_size, p.weight_grams, p.status,
      (
        select json_agg(json_build_object('categoryId', c.id, 'name', ${localizedCategoryName(locale)}, 'categoryUrl', c.category_url) order by c.level)
        from categories c
        where c.id in (leaf.id, leaf.parent_id, (select parent.parent_id from categories parent where parent.id = leaf.parent_id))
      ) as category_path,
      coalesce((select json_agg(json_build_object('url', i.url, 'colour', i.colour) order by i.sort, i.id) from product_images i where i.product_id = p.id), '[]'::json) as images,
      coalesce((
        select json_agg(json_build_object(
          'skuCode', s.sku_code, 'colour', s.colour, 'colourHex', s.colour_hex, 'size', s.size,
          'priceCents', s.price_cents, 'originalPriceCents', s.original_price_cents, 'weightGrams', s.weight_grams,
          'status', s.status, 'imageUrl', s.image_url,
          'stock', coalesce((select json_object_agg(st.warehouse_code, st.stock) from sku_stock st where st.sku_id = s.id), '{}'::json)
        ) order by s.id)
        from skus s where s.product_id = p.id
      ), '[]'::json) as skus,
      rating.average as rating_average, rating.count as rating_count,
      ${userId === null ? sql`false` : sql`exists (select 1 from favorites f where f.user_id = ${userId} and f.product_id = p.id)`} as is_favorite
    from products p
    join categories leaf on leaf.id = p.category_id
    left join product_texts t on t.product_id = p.id and t.locale = ${locale}
    left join lateral (select avg(r.rating) as average, count(*)::int as count from reviews r where r.product_id = p.id and r.status = 1) rating on true
    ${activeDiscountLateral}
    where ${where}`,
  );
  return row;
}

/** The SEO slug and category url of an on-sale product (the SEO path lookup). */
export async function loadSeoPath(db: Executor, kkProductId: string) {
  const [row] = await queryRows<{ seoSlug: string; categoryUrl: string }>(
    db,
    sql`select p.seo_slug as "seoSlug", c.category_url as "categoryUrl" from products p join categories c on c.id = p.category_id where p.kk_product_id = ${kkProductId} and p.status = 1`,
  );
  return row;
}
