import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { queryRows } from '../catalogue/sql.ts';

/** A catalogue product as listings need it: on-sale SKUs with their stock per warehouse, pictures in order. */
export interface CatalogueProduct {
  id: number;
  kkProductId: string;
  itemNo: string;
  name: string;
  description: string;
  /** 1 on sale (spec 3); anything else is unavailable. */
  status: number;
  productType: number;
  categoryId: number;
  categoryName: string;
  images: { url: string; colour: string | null }[];
  skus: { id: number; skuCode: string; colour: string; size: string; priceCents: number; originalPriceCents: number; weightGrams: number; imageUrl: string | null; stock: Record<string, number> }[];
}

/** The product by its public id (kkProductId) in ONE statement; SKUs not on sale are left out. */
export async function loadCatalogueProduct(db: Executor, kkProductId: string): Promise<CatalogueProduct | undefined> {
  const [row] = await queryRows<CatalogueProduct>(
    db,
    sql`
    select p.id, p.kk_product_id as "kkProductId", p.item_no as "itemNo", p.name, p.description, p.status, p.product_type as "productType",
      p.category_id as "categoryId", c.name as "categoryName",
      coalesce((select json_agg(json_build_object('url', i.url, 'colour', i.colour) order by i.sort, i.id) from product_images i where i.product_id = p.id), '[]'::json) as images,
      coalesce((
        select json_agg(json_build_object(
          'id', s.id, 'skuCode', s.sku_code, 'colour', s.colour, 'size', s.size, 'priceCents', s.price_cents,
          'originalPriceCents', s.original_price_cents, 'weightGrams', s.weight_grams, 'imageUrl', s.image_url,
          'stock', coalesce((select json_object_agg(st.warehouse_code, st.stock) from sku_stock st where st.sku_id = s.id), '{}'::json)
        ) order by s.id)
        from skus s where s.product_id = p.id and s.status = 1
      ), '[]'::json) as skus
    from products p
    join categories c on c.id = p.category_id
    where p.kk_product_id = ${kkProductId}`,
  );
  return row && { ...row, id: Number(row.id), status: Number(row.status), productType: Number(row.productType), categoryId: Number(row.categoryId) };
}
