import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { SIZE_ORDER, type CategoryNode, type CountedCategoryNode, type ProductCard } from '@threadway/contracts';
import { HISTORY_TERMS_KEPT, PRUNE_SEARCH_HISTORY_JOB } from '../src/modules/catalogue/search/history-prune.job.ts';
import { seedCatalogueFixture, type CatalogueFixture } from './catalogue-fixture.ts';
import { DEMO, expectFailure, expectOk, useTestServer } from './harness.ts';

/** Categories, filter values, warehouses, home blocks, recommendations and the search box. */

let fixture: CatalogueFixture;
let seller: string;
const s = useTestServer({}, async (server) => {
  fixture = await seedCatalogueFixture(server.db);
  seller = (await server.login(DEMO.email, DEMO.password)).token;
});

const kks = (cards: ProductCard[]) => cards.map((c) => c.kkProductId);
const onSaleIn = (...urls: string[]) => fixture.onSale.filter((p) => urls.includes(p.categoryUrl));

describe('categories', () => {
  test('the tree: three levels of on-sale categories, localized names with English fallback', async () => {
    const page = expectOk(await s.request('GET', '/api/product/open/category/list', { query: { pageSize: 100, pageNumber: 1, status: 1 } }));
    assert.equal(page.total, 2, 'the hidden category is not public');
    const [women, men] = page.list as CategoryNode[];
    assert.equal(women!.name, 'Women');
    assert.equal(women!.categoryId, fixture.categoryIds.women);
    assert.deepEqual(women!.childList.map((c) => c.categoryUrl), ['women-tops', 'women-dresses']);
    assert.deepEqual(women!.childList[0]!.childList.map((c) => c.name), ['Sweaters', 'T-Shirts']);
    assert.equal(men!.childList[0]!.childList[0]!.level, 3);

    const french = expectOk(await s.request('GET', '/api/product/open/category/list', { headers: { 'accept-language': 'fr-FR' } }));
    assert.deepEqual(french.list.map((c: CategoryNode) => c.name), ['Femme', 'Homme']);
    assert.equal(french.list[0].childList[1].name, 'Dresses', 'no French name: English');
    const paged = expectOk(await s.request('GET', '/api/product/open/category/list', { query: { pageSize: 1, pageNumber: 2 } }));
    assert.deepEqual(paged.list.map((c: CategoryNode) => c.name), ['Men']);
    expectFailure(await s.request('GET', '/api/product/open/category/list', { query: { status: 0 } }), 400, 40000);
  });

  test('dynamicCategroy: the tree with on-sale product counts, empty branches left out', async () => {
    const tree = expectOk<CountedCategoryNode[]>(await s.request('GET', '/api/product/open/dynamicCategroy'));
    const women = tree.find((c) => c.categoryUrl === 'women')!;
    assert.equal(women.productCount, onSaleIn('women-sweaters', 'women-t-shirts', 'women-maxi-dresses').length);
    const dresses = women.childList.find((c) => c.categoryUrl === 'women-dresses')!;
    assert.deepEqual(dresses.childList.map((c) => c.categoryUrl), ['women-maxi-dresses'], 'mini dresses has no product');
    assert.equal(tree.find((c) => c.categoryUrl === 'men')!.productCount, onSaleIn('men-jackets').length);
  });

  test("a product's category path, top level first; unknown or off-sale products are not available", async () => {
    const product = onSaleIn('women-t-shirts')[0]!;
    const path = expectOk(await s.request('GET', `/api/product/open/getCategoryByProduct/${product.kkProductId}`, { headers: { 'language-id': '4' } }));
    assert.deepEqual(path, [
      { categoryId: fixture.categoryIds.women, name: 'Femme', categoryUrl: 'women' },
      { categoryId: fixture.categoryIds['women-tops'], name: 'Hauts', categoryUrl: 'women-tops' },
      { categoryId: fixture.categoryIds['women-t-shirts'], name: 'T-Shirts', categoryUrl: 'women-t-shirts' },
    ]);
    for (const id of ['KK9999', 'KK1010']) expectFailure(await s.request('GET', `/api/product/open/getCategoryByProduct/${id}`), 404, 40400, 'This product is not available.');
  });
});

