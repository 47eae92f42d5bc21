import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { applyPriceRule, convertCents, DEFAULT_STORE_SETTINGS } from '@threadway/contracts';
import { eq } from 'drizzle-orm';
import { listings, products } from '../src/db/schema/index.ts';
import { expectFailure, expectOk, type SignedUp } from './harness.ts';
import { connectShopify, connectWoo, listableProduct, syncJobsOf, type ListableProduct } from './listings-fixtures.ts';
import { startStoresWorld, type StoresWorld } from './stores-fixtures.ts';

let world: StoresWorld;
let seller: SignedUp;
let other: SignedUp;
let woo = 0;
let shopify = 0;
let otherWoo = 0;
let product: ListableProduct;
let eurRate = '';

before(async () => {
  world = await startStoresWorld();
  [seller, other] = [await world.server.signUp(), await world.server.signUp()];
  woo = await connectWoo(world, seller);
  shopify = await connectShopify(world, seller, 'listing-shop');
  otherWoo = await connectWoo(world, other, 'Other Woo');
  product = await listableProduct(world.server.db);
  const rates = expectOk(await world.server.request('GET', '/api/system/allCurrency', { token: seller.token }));
  eurRate = rates.find((c: { code: string }) => c.code === 'EUR').rate;
});
after(() => world?.close());

const call = (method: string, path: string, token: string, body?: unknown, query?: Record<string, string | number>) => world.server.request(method, path, { token, body, query });
const detailOf = async (storeId: number, productId = product.kkProductId, extra: Record<string, unknown> = {}) => expectOk(await call('POST', '/api/listings/common/productDetail', seller.token, { storeId, productId, ...extra }));
/** The editor's default turned into what the editor sends. */
const draftFrom = (data: any, change: Record<string, unknown> = {}) => ({
  storeId: data.storeId,
  productId: data.productId,
  title: data.title,
  tags: ['linen', 'summer'],
  collectionIds: [],
  descriptionHtml: data.descriptionHtml,
  images: data.images,
  variants: data.variants.map((v: any) => ({ skuId: v.skuId, sku: v.sku, priceCents: v.priceCents, compareAtCents: v.compareAtCents, quantity: v.quantity })),
  ...change,
});
const listingRow = async (id: number) => (await world.server.db.select().from(listings).where(eq(listings.id, id)))[0]!;
/** What the listings.sync job does once the platform answered: the listing is in the store. */
const markPublished = (id: number) => world.server.db.update(listings).set({ status: 'published', syncType: null, platformProductId: `P${id}` }).where(eq(listings.id, id));

