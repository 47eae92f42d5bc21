import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { applyPriceRule, convertCents } from '@threadway/contracts';
import { eq } from 'drizzle-orm';
import { listings, stores } from '../src/db/schema/index.ts';
import { storePlatforms } from '../src/modules/stores/index.ts';
import { expectFailure, expectOk, type SignedUp } from './harness.ts';
import { connectShopify, connectWoo, listableProduct, syncJobsOf, type ListableProduct } from './listings-fixtures.ts';
import { startStoresWorld, type StoresWorld } from './stores-fixtures.ts';

let world: StoresWorld;
let seller: SignedUp;
let other: SignedUp;
let woo = 0;
let shopify = 0;
let product: ListableProduct;
/** Listings of the seller: [published on Woo, published on Shopify, queued on Shopify]. */
const ids: number[] = [];

const call = (method: string, path: string, token: string, body?: unknown, query?: Record<string, string | number>) => world.server.request(method, path, { token, body, query });
const row = async (id: number) => (await world.server.db.select().from(listings).where(eq(listings.id, id)))[0]!;
const setRow = (id: number, set: Partial<typeof listings.$inferInsert>) => world.server.db.update(listings).set(set).where(eq(listings.id, id));

async function createListing(storeId: number, kkProductId: string) {
  const data = expectOk(await call('POST', '/api/listings/common/productDetail', seller.token, { storeId, productId: kkProductId }));
  const body = {
    storeId,
    productId: kkProductId,
    title: data.title,
    descriptionHtml: data.descriptionHtml,
    images: data.images,
    duplicate: true,
    variants: data.variants.map((v: any) => ({ skuId: v.skuId, sku: v.sku, priceCents: v.priceCents, compareAtCents: v.compareAtCents, quantity: v.quantity })),
  };
  return expectOk(await call('POST', '/api/listings/listing', seller.token, body)).id as number;
}

before(async () => {
  world = await startStoresWorld();
  [seller, other] = [await world.server.signUp(), await world.server.signUp()];
  woo = await connectWoo(world, seller);
  shopify = await connectShopify(world, seller, 'actions-shop');
  product = await listableProduct(world.server.db);
  ids.push(await createListing(woo, product.kkProductId), await createListing(shopify, product.kkProductId));
  // What the listings.sync job leaves once the stores answered: the first two are in their stores.
  for (const id of ids) await setRow(id, { status: 'published', syncType: null, platformProductId: `P${id}` });
  ids.push(await createListing(shopify, product.kkProductId));
});
after(() => world?.close());

