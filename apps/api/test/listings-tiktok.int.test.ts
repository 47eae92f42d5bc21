import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { listings, products, stores } from '../src/db/schema/index.ts';
import { TIKTOK_WEBHOOK_PATH } from '../src/modules/stores/platforms/tiktok-shop/adapter.ts';
import { makeJobsDue, pendingJobs } from './job-fixtures.ts';
import { expectFailure, expectOk, type SignedUp } from './harness.ts';
import { listableProduct, syncJobsOf, type ListableProduct } from './listings-fixtures.ts';
import { startMarketplaceWorld, type MarketplaceWorld } from './stores-fixtures.ts';

let world: MarketplaceWorld;
let seller: SignedUp;
let other: SignedUp;
let tiktok = 0;
let product: ListableProduct;

const call = (method: string, path: string, token: string, body?: unknown, query?: Record<string, string | number>) => world.server.request(method, path, { token, body, query });

/** Connects a TikTok Shop (GB, GBP) through the simulator's authorization page. */
async function connectTikTok(who: SignedUp): Promise<number> {
  const { redirectUrl } = expectOk(await call('POST', '/api/store/tiktok-shop/newStore', who.token, { storeName: 'My TikTok Shop', storeUrl: 'GB' }));
  const url = new URL(redirectUrl);
  const fields = { service_id: url.searchParams.get('service_id')!, state: url.searchParams.get('state')!, shop_name: 'Threadway UK', region: 'GB', decision: 'authorize' };
  const answer = await fetch(`${url.origin}${url.pathname}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
  const back = new URL(answer.headers.get('location')!);
  return expectOk(await call('POST', '/api/store/authCallback/tiktok-shop', who.token, { params: Object.fromEntries(back.searchParams) })).storeId;
}

before(async () => {
  world = await startMarketplaceWorld();
  [seller, other] = [await world.server.signUp(), await world.server.signUp()];
  tiktok = await connectTikTok(seller);
  product = await listableProduct(world.server.db, 'Womenswear Linen Dress');
});
after(() => world?.close());

describe('TikTok Shop listings', () => {
  test('a listing to a TikTok shop is priced in GBP and queued; the family sees it', async () => {
    const data = expectOk(await call('POST', '/api/listings/common/productDetail', seller.token, { storeId: tiktok, productId: product.kkProductId }));
    assert.deepEqual([data.currency, data.platform], ['GBP', 'tiktok-shop']);
    const body = { storeId: tiktok, productId: product.kkProductId, title: data.title, descriptionHtml: data.descriptionHtml, images: data.images, categoryId: '601153', variants: data.variants.map((v: any) => ({ skuId: v.skuId, sku: v.sku, priceCents: v.priceCents, compareAtCents: v.compareAtCents, quantity: v.quantity })) };
    assert.ok(data.maxImages < 250, 'TikTok Shop takes fewer pictures');
    const tooMany = Array.from({ length: data.maxImages + 1 }, (_, i) => `https://cdn.example/${i}.jpg`);
    expectFailure(await call('POST', '/api/listings/tiktok-shop/listing', seller.token, { ...body, images: tooMany }), 400, 40000, 'Up to 250/40 images can be selected');
    // TikTok takes a product only with its category's required attributes: refused before anything is queued.
    const refused = await call('POST', '/api/listings/tiktok-shop/listing', seller.token, body);
    expectFailure(refused, 400, 40000, 'Please select the \u201cMaterial\u201d attribute');
    assert.equal(refused.body.data.field, 'productAttributes.100157');
    const material = { id: '100157', values: [{ id: '100157001', name: 'Cotton' }, { name: 'Organic linen' }] };
    expectFailure(await call('POST', '/api/listings/tiktok-shop/listing', seller.token, { ...body, productAttributes: [material] }), 400, 40000, 'Please select the \u201cDress Length\u201d attribute');
    expectFailure(await call('POST', '/api/listings/tiktok-shop/listing', seller.token, { ...body, categoryId: undefined, productAttributes: [material] }), 400, 40000, 'Please select a category');
    // A value Dress Length does not have (it takes none of the seller's own).
    const wrongLength = [material, { id: '100404', values: [{ name: 'Ankle' }] }, { id: '100398', values: [{ id: '100398002', name: 'Short Sleeve' }] }];
    expectFailure(await call('POST', '/api/listings/tiktok-shop/listing', seller.token, { ...body, productAttributes: wrongLength }), 400, 40000);
    assert.equal((await world.server.db.select().from(listings).where(eq(listings.storeId, tiktok))).length, 0, 'nothing queued');

    const productAttributes = [material, { id: '100404', values: [{ id: '100404003', name: 'Midi' }] }, { id: '100398', values: [{ id: '100398002', name: 'Short Sleeve' }] }];
    const created = expectOk(await call('POST', '/api/listings/tiktok-shop/listing', seller.token, { ...body, productAttributes }));
    const detail = expectOk(await call('GET', '/api/listings/tiktok-shop/listingDetail', seller.token, undefined, { id: created.id }));
    assert.deepEqual([detail.categoryId, detail.productAttributes], ['601153', productAttributes], 'the listing keeps its category and attributes');
    assert.deepEqual(await syncJobsOf(world.server.db, created.id), [{ syncType: 1 }]);
    const page = expectOk(await call('POST', '/api/listings/tiktok-shop/listings', seller.token, { tab: 'queued' }));
    assert.deepEqual(page.list.map((row: any) => [row.id, row.currency, row.platform]), [[created.id, 'GBP', 'tiktok-shop']]);
    expectFailure(await call('GET', '/api/listings/woocommerce/listingDetail', seller.token, undefined, { id: created.id }), 404);
  });

  test("categories are the shop's leaves named by their path; categoryId is TikTok's recommendation, ours when it has none", async () => {
    const categories = expectOk(await call('GET', '/api/listings/tiktok-shop/categories', seller.token, undefined, { storeId: tiktok }));
    assert.ok(categories.some((c: any) => c.id === '601153' && c.name === 'Womenswear & Underwear > Dresses'), JSON.stringify(categories));
    assert.ok(categories.some((c: any) => c.id === '601302' && c.name === 'Womenswear & Underwear > Women\u2019s Tops > T-shirts'), JSON.stringify(categories));
    assert.ok(!categories.some((c: any) => ['601152', '601739'].includes(c.id)), 'a category with sub-categories cannot take a product');

    const recommended = expectOk(await call('POST', '/api/listings/tiktok-shop/categoryId', seller.token, { storeId: tiktok, title: product.name, productId: product.kkProductId }));
    assert.deepEqual(recommended, { categoryId: '601153', categoryName: 'Womenswear & Underwear > Dresses', source: 'platform' });
    const tee = expectOk(await call('POST', '/api/listings/tiktok-shop/categoryId', seller.token, { storeId: tiktok, title: 'Mens heavyweight tee' }));
    assert.deepEqual(tee, { categoryId: '824329', categoryName: 'Menswear & Underwear > Men\u2019s Tops > T-shirts', source: 'platform' });
    // TikTok names no leaf for this title: the shop's leaf sharing most words with it and the catalogue category (Dresses).
    const ours = expectOk(await call('POST', '/api/listings/tiktok-shop/categoryId', seller.token, { storeId: tiktok, title: 'Womenswear Zzz', productId: product.kkProductId }));
    assert.deepEqual(ours, { categoryId: '601153', categoryName: 'Womenswear & Underwear > Dresses', source: 'catalogue' });
    // A title naming no garment: TikTok reads the description too (sent as plain text).
    const byDescription = expectOk(await call('POST', '/api/listings/tiktok-shop/categoryId', seller.token, { storeId: tiktok, title: 'Summer Zzz', description: '<p>A light <strong>dress</strong> for warm days</p>' }));
    assert.deepEqual(byDescription, { categoryId: '601153', categoryName: 'Womenswear & Underwear > Dresses', source: 'platform' });
    const none = expectOk(await call('POST', '/api/listings/tiktok-shop/categoryId', seller.token, { storeId: tiktok, title: 'Zzz qqq' }));
    assert.deepEqual(none, { categoryId: null, categoryName: null, source: 'catalogue' });
  });

  test("warehouses and a leaf's attributes from the shop (TikTok's logistics and product APIs)", async () => {
    const warehouses = expectOk(await call('POST', '/api/listings/tiktok-shop/warehouses', seller.token, { storeId: tiktok }));
    assert.ok(warehouses.length > 0 && warehouses.every((w: any) => typeof w.id === 'string' && w.id.length > 0), JSON.stringify(warehouses));
    assert.ok(warehouses.some((w: any) => w.isDefault), 'the sales warehouse is the default');

    const attributes = expectOk(await call('GET', '/api/listings/tiktok-shop/attributes', seller.token, undefined, { storeId: tiktok, categoryId: '601153' }));
    assert.deepEqual(attributes.filter((a: any) => a.kind === 'sales').map((a: any) => a.name), ['Color', 'Size']);
    assert.deepEqual(attributes.filter((a: any) => a.required).map((a: any) => a.name), ['Material', 'Dress Length', 'Sleeve Length']);
    const size = attributes.find((a: any) => a.name === 'Size');
    assert.deepEqual([size.customizable, size.multipleValues, size.values.map((v: any) => v.name)], [true, false, ['XS', 'S', 'M', 'L', 'XL', 'XXL']]);
    assert.ok(size.values.every((v: any) => typeof v.id === 'string' && v.id.length > 0));
    expectFailure(await call('GET', '/api/listings/tiktok-shop/attributes', seller.token, undefined, { storeId: tiktok, categoryId: '601152' }), 409, 40900, 'The platform refused the request: TikTok Shop 12052024: The category is not a leaf category.');
  });

  test("another seller's TikTok shop is not found on any of its calls", async () => {
    expectFailure(await call('GET', '/api/listings/tiktok-shop/categories', other.token, undefined, { storeId: tiktok }), 404);
    expectFailure(await call('POST', '/api/listings/tiktok-shop/categoryId', other.token, { storeId: tiktok, title: 'Dress' }), 404);
    expectFailure(await call('POST', '/api/listings/tiktok-shop/warehouses', other.token, { storeId: tiktok }), 404);
    expectFailure(await call('GET', '/api/listings/tiktok-shop/attributes', other.token, undefined, { storeId: tiktok, categoryId: '601153' }), 404);
  });

  test("a listing in TikTok's review is read again later until it has the review's outcome; TikTok's status push reads it at once", async () => {
    const db = world.server.db;
    const drain = async () => {
      for (let i = 0; i < 30 && (await world.server.app.jobs.runDue()) > 0; i++);
    };
    const reviewReads = async (listingId: number) => (await pendingJobs(db, { name: 'listings.reviewStatus' })).filter((job) => Number(job.data.listingId) === listingId);
    const shown = async (listingId: number) => {
      const page = expectOk(await call('POST', '/api/listings/tiktok-shop/listings', seller.token, { tab: 'published' }));
      return page.list.find((row: any) => row.id === listingId)?.platformStatus;
    };
    // TikTok's push can be missed (our server down, TikTok's delivery given up): first without it.
    const shop = world.tiktok.shops().find((s) => s.name === 'Threadway UK')!;
    const address = shop.webhooks.get('PRODUCT_STATUS_CHANGE');
    assert.ok(address?.endsWith(TIKTOK_WEBHOOK_PATH), 'subscribed on connect');
    shop.webhooks.delete('PRODUCT_STATUS_CHANGE');

    // The listing queued by the first test is created on TikTok: in review.
    const [listing] = await db.select().from(listings).where(eq(listings.storeId, tiktok));
    await drain();
    const created = (await db.select().from(listings).where(eq(listings.id, listing!.id)))[0]!;
    assert.deepEqual([created.status, created.platformStatus], ['published', 'PENDING']);
    // The product create carried the category and its attributes, as TikTok keeps them.
    const onTikTok = shop.catalogue.all().find((p) => p.id === created.platformProductId)!;
    assert.equal(onTikTok.category_id, '601153');
    assert.deepEqual(
      onTikTok.product_attributes.map((a) => [a.name, a.values.map((v) => v.name)]),
      [['Material', ['Cotton', 'Organic linen']], ['Dress Length', ['Midi']], ['Sleeve Length', ['Short Sleeve']]],
    );
    assert.equal(await shown(listing!.id), 'Reviewing');
    const [first] = await reviewReads(listing!.id);
    assert.ok(first?.later, 'a read waits for later');
    assert.equal(first!.data.reads, 0);

    // Still in review when the read comes: read again later.
    const pid = created.platformProductId!;
    const control = (status: string, reason?: string) => fetch(`${world.tiktok.url}/simulator/shops/${shop.id}/products/${pid}/status`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status, reason }) });
    assert.equal((await control('PENDING')).status, 200);
    await makeJobsDue(db, { name: 'listings.reviewStatus' });
    await drain();
    assert.equal(await shown(listing!.id), 'Reviewing');
    const [second] = await reviewReads(listing!.id);
    assert.deepEqual([second?.later, second?.data.reads], [true, 1]);

    // The review passes; the next read records it, and no read is left.
    assert.equal((await control('ACTIVATE')).status, 200);
    await makeJobsDue(db, { name: 'listings.reviewStatus' });
    await drain();
    assert.equal(await shown(listing!.id), 'Active');
    assert.deepEqual(await reviewReads(listing!.id), []);

    // With the push: TikTok's moderation fails the product; its PRODUCT_STATUS_CHANGE makes the listing read it now.
    shop.webhooks.set('PRODUCT_STATUS_CHANGE', address!);
    assert.equal((await control('FAILED', 'Prohibited keywords in the title')).status, 200);
    for (let i = 0; i < 100 && (await reviewReads(listing!.id)).length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    const [pushed] = await reviewReads(listing!.id);
    assert.equal(pushed?.later, false, 'read at once');
    await drain();
    assert.equal(await shown(listing!.id), 'Failed');
  });

  test("a batch to TikTok fills each product's required attributes from the catalogue; one it cannot fill fails with the attribute to give, in the seller's language", async () => {
    const db = world.server.db;
    const drain = async () => {
      for (let i = 0; i < 30 && (await world.server.app.jobs.runDue()) > 0; i++);
    };
    const filled = await listableProduct(db, 'Batch Sleeveless Maxi Dress');
    // The catalogue's own attributes: material (none of TikTok's values: the seller's words), pattern, season.
    await db.update(products).set({ fabric: 'Chiffon', attributes: { material: 'Linen Blend', pattern: 'Floral', season: 'All Season', designElements: ['Off Shoulder'] } }).where(eq(products.id, filled.productId));
    const unfilled = await listableProduct(db, 'Batch Cotton Midi Dress');
    const submit = async (productAttributes: unknown[] = []) =>
      expectOk(await call('POST', '/api/listings/loadPublishRecord', seller.token, { platform: 'tiktok-shop', storeId: tiktok, productIds: [filled.kkProductId, unfilled.kkProductId], categoryId: '601153', productAttributes, existing: 'duplicate' })).batchId;
    const items = async (batchId: number, language = 'en') =>
      expectOk(await world.server.request('POST', '/api/listings/getLoadPublishQueueList', { token: seller.token, body: { batchId }, headers: { 'accept-language': language } })).list;
    const onTikTok = (listingId: number) => async () => {
      const [row] = await db.select().from(listings).where(eq(listings.id, listingId));
      const product = world.tiktok.shops().find((shop) => shop.name === 'Threadway UK')!.catalogue.all().find((p) => p.id === row!.platformProductId);
      return product?.product_attributes.map((a) => [a.name, a.values.map((v) => v.name)]);
    };

    const first = await submit();
    await drain();
    const [listed, failed] = await items(first);
    assert.deepEqual([listed.status, listed.reason], ['success', null]);
    assert.deepEqual(await onTikTok(listed.listingId)(), [['Material', ['Linen Blend']], ['Dress Length', ['Maxi']], ['Sleeve Length', ['Sleeveless']], ['Neckline', ['Off Shoulder']], ['Pattern', ['Floral']], ['Season', ['All seasons']]]);
    // The catalogue tells the material ("Cotton" in the name) and the length, not the sleeves: TikTok is not asked.
    assert.deepEqual([failed.status, failed.reason], ['listingFailed', 'Please select the \u201cSleeve Length\u201d attribute']);
    assert.equal((await items(first, 'de'))[1].reason, 'Bitte w\u00e4hlen Sie das Attribut \u201eSleeve Length\u201c');
    const [kept] = await db.select().from(listings).where(eq(listings.id, failed.listingId));
    assert.deepEqual([kept!.status, kept!.platformProductId, kept!.productAttributes.map((a) => a.id)], ['queued', null, ['100157', '100404']], 'kept in the queue with what the catalogue told');
    // The Listing Queue shows the reason too.
    const queue = expectOk(await call('POST', '/api/listings/tiktok-shop/listings', seller.token, { tab: 'queued' })).list;
    assert.equal(queue.find((row: { id: number }) => row.id === failed.listingId)?.lastError, 'Please select the \u201cSleeve Length\u201d attribute');

    // The seller's batch attributes come first: with the sleeves given, both are listed, each with its own material.
    const second = await submit([{ id: '100398', values: [{ id: '100398004', name: 'Long Sleeve' }] }]);
    await drain();
    const again = await items(second);
    assert.deepEqual(again.map((item: { status: string }) => item.status), ['success', 'success']);
    assert.deepEqual(await onTikTok(again[1].listingId)(), [['Sleeve Length', ['Long Sleeve']], ['Material', ['Cotton']], ['Dress Length', ['Midi']]]);
    assert.deepEqual((await onTikTok(again[0].listingId)())?.[0], ['Sleeve Length', ['Long Sleeve']], 'the seller’s value over the catalogue’s');

    // No category chosen: every product of the batch fails with the editor's message.
    const bare = expectOk(await call('POST', '/api/listings/loadPublishRecord', seller.token, { platform: 'tiktok-shop', storeId: tiktok, productIds: [filled.kkProductId], existing: 'duplicate' })).batchId;
    await drain();
    assert.deepEqual((await items(bare)).map((item: { status: string; reason: string }) => [item.status, item.reason]), [['failedToLoad', 'Please select a category']]);
  });

  test('a store whose authorization ended cannot take a listing, with a clear 409', async () => {
    await world.server.db.update(stores).set({ authorized: false, unauthorizedReason: 'revoked', credentials: null }).where(eq(stores.id, tiktok));
    expectFailure(await call('POST', '/api/listings/common/productDetail', seller.token, { storeId: tiktok, productId: product.kkProductId }), 409, 40900, 'This store is not authorized. Please reauthorize it on the Stores page first.');
    expectFailure(await call('GET', '/api/listings/tiktok-shop/categories', seller.token, undefined, { storeId: tiktok }), 409, 40900, 'This store is not authorized. Please reauthorize it on the Stores page first.');
  });
});
