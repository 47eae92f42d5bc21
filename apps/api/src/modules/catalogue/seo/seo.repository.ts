import type { LocaleCode } from '@threadway/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/database.ts';
import { queryRows } from '../sql.ts';

export interface ProductPageRow {
  kk_product_id: string;
  item_no: string;
  name: string;
  description: string;
  total_stock: number;
  main_image_url: string | null;
  images: string[] | string;
  category_url: string;
  seo_slug: string;
  category_name: string;
  review_count: number;
  rating_average: number | null;
}

export interface CategoryPageRow {
  id: number;
  name: string;
  category_url: string;
  img_url: string | null;
  product_count: number;
  product_image: string | null;
}

/** The category and its descendants (three levels at most), for a correlated `in (...)`. */
const subtreeOf = (categoryId: SQL) => sql`(
  select x.id from categories x left join categories y on y.id = x.parent_id
  where x.id = ${categoryId} or x.parent_id = ${categoryId} or y.parent_id = ${categoryId})`;

/** What the SEO head and the sitemap read; every call is one statement. */
export function seoRepository(db: Executor) {
  return {
    /** An on-sale product by its SEO slug or its kkProductId, with what its head shows. */
    async product(where: { seoSlug: string } | { kkProductId: string }, locale: LocaleCode): Promise<ProductPageRow | undefined> {
      const match = 'seoSlug' in where ? sql`p.seo_slug = ${where.seoSlug}` : sql`p.kk_product_id = ${where.kkProductId}`;
      const [row] = await queryRows<ProductPageRow>(
        db,
        sql`
          select p.kk_product_id, p.item_no, coalesce(t.name, p.name) as name,
            coalesce(nullif(t.description, ''), p.description) as description,
            p.total_stock, p.main_image_url, p.seo_slug, c.category_url,
            coalesce(c.names ->> ${locale}, c.name) as category_name,
            coalesce((select json_agg(i.url order by i.sort, i.id) from (select url, sort, id from product_images where product_id = p.id order by sort, id limit 8) i), '[]'::json) as images,
            r.review_count, r.rating_average
          from products p
          join categories c on c.id = p.category_id
          left join product_texts t on t.product_id = p.id and t.locale = ${locale}
          left join lateral (select count(*)::int as review_count, avg(rating)::float8 as rating_average from reviews where product_id = p.id and status = 1) r on true
          where p.status = 1 and ${match}`,
      );
      return row;
    },

    /** Where an on-sale product's page is (its category's URL segment and its SEO slug), and nothing else: the bag's canonical link. */
    async productPath(kkProductId: string): Promise<{ category_url: string; seo_slug: string } | undefined> {
      const [row] = await queryRows<{ category_url: string; seo_slug: string }>(
        db,
        sql`select c.category_url, p.seo_slug from products p join categories c on c.id = p.category_id where p.status = 1 and p.kk_product_id = ${kkProductId}`,
      );
      return row;
    },

    /** An active category by its URL segment or id, with its on-sale product count and a picture. */
    async category(where: { categoryUrl: string } | { id: number }, locale: LocaleCode): Promise<CategoryPageRow | undefined> {
      const match = 'categoryUrl' in where ? sql`c.category_url = ${where.categoryUrl}` : sql`c.id = ${where.id}`;
      const [row] = await queryRows<CategoryPageRow>(
        db,
        sql`
          select c.id, coalesce(c.names ->> ${locale}, c.name) as name, c.category_url, c.img_url,
            (select count(*)::int from products p where p.status = 1 and p.category_id in ${subtreeOf(sql`c.id`)}) as product_count,
            (select p.main_image_url from products p where p.status = 1 and p.main_image_url is not null and p.category_id in ${subtreeOf(sql`c.id`)}
              order by p.sales desc, p.id limit 1) as product_image
          from categories c
          where c.status = 1 and ${match}`,
      );
      return row;
    },

    async sitemapCounts() {
      const [row] = await queryRows<{ products: number; categories: number }>(
        db,
        sql`select (select count(*)::int from products where status = 1) as products, (select count(*)::int from categories where status = 1) as categories`,
      );
      return { products: Number(row!.products), categories: Number(row!.categories) };
    },

    categoryUrls: async () =>
      (await queryRows<{ category_url: string }>(db, sql`select category_url from categories where status = 1 order by level, sort, id`)).map((r) => r.category_url),

    /** One sitemap page of on-sale products, in id order. */
    productPage: (offset: number, limit: number) =>
      queryRows<{ category_url: string; seo_slug: string; updated_at: Date | string }>(
        db,
        sql`select c.category_url, p.seo_slug, p.updated_at from products p join categories c on c.id = p.category_id
            where p.status = 1 order by p.id limit ${limit} offset ${offset}`,
      ),
  };
}
export type SeoRepository = ReturnType<typeof seoRepository>;