describe("the editor's default (POST common/productDetail)", () => {
  test('prices in the store currency by its price rules; each variant from the warehouse holding most of it; JPEG pictures', async () => {
    const data = await detailOf(woo);
    assert.deepEqual([data.currency, data.platform, data.productId, data.itemNo, data.title], ['EUR', 'woocommerce', product.kkProductId, product.itemNo, product.name]);
    assert.equal(data.descriptionHtml, '<p>Soft linen.</p><p>Machine wash &lt;cold&gt;.</p>', 'the plain text as escaped paragraphs');
    assert.deepEqual(data.listedIds, []);
    assert.deepEqual(data.pricing, DEFAULT_STORE_SETTINGS.priceRule);
    assert.equal(data.variants.length, 2, 'the SKU not on sale is left out');
    for (const [index, sku] of product.skus.entries()) {
      const v = data.variants[index];
      const costCents = convertCents(sku.priceCents, eurRate);
      const suggestedCents = convertCents(sku.originalPriceCents, eurRate);
      assert.deepEqual([v.skuId, v.sku, v.colour, v.size, v.costCents, v.suggestedCents, v.shippingCents], [sku.id, sku.skuCode, sku.colour, sku.size, costCents, suggestedCents, 0]);
      assert.equal(v.priceCents, applyPriceRule(DEFAULT_STORE_SETTINGS.priceRule, { costCents, suggestedCents, shippingCents: 0 }));
      assert.equal(v.compareAtCents, applyPriceRule(DEFAULT_STORE_SETTINGS.compareAtPriceRule, { costCents, suggestedCents, shippingCents: 0 }));
      assert.equal(v.profitCents, v.priceCents - costCents);
    }
    assert.notEqual(data.variants[0].costCents, product.skus[0]!.priceCents, 'EUR is not USD');
    assert.deepEqual(data.variants.map((v: any) => [v.warehouse, v.quantity]), [['CN_S', 40], ['US', 12]]);
    assert.deepEqual(data.images, product.images.map((url) => `${world.server.baseUrl}${url.replace(/\.webp$/, '.jpg')}`));
    const picture = await fetch(data.images[0]);
    assert.deepEqual([picture.status, picture.headers.get('content-type')], [200, 'image/jpeg'], 'the JPEG rendition is served');

    const usd = await detailOf(shopify, product.kkProductId, { multiplier: 2, shippingCents: 300 });
    assert.equal(usd.currency, 'USD');
    assert.equal(usd.variants[0].costCents, product.skus[0]!.priceCents);
    assert.equal(usd.variants[0].priceCents, product.skus[0]!.originalPriceCents * 2 + 300, 'suggested price × multiplier + shipping cost');
  });

  test('ship from / to / channel: the shipping cost and delivery time of that channel from the rate engine', async () => {
    const [channel] = expectOk(await world.server.request('POST', '/api/orders/open/lookChannel', { body: { warehouseCode: 'CN_S', countryCode: 'US', weightGrams: product.skus[1]!.weightGrams } })).channels;
    const data = await detailOf(woo, product.kkProductId, { shipFrom: 'CN_S', shipTo: 'US', channelCode: channel.channelCode });
    assert.deepEqual([data.shipFrom, data.shipTo, data.channelCode, data.deliveryDays], ['CN_S', 'US', channel.channelCode, channel.deliveryTime]);
    assert.equal(data.variants[1].shippingCents, convertCents(channel.estimatedFreight, eurRate));
    assert.deepEqual(data.variants.map((v: any) => [v.warehouse, v.quantity]), [['CN_S', 40], ['CN_S', 0]], 'every variant ships from ship-from');
    expectFailure(await call('POST', '/api/listings/common/productDetail', seller.token, { storeId: woo, productId: product.kkProductId, shipFrom: 'CN_S', shipTo: 'US', channelCode: 'NOPE' }), 409, 40900, 'No logistics channel');
    expectFailure(await call('POST', '/api/listings/common/productDetail', seller.token, { storeId: woo, productId: product.kkProductId, shipFrom: 'CN_S' }), 400, 40000, "Shipping Method can't be empty");
  });

  test("another seller's store is 404; an unknown product 404; a product not on sale is unavailable", async () => {
    expectFailure(await call('POST', '/api/listings/common/productDetail', seller.token, { storeId: otherWoo, productId: product.kkProductId }), 404);
    expectFailure(await call('POST', '/api/listings/common/productDetail', seller.token, { storeId: woo, productId: 'NOPE404' }), 404, 40400, "Sorry, can't find~ Please search again");
    const gone = await listableProduct(world.server.db, 'Withdrawn Tee');
    await world.server.db.update(products).set({ status: 0 }).where(eq(products.id, gone.productId));
    expectFailure(await call('POST', '/api/listings/common/productDetail', seller.token, { storeId: woo, productId: gone.kkProductId }), 400, 40000, 'The product is unavailable.');
  });
});

