import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startWooCommerceSimulator, type WooSimulator } from '../../../../../../../tools/simulators/woocommerce/server.ts';
import { loadConfig } from '../../../../platform/config.ts';
import { outboundHttp } from '../../../../platform/outbound-http.ts';
import { PlatformError, type ListingPublisher, type StoreConnection } from '../platform.ts';
import { startImageServer, tshirtPayload } from '../publishing/testing.ts';
import { woocommercePlatform } from './woocommerce.ts';

/** Publishing against the simulated WooCommerce site: its shop front shows what the adapter published. */
describe('WooCommerce publishing', () => {
  let simulator: WooSimulator;
  let images: Awaited<ReturnType<typeof startImageServer>>;
  let publisher: ListingPublisher;
  let connection: StoreConnection;

  before(async () => {
    simulator = await startWooCommerceSimulator({ port: 0, storeName: 'Publish Woo', currency: 'EUR' });
    images = await startImageServer();
    const key = simulator.addKey();
    connection = { storeUrl: simulator.url, credentials: { accessToken: key.consumerKey, extra: { consumerKey: key.consumerKey, consumerSecret: key.consumerSecret } } };
    publisher = woocommercePlatform(loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' }), outboundHttp({ allowPrivate: true, timeoutMs: 5000, maxBytes: 1_000_000 })).publisher!;
  });
  after(async () => {
    await simulator.close();
    await images.close();
  });

  const storefront = async () => (await fetch(`${simulator.url}/storefront`)).text();
  const simulated = (id: string) => simulator.products().find((p) => String(p.id) === id);
  const failsWith = (kind: PlatformError['kind'], pattern?: RegExp) => (error: unknown) => error instanceof PlatformError && error.kind === kind && (!pattern || pattern.test(error.message));
  let skuRun = 0;
  /** WooCommerce keeps SKUs unique in the store: each listing of the tee gets its own. */
  const tee = (overrides: Parameters<typeof tshirtPayload>[1] = {}) => {
    const payload = tshirtPayload(images.url, overrides);
    skuRun += 1;
    payload.variants = payload.variants.map((v) => ({ ...v, sku: `${v.sku}-${skuRun}` }));
    return payload;
  };

  test('create: a variable product whose shop front card shows title, pictures, each variation with size, colour, price and the regular price struck through', async () => {
    const payload = tee({ collectionIds: ['16'], tags: ['summer', 'linen'] });
    const published = await publisher.createProduct(connection, payload);
    assert.equal(published.platformStatus, 'publish');
    assert.match(published.url ?? '', /\/product\/organic-cotton-tee-\d+\/$/);
    assert.deepEqual(published.variants.map((v) => v.sku), payload.variants.map((v) => v.sku));
    const product = simulated(published.platformProductId)!;
    assert.equal(product.type, 'variable');
    assert.equal(product.tags.length, 2, 'the missing tag was created');
    assert.equal(product.images.length, 4);
    assert.equal(product.variations[0]!.image, product.images[2], "the colour picture is the gallery's, not downloaded twice");
    assert.equal(images.hits().filter((hit) => hit === '/tee-red.png').length, 1);
    const page = await storefront();
    const sku = payload.variants[0]!.sku;
    assert.match(page, new RegExp(`<tr data-sku="${sku}"><td>${sku}</td><td>S</td><td>Red</td><td class="price">19\\.99 EUR</td><td class="compare-at"><s>29\\.99 EUR</s></td></tr>`));
    assert.match(page, /<td>M<\/td><td>Blue<\/td><td class="price">21\.99 EUR<\/td><td class="compare-at"><\/td>/);
    const pictures = [...page.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]!);
    assert.equal(pictures.length, 4);
    assert.equal((await fetch(pictures[0]!)).headers.get('content-type'), 'image/png');
  });

  test('update replaces the variations: kept ones keep their ids, a dropped one is deleted, a new one created', async () => {
    const payload = tee({ title: 'Linen Shirt' });
    const first = await publisher.createProduct(connection, payload);
    const ids = new Map(first.variants.map((v) => [v.sku, v.platformVariantId]));
    const next = { ...payload, title: 'Linen Shirt v2', variants: payload.variants.slice(1).map((v) => ({ ...v, priceCents: 2500, compareAtCents: null, platformVariantId: ids.get(v.sku) })) };
    next.variants.push({ ...next.variants[0]!, sku: `NEW-${skuRun}`, size: 'L', platformVariantId: undefined });
    const updated = await publisher.updateProduct(connection, first.platformProductId, next);
    assert.deepEqual(updated.variants.slice(0, 3), first.variants.slice(1));
    const product = simulated(first.platformProductId)!;
    assert.deepEqual(product.variations.map((v) => v.sku), next.variants.map((v) => v.sku));
    assert.equal(product.variations[0]!.sale_price, '', 'the sale ended: no compare-at any more');
    const page = await storefront();
    assert.match(page, /Linen Shirt v2/);
    assert.doesNotMatch(page, new RegExp(`data-sku="${payload.variants[0]!.sku}"`));
  });

  test('hide, relist and states; delete for good, twice is fine', async () => {
    const { platformProductId } = await publisher.createProduct(connection, tee({ title: 'Hidden Hoodie' }));
    assert.deepEqual(await publisher.setProductActive(connection, platformProductId, false), { exists: true, platformStatus: 'draft' });
    assert.doesNotMatch(await storefront(), /Hidden Hoodie/);
    assert.deepEqual(await publisher.getProductStates(connection, [platformProductId, '999999']), { [platformProductId]: { exists: true, platformStatus: 'draft' }, '999999': { exists: false } });
    await publisher.setProductActive(connection, platformProductId, true);
    assert.match(await storefront(), /Hidden Hoodie/);
    await publisher.deleteProduct(connection, platformProductId);
    await publisher.deleteProduct(connection, platformProductId);
    assert.equal(simulated(platformProductId), undefined);
    assert.deepEqual(await publisher.setProductActive(connection, platformProductId, true), { exists: false });
  });

  test('inventory through a variation batch', async () => {
    const published = await publisher.createProduct(connection, tee({ title: 'Stock Tee' }));
    const [a, b] = published.variants;
    await publisher.setInventory(connection, published.platformProductId, [
      { platformVariantId: a!.platformVariantId, sku: a!.sku, quantity: 0 },
      { platformVariantId: b!.platformVariantId, sku: b!.sku, quantity: 42 },
    ]);
    assert.deepEqual(simulated(published.platformProductId)!.variations.map((v) => v.stock_quantity), [0, 42, 10, 10]);
    await assert.rejects(publisher.setInventory(connection, published.platformProductId, [{ platformVariantId: '1', sku: 'X', quantity: 1 }]), failsWith('rejected', /Invalid ID/));
  });

  test('429 is rate_limited with Retry-After; the next call goes through', async () => {
    simulator.switches.setTooMany('site', 1);
    await assert.rejects(publisher.createProduct(connection, tee({ title: 'Busy Tee' })), (error: unknown) => failsWith('rate_limited')(error) && (error as PlatformError).retryAfterMs === 1000);
    assert.ok(await publisher.createProduct(connection, tee({ title: 'Busy Tee' })));
  });

  test("a rejected product is 'rejected' in WooCommerce's words; a duplicated SKU too, and nothing half-made stays", async () => {
    await fetch(`${simulator.url}/simulator/reject`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ titleContains: '[bad]', message: 'Product title is not allowed.' }) });
    await assert.rejects(publisher.createProduct(connection, tee({ title: 'Tee [bad]' })), failsWith('rejected', /^Product title is not allowed\.$/));
    await fetch(`${simulator.url}/simulator/reject`, { method: 'DELETE' });
    const taken = tee({ title: 'First Tee' });
    await publisher.createProduct(connection, taken);
    const count = simulator.products().length;
    await assert.rejects(publisher.createProduct(connection, { ...taken, title: 'Same SKUs Tee' }), failsWith('rejected', /^Invalid or duplicated SKU\.$/));
    assert.equal(simulator.products().length, count, 'the product whose variations failed was removed');
    await assert.rejects(publisher.createProduct(connection, tee({ title: 'Broken Picture', images: [`${images.url}/missing.jpg`] })), failsWith('rejected', /Error getting remote image/));
  });

  test('a create retried with the same reference updates the first product', async () => {
    const payload = tee({ title: 'Retried Tee', reference: 'listing-77' });
    const first = await publisher.createProduct(connection, payload);
    const again = await publisher.createProduct(connection, payload);
    assert.equal(again.platformProductId, first.platformProductId);
    assert.deepEqual(again.variants, first.variants);
    assert.equal(simulator.products().filter((p) => p.sku === 'listing-77').length, 1);
  });
});
