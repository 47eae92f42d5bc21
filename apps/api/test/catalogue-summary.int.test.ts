import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq, inArray, sql } from 'drizzle-orm';
import { supplierRank } from '@threadway/contracts';
import { categories, productImages, products, skuStock, skus } from '../src/db/schema/index.ts';
import { refreshProductSummaries } from '../src/modules/catalogue/products/product-summary.ts';
import { rebuildSearchIndex, updateSearchIndexFor } from '../src/modules/catalogue/search/search-index.ts';
import { expectOk, useTestServer } from './harness.ts';

/**
 * The denormalised product columns (refreshProductSummaries) against the rules computed in
 * TypeScript, and the search index (lexicon and suggestions), rebuilt and kept up to date.
 */

const s = useTestServer();
const WAREHOUSES = ['CN_S', 'CN_N', 'US', 'GB', 'DE'] as const;

/** A deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % max;
  };
}

async function category(url: string, name: string, parentId: number | null = null, level = 3) {
  const [row] = await s.db.insert(categories).values({ parentId, level, name, categoryUrl: url }).returning();
  return row!.id;
}

interface PlannedSku {
  status: number;
  priceCents: number;
  originalPriceCents: number;
  sales: number;
  stock: Partial<Record<(typeof WAREHOUSES)[number], number>>;
}

/** SKUs alternate Blue (even) and Red (odd): a card lists the on-sale colours in SKU order. */
const onSaleColours = (plan: readonly PlannedSku[]) => [...new Set(plan.flatMap((k, i) => (k.status === 1 ? [i % 2 ? 'Red' : 'Blue'] : [])))];

