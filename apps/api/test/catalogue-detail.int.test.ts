import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { ProductDetail } from '@threadway/contracts';
import { seedCatalogueFixture, type CatalogueFixture, type FixtureProduct } from './catalogue-fixture.ts';
import { DEMO, expectFailure, expectOk, useTestServer } from './harness.ts';

/** Product page, SEO path, favourites and reviews. */

let fixture: CatalogueFixture;
let seller: { token: string; userId: number };
const s = useTestServer({}, async (server) => {
  fixture = await seedCatalogueFixture(server.db);
  seller = await server.login(DEMO.email, DEMO.password);
});

const NOT_AVAILABLE = 'This product is not available.';
const detail = (query: Record<string, string>, options: { token?: string; headers?: Record<string, string> } = {}) =>
  s.request<ProductDetail>('GET', '/api/product/open/details', { query, ...options });
const product = (index: number): FixtureProduct => fixture.products[index]!;

describe('product detail', () => {
  test('a seller sees prices, SKUs with stock per warehouse, sizes in order, warehouses China first', async () => {
    const p = product(1);
    const page = expectOk(await detail({ id: p.kkProductId }, { token: seller.token }));
    assert.equal(page.kkProductId, p.kkProductId);
    assert.equal(page.itemNo, p.itemNo);
    assert.equal(page.name, p.name);
    assert.equal(page.description, `${p.name} for wholesale buyers.`);
    assert.deepEqual(page.sizes, ['S', 'M', 'L', 'XL']);
    assert.equal(page.skus.length, p.skus.length);
    for (const sku of p.skus) {
      const shown = page.skus.find((k) => k.skuCode === sku.skuCode)!;
      assert.deepEqual(shown.stock, sku.stock);
      assert.equal(shown.price, sku.priceCents);
      assert.equal(shown.status, sku.status);
    }
    assert.equal(page.price, Math.min(...p.skus.map((k) => k.priceCents)));
    assert.deepEqual(page.shipFrom.map((w) => w.warehouseCode), ['CN_N', 'US']);
    assert.deepEqual(page.shipFrom.map((w) => w.country), ['CN', 'US']);
    assert.equal(page.shipFrom[1]!.stock, p.skus.reduce((sum, k) => sum + (k.stock.US ?? 0), 0));
    assert.deepEqual(page.categoryPath.map((c) => c.categoryUrl), ['women', 'women-tops', 'women-sweaters']);
    assert.deepEqual(page.colours.map((c) => c.name), ['Black', 'Red', 'Navy']);
    assert.equal(page.images.length, 3);
    assert.equal(page.attributes.pattern, 'Striped');
    assert.equal(page.discountPercent, 20, 'the running flash sale');
    assert.equal(page.discountPrice, Math.ceil((page.price! * 80) / 100));
    assert.equal(page.limitedForGuest, false);
    assert.equal(page.isFavorite, false);
    assert.equal(page.seoPath, `/product-detail/women-sweaters/${p.seoSlug}`);
  });

  test('guests get no prices and the guest limit flag; the SEO slug works as well as the id', async () => {
    const p = product(4);
    const page = expectOk(await detail({ seoSlug: p.seoSlug }));
    assert.equal(page.kkProductId, p.kkProductId);
    assert.equal(page.price, null);
    assert.ok(page.skus.every((k) => k.price === null && k.originalPrice === null));
    assert.equal(page.limitedForGuest, true);
    // Product 4 has one colour off sale: it is listed with its status but not offered as a colour.
    assert.ok(page.skus.some((k) => k.status === 0));
    assert.deepEqual(page.colours.map((c) => c.name), ['Black', 'Red']);
  });

  test('text in the caller language, English when there is none', async () => {
    const p = product(0);
    const french = expectOk(await detail({ id: p.kkProductId }, { headers: { 'accept-language': 'fr' } }));
    assert.equal(french.name, 'Pull en grosse maille');
    assert.equal(french.description, 'Un pull chaud.');
    assert.deepEqual(french.categoryPath.map((c) => c.name), ['Femme', 'Hauts', 'Sweaters']);
    const german = expectOk(await detail({ id: p.kkProductId }, { headers: { 'language-id': '5' } }));
    assert.equal(german.name, p.name);
  });

  test("unknown products and products not on sale: 'This product is not available.'", async () => {
    for (const query of [{ id: 'KK9999' }, { id: 'KK1010' }, { id: 'KK1022' }, { seoSlug: 'no-such-product' }] as Record<string, string>[]) {
      expectFailure(await detail(query), 404, 40400, NOT_AVAILABLE);
      expectFailure(await detail(query, { token: seller.token }), 404, 40400, NOT_AVAILABLE);
    }
    expectFailure(await detail({}), 400, 40000);
  });

  test('the SEO path lookup (type 3)', async () => {
    const p = product(13);
    const seo = expectOk(await s.request('GET', '/api/product/open/seo/businessId', { query: { businessId: p.kkProductId, type: 3 } }));
    assert.deepEqual(seo, { seoSearchTerm: p.seoSlug, path: `/product-detail/women-t-shirts/${p.seoSlug}` });
    expectFailure(await s.request('GET', '/api/product/open/seo/businessId', { query: { businessId: 'KK1010', type: 3 } }), 404, 40400, NOT_AVAILABLE);
    expectFailure(await s.request('GET', '/api/product/open/seo/businessId', { query: { businessId: p.kkProductId, type: 1 } }), 400, 40000);
  });
});