describe('filter values', () => {
  test('fabrics of a category (and of everything), for the fabric filter', async () => {
    const fabricsOf = (urls: string[]) => [...new Set(onSaleIn(...urls).map((p) => p.fabric))].sort();
    assert.deepEqual(expectOk(await s.request('GET', '/api/product/open/materialByCategory', { query: { categoryId: fixture.categoryIds['women-sweaters'] } })), fabricsOf(['women-sweaters']));
    assert.deepEqual(expectOk(await s.request('GET', '/api/product/open/materialByCategory', { query: { categoryUrl: 'men' } })), fabricsOf(['men-jackets']));
    assert.deepEqual(expectOk(await s.request('GET', '/api/product/open/materialByCategory')), ['Cotton', 'Denim', 'Linen', 'Polyester', 'Wool']);
    assert.deepEqual(expectOk(await s.request('GET', '/api/product/open/materialByCategory', { query: { categoryUrl: 'nowhere' } })), []);
  });

  test('sizes in the order of spec 9', async () => {
    const sizes = expectOk<string[]>(await s.request('POST', '/api/product/open/sizeList', { body: { categoryUrl: 'women' } }));
    assert.deepEqual(sizes, ['S', 'M', 'L', 'XL']);
    assert.deepEqual(sizes, [...sizes].sort((a, b) => SIZE_ORDER.indexOf(a as never) - SIZE_ORDER.indexOf(b as never)));
    assert.deepEqual(expectOk(await s.request('POST', '/api/product/open/sizeList', { body: {} })), ['S', 'M', 'L', 'XL']);
    assert.deepEqual(expectOk(await s.request('POST', '/api/product/open/sizeList', { body: { categoryUrl: 'women-mini-dresses' } })), []);
  });

  test('attribute values per attribute, colour included', async () => {
    const values = expectOk<Record<string, string[]>>(await s.request('POST', '/api/product/open/attribute', { body: { categoryId: fixture.categoryIds.women } }));
    assert.deepEqual(values.colour, ['Black', 'Navy', 'Red']);
    assert.deepEqual(values.pattern, ['Floral', 'Solid', 'Striped']);
    assert.deepEqual(values.style, ['Casual', 'Elegant']);
    assert.deepEqual(values.designElements, ['Button']);
    assert.deepEqual(values.fabric, [...new Set(onSaleIn('women-sweaters', 'women-t-shirts', 'women-maxi-dresses').map((p) => p.fabric))].sort());
  });
});

describe('warehouses', () => {
  test('the five warehouses with their country in the caller language', async () => {
    const english = expectOk(await s.request('GET', '/api/product/open/warehouse/list'));
    assert.deepEqual(english.map((w: { warehouseCode: string }) => w.warehouseCode), ['CN_S', 'CN_N', 'US', 'GB', 'DE']);
    assert.deepEqual(english[1], { warehouseCode: 'CN_N', countryCode: 'CN', countryName: 'China', domesticOnly: false });
    assert.equal(english[3].domesticOnly, true);
    const german = expectOk(await s.request('GET', '/api/product/open/warehouse/list', { headers: { 'accept-language': 'de' } }));
    assert.equal(german[4].countryName, 'Deutschland');
  });

  test("a seller reads a product's stock per warehouse, or one SKU's", async () => {
    const product = fixture.onSale.find((p) => p.skus.some((k) => k.stock.US))!;
    const expected: Record<string, number> = { CN_S: 0, CN_N: 0, US: 0, GB: 0, DE: 0 };
    for (const sku of product.skus.filter((k) => k.status === 1)) for (const [code, pieces] of Object.entries(sku.stock)) expected[code]! += pieces;
    const all = expectOk(await s.request('GET', '/api/product/warehouseStock/wareHouse', { token: seller, query: { kkProductId: product.kkProductId } }));
    assert.deepEqual(Object.fromEntries(all.map((w: { warehouseCode: string; stock: number }) => [w.warehouseCode, w.stock])), expected);
    const sku = product.skus[5]!;
    const one = expectOk(await s.request('GET', '/api/product/warehouseStock/wareHouse', { token: seller, query: { kkProductId: product.kkProductId, skuCode: sku.skuCode } }));
    assert.deepEqual(Object.fromEntries(one.filter((w: { stock: number }) => w.stock > 0).map((w: { warehouseCode: string; stock: number }) => [w.warehouseCode, w.stock])), sku.stock);
    expectFailure(await s.request('GET', '/api/product/warehouseStock/wareHouse', { token: seller, query: { kkProductId: product.kkProductId, skuCode: fixture.onSale[0]!.skus[0]!.skuCode } }), 404, 40400);
    expectFailure(await s.request('GET', '/api/product/warehouseStock/wareHouse', { token: seller, query: { kkProductId: 'KK9999' } }), 404, 40400, 'This product is not available.');
    expectFailure(await s.request('GET', '/api/product/warehouseStock/wareHouse', { query: { kkProductId: product.kkProductId } }), 401, 40100);
  });
});

