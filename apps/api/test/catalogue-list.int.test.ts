import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { discounts, products } from '../src/db/schema/index.ts';
import { GUEST_PRODUCT_LIMIT, supplierRank, type ProductCard } from '@threadway/contracts';
import { seedCatalogueFixture, type CatalogueFixture, type FixtureProduct } from './catalogue-fixture.ts';
import { DEMO, expectFailure, expectOk, useTestServer } from './harness.ts';
import { countStatements } from './statement-counter.ts';

/** The product list (spec 2.3, 7): every filter, sort, paging, guest limits, search and its statement budget. */

let fixture: CatalogueFixture;
let seller: string;
const s = useTestServer({}, async (server) => {
  fixture = await seedCatalogueFixture(server.db);
  seller = (await server.login(DEMO.email, DEMO.password)).token;
});

type Page = { list: ProductCard[]; total: number; pageNumber: number; pageSize: number; limitedForGuest?: boolean; suggestions?: string[]; correctedSearch?: string | null };
const sellerList = async (body: Record<string, unknown>) => expectOk<Page>(await s.request('POST', '/api/product/list', { body, token: seller }));
const guestList = async (body: Record<string, unknown>) => expectOk<Page>(await s.request('POST', '/api/product/open/product/list', { body }));
/** Every match in one page (the fixture holds fewer than 60 on-sale products). */
const everything = (filters: Record<string, unknown>) => sellerList({ ...filters, pageSize: 60 });
const kks = (page: Page) => page.list.map((card) => card.kkProductId);
const byKk = (kk: string) => fixture.products.find((p) => p.kkProductId === kk)!;
const sameSet = (actual: string[], expected: string[]) => assert.deepEqual([...actual].sort(), [...expected].sort());

/** Pieces of a product's on-sale SKUs per warehouse code. */
function onSaleStock(product: FixtureProduct): Record<string, number> {
  const stock: Record<string, number> = {};
  for (const sku of product.skus.filter((k) => k.status === 1)) for (const [code, pieces] of Object.entries(sku.stock)) stock[code] = (stock[code] ?? 0) + pieces;
  return stock;
}
const skuStocks = (product: FixtureProduct) => product.skus.filter((k) => k.status === 1).map((k) => Object.values(k.stock).reduce((a, b) => a + b, 0));
/** What the seller pays for a product: its sale price when a discount runs, else its price. */
const pays = (card: ProductCard) => card.discountPrice ?? card.price!;
const lowestPrice = (product: FixtureProduct) => Math.min(...product.skus.filter((k) => k.status === 1).map((k) => k.priceCents));

