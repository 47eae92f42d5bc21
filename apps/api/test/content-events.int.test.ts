import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DISCOUNT_PREVIEW_PRODUCTS, GUEST_PRODUCT_LIMIT } from '@threadway/contracts';
import { albumProducts, albums, discountProducts, discounts, productTexts } from '../src/db/schema/index.ts';
import { insertCategory, insertProduct } from './content-fixtures.ts';
import { DEMO, expectFailure, expectOk, useTestServer } from './harness.ts';
import { countStatements } from './statement-counter.ts';

/** Flash sales, discount events, festival collections (spec 4) and albums (spec 3), guest and seller. */

type Product = Awaited<ReturnType<typeof insertProduct>>;
let token: string;
/** p[0..7] on sale, newest last, p[i] sold i x 10 pieces; offSale is not on sale. */
const p: Product[] = [];
let offSale: Product;
/** 45 more products, all on one event, for the guest limit. */
let crowd: Product[];
const events: Record<string, number> = {};
const modules: Record<string, number> = {};
const hour = 3_600_000;
const s = useTestServer({}, async (server) => {
  token = (await server.login(DEMO.email, DEMO.password)).token;
  const db = server.db;
  const category = await insertCategory(db);
  const start = Date.now() - 30 * 24 * hour;
  for (let i = 0; i < 8; i++) p.push(await insertProduct(db, { categoryId: category.id, name: `Item ${i}`, sales: i * 10, createdAt: new Date(start + i * hour), skus: [{ priceCents: 1000 }] }));
  await db.insert(productTexts).values({ productId: p[0]!.id, locale: 'fr', name: 'Article zéro' });
  offSale = await insertProduct(db, { categoryId: category.id, status: 0, sales: 1000, createdAt: new Date() });
  crowd = [];
  for (let i = 0; i < 45; i++) crowd.push(await insertProduct(db, { categoryId: category.id, createdAt: new Date(start - (i + 1) * hour) }));

  const now = Date.now();
  const event = (name: string, type: number, from: number, to: number, extra: Partial<typeof discounts.$inferInsert> = {}) => ({
    name,
    type,
    startTime: new Date(now + from * hour),
    endTime: new Date(now + to * hour),
    ...extra,
  });
  const rows = await db
    .insert(discounts)
    .values([
      event('Flash A', 1, -1, 5, { sort: 2, bannerUrl: '/media/flash-a.webp' }),
      event('Flash B', 1, -1.5, 2, { sort: 1 }),
      event('Spring event', 2, -24, 48, { sort: 0 }),
      event('Lunar festival', 3, -2, 72, { sort: 3, names: { fr: 'Fête lunaire' }, bannerUrl: '/media/lunar.webp', description: 'Red and gold.' }),
      event('Winter event', 2, -72, -1, { sort: 4 }),
      event('Summer festival', 3, 24, 96, { sort: 5 }),
      event('Switched off', 2, -1, 5, { status: 0 }),
      event('Crowded event', 2, -3, 5, { sort: 9 }),
    ])
    .returning();
  for (const row of rows) events[row.name] = row.id;
  const on = (name: string, products: Product[], percent = 20) => products.map((product, sort) => ({ discountId: events[name]!, productId: product.id, discountPercent: percent, sort }));
  await db.insert(discountProducts).values([
    ...on('Flash A', [p[0]!, p[1]!], 30),
    ...on('Flash B', [p[2]!]),
    ...on('Spring event', [p[3]!, offSale, p[4]!, p[5]!, p[6]!, p[7]!], 10),
    ...on('Lunar festival', [p[7]!]),
    ...on('Winter event', [p[6]!, p[5]!]),
    ...on('Switched off', [p[1]!]),
    ...on('Crowded event', crowd, 5),
  ]);

  const albumRows = await db
    .insert(albums)
    .values([
      { type: 1, name: 'New In', names: { fr: 'Nouveautés' }, sort: 0 },
      { type: 2, name: 'Best Sellers', sort: 1 },
      { type: 3, name: 'Summer edit', bannerUrl: '/media/summer.webp', sort: 2 },
      { type: 3, name: 'Hidden edit', status: 0, sort: 3 },
      { type: 1, name: 'New In, picked', sort: 4 },
    ])
    .returning();
  for (const row of albumRows) modules[row.name] = row.id;
  await db.insert(albumProducts).values([
    { albumId: modules['Summer edit']!, productId: p[5]!.id, sort: 0 },
    { albumId: modules['Summer edit']!, productId: offSale.id, sort: 1 },
    { albumId: modules['Summer edit']!, productId: p[2]!.id, sort: 2 },
    { albumId: modules['New In, picked']!, productId: p[1]!.id, sort: 0 },
  ]);
});