describe('product summaries', () => {
  test('price, stock, warehouses, sales and supplier rank agree with the TypeScript rules', async () => {
    const leaf = await category('summary-leaf', 'Summary Leaf');
    const next = random(42);
    const plans: PlannedSku[][] = [];
    for (let p = 0; p < 150; p += 1) {
      const count = p < 5 ? [0, 1, 2, 3, 4][p]! : 1 + next(16);
      const band = next(4);
      plans.push(
        Array.from({ length: count }, () => {
          const stock: PlannedSku['stock'] = {};
          for (const code of WAREHOUSES) if (next(3) === 0) stock[code] = [next(30), 40 + next(40), 90 + next(40), 150 + next(200)][band]!;
          return { status: next(6) === 0 ? 0 : 1, priceCents: 100 + next(5000), originalPriceCents: 6000 + next(3000), sales: next(100), stock };
        }),
      );
    }
    // Edge cases the median must get right: an even count whose middle pair straddles 100.
    plans[1] = [101, 99, 400, 0].map((pieces) => ({ status: 1, priceCents: 500, originalPriceCents: 900, sales: 1, stock: { CN_S: pieces } }));
    plans[2] = [102, 100, 400, 0].map((pieces) => ({ status: 1, priceCents: 500, originalPriceCents: 900, sales: 1, stock: { GB: pieces } }));

    const inserted = await s.db
      .insert(products)
      .values(plans.map((_, p) => ({ kkProductId: `SUM${p}`, itemNo: `SUM-${p}`, categoryId: leaf, name: `Summary ${p}`, seoSlug: `summary-${p}`, weightGrams: 100, priceCents: 7, originalPriceCents: 9 })))
      .returning({ id: products.id });
    const skuRows = plans.flatMap((plan, p) => plan.map((sku, k) => ({ ...sku, skuCode: `SUM-${p}-${k}`, productId: inserted[p]!.id, colour: k % 2 ? 'Red' : 'Blue', size: 'M', weightGrams: 100 })));
    const insertedSkus = skuRows.length ? await s.db.insert(skus).values(skuRows.map(({ stock: _, ...row }) => row)).returning({ id: skus.id }) : [];
    const stockRows = skuRows.flatMap((sku, i) => Object.entries(sku.stock).map(([warehouseCode, stock]) => ({ skuId: insertedSkus[i]!.id, warehouseCode, stock })));
    await s.db.insert(skuStock).values(stockRows);
    await s.db.insert(productImages).values({ productId: inserted[3]!.id, url: '/media/second.webp', colour: 'Red', sort: 2 });
    await s.db.insert(productImages).values({ productId: inserted[3]!.id, url: '/media/first.webp', colour: 'Blue', sort: 1 });

    await refreshProductSummaries(s.db, inserted.map((p) => p.id));
    const rows = await s.db.select().from(products).where(inArray(products.id, inserted.map((p) => p.id)));
    const ranks = new Set<string>();
    for (const [p, plan] of plans.entries()) {
      const row = rows.find((r) => r.id === inserted[p]!.id)!;
      const onSale = plan.filter((k) => k.status === 1);
      const perSku = onSale.map((k) => Object.values(k.stock).reduce((a, b) => a + b, 0));
      const where = `product ${p} ${JSON.stringify(plan)}`;
      assert.equal(row.supplierRank, supplierRank(perSku), where);
      ranks.add(row.supplierRank);
      assert.equal(row.totalStock, perSku.reduce((a, b) => a + b, 0), where);
      const countries = ['CN', 'US', 'GB', 'DE'].filter((country) => onSale.some((k) => Object.entries(k.stock).some(([code, n]) => n > 0 && code.startsWith(country))));
      assert.deepEqual(row.warehouses, countries, where);
      const piecesIn = (country: string) => onSale.reduce((sum, k) => sum + Object.entries(k.stock).reduce((n, [code, pieces]) => n + (code.startsWith(country) ? pieces : 0), 0), 0);
      assert.deepEqual([row.stockCn, row.stockUs, row.stockGb, row.stockDe], ['CN', 'US', 'GB', 'DE'].map(piecesIn), where);
      assert.deepEqual(row.cardColours.map((c) => c.name), onSaleColours(plan), where);
      assert.equal(row.sales, plan.reduce((sum, k) => sum + k.sales, 0), where);
      const priced = onSale.length > 0 ? onSale : plan;
      if (priced.length === 0) {
        assert.equal(row.priceCents, 7, 'no SKU at all: the price stays');
        continue;
      }
      const cheapest = priced.reduce((a, b) => (b.priceCents < a.priceCents ? b : a));
      assert.equal(row.priceCents, cheapest.priceCents, where);
      assert.equal(row.originalPriceCents, cheapest.originalPriceCents, where);
    }
    assert.deepEqual([...ranks].sort(), ['A', 'B', 'C'], 'every rank occurs');
    assert.equal(rows.find((r) => r.id === inserted[1]!.id)!.supplierRank, 'B', 'median (99 + 101) / 2 = 100 is not above 100');
    assert.equal(rows.find((r) => r.id === inserted[2]!.id)!.supplierRank, 'A', 'median (100 + 102) / 2 = 101');
    assert.equal(rows.find((r) => r.id === inserted[3]!.id)!.mainImageUrl, '/media/first.webp');
    assert.deepEqual(
      rows.find((r) => r.id === inserted[3]!.id)!.cardColours.map((c) => c.imageUrl),
      onSaleColours(plans[3]!).map((colour) => (colour === 'Blue' ? '/media/first.webp' : '/media/second.webp')),
      "each colour's card picture is its first picture of that colour",
    );
    assert.match(rows.find((r) => r.id === inserted[3]!.id)!.keywords, /Summary Leaf/);
  });

  test('keywords hold the category path, colours, fabric and attribute values', async () => {
    const top = await category('kw-top', 'Kwtop', null, 1);
    const middle = await category('kw-middle', 'Kwmiddle', top, 2);
    const leaf = await category('kw-leaf', 'Kwleaf', middle, 3);
    const [row] = await s.db
      .insert(products)
      .values({ kkProductId: 'KW1', itemNo: 'KW-1', categoryId: leaf, name: 'Keyword Probe', seoSlug: 'keyword-probe', weightGrams: 1, priceCents: 1, originalPriceCents: 1, fabric: 'Tweed', attributes: { pattern: 'Houndstooth', designElements: ['Epaulette', 'Toggle'] } })
      .returning();
    await s.db.insert(skus).values({ skuCode: 'KW-1-1', productId: row!.id, colour: 'Mulberry', size: 'S', priceCents: 1, originalPriceCents: 1, weightGrams: 1 });
    await refreshProductSummaries(s.db, [row!.id]);
    const [refreshed] = await s.db.select().from(products).where(eq(products.id, row!.id));
    for (const word of ['Kwleaf', 'Kwmiddle', 'Kwtop', 'Mulberry', 'Tweed', 'Houndstooth', 'Epaulette', 'Toggle']) assert.ok(refreshed!.keywords.includes(word), `${word} in '${refreshed!.keywords}'`);
  });
});