describe('home, new in and recommendations', () => {
  test('new in: newest first, optionally of a category, guest limits apply', async () => {
    const newest = [...fixture.onSale].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const page = expectOk(await s.request('POST', '/api/product/open/product/newIn/list', { body: { pageSize: 5 } }));
    assert.deepEqual(kks(page.list), newest.slice(0, 5).map((p) => p.kkProductId));
    assert.equal(page.total, newest.length, 'guests are told the real count; only the list they page through is limited');
    assert.equal(page.list[0].price, null);
    const jackets = expectOk(await s.request('POST', '/api/product/open/product/newIn/list', { body: { categoryUrl: 'men-jackets' }, token: seller }));
    assert.deepEqual(kks(jackets.list), newest.filter((p) => p.categoryUrl === 'men-jackets').map((p) => p.kkProductId));
    assert.equal(typeof jackets.list[0].price, 'number');
  });

  test('home blocks: best sellers, new arrivals and you may like', async () => {
    const home = expectOk(await s.request('POST', '/api/product/open/main', { body: { pageSize: 4 } }));
    const sales = home.bestSellers.map((c: ProductCard) => c.sales);
    assert.equal(home.bestSellers.length, 4);
    assert.ok(sales.every((v: number, i: number) => i === 0 || sales[i - 1] >= v));
    assert.equal(Math.max(...fixture.onSale.map((p) => p.skus.reduce((sum, k) => sum + k.sales, 0))), sales[0]);
    assert.deepEqual(kks(home.newArrivals), [...fixture.onSale].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, 4).map((p) => p.kkProductId));
    assert.equal(home.youMayLike.length, 4);
    assert.equal(home.youMayLike[0].kkProductId, fixture.flashSaleKk, 'guests: products on sale first');
    assert.ok(home.bestSellers.every((c: ProductCard) => c.price === null));
    const defaults = expectOk(await s.request('POST', '/api/product/open/main'));
    assert.equal(defaults.bestSellers.length, 12);
  });

  test("the seller's showcase: discounted products first, then best sellers", async () => {
    const showcase = expectOk<ProductCard[]>(await s.request('GET', '/api/product/productShopWindow/list', { token: seller, query: { pageSize: 5 } }));
    assert.equal(showcase.length, 5);
    assert.equal(showcase[0]!.kkProductId, fixture.flashSaleKk);
    assert.equal(new Set(kks(showcase)).size, 5);
    expectFailure(await s.request('GET', '/api/product/productShopWindow/list'), 401, 40100);
  });

  test('similar products: same category first, then the siblings, never the product itself', async () => {
    const sweater = onSaleIn('women-sweaters')[0]!;
    const similar = expectOk<ProductCard[]>(await s.request('GET', `/api/product/open/recommend/contentBased/${sweater.kkProductId}`, { query: { pageSize: 15 } }));
    const sweaters = onSaleIn('women-sweaters').length - 1;
    assert.equal(similar.length, 15);
    assert.ok(!kks(similar).includes(sweater.kkProductId));
    assert.ok(similar.slice(0, sweaters).every((c) => c.categoryId === sweater.categoryId));
    assert.ok(similar.slice(sweaters).every((c) => c.categoryId === fixture.categoryIds['women-t-shirts']), 'then the other tops');
    // Within the category, the most shared attributes (fabric, pattern, style) first.
    const shared = (kk: string) => {
      const other = fixture.products.find((p) => p.kkProductId === kk)!;
      return Number(other.fabric === sweater.fabric) + Number(other.attributes.pattern === sweater.attributes.pattern) + Number(other.attributes.style === sweater.attributes.style);
    };
    const scores = kks(similar.slice(0, sweaters)).map(shared);
    assert.ok(scores.every((score, i) => i === 0 || scores[i - 1]! >= score), JSON.stringify(scores));
    assert.ok(scores[0]! > scores[scores.length - 1]!, 'the fixture must discriminate');
    expectFailure(await s.request('GET', '/api/product/open/recommend/contentBased/KK9999'), 404, 40400, 'This product is not available.');
  });

  test("recommendations: a seller's come from their favourites and searches, a guest's are best sellers", async () => {
    const guest = expectOk<ProductCard[]>(await s.request('GET', '/api/product/open/recommend/userRecs', { query: { pageSize: 3 } }));
    const best = expectOk(await s.request('POST', '/api/product/open/main', { body: { pageSize: 3 } })).bestSellers;
    assert.deepEqual(kks(guest), kks(best));

    const fresh = await s.signUp();
    const jacket = onSaleIn('men-jackets')[0]!;
    expectOk(await s.request('POST', `/api/product/collect/add/${jacket.kkProductId}`, { token: fresh.token }));
    const recs = expectOk<ProductCard[]>(await s.request('GET', '/api/product/open/recommend/userRecs', { token: fresh.token, query: { pageSize: 5 } }));
    assert.ok(recs.every((c) => c.categoryId === jacket.categoryId && c.kkProductId !== jacket.kkProductId), 'jackets like the favourite, not the favourite itself');
    const home = expectOk(await s.request('POST', '/api/product/open/main', { token: fresh.token, body: { pageSize: 5 } }));
    assert.deepEqual(kks(home.youMayLike), kks(recs));

    const searcher = await s.signUp();
    expectOk(await s.request('POST', '/api/product/list', { token: searcher.token, body: { search: 'maxi' } }));
    const fromSearch = expectOk<ProductCard[]>(await s.request('GET', '/api/product/open/recommend/userRecs', { token: searcher.token, query: { pageSize: 3 } }));
    assert.ok(fromSearch.every((c) => /Maxi/.test(c.name)), JSON.stringify(fromSearch.map((c) => c.name)));
  });
});