const post = (path: string, body: unknown, opts: { token?: string; headers?: Record<string, string> } = {}) => s.request('POST', path, { body, ...opts });
const names = (list: { name: string }[]) => list.map((x) => x.name);
const kks = (list: { kkProductId: string }[]) => list.map((x) => x.kkProductId);

describe('event lists (getDiscountList)', () => {
  test('status 1: what runs now, in the operators order, each with its first on-sale products', async () => {
    const page = expectOk(await post('/api/product/open/discount/getDiscountList', { status: 1, pageNumber: 1, pageSize: 10 }));
    assert.deepEqual(names(page.list), ['Spring event', 'Flash B', 'Flash A', 'Lunar festival', 'Crowded event']);
    assert.equal(page.total, 5);
    const spring = page.list[0];
    assert.deepEqual(kks(spring.products), kks([p[3]!, p[4]!, p[5]!, p[6]!]), `the first ${DISCOUNT_PREVIEW_PRODUCTS}, off-sale ones skipped`);
    assert.equal(spring.expired, false);
    assert.ok(spring.startTime < Date.now() && spring.endTime > Date.now());
    assert.equal(spring.products[0].price, null, 'guests see no prices');
  });

  test('the home festival list (type 3, status 1, sortType 3, pageSize 6), names in the caller language', async () => {
    const page = expectOk(await post('/api/product/open/discount/getDiscountList', { pageNumber: 1, pageSize: 6, type: 3, status: 1, sortType: 3 }, { token, headers: { 'accept-language': 'fr' } }));
    assert.deepEqual(names(page.list), ['Fête lunaire']);
    const [festival] = page.list;
    assert.equal(festival.description, 'Red and gold.');
    assert.equal(festival.bannerUrl, '/media/lunar.webp');
    assert.equal(festival.products[0].price, 1000, 'sellers see prices');
    assert.equal(festival.products[0].discountPercent, 20);
  });

  test('status 2 upcoming, 3 ended (expired), none: running and upcoming; sort 1 newest, 2 ending soonest', async () => {
    const list = async (body: object) => names(expectOk(await post('/api/product/open/discount/getDiscountList', { pageSize: 20, ...body })).list);
    assert.deepEqual(await list({ status: 2 }), ['Summer festival']);
    const ended = expectOk(await post('/api/product/open/discount/getDiscountList', { status: 3 })).list;
    assert.deepEqual(names(ended), ['Winter event']);
    assert.equal(ended[0].expired, true);
    assert.deepEqual(await list({}), ['Spring event', 'Flash B', 'Flash A', 'Lunar festival', 'Summer festival', 'Crowded event']);
    assert.deepEqual(await list({ type: 1, status: 1, sortType: 2 }), ['Flash B', 'Flash A']);
    assert.deepEqual(await list({ status: 1, sortType: 1 }), ['Flash A', 'Flash B', 'Lunar festival', 'Crowded event', 'Spring event']);
  });

  test('paging', async () => {
    const second = expectOk(await post('/api/product/open/discount/getDiscountList', { status: 1, pageNumber: 2, pageSize: 2 }));
    assert.equal(second.total, 5);
    assert.deepEqual(names(second.list), ['Flash A', 'Lunar festival']);
    assert.deepEqual(expectOk(await post('/api/product/open/discount/getDiscountList', { status: 1, pageNumber: 9, pageSize: 2 })).list, []);
  });
});