describe('search index', () => {
  const lexicon = async () => new Map(((await s.db.execute(sql`select term, frequency from search_lexicon`)) as unknown as { rows: { term: string; frequency: number }[] }).rows.map((r) => [r.term, Number(r.frequency)]));
  const suggestions = async () => new Map(((await s.db.execute(sql`select phrase, weight from search_suggestions`)) as unknown as { rows: { phrase: string; weight: number }[] }).rows.map((r) => [r.phrase, Number(r.weight)]));

  test('the lexicon holds every word of on-sale names and keywords with the number of products using it', async () => {
    await rebuildSearchIndex(s.db);
    const words = await lexicon();
    const onSale = await s.db.select().from(products).where(eq(products.status, 1));
    const expected = new Map<string, number>();
    for (const p of onSale) {
      const unique = new Set(`${p.name} ${p.keywords}`.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length >= 2 && /[a-z]/.test(w)));
      for (const word of unique) expected.set(word, (expected.get(word) ?? 0) + 1);
    }
    assert.deepEqual(new Map([...words].sort()), new Map([...expected].sort()));
  });

  test('suggestions: product names, category names and colour + garment phrases, weighted', async () => {
    const phrases = await suggestions();
    assert.equal(phrases.get('Keyword Probe'), 1, 'a name weighs the sales of its products (none), plus one');
    assert.equal(phrases.get('Kwtop'), phrases.get('Kwleaf'), 'a top category counts the products under it');
    assert.ok(phrases.get('Kwtop')! > phrases.get('mulberry kwleaf')!, 'categories outweigh colour + garment phrases');
    assert.ok(phrases.get('mulberry kwleaf')! > Math.max(...[...phrases].filter(([phrase]) => /^Summary \d+$/.test(phrase)).map(([, weight]) => weight)), 'which outweigh names');
  });

  test('after an edit, the index follows: new words, lost products, typo search on the new words', async () => {
    const [probe] = await s.db.select().from(products).where(eq(products.kkProductId, 'KW1'));
    await s.db.update(products).set({ name: 'Velvet Smoking Blazer' }).where(eq(products.id, probe!.id));
    await updateSearchIndexFor(s.db, [probe!.id]);
    const words = await lexicon();
    assert.equal(words.get('velvet'), 1);
    assert.equal(words.get('blazer'), 1);
    assert.ok((await suggestions()).has('Velvet Smoking Blazer'));
    const found = expectOk(await s.request('POST', '/api/product/open/product/list', { body: { search: 'velvt blazr' } }));
    assert.deepEqual(found.list.map((c: { kkProductId: string }) => c.kkProductId), ['KW1']);
    assert.equal(found.correctedSearch, 'velvet blazer');

    await s.db.update(products).set({ status: 0 }).where(eq(products.id, probe!.id));
    await updateSearchIndexFor(s.db, [probe!.id]);
    const after = await lexicon();
    assert.equal(after.has('velvet'), false, 'a word no on-sale product uses leaves the lexicon');
    assert.equal(after.has('houndstooth'), false);
    assert.equal(after.get('summary'), words.get('summary'), 'other words keep their counts');
    assert.equal(expectOk(await s.request('POST', '/api/product/open/product/list', { body: { search: 'velvet' } })).total, 0);
  });
});
