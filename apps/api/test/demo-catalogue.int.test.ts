import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { LOCALE_CODES } from '@threadway/contracts';
import { sql } from 'drizzle-orm';
import { seedDemoCatalogue } from '../src/db/seed/demo-catalogue/index.ts';
import { refreshProductSummaries } from '../src/modules/catalogue/products/product-summary.ts';
import { expectOk, useTestServer } from './harness.ts';

/** The demo catalogue as the start command writes it (40 products here), read back from the database and through the API. */

const s = useTestServer({ env: { DEMO_CATALOGUE_PRODUCTS: '40' } });

async function rows<T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await s.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const count = async (table: string) => (await rows<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

describe('demo catalogue', () => {
  test('the start seeds 40 products with their SKUs, stock, pictures (with features), texts and reviews', async () => {
    assert.equal(await count('products'), 40);
    const [shape] = await rows<{ skus: number; without_skus: number; without_stock: number; without_images: number; texts: number; reviews: number }>(sql`
      select (select count(*) from skus)::int as skus,
             (select count(*) from products p where not exists (select 1 from skus s where s.product_id = p.id))::int as without_skus,
             (select count(*) from skus s where not exists (select 1 from sku_stock st where st.sku_id = s.id))::int as without_stock,
             (select count(*) from products p where (select count(*) from product_images i where i.product_id = p.id) <> (select count(distinct colour) from skus s where s.product_id = p.id))::int as without_images,
             (select count(*) from product_texts)::int as texts,
             (select count(*) from reviews)::int as reviews`);
    assert.ok(shape!.skus >= 40 * 8, `${shape!.skus} SKUs`);
    assert.equal(shape!.without_skus, 0);
    assert.equal(shape!.without_stock, 0);
    assert.equal(shape!.without_images, 0);
    // A name and description in every language but English (English is the product row's own).
    assert.equal(shape!.texts, 40 * (LOCALE_CODES.length - 1));
    assert.ok(shape!.reviews > 0);
    assert.equal(await count('product_images where features is null'), 0, 'every picture has its visual-search features');
    const stocked = await rows<{ code: string }>(sql`select distinct warehouse_code as code from sku_stock order by 1`);
    assert.ok(stocked.some((r) => r.code === 'CN_S') && stocked.some((r) => r.code === 'CN_N'));
  });

  test('the denormalised product columns equal what the catalogue service computes from the SKUs', async () => {
    const columns = sql`select id, price_cents, original_price_cents, total_stock, warehouses, supplier_rank, sales, main_image_url from products order by id`;
    const generated = await rows(columns);
    await refreshProductSummaries(s.db, 'all');
    assert.deepEqual(await rows(columns), generated);
  });

  test('categories, events, albums, content, navigation, posts and the search index are there', async () => {
    assert.equal(await count('categories where level = 3'), 56);
    const events = await rows<{ type: number; running: number; ended: number }>(sql`
      select type, count(*) filter (where end_time > now())::int as running, count(*) filter (where end_time <= now())::int as ended from discounts group by type order by type`);
    assert.deepEqual(events, [
      { type: 1, running: 3, ended: 1 },
      { type: 2, running: 3, ended: 0 },
      { type: 3, running: 4, ended: 0 },
    ]);
    assert.ok((await count('discount_products')) > 0);
    assert.deepEqual((await rows<{ type: number }>(sql`select type from albums order by sort`)).map((r) => r.type), [1, 2, 3, 3]);
    assert.equal(await count('banners'), 4);
    assert.equal(await count('ad_popups'), 1);
    assert.equal(await count('ins_posts'), 40);
    assert.equal(await count('hot_search_terms'), 15);
    assert.ok((await count('nav_items')) > 10);
    assert.ok((await count('search_lexicon')) > 0 && (await count('search_suggestions')) > 0);
    const [adBar] = await rows<{ value: Record<string, string> }>(sql`select value from system_settings where key = 'adBar'`);
    assert.equal(Object.keys(adBar!.value).length, 6);
  });

  test('a second start leaves the catalogue as it is', async () => {
    assert.equal(await seedDemoCatalogue(s.db, s.config, { indexImages: true }), undefined);
    assert.equal(await count('products'), 40);
  });

  test('the API serves the generated tree and products in the caller language', async () => {
    const tree = expectOk<{ list: { childList: { childList: unknown[] }[] }[] }>(await s.request('GET', '/api/product/open/category/list', { query: { pageSize: 100 } }));
    assert.equal(tree.list.length, 5);
    assert.ok(tree.list.every((top) => top.childList.every((middle) => middle.childList.length > 0)));
    const [product] = await rows<{ kk: string; de: string }>(sql`
      select p.kk_product_id as kk, t.name as de from products p join product_texts t on t.product_id = p.id and t.locale = 'de' where p.status = 1 order by p.id limit 1`);
    const detail = expectOk<{ name: string }>(await s.request('GET', '/api/product/open/details', { query: { id: product!.kk }, headers: { 'Accept-Language': 'de' } }));
    assert.equal(detail.name, product!.de);
  });
});