describe('product list: who sees what', () => {
  test('a seller sees every on-sale product with prices, and never one off sale', async () => {
    const page = await everything({});
    assert.equal(page.total, fixture.onSale.length);
    sameSet(kks(page), fixture.onSale.map((p) => p.kkProductId));
    assert.equal(page.limitedForGuest, false);
    for (const card of page.list) {
      assert.equal(card.price, lowestPrice(byKk(card.kkProductId)), card.kkProductId);
      assert.equal(typeof card.originalPrice, 'number');
      assert.match(card.seoPath, /^\/product-detail\/[a-z0-9-]+\/[a-z0-9-]+$/);
    }
  });

  test('guests get no prices and at most the first GUEST_PRODUCT_LIMIT products, but the real count', async () => {
    assert.ok(fixture.onSale.length > GUEST_PRODUCT_LIMIT);
    const first = await guestList({ pageSize: 30 });
    assert.equal(first.total, fixture.onSale.length, "'Products found' tells guests the real count");
    assert.equal(first.limitedForGuest, true);
    assert.equal(first.list.length, 30);
    assert.ok(first.list.every((card) => card.price === null && card.originalPrice === null && card.discountPrice === null));
    const second = await guestList({ pageSize: 30, pageNumber: 2 });
    assert.equal(second.list.length, GUEST_PRODUCT_LIMIT - 30, 'the second page stops at the limit');
    const beyond = await guestList({ pageSize: 20, pageNumber: 3 });
    assert.deepEqual(beyond.list, []);
    assert.equal(beyond.limitedForGuest, true);
    // The same first products a seller sees in the same order.
    const sellerFirst = await sellerList({ pageSize: 30 });
    assert.deepEqual(kks(first), kks(sellerFirst));
    // A short result is not limited.
    const few = await guestList({ categoryUrl: 'men-jackets' });
    assert.equal(few.limitedForGuest, false);
    assert.equal(few.total, fixture.onSale.filter((p) => p.categoryUrl === 'men-jackets').length);
  });

  test('guests can neither filter nor sort by the prices they cannot see', async () => {
    const everything = await guestList({ pageSize: 30 });
    const filtered = await guestList({ pageSize: 30, minPrice: 1500, maxPrice: 2500 });
    assert.equal(filtered.total, everything.total, 'a price range would reveal prices by bisection');
    assert.deepEqual(kks(await guestList({ pageSize: 30, sortType: 'priceAsc' })), kks(everything));
    assert.deepEqual(kks(await guestList({ pageSize: 30, sortType: 'priceDesc' })), kks(everything));
    // A seller's price range still narrows the list.
    assert.ok((await sellerList({ pageSize: 30, minPrice: 1500, maxPrice: 2500 })).total < everything.total);
  });

  test('the other readings of the same calls answer the same', async () => {
    const body = { pageSize: 7, sortType: 'priceAsc' };
    assert.deepEqual(expectOk(await s.request('POST', '/api/product/getWebPageList', { body, token: seller })), await sellerList(body));
    assert.deepEqual(expectOk(await s.request('POST', '/api/product/open/openList', { body })), await guestList(body));
    // A seller token on the open call still unlocks prices.
    const open = expectOk<Page>(await s.request('POST', '/api/product/open/product/list', { body, token: seller }));
    assert.equal(typeof open.list[0]!.price, 'number');
    expectFailure(await s.request('POST', '/api/product/list', { body }), 401, 40100);
  });

  test('cards carry the running discount (price rounded up), not an expired one', async () => {
    const page = await everything({ search: `${byKk(fixture.flashSaleKk).itemNo} ${byKk(fixture.expiredEventKk).itemNo}` });
    const flash = page.list.find((c) => c.kkProductId === fixture.flashSaleKk)!;
    assert.equal(flash.discountPercent, 20);
    assert.equal(flash.discountType, 1);
    assert.equal(flash.discountPrice, Math.ceil((flash.price! * 80) / 100));
    assert.ok(flash.endTime! > Date.now());
    const expired = page.list.find((c) => c.kkProductId === fixture.expiredEventKk)!;
    assert.equal(expired.discountPercent, null);
    assert.equal(expired.endTime, null);
  });
});