describe('favourites', () => {
  test('add (idempotent) and see it on the page (the list itself: wishlist.int.test.ts)', async () => {
    const fresh = await s.signUp();
    const [first, second] = [product(6), product(30)];
    expectOk(await s.request('POST', `/api/product/collect/add/${first.kkProductId}`, { token: fresh.token }), 'Added To Favorite Item Successfully');
    expectOk(await s.request('POST', `/api/product/collect/add/${first.kkProductId}`, { token: fresh.token }), 'Added To Favorite Item Successfully');
    expectOk(await s.request('POST', `/api/product/collect/add/${second.kkProductId}`, { token: fresh.token }));
    assert.equal(expectOk(await detail({ id: first.kkProductId }, { token: fresh.token })).isFavorite, true);
    assert.equal(expectOk(await detail({ id: first.kkProductId }, { token: seller.token })).isFavorite, false, "another seller's favourite");
    expectOk(await s.request('DELETE', '/api/product/collect/delete', { token: fresh.token, body: { id: first.kkProductId } }), 'Deleted successfully');
    assert.equal(expectOk(await detail({ id: first.kkProductId }, { token: fresh.token })).isFavorite, false, 'the heart goes off');
  });

  test('unknown or off-sale products cannot be added; guests must sign in', async () => {
    expectFailure(await s.request('POST', '/api/product/collect/add/KK9999', { token: seller.token }), 404, 40400, NOT_AVAILABLE);
    expectFailure(await s.request('POST', '/api/product/collect/add/KK1010', { token: seller.token }), 404, 40400, NOT_AVAILABLE);
    expectFailure(await s.request('POST', `/api/product/collect/add/${product(0).kkProductId}`), 401, 40100);
  });
});