describe('create and edit (POST / PUT listing)', () => {
  let firstId = 0;

  test('a new listing waits in the Listing Queue with syncType 1 and its listings.sync job', async () => {
    const data = await detailOf(woo);
    const created = expectOk(await call('POST', '/api/listings/listing', seller.token, draftFrom(data, { descriptionHtml: '<p onclick="x()">Soft <b>linen</b></p><script>alert(1)</script>' })));
    firstId = created.id;
    assert.deepEqual([created.status, created.syncType], ['queued', 1]);
    const row = await listingRow(firstId);
    assert.deepEqual([row.status, row.syncType, row.currency, row.platform, row.descriptionHtml], ['queued', 1, 'EUR', 'woocommerce', '<p>Soft <b>linen</b></p>']);
    assert.deepEqual(await syncJobsOf(world.server.db, firstId), [{ syncType: 1 }]);

    const detail = expectOk(await call('GET', '/api/listings/listingDetail', seller.token, undefined, { id: firstId }));
    assert.deepEqual(detail.variants.map((v: any) => [v.sku, v.priceCents, v.costCents, v.warehouse]), data.variants.map((v: any) => [v.sku, v.priceCents, v.costCents, v.warehouse]));
    assert.deepEqual([detail.status, detail.syncType, detail.tags], ['queued', 1, ['linen', 'summer']]);
  });

  test("duplicate rules: 'Failed. Items have already been listed.' while it is being listed; 'Repeat' once it is in the store unless duplicate", async () => {
    const data = await detailOf(woo);
    assert.deepEqual(data.listedIds, [firstId]);
    expectFailure(await call('POST', '/api/listings/listing', seller.token, draftFrom(data, { duplicate: true })), 409, 40900, 'Failed. Items have already been listed.');
    await markPublished(firstId);
    expectFailure(await call('POST', '/api/listings/listing', seller.token, draftFrom(data)), 409, 40900, 'The same product is listed repeatedly');
    const again = expectOk(await call('POST', '/api/listings/listing', seller.token, draftFrom(data, { duplicate: true })));
    assert.notEqual(again.id, firstId);
    // WooCommerce refuses a SKU another product of the store has: the second listing's SKUs are its own.
    const second = expectOk(await call('GET', '/api/listings/listingDetail', seller.token, undefined, { id: again.id }));
    assert.deepEqual(second.variants.map((v: any) => v.sku), data.variants.map((v: any) => `${v.sku}-2`));
    await markPublished(again.id);
  });

  test('edit: a published listing is edited in the store (syncType 2); the seller cannot change cost', async () => {
    const detail = expectOk(await call('GET', '/api/listings/listingDetail', seller.token, undefined, { id: firstId }));
    const body = { ...draftFrom(detail, { title: 'Linen dress, summer cut', variants: [{ skuId: detail.variants[0].skuId, sku: 'MY-SKU-1', priceCents: 5000, compareAtCents: 7000, quantity: 3, costCents: 1 }] }), id: firstId };
    const edited = expectOk(await call('PUT', '/api/listings/listing', seller.token, body));
    assert.deepEqual([edited.status, edited.syncType], ['published', 2]);
    const after = expectOk(await call('GET', '/api/listings/listingDetail', seller.token, undefined, { id: firstId }));
    assert.equal(after.title, 'Linen dress, summer cut');
    assert.deepEqual(after.variants.map((v: any) => [v.sku, v.priceCents, v.compareAtCents, v.quantity, v.costCents]), [['MY-SKU-1', 5000, 7000, 3, detail.variants[0].costCents]]);
    assert.deepEqual((await syncJobsOf(world.server.db, firstId)).map((job) => job.syncType), [1, 2]);
  });

  test('spec 5.1 rules, each with its message', async () => {
    const data = await detailOf(shopify);
    const base = draftFrom(data, { duplicate: true });
    const variant = base.variants[0];
    const cases: [Record<string, unknown>, string][] = [
      [{ title: ' ' }, 'Title cannot be empty'],
      [{ title: 'x'.repeat(255) }, 'Input is too long'],
      [{ descriptionHtml: '' }, "Description can't be empty"],
      [{ descriptionHtml: '<script>alert(1)</script>' }, "Description can't be empty"],
      [{ descriptionHtml: `<p>${'x'.repeat(40_000)}</p>` }, 'The number of rich text words cannot exceed 40000'],
      [{ images: [] }, 'Picture Cannot Be Empty'],
      [{ images: ['https://cdn.example/a.webp'] }, 'Only JPG, JPEG or PNG pictures can be listed'],
      [{ images: Array.from({ length: 251 }, (_, i) => `https://cdn.example/${i}.jpg`) }, 'You can only select up to 250 pictures'],
      [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'At most 10 tags'],
      [{ variants: [] }, 'SKU Cannot Be Empty'],
      [{ variants: [{ ...variant, sku: ' ' }] }, 'SKU Cannot Be Empty'],
      [{ variants: [{ ...variant, compareAtCents: variant.priceCents }] }, 'The compare at price must be higher than the suggested price'],
      [{ shipFrom: 'CN_S', shipTo: 'US' }, "Shipping Method can't be empty"],
      [{ variants: [{ ...variant, skuId: 999_999 }] }, 'The product is unavailable.'],
    ];
    for (const [change, message] of cases) {
      const answer = await call('POST', '/api/listings/listing', seller.token, { ...base, ...change });
      assert.deepEqual([answer.status, answer.body.message], [400, message], JSON.stringify(change).slice(0, 80));
    }
  });

  test("another seller's store and listings are 404; a deactivated or unauthorized store says so", async () => {
    const data = await detailOf(woo);
    expectFailure(await call('POST', '/api/listings/listing', other.token, draftFrom(data)), 404);
    expectFailure(await call('GET', '/api/listings/listingDetail', other.token, undefined, { id: firstId }), 404);
    expectFailure(await call('PUT', '/api/listings/listing', other.token, { ...draftFrom(data, { storeId: otherWoo }), id: firstId }), 404);
    assert.equal(expectOk(await call('POST', '/api/listings/listings', other.token, { tab: 'published' })).total, 0);

    expectOk(await call('PUT', '/api/store/storeStatus', seller.token, { storeId: woo, enabled: false }));
    expectFailure(await call('POST', '/api/listings/listing', seller.token, draftFrom(data, { duplicate: true })), 409, 40900, 'This store is deactivated. Please activate it on the Stores page first.');
    expectOk(await call('PUT', '/api/store/storeStatus', seller.token, { storeId: woo, enabled: true }));
  });
});