describe('product list: filters', () => {
  test('a category of any level includes its descendants, by id or by url', async () => {
    const inWomen = fixture.onSale.filter((p) => p.categoryUrl.startsWith('women-')).map((p) => p.kkProductId);
    sameSet(kks(await everything({ categoryId: fixture.categoryIds.women })), inWomen);
    sameSet(kks(await everything({ categoryUrl: 'women' })), inWomen);
    const inTops = fixture.onSale.filter((p) => ['women-sweaters', 'women-t-shirts'].includes(p.categoryUrl)).map((p) => p.kkProductId);
    sameSet(kks(await everything({ categoryUrl: 'women-tops' })), inTops);
    sameSet(kks(await everything({ categoryId: fixture.categoryIds['men-jackets'] })), fixture.onSale.filter((p) => p.categoryUrl === 'men-jackets').map((p) => p.kkProductId));
    for (const filters of [{ categoryUrl: 'no-such-category' }, { categoryUrl: 'hidden' }, { categoryId: 999_999 }, { categoryId: fixture.categoryIds.men, categoryUrl: 'women' }]) {
      const empty = await everything(filters);
      assert.equal(empty.total, 0, JSON.stringify(filters));
      assert.ok(Array.isArray(empty.suggestions), 'an empty result carries suggestions');
    }
  });

  test('ship-from warehouses: CN covers CN_S and CN_N; several countries match any', async () => {
    for (const countries of [['US'], ['GB'], ['DE'], ['CN'], ['GB', 'DE']]) {
      const codes = countries.flatMap((c) => (c === 'CN' ? ['CN_S', 'CN_N'] : [c]));
      const expected = fixture.onSale.filter((p) => codes.some((code) => (onSaleStock(p)[code] ?? 0) > 0)).map((p) => p.kkProductId);
      assert.ok(expected.length > 0 && (countries[0] === 'CN' || expected.length < fixture.onSale.length), `${countries}: the fixture must discriminate`);
      const page = await everything({ warehouses: countries });
      sameSet(kks(page), expected);
      assert.ok(page.list.every((card) => card.warehouses.some((w) => countries.includes(w))));
    }
  });

  test('supplier ranks follow the rule of spec 9 (median SKU stock)', async () => {
    for (const rank of ['A', 'B', 'C'] as const) {
      const expected = fixture.onSale.filter((p) => supplierRank(skuStocks(p)) === rank).map((p) => p.kkProductId);
      assert.ok(expected.length > 0, `the fixture has rank ${rank}`);
      sameSet(kks(await everything({ supplierRanks: [rank] })), expected);
    }
    assert.equal((await everything({ supplierRanks: ['A', 'B', 'C'] })).total, fixture.onSale.length);
  });

  test('fabrics (any case), product type, price range and minimum inventory', async () => {
    sameSet(kks(await everything({ fabrics: ['wool', 'LINEN'] })), fixture.onSale.filter((p) => ['Wool', 'Linen'].includes(p.fabric)).map((p) => p.kkProductId));
    sameSet(kks(await everything({ productType: 2 })), fixture.onSale.filter((p) => p.productType === 2).map((p) => p.kkProductId));
    sameSet(kks(await everything({ productType: 3 })), fixture.onSale.filter((p) => p.productType === 3).map((p) => p.kkProductId));

    const range = await everything({ minPrice: 1500, maxPrice: 2500 });
    sameSet(kks(range), fixture.onSale.filter((p) => lowestPrice(p) >= 1500 && lowestPrice(p) <= 2500).map((p) => p.kkProductId));
    assert.ok(range.total > 0 && range.total < fixture.onSale.length);

    const total = (p: FixtureProduct) => Object.values(onSaleStock(p)).reduce((a, b) => a + b, 0);
    sameSet(kks(await everything({ minInventory: 1000 })), fixture.onSale.filter((p) => total(p) >= 1000).map((p) => p.kkProductId));
    // With warehouses, the inventory counted is theirs.
    const usAtLeast = fixture.onSale.filter((p) => (onSaleStock(p).US ?? 0) >= 100).map((p) => p.kkProductId);
    assert.ok(usAtLeast.length > 0 && usAtLeast.length < fixture.onSale.filter((p) => (onSaleStock(p).US ?? 0) > 0).length);
    sameSet(kks(await everything({ warehouses: ['US'], minInventory: 100 })), usAtLeast);
  });

  test('filters combine', async () => {
    const page = await everything({ categoryUrl: 'women', fabrics: ['Cotton'], supplierRanks: ['A', 'B'], warehouses: ['CN'] });
    const expected = fixture.onSale.filter((p) => p.categoryUrl.startsWith('women-') && p.fabric === 'Cotton' && supplierRank(skuStocks(p)) !== 'C');
    sameSet(kks(page), expected.map((p) => p.kkProductId));
  });

  test('bad filters are 400 with the rule message', async () => {
    const range = await s.request('POST', '/api/product/open/product/list', { body: { minPrice: 2000, maxPrice: 2000 } });
    expectFailure(range, 400, 40000, 'Please enter a number greater than the start number!');
    assert.equal(range.body.data.field, 'maxPrice');
    const bad: Record<string, unknown>[] = [
      { warehouses: ['CN_S'] },
      { warehouses: 'US' },
      { supplierRanks: ['D'] },
      { sortType: 'cheapest' },
      { pageSize: 61 },
      { pageSize: 0 },
      { pageNumber: 0 },
      { minPrice: -1 },
      { maxPrice: 1.5 },
      { productType: 4 },
      { minInventory: -5 },
      { categoryId: 'abc' },
      { search: 'x'.repeat(201) },
      { fabrics: [''] },
    ];
    for (const body of bad) expectFailure(await s.request('POST', '/api/product/open/product/list', { body }), 400, 40000);
  });
});