describe('listing actions: each sets its sync type and queues the listings.sync job', () => {
  test('hide a published listing (4); relist a hidden one (5); the wrong state says so', async () => {
    assert.deepEqual(expectOk(await call('PUT', '/api/listings/listingStatus', seller.token, { ids: [ids[0]], active: false })), [{ id: ids[0], syncType: 4 }]);
    assert.equal((await row(ids[0]!)).syncType, 4);
    assert.deepEqual((await syncJobsOf(world.server.db, ids[0]!)).at(-1), { syncType: 4 });
    expectFailure(await call('PUT', '/api/listings/listingStatus', seller.token, { ids: [ids[0]], active: true }), 409, 40900, 'Only published listings can be hidden, and only hidden listings can be relisted.');
    await setRow(ids[0]!, { status: 'hidden', syncType: null });
    assert.deepEqual(expectOk(await call('PUT', '/api/listings/woocommerce/listingStatus', seller.token, { ids: [ids[0]], active: true })), [{ id: ids[0], syncType: 5 }]);
    expectFailure(await call('PUT', '/api/listings/shopify/listingStatus', seller.token, { ids: [ids[0]], active: true }), 404, 40400, undefined);
    await setRow(ids[0]!, { status: 'published', syncType: null });
  });

  test('synchronize (10; a listing never published is listed again, 1) and delete (3)', async () => {
    assert.deepEqual(expectOk(await call('POST', '/api/listings/syncListings', seller.token, { ids: [ids[1], ids[2]] })), [{ id: ids[1], syncType: 10 }, { id: ids[2], syncType: 1 }]);
    assert.deepEqual((await syncJobsOf(world.server.db, ids[1]!)).at(-1), { syncType: 10 });
    assert.deepEqual(expectOk(await call('DELETE', '/api/listings/shopify/listings', seller.token, { ids: [ids[2]] })), [{ id: ids[2], syncType: 3 }]);
    assert.deepEqual([(await row(ids[2]!)).syncType, (await syncJobsOf(world.server.db, ids[2]!)).at(-1)], [3, { syncType: 3 }]);
    const detail = expectOk(await call('GET', '/api/listings/listingDetail', seller.token, undefined, { id: ids[2]! }));
    const edit = { id: ids[2], storeId: shopify, productId: product.kkProductId, title: 'x', descriptionHtml: '<p>x</p>', images: detail.images, variants: detail.variants.map((v: any) => ({ skuId: v.skuId, sku: v.sku, priceCents: v.priceCents, compareAtCents: v.compareAtCents, quantity: v.quantity })) };
    expectFailure(await call('PUT', '/api/listings/listing', seller.token, edit), 409, 40900, 'This listing is being updated in the store. Please try again in a moment.');
  });

  test("another seller's listings are 404 for every action; none of them changes", async () => {
    const before = await row(ids[1]!);
    for (const [method, path, body] of [
      ['PUT', '/api/listings/listingStatus', { ids: [ids[1]], active: false }],
      ['POST', '/api/listings/syncListings', { ids: [ids[1]] }],
      ['DELETE', '/api/listings/listings', { ids: [ids[1]] }],
      ['DELETE', '/api/listings/common/variant/delete', { listingId: ids[1], variantId: 1 }],
      ['PUT', '/api/listings/common/batchUpdateListing', { ids: [ids[1]], pricing: { base: 'productCost', multiplier: 1, profit: { kind: 'margin', percent: 50 }, includeShipping: false } }],
      ['POST', '/api/listings/common/skuNotExitListings', { listingId: ids[1] }],
    ] as const) {
      expectFailure(await call(method, path, other.token, body), 404);
    }
    assert.deepEqual(await row(ids[1]!), before);
    assert.deepEqual(expectOk(await call('POST', '/api/listings/common/getListingsRealTimeStatus', other.token, { ids: [ids[1]] })), [], 'nothing of another seller');
  });

  test('delete a variant (edit, 2); the last one stays; the SKU comes back in skuNotExitListings', async () => {
    const detail = expectOk(await call('GET', '/api/listings/listingDetail', seller.token, undefined, { id: ids[0]! }));
    const [first, second] = detail.variants;
    const answer = expectOk(await call('DELETE', '/api/listings/common/variant/delete', seller.token, { listingId: ids[0], variantId: second.id }));
    assert.deepEqual([answer.syncType, (await row(ids[0]!)).syncType], [2, 2]);
    const missing = expectOk(await call('POST', '/api/listings/common/skuNotExitListings', seller.token, { listingId: ids[0] }));
    assert.deepEqual(missing.map((v: any) => [v.skuId, v.costCents]), [[second.skuId, second.costCents]]);
    expectFailure(await call('DELETE', '/api/listings/common/variant/delete', seller.token, { listingId: ids[0], variantId: first.id }), 400, 40000, 'Options cannot be empty');
  });

  test('batch update: one price rule re-prices every variant from its own cost and shipping', async () => {
    const pricing = { base: 'productCost', multiplier: 1, profit: { kind: 'margin', percent: 50 }, includeShipping: true } as const;
    const answer = expectOk(await call('PUT', '/api/listings/common/batchUpdateListing', seller.token, { ids: [ids[0], ids[1]], pricing }));
    assert.deepEqual(answer.map((a: any) => a.syncType), [2, 2]);
    for (const id of [ids[0]!, ids[1]!]) {
      const detail = expectOk(await call('GET', '/api/listings/listingDetail', seller.token, undefined, { id }));
      for (const v of detail.variants) assert.equal(v.priceCents, applyPriceRule(pricing, v), `listing ${id} ${v.sku}`);
      assert.ok(detail.variants.every((v: any) => v.compareAtCents === null), 'no compare-at rule: none');
      assert.deepEqual(detail.pricing, pricing);
    }
  });

  test('real-time status: our rows, and only the seller’s', async () => {
    const states = expectOk(await call('POST', '/api/listings/common/getListingsRealTimeStatus', seller.token, { ids: [...ids, 999_999] }));
    assert.deepEqual(states.map((s: any) => [s.id, s.status, s.existsInStore]).sort(), ids.map((id) => [id, id === ids[2] ? 'queued' : 'published', null]).sort());
  });
});

