import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { ProductCard } from '@threadway/contracts';
import { categories, products } from '../src/db/schema/index.ts';
import { SHORTLIST } from '../src/modules/catalogue/products/product-list.query.ts';
import { textArray } from '../src/modules/catalogue/sql.ts';
import { DEMO, expectOk, useTestServer } from './harness.ts';

/**
 * Relevance paging across the shortlist (product-list.query.ts, relevanceStatement): more
 * matches than SHORTLIST, paged through to the end, give every match exactly once, the
 * shortlist's pages by cover density and the pages after it by the cheap rank.
 */

const MATCHES = SHORTLIST + 100;
const PAGE_SIZE = 60;
let seller: string;

const s = useTestServer({}, async (server) => {
  const [leaf] = await server.db.insert(categories).values({ level: 3, name: 'Paging Leaf', categoryUrl: 'paging-leaf' }).returning();
  // The word three, two or once in the keywords (ts_rank falls in that order), and in some names
  // (which lifts them above all): the shortlist ends inside the second level, so the pages after
  // it hold products of two levels, and their order is checked too.
  const repeats = (i: number) => (i < SHORTLIST * 0.6 ? 3 : i < SHORTLIST + 50 ? 2 : 1);
  await server.db.insert(products).values(
    Array.from({ length: MATCHES }, (_, i) => ({
      kkProductId: `PG${i}`,
      itemNo: `PG-${i}`,
      categoryId: leaf!.id,
      name: i % 7 === 0 ? `Cotton Zebrawave Shirt ${i}` : `Cotton Shirt ${i}`,
      keywords: `${'zebrawave tops '.repeat(repeats(i))}cotton`,
      seoSlug: `paging-${i}`,
      weightGrams: 200,
      priceCents: 1000,
      originalPriceCents: 1500,
      sales: (i * 37) % 101,
    })),
  );
  seller = (await server.login(DEMO.email, DEMO.password)).token;
});

const page = async (pageNumber: number) =>
  expectOk<{ list: ProductCard[]; total: number }>(await s.request('POST', '/api/product/list', { token: seller, body: { search: 'zebrawave', pageSize: PAGE_SIZE, pageNumber } }));

/** A rank of each product, read from the database for the products of a page, in page order. */
async function ranks(rank: 'ts_rank' | 'ts_rank_cd', kks: string[]): Promise<number[]> {
  const rows = (await s.db.execute(
    sql`select p.kk_product_id, ${sql.raw(rank)}(p.search_vector, 'zebrawave:*'::tsquery) as rank from products p where p.kk_product_id = any(${textArray(kks)})`,
  )) as unknown as { rows: { kk_product_id: string; rank: number }[] };
  const byKk = new Map(rows.rows.map((r) => [r.kk_product_id, Number(r.rank)]));
  return kks.map((kk) => byKk.get(kk)!);
}

const nonIncreasing = (values: number[], where: string) => values.forEach((v, i) => i > 0 && assert.ok(v <= values[i - 1]! + 1e-6, `${where}: ${values[i - 1]} then ${v}`));

describe('relevance paging', () => {
  test('every match exactly once across the shortlist; cover density first, then the cheap rank', async () => {
    const pages: string[][] = [];
    for (let n = 1; n <= Math.ceil(MATCHES / PAGE_SIZE); n += 1) {
      const result = await page(n);
      assert.equal(result.total, MATCHES);
      pages.push(result.list.map((card) => card.kkProductId));
    }
    const all = pages.flat();
    assert.equal(all.length, MATCHES);
    assert.equal(new Set(all).size, MATCHES, 'no product twice');
    const shortlisted = all.slice(0, SHORTLIST);
    nonIncreasing(await ranks('ts_rank_cd', shortlisted), 'shortlist by cover density');
    nonIncreasing(await ranks('ts_rank', all.slice(SHORTLIST)), 'after the shortlist by ts_rank');
    const lowestShortlisted = Math.min(...(await ranks('ts_rank', shortlisted)));
    assert.ok((await ranks('ts_rank', all.slice(SHORTLIST))).every((r) => r <= lowestShortlisted + 1e-6), 'the shortlist holds the best by ts_rank');
  });
});