describe('search box', () => {
  const suggest = async (text: string, headers?: Record<string, string>) => expectOk<string[]>(await s.request('POST', '/api/product/open/suggestionCompletion', { body: { text, language: 1 }, headers }));

  test('suggestions: phrases starting with the text first, then close ones; at most 10', async () => {
    const swe = await suggest('swe');
    assert.equal(swe[0], 'Sweaters', 'the category outweighs product names');
    assert.ok(swe.length <= 10 && swe.length >= 5);
    assert.ok(swe.every((phrase) => phrase.toLowerCase().startsWith('swe') || /\bswe/i.test(phrase)));
    assert.ok((await suggest('Maxi')).includes('Maxi Dresses'));
    assert.ok((await suggest('black maxi')).includes('black maxi dresses'), 'colour + garment');
    assert.ok((await suggest('sweatr')).some((phrase) => /sweater/i.test(phrase)), 'typos still suggest');
    assert.ok((await suggest('biker')).includes('Leather Biker Jacket'), 'a word inside a name');
    assert.ok((await suggest('grosse')).includes('Pull en grosse maille'), 'names stored in other languages');
    assert.deepEqual(await suggest('%'), []);
  });

  test('symbols only: an empty list', async () => {
    for (const text of ['', '   ', '!!!', '@#$%^&*()', '，、', '-_-']) assert.deepEqual(await suggest(text), [], JSON.stringify(text));
  });

  test('search history: recent searches of the seller (10 at most, newest first) and the hot list', async () => {
    const fresh = await s.signUp();
    for (let i = 0; i < 12; i += 1) expectOk(await s.request('POST', '/api/product/list', { token: fresh.token, body: { search: `term${i}`, pageSize: 1 } }));
    const history = expectOk(await s.request('GET', '/api/product/searchHistory', { token: fresh.token }));
    assert.deepEqual(history.userHotTermsList, Array.from({ length: 10 }, (_, i) => `term${11 - i}`));
    assert.ok(history.globalHotTermsList.length > 0);
    const guest = expectOk(await s.request('GET', '/api/product/open/searchHistory'));
    assert.deepEqual(guest.userHotTermsList, []);
    assert.deepEqual(guest.globalHotTermsList, history.globalHotTermsList);
    assert.deepEqual(expectOk(await s.request('GET', '/api/report/open/hotSearchTerms')), history.globalHotTermsList);
    // Another seller's history is their own.
    assert.ok(!expectOk(await s.request('GET', '/api/product/searchHistory', { token: seller })).userHotTermsList.includes('term11'));
    expectOk(await s.request('DELETE', '/api/product/searchHistory', { token: fresh.token }), 'Deleted successfully');
    assert.deepEqual(expectOk(await s.request('GET', '/api/product/searchHistory', { token: fresh.token })).userHotTermsList, []);
    expectFailure(await s.request('GET', '/api/product/searchHistory'), 401, 40100);
  });

  test('search history is append-only (a search never rewrites a row) and the prune job bounds it without changing the recent searches', async () => {
    const fresh = await s.signUp();
    const search = async (term: string) => expectOk(await s.request('POST', '/api/product/list', { token: fresh.token, body: { search: term, pageSize: 1 } }));
    const recent = async () => expectOk(await s.request('GET', '/api/product/searchHistory', { token: fresh.token })).userHotTermsList as string[];
    const rows = async () => ((await s.db.execute(sql`select term, ctid::text as place from search_history where user_id = ${fresh.userId} order by searched_at, term`)) as unknown as { rows: { term: string; place: string }[] }).rows;
    await search('alpha');
    const [first] = await rows();
    await search('beta');
    await search('alpha');
    const after = await rows();
    assert.deepEqual(after[0], first, 'the first search of alpha is still where it was: not rewritten');
    assert.deepEqual(after.map((r) => r.term), ['alpha', 'beta', 'alpha']);
    assert.deepEqual(await recent(), ['alpha', 'beta'], 'a term searched again comes first, once');

    for (let i = 0; i < HISTORY_TERMS_KEPT + 5; i += 1) await search(`term${i}`);
    await search('term3');
    const shown = await recent();
    assert.equal(shown[0], 'term3');
    await s.app.jobs.enqueue(s.db, PRUNE_SEARCH_HISTORY_JOB, {});
    assert.equal(await s.app.jobs.runDue(1, [PRUNE_SEARCH_HISTORY_JOB]), 1);
    const kept = await rows();
    assert.equal(kept.length, HISTORY_TERMS_KEPT, 'one row for each of the newest terms');
    assert.equal(new Set(kept.map((r) => r.term)).size, HISTORY_TERMS_KEPT);
    assert.ok(!kept.some((r) => r.term === 'alpha'), 'the oldest terms went');
    assert.deepEqual(await recent(), shown, 'the recent searches are unchanged');
  });

  test('recent searches stay exact when the newest 500 history rows hold fewer than 10 terms', async () => {
    const fresh = await s.signUp();
    for (let i = 0; i < 12; i += 1) expectOk(await s.request('POST', '/api/product/list', { token: fresh.token, body: { search: `old${i}`, pageSize: 1 } }));
    // 600 later searches of one term, as an eager seller makes between two runs of the prune job.
    await s.db.execute(sql`insert into search_history (user_id, term, searched_at) select ${fresh.userId}, 'again', now() + i * interval '1 ms' from generate_series(1, 600) i`);
    const history = expectOk(await s.request('GET', '/api/product/searchHistory', { token: fresh.token }));
    assert.deepEqual(history.userHotTermsList, ['again', ...Array.from({ length: 9 }, (_, i) => `old${11 - i}`)]);
  });

  test('hot list: pinned terms first, then the most searched', async () => {
    for (let i = 0; i < 3; i += 1) expectOk(await s.request('POST', '/api/product/open/product/list', { body: { search: 'linen maxi' } }));
    await s.db.execute(sql`insert into hot_search_terms (term, times, pinned) values ('summer edit', 0, true)`);
    const hot = expectOk<string[]>(await s.request('GET', '/api/report/open/hotSearchTerms'));
    assert.equal(hot[0], 'summer edit');
    assert.equal(hot[1], 'linen maxi');
  });
});