describe('product list: sorts and paging', () => {
  const sorted = (values: number[], direction: 'asc' | 'desc') => values.every((v, i) => i === 0 || (direction === 'asc' ? values[i - 1]! <= v : values[i - 1]! >= v));

  test('newest, inventory, sales, price ascending and descending order the whole list', async () => {
    const newest = await everything({ sortType: 'newest' });
    assert.deepEqual(kks(newest), [...fixture.onSale].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map((p) => p.kkProductId));
    assert.ok(sorted((await everything({ sortType: 'inventory' })).list.map((c) => c.inventory), 'desc'));
    assert.ok(sorted((await everything({ sortType: 'sales' })).list.map((c) => c.sales), 'desc'));
    assert.ok(sorted((await everything({ sortType: 'priceAsc' })).list.map(pays), 'asc'));
    assert.ok(sorted((await everything({ sortType: 'priceDesc' })).list.map(pays), 'desc'));
    // Recommended without a search: best sellers in stock, then those out of stock (the fixture's best seller is).
    const recommended = (await everything({})).list;
    const bestSeller = (await everything({ sortType: 'sales' })).list[0]!;
    assert.equal(bestSeller.inventory, 0);
    assert.equal(recommended[recommended.length - 1]!.kkProductId, bestSeller.kkProductId);
    assert.ok(sorted(recommended.slice(0, -1).map((c) => c.sales), 'desc'));
    assert.ok(recommended.slice(0, -1).every((c) => c.inventory > 0));
  });

  test('pages do not overlap and together give the whole list, for every sort', async () => {
    for (const sortType of ['recommended', 'newest', 'inventory', 'sales', 'priceAsc', 'priceDesc']) {
      const whole = kks(await everything({ sortType }));
      const pages: string[] = [];
      for (let pageNumber = 1; pageNumber <= Math.ceil(whole.length / 9); pageNumber += 1) {
        const page = await sellerList({ sortType, pageSize: 9, pageNumber });
        assert.equal(page.pageNumber, pageNumber);
        assert.equal(page.pageSize, 9);
        assert.equal(page.total, whole.length);
        pages.push(...kks(page));
      }
      assert.deepEqual(pages, whole, sortType);
    }
    const beyond = await sellerList({ pageSize: 20, pageNumber: 9 });
    assert.deepEqual(beyond.list, []);
    assert.equal(beyond.total, fixture.onSale.length, 'the total is known beyond the last page too');
  });

  test('price sorts follow the price the seller pays (the sale price on the card), browsing, searching and in a category, page after page', async () => {
    // The dearest product goes on a 90% discount running now: by list price it stays first, by what the seller pays it does not.
    const dearest = (await everything({ sortType: 'priceDesc' })).list[0]!;
    const [product] = await s.db.select({ id: products.id }).from(products).where(eq(products.kkProductId, dearest.kkProductId));
    const [event] = await s.db.insert(discounts).values({ type: 2, name: 'Deep Event', startTime: new Date(Date.now() - 60_000), endTime: new Date(Date.now() + 3_600_000) }).returning();
    await s.db.execute(sql`insert into discount_products (discount_id, product_id, discount_percent) values (${event!.id}, ${product!.id}, 90)`);
    try {
      const category = byKk(dearest.kkProductId).categoryUrl;
      for (const filters of [{}, { search: dearest.name.split(' ').at(-1)! }, { categoryUrl: category }]) {
        for (const [sortType, direction] of [['priceAsc', 'asc'], ['priceDesc', 'desc']] as const) {
          const whole = await everything({ ...filters, sortType });
          assert.ok(sorted(whole.list.map(pays), direction), `${sortType} ${JSON.stringify(filters)}: ${whole.list.map((c) => `${c.kkProductId}=${c.price}/${pays(c)}`).join(' ')}`);
          const pages: string[] = [];
          for (let pageNumber = 1; pageNumber <= Math.ceil(whole.total / 4); pageNumber += 1) pages.push(...kks(await sellerList({ ...filters, sortType, pageSize: 4, pageNumber })));
          assert.deepEqual(pages, kks(whole), `${sortType} ${JSON.stringify(filters)} by pages`);
        }
      }
      const discounted = (await everything({ sortType: 'priceDesc' })).list;
      assert.notEqual(discounted[0]!.kkProductId, dearest.kkProductId, 'the discounted product no longer leads');
    } finally {
      await s.db.delete(discounts).where(eq(discounts.id, event!.id));
    }
  });
});