describe('the listings table (POST listings) and the platform families', () => {
  test('tabs, keywords separated by commas, spaces or lines, platform and store filters', async () => {
    const second = await listableProduct(world.server.db, 'Cotton Shirt');
    const page = (body: Record<string, unknown>, path = '/api/listings/listings') => call('POST', path, seller.token, body).then((answer) => expectOk(answer));
    const writingElsewhere = async (body: Record<string, unknown>, path?: string) => (await page(body, path)).writingElsewhere as number;
    const views = {
      published: () => writingElsewhere({ tab: 'published' }),
      queued: () => writingElsewhere({ tab: 'queued' }),
      publishedInWoo: () => writingElsewhere({ tab: 'published', storeIds: [woo] }),
      publishedShopify: () => writingElsewhere({ tab: 'published', platformCode: 'shopify' }),
      shopifyFamily: () => writingElsewhere({ tab: 'published' }, '/api/listings/shopify/listings'),
      wooFamily: () => writingElsewhere({ tab: 'published' }, '/api/listings/woocommerce/listings'),
    };
    const counts = async () => Object.fromEntries(await Promise.all(Object.entries(views).map(async ([name, read]) => [name, await read()])));
    const before = await counts();
    const shirt = expectOk(await call('POST', '/api/listings/listing', seller.token, draftFrom(await detailOf(shopify, second.kkProductId))));
    // The new listing is written in the Listing Queue: Published is told, so its screen asks again until it lands;
    // the queue follows its own rows; a view filtered to other stores or platforms is not told.
    assert.deepEqual(await counts(), { ...before, published: before.published + 1, publishedShopify: before.publishedShopify + 1, shopifyFamily: before.shopifyFamily + 1 });
    const queued = await page({ tab: 'queued' });
    assert.ok(queued.list.some((row: any) => row.id === shirt.id));
    const row = queued.list.find((r: any) => r.id === shirt.id);
    assert.deepEqual([row.productId, row.itemNo, row.platform, row.storeId, row.syncType, row.inventory, row.currency, row.authorization.authorized], [second.kkProductId, second.itemNo, 'shopify', shopify, 1, 'available', 'USD', true]);
    const published = await page({ tab: 'published' });
    assert.equal(published.total, 2, 'the first listing and its duplicate');
    assert.ok(published.list.every((r: any) => r.status === 'published'));

    const cotton = second.name.split(' ').pop()!;
    assert.deepEqual((await page({ tab: 'queued', searchContent: `zzz-nothing,\n${cotton}` })).list.map((r: any) => r.id), [shirt.id], 'any keyword');
    assert.deepEqual((await page({ tab: 'queued', searchContent: second.itemNo })).list.map((r: any) => r.id), [shirt.id], 'by item number');
    assert.equal((await page({ tab: 'queued', searchContent: 'zzz-nothing' })).total, 0);
    assert.equal((await page({ tab: 'published', platformCode: 'shopify' })).total, 0);
    assert.equal((await page({ tab: 'published', storeIds: [woo] })).total, 2);
    assert.equal((await page({ tab: 'published', storeIds: [shopify] })).total, 0);

    assert.equal((await page({ tab: 'published' }, '/api/listings/shopify/listings')).total, 0, 'the Shopify family sees Shopify listings only');
    assert.equal((await page({ tab: 'published' }, '/api/listings/woocommerce/listings')).total, 2);
    expectFailure(await call('GET', '/api/listings/shopify/listingDetail', seller.token, undefined, { id: published.list[0].id }), 404);
    expectOk(await call('GET', '/api/listings/shopify/listingDetail', seller.token, undefined, { id: shirt.id }));
    expectFailure(await call('POST', '/api/listings/shopify/listing', seller.token, draftFrom(await detailOf(woo, second.kkProductId))), 404, 40400);
  });
});

describe('the wish list shows where a product is listed', () => {
  test("each row names the seller's stores holding a listing of it that is not deleted", async () => {
    expectOk(await call('POST', `/api/product/collect/add/${product.kkProductId}`, seller.token));
    const rowOf = async (token: string) => (expectOk(await call('POST', '/api/product/collect/list', token, {})).list as any[]).find((item) => item.kkProductId === product.kkProductId);
    assert.deepEqual((await rowOf(seller.token)).listedIn, [{ storeId: woo, storeName: 'My Woo', platform: 'woocommerce' }]);
    expectOk(await call('POST', `/api/product/collect/add/${product.kkProductId}`, other.token));
    assert.deepEqual((await rowOf(other.token)).listedIn, [], "another seller's listings are not theirs");
    await world.server.db.update(listings).set({ status: 'deleted' }).where(eq(listings.storeId, woo));
    assert.deepEqual((await rowOf(seller.token)).listedIn, []);
  });
});
