import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import type { ProductCard } from '@threadway/contracts';
import { products } from '../src/db/schema/index.ts';
import { refreshProductSummaries } from '../src/modules/catalogue/products/product-summary.ts';
import { DEMO, expectOk, useTestServer } from './harness.ts';
import { countStatements } from './statement-counter.ts';

/**
 * The catalogue calls on the generated demo catalogue (what a fresh start serves): the
 * generator's summaries agree with refreshProductSummaries, and search, typo tolerance,
 * suggestions and the product page work on its words.
 */

let seller: string;
const s = useTestServer({ env: { DEMO_CATALOGUE_PRODUCTS: '40' } }, async (server) => {
  seller = (await server.login(DEMO.email, DEMO.password)).token;
});

const SUMMARY_COLUMNS = ['priceCents', 'originalPriceCents', 'totalStock', 'warehouses', 'stockCn', 'stockUs', 'stockGb', 'stockDe', 'cardColours', 'supplierRank', 'sales'] as const;

describe('the demo catalogue', () => {
  test("the generator's denormalised columns are what refreshProductSummaries computes", async () => {
    const pick = (rows: (typeof products.$inferSelect)[]) => rows.map((row) => Object.fromEntries([['kk', row.kkProductId], ...SUMMARY_COLUMNS.map((c) => [c, row[c]])]));
    const before = pick(await s.db.select().from(products).orderBy(asc(products.id)));
    assert.equal(before.length, 40);
    await refreshProductSummaries(s.db, 'all');
    assert.deepEqual(pick(await s.db.select().from(products).orderBy(asc(products.id))), before);
  });

  test('a word of a product name finds it, misspelt too, within the statement budget', async () => {
    const [product] = await s.db.select().from(products).where(eq(products.status, 1)).orderBy(asc(products.id)).limit(1);
    const word = product!.name.split(' ').find((w) => /^[A-Za-z]{6,}$/.test(w)) ?? product!.name.split(' ').at(-1)!;
    const exact = expectOk(await s.request('POST', '/api/product/list', { token: seller, body: { search: word, pageSize: 60 } }));
    assert.ok(exact.list.some((c: ProductCard) => c.kkProductId === product!.kkProductId), `${word} finds ${product!.name}`);
    const typo = `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`.toLowerCase();
    const { result, statements } = await countStatements(s.db, () => s.request('POST', '/api/product/list', { token: seller, body: { search: typo, pageSize: 60 } }));
    const corrected = expectOk(result);
    assert.ok(statements <= 5, `${statements} statements`);
    assert.ok(corrected.list.some((c: ProductCard) => c.kkProductId === product!.kkProductId), `${typo} (${corrected.correctedSearch}) finds ${product!.name}`);
    assert.ok(corrected.correctedSearch?.includes(word.toLowerCase()), `${typo} corrected to ${corrected.correctedSearch}`);

    const prefix = word.slice(0, 4).toLowerCase();
    const suggestions = expectOk<string[]>(await s.request('POST', '/api/product/open/suggestionCompletion', { body: { text: prefix } }));
    assert.ok(suggestions.some((phrase) => phrase.toLowerCase().split(' ').some((w) => w.startsWith(prefix))), JSON.stringify(suggestions));
  });

  test('a product page and its SEO path', async () => {
    const [product] = await s.db.select().from(products).where(eq(products.status, 1)).orderBy(asc(products.id)).limit(1);
    const page = expectOk(await s.request('GET', '/api/product/open/details', { query: { id: product!.kkProductId }, token: seller }));
    assert.equal(page.name, product!.name);
    assert.ok(page.skus.length > 0 && page.shipFrom.length > 0);
    const seo = expectOk(await s.request('GET', '/api/product/open/seo/businessId', { query: { businessId: product!.kkProductId, type: 3 } }));
    assert.equal(seo.path, page.seoPath);
    const bySlug = expectOk(await s.request('GET', '/api/product/open/details', { query: { seoSlug: seo.seoSearchTerm } }));
    assert.equal(bySlug.kkProductId, product!.kkProductId);
  });
});