describe("an event's products (getDiscountProductList)", () => {
  test('the event and a page of its on-sale products', async () => {
    const page = expectOk(await post('/api/product/open/discount/getDiscountProductList', { discountId: events['Spring event'], pageNumber: 1, pageSize: 3 }, { token }));
    assert.equal(page.discount.name, 'Spring event');
    assert.equal(page.discount.expired, false);
    assert.equal('products' in page.discount, false);
    assert.equal(page.total, 5);
    assert.deepEqual(kks(page.list), kks([p[3]!, p[4]!, p[5]!]));
    assert.equal(page.list[0].discountPrice, 900);
    assert.equal(page.limitedForGuest, false);
  });

  test("an ended event still answers, expired, so the page can say 'Event Expired'", async () => {
    const page = expectOk(await post('/api/product/open/discount/getDiscountProductList', { discountId: events['Winter event'] }));
    assert.equal(page.discount.expired, true);
    assert.deepEqual(kks(page.list), kks([p[6]!, p[5]!]));
    assert.equal(page.list[0].discountPercent, 10, 'its own discount is over; the spring event still runs on that product');
  });

  test("unknown or switched-off events: 'Sorry, No Data Found'", async () => {
    for (const discountId of [999_999, events['Switched off']]) {
      expectFailure(await post('/api/product/open/discount/getDiscountProductList', { discountId }), 404, 40400, 'Sorry, No Data Found');
    }
  });

  test(`guests see the first ${GUEST_PRODUCT_LIMIT} products, then limitedForGuest; sellers all`, async () => {
    const body = (pageNumber: number) => ({ discountId: events['Crowded event'], pageNumber, pageSize: 30 });
    const first = expectOk(await post('/api/product/open/discount/getDiscountProductList', body(1)));
    assert.equal(first.list.length, 30);
    assert.equal(first.total, GUEST_PRODUCT_LIMIT);
    assert.equal(first.limitedForGuest, true);
    const second = expectOk(await post('/api/product/open/discount/getDiscountProductList', body(2)));
    assert.equal(second.list.length, GUEST_PRODUCT_LIMIT - 30);
    assert.deepEqual(expectOk(await post('/api/product/open/discount/getDiscountProductList', body(3))).list, []);
    const seller = expectOk(await post('/api/product/open/discount/getDiscountProductList', body(2), { token }));
    assert.equal(seller.list.length, 15);
    assert.equal(seller.total, 45);
    assert.equal(seller.limitedForGuest, false);
  });
});

describe('event banner, config and festival activities', () => {
  test('banner: running events with a banner', async () => {
    const list = expectOk(await s.request('GET', '/api/product/open/discount/banner'));
    assert.deepEqual(names(list), ['Flash A', 'Lunar festival']);
    assert.equal(list[0].bannerUrl, '/media/flash-a.webp');
  });

  test('config: the types running and the flash sale ending first, with the server clock', async () => {
    const before = Date.now();
    const config = expectOk(await s.request('GET', '/api/product/open/discount/config'));
    assert.deepEqual(config.liveTypes, [1, 2, 3]);
    assert.equal(config.flashSale.name, 'Flash B');
    assert.equal(config.flashSale.discountId, events['Flash B']);
    assert.ok(config.serverTime >= before && config.serverTime <= Date.now());
  });

  test('festival activities: running festival collections', async () => {
    assert.deepEqual(expectOk(await s.request('GET', '/api/product/open/discount/festivals', { headers: { 'accept-language': 'fr' } })).map((f: { discountId: number; name: string }) => [f.discountId, f.name]), [
      [events['Lunar festival'], 'Fête lunaire'],
    ]);
  });
});

