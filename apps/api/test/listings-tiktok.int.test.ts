import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { stores } from '../src/db/schema/index.ts';
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
    const created = expectOk(await call('POST', '/api/listings/tiktok-shop/listing', seller.token, body));
    assert.deepEqual(await syncJobsOf(world.server.db, created.id), [{ syncType: 1 }]);
    const page = expectOk(await call('POST', '/api/listings/tiktok-shop/listings', seller.token, { tab: 'queued' }));
    assert.deepEqual(page.list.map((row: any) => [row.id, row.currency, row.platform]), [[created.id, 'GBP', 'tiktok-shop']]);
    expectFailure(await call('GET', '/api/listings/woocommerce/listingDetail', seller.token, undefined, { id: created.id }), 404);
  });

  test("categories from the shop; categoryId from the shop's categories when TikTok's recommendation is not offered", async () => {
    const categories = expectOk(await call('GET', '/api/listings/tiktok-shop/categories', seller.token, undefined, { storeId: tiktok }));
    assert.ok(categories.some((c: any) => c.name === 'Womenswear & Underwear > Dresses'), JSON.stringify(categories));
    assert.ok(!categories.some((c: any) => c.name === 'Womenswear & Underwear'), 'TikTok takes products only in leaf categories');
    const recommended = expectOk(await call('POST', '/api/listings/tiktok-shop/categoryId', seller.token, { storeId: tiktok, title: product.name, productId: product.kkProductId }));
    assert.equal(recommended.categoryName, 'Womenswear & Underwear > Dresses');
    assert.ok(['platform', 'catalogue'].includes(recommended.source));
    const none = expectOk(await call('POST', '/api/listings/tiktok-shop/categoryId', seller.token, { storeId: tiktok, title: 'Zzz qqq' }));
    if (none.source === 'catalogue') assert.equal(none.categoryId, null);
    expectFailure(await call('POST', '/api/listings/tiktok-shop/categoryId', other.token, { storeId: tiktok, title: 'Dress' }), 404);
    expectFailure(await call('POST', '/api/listings/tiktok-shop/warehouses', other.token, { storeId: tiktok }), 404);
  });

  test("warehouses from the shop (TikTok's logistics API); attributes need the adapter's support", async () => {
    const warehouses = expectOk(await call('POST', '/api/listings/tiktok-shop/warehouses', seller.token, { storeId: tiktok }));
    assert.ok(warehouses.length > 0 && warehouses.every((w: any) => typeof w.id === 'string' && w.id.length > 0), JSON.stringify(warehouses));
    assert.ok(warehouses.some((w: any) => w.isDefault), 'the sales warehouse is the default');
    expectFailure(await call('GET', '/api/listings/tiktok-shop/attributes', seller.token, undefined, { storeId: tiktok, categoryId: '601153' }), 409, 40900, 'Products cannot be listed to this platform here.');
  });

  test('a store whose authorization ended cannot take a listing, with a clear 409', async () => {
    await world.server.db.update(stores).set({ authorized: false, unauthorizedReason: 'revoked', credentials: null }).where(eq(stores.id, tiktok));
    expectFailure(await call('POST', '/api/listings/common/productDetail', seller.token, { storeId: tiktok, productId: product.kkProductId }), 409, 40900, 'This store is not authorized. Please reauthorize it on the Stores page first.');
    expectFailure(await call('GET', '/api/listings/tiktok-shop/categories', seller.token, undefined, { storeId: tiktok }), 409, 40900, 'This store is not authorized. Please reauthorize it on the Stores page first.');
  });
});
