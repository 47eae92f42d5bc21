import { WAREHOUSES, type LocaleCode } from '@threadway/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/database.ts';
import { queryRows, textArray } from '../sql.ts';
import { inCategory, localizedCategoryName, type CategorySelector } from './category-filter.ts';
import type { CategoryRow } from './category-tree.ts';

/** Attribute keys offered as filters, besides colour (ProductAttributes in the schema). */
const FILTER_ATTRIBUTES = ['pattern', 'style', 'material', 'gender', 'contour', 'season'] as const;

export function categoriesRepository(db: Executor) {
  return {
    /** On-sale categories in menu order, names in the caller's language. */
    categories: (locale: LocaleCode) =>
      queryRows<CategoryRow>(
        db,
        sql`select c.id, c.parent_id as "parentId", c.level, ${localizedCategoryName(locale)} as name, c.category_url as "categoryUrl", c.img_url as "imgUrl"
            from categories c where c.status = 1 order by c.level, c.sort, c.id`,
      ),

    /** On-sale products per category they hang on. */
    async productCounts(): Promise<Map<number, number>> {
      const rows = await queryRows<{ categoryId: number; products: number }>(
        db,
        sql`select category_id as "categoryId", count(*)::int as products from products where status = 1 group by category_id`,
      );
      return new Map(rows.map((row) => [Number(row.categoryId), Number(row.products)]));
    },

    async fabrics(selector: CategorySelector): Promise<string[]> {
      const rows = await queryRows<{ fabric: string }>(
        db,
        sql`select distinct p.fabric from products p where p.status = 1 and p.fabric is not null and ${inCategory(selector)} order by p.fabric`,
      );
      return rows.map((row) => row.fabric);
    },

    async sizes(selector: CategorySelector): Promise<string[]> {
      const rows = await queryRows<{ size: string }>(
        db,
        sql`select distinct s.size from skus s join products p on p.id = s.product_id where s.status = 1 and p.status = 1 and ${inCategory(selector)}`,
      );
      return rows.map((row) => row.size);
    },

    /** Distinct values per attribute (and colour) among the selected products, sorted. */
    async attributeValues(selector: CategorySelector): Promise<Record<string, string[]>> {
      const rows = await queryRows<{ attribute: string; values: string[] }>(
        db,
        sql`
        with selected as (select p.id, p.attributes, p.fabric from products p where p.status = 1 and ${inCategory(selector)})
        select attribute, array_agg(distinct value order by value) as values from (
          select 'fabric' as attribute, fabric as value from selected where fabric is not null
          union all
          select key, value #>> '{}' from selected, jsonb_each(attributes) a(key, value)
          where key = any(${textArray(FILTER_ATTRIBUTES)}) and jsonb_typeof(value) = 'string'
          union all
          select 'designElements', element from selected, jsonb_array_elements_text(case when jsonb_typeof(attributes -> 'designElements') = 'array' then attributes -> 'designElements' else '[]'::jsonb end) element
          union all
          select 'colour', s.colour from skus s where s.status = 1 and s.product_id in (select id from selected)
        ) pairs
        where value <> ''
        group by attribute`,
      );
      return Object.fromEntries(rows.map((row) => [row.attribute, row.values]));
    },

    /** The category path (level 1 to 3) of an on-sale product, or null when there is no such product. */
    async pathOfProduct(kkProductId: string, locale: LocaleCode) {
      const rows = await queryRows<{ categoryId: number; name: string; categoryUrl: string }>(
        db,
        sql`
        with recursive path as (
          select c.id, c.parent_id, c.level from categories c join products p on p.category_id = c.id
          where p.kk_product_id = ${kkProductId} and p.status = 1
          union all
          select c.id, c.parent_id, c.level from categories c join path on c.id = path.parent_id
        )
        select c.id as "categoryId", ${localizedCategoryName(locale)} as name, c.category_url as "categoryUrl"
        from path join categories c on c.id = path.id order by path.level`,
      );
      return rows.length === 0 ? null : rows.map((row) => ({ ...row, categoryId: Number(row.categoryId) }));
    },

    /**
     * Stock per warehouse of an on-sale product's on-sale SKUs, or of one of its SKUs. Null when
     * the product (or the SKU within it) does not exist; every warehouse is listed, 0 when empty.
     */
    async stockByWarehouse(kkProductId: string, skuCode: string | undefined): Promise<Map<string, number> | null> {
      const rows = await queryRows<{ warehouseCode: string | null; stock: number; found: boolean }>(
        db,
        sql`
        with chosen as (
          select s.id from skus s join products p on p.id = s.product_id
          where p.kk_product_id = ${kkProductId} and p.status = 1
            and ${skuCode === undefined ? sql`s.status = 1` : sql`s.sku_code = ${skuCode}`}
        )
        select w.code as "warehouseCode", coalesce(sum(st.stock), 0)::int as stock, exists (select 1 from chosen) as found
        from unnest(${textArray(WAREHOUSES.map((w) => w.code))}) w(code)
        left join sku_stock st on st.warehouse_code = w.code and st.sku_id in (select id from chosen)
        group by w.code`,
      );
      if (!rows[0]?.found) return null;
      return new Map(rows.map((row) => [row.warehouseCode!, Number(row.stock)]));
    },
  };
}
export type CategoriesRepository = ReturnType<typeof categoriesRepository>;
