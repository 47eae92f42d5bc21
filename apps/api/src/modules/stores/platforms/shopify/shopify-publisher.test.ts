import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startShopifySimulator, type ShopifySimulator } from '../../../../../../../tools/simulators/shopify/server.ts';
import { loadConfig } from '../../../../platform/config.ts';
import { outboundHttp } from '../../../../platform/outbound-http.ts';
import { PlatformError, type ListingPublisher, type StoreConnection } from '../platform.ts';
import { startImageServer, tshirtPayload } from '../publishing/testing.ts';
import { shopifyPlatform } from './shopify.ts';

/** Publishing against the simulator: what the adapter sends is what the shop's storefront then shows. */
describe('Shopify publishing', () => {
  let simulator: ShopifySimulator;
  let images: Awaited<ReturnType<typeof startImageServer>>;
  let publisher: ListingPublisher;
  let connection: StoreConnection;
  const shop = 'publish-shop.myshopify.com';

  before(async () => {
    simulator = await startShopifySimulator({ port: 0, apiKey: 'key', apiSecret: 'secret' });
    images = await startImageServer();
    const config = loadConfig({ NODE_ENV: 'test', SHOPIFY_API_KEY: 'key', SHOPIFY_API_SECRET: 'secret', SHOPIFY_SHOP_URL_TEMPLATE: simulator.shopUrlTemplate, DATA_DIR: 'memory://' });
    const adapter = shopifyPlatform(config, outboundHttp({ allowPrivate: true, timeoutMs: 5000, maxBytes: 1_000_000 }));
    publisher = adapter.publisher!;
    const url = adapter.authorizationUrl!({ state: 'st', redirectUri: 'http://127.0.0.1:1/back', shop });
    const response = await fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=install' });
    const code = new URL(response.headers.get('location')!).searchParams.get('code')!;
    const connected = await adapter.exchangeCode!({ code, shop, redirectUri: 'http://127.0.0.1:1/back' });
    connection = { storeUrl: connected.storeUrl, credentials: connected.credentials };
    simulator.shop(shop).currency = 'CAD';
  });
  after(async () => {
    await simulator.close();
    await images.close();
  });

  const storefront = async () => (await fetch(`${simulator.url}/storefront/${shop}`)).text();
  const simulated = (id: string) => simulator.shop(shop).catalogue.products().find((p) => p.id === id);
  const waitForPictures = async (id: string) => {
    for (let i = 0; i < 50 && simulated(id)?.files.some((f) => f.status === 'PROCESSING'); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  const rejectedWith = (kind: PlatformError['kind'], pattern?: RegExp) => (error: unknown) => error instanceof PlatformError && error.kind === kind && (!pattern || pattern.test(error.message));

  test('create: the storefront shows the title, pictures, every variant with size, colour, price and compare-at in the store currency', async () => {
    const payload = tshirtPayload(images.url, { collectionIds: [simulator.shop(shop).collections[0]!.id] });
    const published = await publisher.createProduct(connection, payload);
    assert.match(published.platformProductId, /^gid:\/\/shopify\/Product\/\d+$/);
    assert.equal(published.platformStatus, 'ACTIVE');
    assert.deepEqual(published.variants.map((v) => v.sku), payload.variants.map((v) => v.sku));
    assert.ok(published.variants.every((v) => /^gid:\/\/shopify\/ProductVariant\/\d+$/.test(v.platformVariantId)));
    await waitForPictures(published.platformProductId);
    const page = await storefront();
    assert.match(page, /Organic Cotton Tee/);
    assert.match(page, /<tr data-sku="TW-TEE-RED-S"><td>TW-TEE-RED-S<\/td><td>S<\/td><td>Red<\/td><td class="price">19\.99 CAD<\/td><td class="compare-at"><s>29\.99 CAD<\/s><\/td><\/tr>/);
    assert.match(page, /<tr data-sku="TW-TEE-BLUE-M"><td>TW-TEE-BLUE-M<\/td><td>M<\/td><td>Blue<\/td><td class="price">21\.99 CAD<\/td><td class="compare-at"><\/td><\/tr>/);
    const pictures = [...page.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]!);
    assert.equal(pictures.length, 4, 'product and colour pictures, downloaded by the shop');
    assert.equal((await fetch(pictures[0]!)).headers.get('content-type'), 'image/png');
    assert.ok(images.hits().includes('/tee-front.png'), 'Shopify fetched originalSource');
  });

  test('update replaces the variants: kept SKUs keep their ids, a dropped one is gone, new prices shown', async () => {
    const first = await publisher.createProduct(connection, tshirtPayload(images.url, { title: 'Linen Shirt' }));
    const ids = new Map(first.variants.map((v) => [v.sku, v.platformVariantId]));
    const payload = tshirtPayload(images.url, { title: 'Linen Shirt v2' });
    payload.variants = payload.variants.slice(0, 3).map((v) => ({ ...v, priceCents: v.priceCents + 100, platformVariantId: ids.get(v.sku) }));
    payload.variants.push({ ...payload.variants[0]!, sku: 'TW-TEE-GREEN-L', size: 'L', colour: 'Green', platformVariantId: undefined, imageUrl: undefined });
    const updated = await publisher.updateProduct(connection, first.platformProductId, payload);
    assert.equal(updated.platformProductId, first.platformProductId);
    assert.deepEqual(updated.variants.slice(0, 3), first.variants.slice(0, 3));
    assert.equal(simulated(first.platformProductId)!.variants.length, 4);
    assert.equal(simulated(first.platformProductId)!.variants.some((v) => v.sku === 'TW-TEE-BLUE-M'), false, 'the variant left out was deleted');
    const page = await storefront();
    assert.match(page, /Linen Shirt v2/);
    assert.doesNotMatch(page, /Linen Shirt</);
    assert.match(page, /<td>TW-TEE-GREEN-L<\/td><td>L<\/td><td>Green<\/td><td class="price">20\.99 CAD/);
  });

  test('variant ids the shop no longer has are sent again as new variants', async () => {
    const first = await publisher.createProduct(connection, tshirtPayload(images.url, { title: 'Edited In Admin' }));
    const payload = tshirtPayload(images.url, { title: 'Edited In Admin' });
    payload.variants = payload.variants.map((v, i) => ({ ...v, platformVariantId: i === 0 ? first.variants[0]!.platformVariantId : 'gid://shopify/ProductVariant/1' }));
    const updated = await publisher.updateProduct(connection, first.platformProductId, payload);
    assert.deepEqual(updated.variants.map((v) => v.sku), payload.variants.map((v) => v.sku));
    assert.equal(updated.variants[0]!.platformVariantId, first.variants[0]!.platformVariantId, 'a known id is kept');
    assert.deepEqual(simulated(first.platformProductId)!.variants.map((v) => v.id), updated.variants.map((v) => v.platformVariantId));
  });

  test('hide, relist, states; delete twice is fine', async () => {
    const { platformProductId } = await publisher.createProduct(connection, tshirtPayload(images.url, { title: 'Hidden Hoodie' }));
    assert.deepEqual(await publisher.setProductActive(connection, platformProductId, false), { exists: true, platformStatus: 'DRAFT' });
    assert.doesNotMatch(await storefront(), /Hidden Hoodie/);
    assert.deepEqual((await publisher.getProductStates(connection, [platformProductId]))[platformProductId], { exists: true, platformStatus: 'DRAFT' });
    await publisher.setProductActive(connection, platformProductId, true);
    assert.match(await storefront(), /Hidden Hoodie/);
    await publisher.deleteProduct(connection, platformProductId);
    await publisher.deleteProduct(connection, platformProductId);
    assert.doesNotMatch(await storefront(), /Hidden Hoodie/);
    assert.deepEqual(await publisher.getProductStates(connection, [platformProductId]), { [platformProductId]: { exists: false } });
    assert.deepEqual(await publisher.setProductActive(connection, platformProductId, true), { exists: false });
  });

  test('inventory: absolute quantities per variant', async () => {
    const published = await publisher.createProduct(connection, tshirtPayload(images.url, { title: 'Stock Tee' }));
    const [a, b] = published.variants;
    await publisher.setInventory(connection, published.platformProductId, [
      { platformVariantId: a!.platformVariantId, sku: a!.sku, quantity: 0 },
      { platformVariantId: b!.platformVariantId, sku: b!.sku, quantity: 42 },
    ]);
    const variants = simulated(published.platformProductId)!.variants;
    assert.deepEqual(variants.slice(0, 3).map((v) => v.available), [0, 42, 10]);
    await assert.rejects(publisher.setInventory(connection, published.platformProductId, [{ platformVariantId: 'gid://shopify/ProductVariant/1', sku: 'X', quantity: 1 }]), rejectedWith('rejected', /X/));
  });

  test('THROTTLED is rate_limited with a wait; the next call goes through', async () => {
    simulator.switches.setTooMany(shop, 1);
    await assert.rejects(publisher.createProduct(connection, tshirtPayload(images.url, { title: 'Throttled Tee' })), (error: unknown) => rejectedWith('rate_limited')(error) && ((error as PlatformError).retryAfterMs ?? 0) > 0);
    const published = await publisher.createProduct(connection, tshirtPayload(images.url, { title: 'Throttled Tee' }));
    assert.ok(simulated(published.platformProductId));
  });

  test("a rejected product is 'rejected' with Shopify's words; the others go on", async () => {
    await fetch(`${simulator.url}/simulator/shops/${shop}/reject`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ titleContains: '[bad]', message: 'Title contains a banned word' }) });
    await assert.rejects(publisher.createProduct(connection, tshirtPayload(images.url, { title: 'Tee [bad]' })), rejectedWith('rejected', /^Title contains a banned word$/));
    await assert.rejects(publisher.createProduct(connection, tshirtPayload(images.url, { title: ' ' })), rejectedWith('rejected', /Title can't be blank/));
    assert.ok(await publisher.createProduct(connection, tshirtPayload(images.url, { title: 'Good Tee' })));
    await fetch(`${simulator.url}/simulator/shops/${shop}/reject`, { method: 'DELETE' });
  });

  test('a create retried with the same reference finds the first product', async () => {
    const before = simulator.shop(shop).catalogue.products().length;
    const first = await publisher.createProduct(connection, tshirtPayload(images.url, { title: 'Retried Tee', reference: 'listing-77' }));
    const again = await publisher.createProduct(connection, tshirtPayload(images.url, { title: 'Retried Tee', reference: 'listing-77' }));
    assert.equal(again.platformProductId, first.platformProductId);
    assert.equal(simulator.shop(shop).catalogue.products().length, before + 1);
  });

  test('a revoked token is unauthorized', async () => {
    await assert.rejects(publisher.createProduct({ ...connection, credentials: { ...connection.credentials, accessToken: 'shpat_revoked' } }, tshirtPayload(images.url)), rejectedWith('unauthorized'));
  });
});