describe('product list: search', () => {
  const names = (page: Page) => page.list.map((card) => card.name);

  test('a typo finds the right products through the lexicon: sweatr finds sweaters', async () => {
    const page = await everything({ search: 'sweatr' });
    const sweaters = fixture.onSale.filter((p) => p.categoryUrl === 'women-sweaters').map((p) => p.kkProductId);
    sameSet(kks(page), sweaters);
    assert.match(page.correctedSearch ?? '', /^sweaters?$/);
    const twoTypos = await everything({ search: 'lether jaket' });
    assert.deepEqual(names(twoTypos), ['Leather Biker Jacket']);
    assert.equal(twoTypos.correctedSearch, 'leather jacket');
    assert.equal((await everything({ search: 'sweater' })).correctedSearch, null, 'nothing corrected');
  });

  test('several terms separated by commas or lines find either; words of one term must all match', async () => {
    const jacketsOrDresses = fixture.onSale.filter((p) => ['men-jackets', 'women-maxi-dresses'].includes(p.categoryUrl)).map((p) => p.kkProductId);
    sameSet(kks(await everything({ search: 'jacket, dress' })), jacketsOrDresses);
    sameSet(kks(await everything({ search: 'jacket\ndress' })), jacketsOrDresses);
    sameSet(names(await everything({ search: 'knit sweater' })), ['Chunky Knit Sweater', 'Cable Knit Sweater']);
    sameSet(names(await everything({ search: 'Knit' })), ['Chunky Knit Sweater', 'Cable Knit Sweater', 'Knit Maxi Dress']);
  });

  test('the last word is a prefix, item numbers and product ids match exactly', async () => {
    sameSet(kks(await everything({ search: 'swea' })), fixture.onSale.filter((p) => p.categoryUrl === 'women-sweaters').map((p) => p.kkProductId));
    const wanted = [fixture.onSale[3]!, fixture.onSale[20]!];
    const pasted = await everything({ search: `${wanted[0]!.itemNo} ${wanted[1]!.kkProductId}` });
    sameSet(kks(pasted), wanted.map((p) => p.kkProductId));
    assert.equal((await everything({ search: byKk('KK1010').itemNo })).total, 0, 'a product off sale is not found by its number either');
  });

  test('ranking puts name matches first, and search combines with filters and sorts', async () => {
    // 'Denim' is the name of one jacket and the fabric (a keyword) of many products.
    const denim = await everything({ search: 'denim' });
    assert.equal(denim.list[0]!.name, 'Denim Trucker Jacket');
    assert.ok(denim.total > 2);
    const filtered = await everything({ search: 'dress', fabrics: ['Cotton'], sortType: 'priceDesc' });
    assert.ok(filtered.total > 0);
    assert.ok(filtered.list.every((c) => c.fabric === 'Cotton' && /Dress/.test(c.name)));
    assert.ok(filtered.list.every((c, i) => i === 0 || filtered.list[i - 1]!.price! >= c.price!));
  });

  test('nothing found: an empty list with suggestions from the hot searches', async () => {
    await guestList({ search: 'jacket' });
    const nothing = await guestList({ search: 'qqqzzzxxx' });
    assert.deepEqual(nothing.list, []);
    assert.equal(nothing.total, 0);
    assert.ok(nothing.suggestions!.includes('jacket'), JSON.stringify(nothing.suggestions));
    assert.ok(!nothing.suggestions!.includes('qqqzzzxxx'), 'the failed search itself is not suggested');
    // Symbols only: no search at all.
    assert.equal((await everything({ search: ' ,;!! ' })).total, fixture.onSale.length);
  });

  test('searches count in the hot list once per search (not per page) and in the seller history', async () => {
    const times = async (term: string) => Number((await s.db.execute(sql`select times from hot_search_terms where term = ${term}`) as unknown as { rows: { times: number }[] }).rows[0]?.times ?? 0);
    await sellerList({ search: 'Bomber  Jacket', pageSize: 1 });
    await sellerList({ search: 'bomber jacket', pageSize: 1, pageNumber: 2 });
    assert.equal(await times('bomber jacket'), 1);
    const history = expectOk(await s.request('GET', '/api/product/searchHistory', { token: seller }));
    assert.equal(history.userHotTermsList[0], 'bomber jacket');
    assert.ok(history.globalHotTermsList.includes('bomber jacket'));
  });
});

describe('product list: statement budget', () => {
  test('at most 5 SQL statements per request whatever the page size, guest or seller, searching or not', async () => {
    const bodies = [
      {},
      { search: 'sweatr, lether jaket', warehouses: ['CN', 'US'], supplierRanks: ['A', 'B'], fabrics: ['wool'], minPrice: 100, maxPrice: 900000, minInventory: 1, sortType: 'recommended' },
      { categoryUrl: 'women', warehouses: ['US'], minInventory: 10, sortType: 'priceAsc' },
      { search: 'qqqzzzxxx' },
      { pageNumber: 40 },
    ];
    for (const pageSize of [1, 60]) {
      for (const body of bodies) {
        for (const [path, token] of [['/api/product/list', seller], ['/api/product/open/product/list', undefined]] as const) {
          const { result, statements } = await countStatements(s.db, () => s.request('POST', path, { body: { ...body, pageSize }, token }));
          expectOk(result);
          assert.ok(statements <= 5, `${path} ${JSON.stringify({ ...body, pageSize })}: ${statements} statements`);
          assert.ok(statements >= 1, 'the counter sees the statements');
        }
      }
    }
  });
});