describe('store collections, categories and tags; channels; size content', () => {
  test('collections are kept after the first read; Sync reads the store again', async () => {
    const first = expectOk(await call('GET', '/api/listings/collections', seller.token, undefined, { storeId: shopify }));
    assert.deepEqual(first.map((c: any) => c.name), ['Summer', 'Best sellers']);
    world.shopify.shop('actions-shop.myshopify.com').collections.push({ id: 'gid://shopify/Collection/9999', title: 'Autumn' });
    assert.deepEqual(expectOk(await call('GET', '/api/listings/shopify/collections', seller.token, undefined, { storeId: shopify })).length, 2, 'the kept copy');
    assert.deepEqual(expectOk(await call('GET', '/api/listings/shopify/syncCollections', seller.token, undefined, { storeId: shopify })).map((c: any) => c.name), ['Summer', 'Best sellers', 'Autumn']);
    assert.equal(expectOk(await call('GET', '/api/listings/collections', seller.token, undefined, { storeId: shopify })).length, 3);

    assert.deepEqual(expectOk(await call('GET', '/api/listings/woocommerce/categories', seller.token, undefined, { storeId: woo })).map((c: any) => c.name), ['Uncategorized', 'Dresses']);
    assert.deepEqual(expectOk(await call('GET', '/api/listings/woocommerce/syncTag', seller.token, undefined, { storeId: woo })).map((c: any) => c.name), ['summer']);
    expectFailure(await call('GET', '/api/listings/woocommerce/tags', seller.token, undefined, { storeId: shopify }), 409, 40900, 'Products cannot be listed to this platform here.');
    expectFailure(await call('GET', '/api/listings/collections', other.token, undefined, { storeId: shopify }), 404);
  });

  test('listingChannel: the rate engine’s channels in the store currency; size content from the catalogue', async () => {
    const weight = Math.max(...product.skus.map((s) => s.weightGrams));
    const expected = expectOk(await world.server.request('POST', '/api/orders/open/lookChannel', { body: { warehouseCode: 'CN_S', countryCode: 'US', weightGrams: weight } })).channels;
    const rate = expectOk(await call('GET', '/api/system/allCurrency', seller.token)).find((c: any) => c.code === 'EUR').rate;
    const channels = expectOk(await call('GET', '/api/listings/listingChannel', seller.token, undefined, { productId: product.kkProductId, shipFrom: 'CN_S', shipTo: 'US', storeId: woo }));
    assert.deepEqual(channels.map((c: any) => [c.channelCode, c.shippingCents, c.currency]).sort(), expected.map((c: any) => [c.channelCode, convertCents(c.estimatedFreight, rate), 'EUR']).sort());
    expectFailure(await call('GET', '/api/listings/listingChannel', seller.token, undefined, { productId: product.kkProductId, shipFrom: 'US', shipTo: 'FR' }), 409, 40900, 'No logistics channel');

    const size = expectOk(await call('GET', '/api/listings/productSizeContent', seller.token, undefined, { productId: product.kkProductId }));
    assert.deepEqual(size.sizes, [{ size: 'S', weightGrams: 300 }, { size: 'M', weightGrams: 450 }]);
    assert.match(size.html, /<td>S<\/td><td>300<\/td>/);
  });
});

describe('real-time status read from the store', () => {
  test('live: a published listing as Shopify reports it now; the store is asked at most once every 10 s', async () => {
    const { registry, box } = storePlatforms(world.server.app);
    const [store] = await world.server.db.select().from(stores).where(eq(stores.id, shopify));
    const connection = { storeUrl: store!.storeUrl, credentials: box.open(store!.credentials!, { userId: store!.userId, platform: store!.platform }) };
    const publisher = registry.get('shopify')!.publisher!;
    const made = await publisher.createProduct(connection, { title: 'Live dress', descriptionHtml: '<p>x</p>', tags: [], collectionIds: [], images: [], currency: 'USD', active: false, variants: [{ sku: `LIVE-${shopify}`, size: 'M', colour: 'Red', priceCents: 1000, compareAtCents: null, quantity: 1, weightGrams: 300 }] });
    await setRow(ids[1]!, { status: 'published', syncType: null, platformProductId: made.platformProductId, platformStatus: null });

    const [live] = expectOk(await call('POST', '/api/listings/common/getListingsRealTimeStatus', seller.token, { ids: [ids[1]], live: true }));
    assert.deepEqual([live.existsInStore, live.platformStatus], [true, made.platformStatus]);
    assert.equal((await row(ids[1]!)).platformStatus, made.platformStatus, 'kept on the row');

    await publisher.deleteProduct(connection, made.platformProductId);
    const [soon] = expectOk(await call('POST', '/api/listings/common/getListingsRealTimeStatus', seller.token, { ids: [ids[1]], live: true }));
    assert.equal(soon.existsInStore, null, 'not asked again within 10 s');
  });
});