describe('albums (modules)', () => {
  test('list, groups and the main navigation entries', async () => {
    assert.deepEqual(names(expectOk(await s.request('GET', '/api/product/open/module/list'))), ['New In', 'Best Sellers', 'Summer edit', 'New In, picked']);
    const groups = expectOk(await s.request('GET', '/api/product/open/module/group'));
    assert.deepEqual(groups.map((g: { type: number; modules: { name: string }[] }) => [g.type, names(g.modules)]), [[1, ['New In', 'New In, picked']], [2, ['Best Sellers']], [3, ['Summer edit']]]);
    assert.deepEqual(expectOk(await s.request('GET', '/api/product/open/module/main/list', { headers: { 'accept-language': 'fr' } })), [
      { type: 1, moduleId: modules['New In'], name: 'Nouveautés' },
      { type: 2, moduleId: modules['Best Sellers'], name: 'Best Sellers' },
    ]);
  });

  test('New In and Best Sellers left empty follow the catalogue; curated albums their own order', async () => {
    const newIn = expectOk(await post('/api/product/open/module/products', { type: 1, pageSize: 3 }));
    assert.equal(newIn.album.moduleId, modules['New In']);
    assert.deepEqual(kks(newIn.list), kks([p[7]!, p[6]!, p[5]!]), 'newest on-sale first');
    const best = expectOk(await post('/api/product/open/module/products', { type: 2, pageSize: 3 }, { token }));
    assert.deepEqual(kks(best.list), kks([p[7]!, p[6]!, p[5]!]), 'best selling on-sale first');
    const summer = expectOk(await post('/api/product/open/module/products', { moduleId: modules['Summer edit'] }));
    assert.deepEqual(summer.album, { moduleId: modules['Summer edit'], type: 3, name: 'Summer edit', bannerUrl: '/media/summer.webp' });
    assert.deepEqual(kks(summer.list), kks([p[5]!, p[2]!]));
    assert.equal(summer.total, 2);
    const picked = expectOk(await post('/api/product/open/module/products', { type: 1, moduleId: modules['New In, picked'] }));
    assert.deepEqual(kks(picked.list), kks([p[1]!]), 'a New In album with products of its own shows those');
  });

  test('guest limit on album pages', async () => {
    const guest = expectOk(await post('/api/product/open/module/products', { type: 1, pageNumber: 2, pageSize: 30 }));
    assert.equal(guest.list.length, GUEST_PRODUCT_LIMIT - 30);
    assert.equal(guest.total, GUEST_PRODUCT_LIMIT);
    assert.equal(guest.limitedForGuest, true);
    const seller = expectOk(await post('/api/product/open/module/products', { type: 1, pageNumber: 2, pageSize: 30 }, { token }));
    assert.equal(seller.total, 8 + 45);
    assert.equal(seller.list.length, 23);
  });

  test('unknown, switched-off or mismatched albums are not found; neither type nor moduleId is bad input', async () => {
    for (const body of [{ moduleId: 999_999 }, { moduleId: modules['Hidden edit'] }, { type: 2, moduleId: modules['Summer edit'] }, { type: 7 }]) {
      expectFailure(await post('/api/product/open/module/products', body), 404, 40400, 'Sorry, No Data Found');
    }
    const neither = await post('/api/product/open/module/products', { pageSize: 3 });
    expectFailure(neither, 400, 40000, 'Please choose an option.');
  });

  test('show: every album with its first products', async () => {
    const shown = expectOk(await s.request('GET', '/api/product/open/module/show', { query: { size: 2 } }));
    assert.deepEqual(
      shown.map((a: { name: string; products: { kkProductId: string }[] }) => [a.name, kks(a.products)]),
      [
        ['New In', kks([p[7]!, p[6]!])],
        ['Best Sellers', kks([p[7]!, p[6]!])],
        ['Summer edit', kks([p[5]!, p[2]!])],
        ['New In, picked', kks([p[1]!])],
      ],
    );
    assert.equal(shown[0].products[0].price, null);
  });
});

describe('statement budget', () => {
  test('lists cost a few statements whatever the page size', async () => {
    const calls: [string, string, (size: number) => unknown][] = [
      ['POST', '/api/product/open/discount/getDiscountList', (pageSize) => ({ pageSize })],
      ['POST', '/api/product/open/discount/getDiscountProductList', (pageSize) => ({ discountId: events['Crowded event'], pageSize })],
      ['POST', '/api/product/open/module/products', (pageSize) => ({ type: 1, pageSize })],
      ['GET', '/api/product/open/module/show', () => undefined],
    ];
    for (const [method, path, body] of calls) {
      for (const size of [1, 60]) {
        const { result, statements } = await countStatements(s.db, () => s.request(method, path, { body: body(size), token, query: method === 'GET' ? { size: Math.min(size, 24) } : undefined }));
        expectOk(result);
        // Four of the route's own at most, plus the session check and, every two seconds, the maintenance flag.
        assert.ok(statements >= 3 && statements <= 6, `${path} at size ${size}: ${statements} statements`);
      }
    }
  });
});