describe('reviews', () => {
  const write = (body: Record<string, unknown>, token?: string) => s.request('POST', '/api/product/open/productReview', { body, token });

  test('a rating is required; guests give a name and an e-mail', async () => {
    const kkProductId = product(3).kkProductId;
    for (const rating of [undefined, 0, 6, 2.5, '4']) {
      expectFailure(await write({ kkProductId, name: 'Ann', email: 'ann@example.com', rating }), 400, 40000, 'Please give your mark first');
    }
    expectFailure(await write({ kkProductId, rating: 5, name: 'Ann' }), 400, 40000, 'Email required');
    expectFailure(await write({ kkProductId, rating: 5, email: 'ann@example.com', name: '' }), 400, 40000, 'Please enter your full name');
    expectFailure(await write({ kkProductId: 'KK9999', rating: 5, name: 'Ann', email: 'ann@example.com' }), 404, 40400, NOT_AVAILABLE);
    expectFailure(await write({ kkProductId: 'KK1010', rating: 5, name: 'Ann', email: 'ann@example.com' }), 404, 40400, NOT_AVAILABLE);
  });

  test('one review per reviewer and product a day; sellers are attached to theirs', async () => {
    const kkProductId = product(8).kkProductId;
    expectOk(await write({ kkProductId, rating: 5, name: 'Guest Buyer', email: 'Buyer@Example.com', content: 'Lovely', colour: 'Red', size: 'M' }), 'Thanks for your submission!');
    const again = await write({ kkProductId, rating: 4, name: 'Guest Buyer', email: 'buyer@example.com' });
    expectFailure(again, 409, 40900, 'You have already reviewed this product today. Please try again tomorrow.');
    // Another product is fine.
    expectOk(await write({ kkProductId: product(9).kkProductId, rating: 4, name: 'Guest Buyer', email: 'buyer@example.com' }));

    expectOk(await write({ kkProductId, rating: 3, name: 'Demo Seller' }, seller.token));
    expectFailure(await write({ kkProductId, rating: 3, name: 'Demo Seller', email: 'other@example.com' }, seller.token), 409, 40900);
    const rows = (await s.db.execute(sql`select user_id, email from reviews r join products p on p.id = r.product_id where p.kk_product_id = ${kkProductId} order by r.id`)) as unknown as { rows: { user_id: number | null; email: string }[] };
    assert.deepEqual(rows.rows.map((r) => [r.user_id === null ? null : Number(r.user_id), r.email]), [
      [null, 'buyer@example.com'],
      [seller.userId, DEMO.email],
    ]);
    // A day later the same reviewer may write again.
    await s.db.execute(sql`update reviews set created_at = created_at - interval '25 hours'`);
    expectOk(await write({ kkProductId, rating: 4, name: 'Guest Buyer', email: 'buyer@example.com' }));
  });

  test('the list (newest first, by rating, paged) and the star percents summing to 100', async () => {
    const kkProductId = product(15).kkProductId;
    const empty = expectOk(await s.request('POST', '/api/product/open/getProductReviewStarPercent', { body: { kkProductId } }));
    assert.deepEqual(empty, { average: 0, count: 0, percents: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
    for (const [i, rating] of [5, 5, 4, 1, 3, 5].entries()) {
      expectOk(await write({ kkProductId, rating, name: `Buyer ${i}`, email: `buyer${i}@example.com`, content: `Review ${i}` }));
    }
    await s.db.execute(sql`update reviews set status = 0 where content = 'Review 4'`);
    const stars = expectOk(await s.request('POST', '/api/product/open/getProductReviewStarPercent', { body: { kkProductId } }));
    assert.equal(stars.count, 5);
    assert.equal(stars.average, 4);
    assert.deepEqual(stars.percents, { 1: 20, 2: 0, 3: 0, 4: 20, 5: 60 });
    assert.equal(Object.values(stars.percents as Record<string, number>).reduce((a, b) => a + b, 0), 100);

    const all = expectOk(await s.request('POST', '/api/product/open/getProductReviewList', { body: { kkProductId } }));
    assert.equal(all.total, 5);
    assert.deepEqual(all.list.map((r: { content: string }) => r.content), ['Review 5', 'Review 3', 'Review 2', 'Review 1', 'Review 0'], 'newest first, hidden left out');
    assert.match(all.list[0].createdAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const fives = expectOk(await s.request('POST', '/api/product/open/getProductReviewList', { body: { kkProductId, rating: 5, pageSize: 1, pageNumber: 2 } }));
    assert.equal(fives.total, 3);
    assert.deepEqual(fives.list.map((r: { content: string }) => r.content), ['Review 1']);
    expectFailure(await s.request('POST', '/api/product/open/getProductReviewList', { body: { kkProductId: 'KK9999' } }), 404, 40400, NOT_AVAILABLE);
    expectFailure(await s.request('POST', '/api/product/open/getProductReviewStarPercent', { body: { kkProductId: 'KK1010' } }), 404, 40400, NOT_AVAILABLE);
  });

  test('the product page shows the review summary', async () => {
    const page = expectOk(await detail({ id: product(15).kkProductId }));
    assert.deepEqual(page.rating, { average: 4, count: 5 });
  });
});
