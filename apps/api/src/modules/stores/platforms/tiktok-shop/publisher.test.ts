import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTikTokShopSimulator, type TikTokShopSimulator } from '../../../../../../../tools/simulators/tiktok-shop/server.ts';
import { PlatformError, type ListingPublisher, type StoreConnection } from '../platform.ts';
import { startImageServer, TIKTOK_TEE_ATTRIBUTES as TEE_ATTRIBUTES, tshirtPayload } from '../publishing/testing.ts';
import { createTikTokShopPlatform } from './adapter.ts';

/** Publishing to the TikTok Shop simulator: uploads, create, edit, review, hide, relist, delete, stock. */
describe('TikTok Shop publishing', () => {
  const app = { appKey: 'tts_pub', appSecret: 'tts_pub_secret', serviceId: 'tts_pub_service' };
  let simulator: TikTokShopSimulator;
  let images: Awaited<ReturnType<typeof startImageServer>>;
  let publisher: ListingPublisher;
  let connection: StoreConnection;
  let shopId: string;

  before(async () => {
    simulator = await startTikTokShopSimulator({ port: 0, ...app, auditMs: 150 });
    images = await startImageServer();
    const platform = createTikTokShopPlatform({ ...app, authUrl: simulator.url, tokenUrl: simulator.url, apiUrl: simulator.url }, (url, init) => fetch(url, init));
    const shop = await platform.exchangeCode!({ code: simulator.issueCode('Publish Shop UK', 'GB'), redirectUri: '' });
    connection = { storeUrl: shop.storeUrl, credentials: shop.credentials };
    shopId = shop.platformShopId;
    publisher = platform.publisher!;
  });
  after(async () => {
    await simulator.close();
    await images.close();
  });

  const tee = (overrides: Parameters<typeof tshirtPayload>[1] = {}) => tshirtPayload(images.url, { categoryId: '824329', currency: 'GBP', extra: { productAttributes: TEE_ATTRIBUTES }, ...overrides });
  const storefront = async () => (await fetch(`${simulator.url}/storefront/${shopId}`)).text();
  const simulated = (id: string) => simulator.shops().find((s) => s.id === shopId)!.catalogue.all().find((p) => p.id === id);
  const reviewed = () => new Promise((resolve) => setTimeout(resolve, 200));
  const failsWith = (kind: PlatformError['kind'], pattern?: RegExp) => (error: unknown) => error instanceof PlatformError && error.kind === kind && (!pattern || pattern.test(error.message));

  test('create: pictures uploaded as bytes, the product reviewed, then live on the storefront with every SKU', async () => {
    const published = await publisher.createProduct(connection, tee());
    assert.equal(published.platformStatus, 'PENDING');
    assert.deepEqual(published.variants.map((v) => v.sku), ['TW-TEE-RED-S', 'TW-TEE-BLUE-S', 'TW-TEE-RED-M', 'TW-TEE-BLUE-M']);
    assert.doesNotMatch(await storefront(), /Organic Cotton Tee/, 'in review');
    await reviewed();
    assert.deepEqual(await publisher.getProductStates(connection, [published.platformProductId]), { [published.platformProductId]: { exists: true, platformStatus: 'ACTIVATE' } });
    const page = await storefront();
    assert.match(page, /<tr data-sku="TW-TEE-RED-S"><td>TW-TEE-RED-S<\/td><td>S<\/td><td>Red<\/td><td class="price">19\.99 GBP<\/td><td class="compare-at"><s>29\.99 GBP<\/s><\/td><\/tr>/);
    const pictures = [...page.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]!);
    assert.equal(pictures.length, 4, 'two main pictures and two colour pictures');
    assert.equal((await fetch(pictures[0]!)).headers.get('content-type'), 'image/png');
  });

  test('edit replaces the SKUs; known SKUs keep their ids; pictures are not uploaded twice', async () => {
    const first = await publisher.createProduct(connection, tee({ title: 'Linen Shirt' }));
    const hits = images.hits().length;
    const next = tee({ title: 'Linen Shirt v2' });
    next.variants = next.variants.slice(1).map((v) => ({ ...v, priceCents: 2500 }));
    const updated = await publisher.updateProduct(connection, first.platformProductId, next);
    assert.equal(images.hits().length, hits, 'the uris of the first upload were reused');
    assert.deepEqual(updated.variants, first.variants.slice(1), 'matched by seller SKU');
    assert.deepEqual(simulated(first.platformProductId)!.skus.map((s) => [s.seller_sku, s.price.amount]), next.variants.map((v) => [v.sku, '25.00']));
    await reviewed();
    assert.match(await storefront(), /Linen Shirt v2/);
  });

  test('hide, relist; delete twice is fine; an edit keeps a hidden product hidden', async () => {
    const { platformProductId } = await publisher.createProduct(connection, tee({ title: 'Hidden Hoodie' }));
    await reviewed();
    assert.deepEqual(await publisher.setProductActive(connection, platformProductId, false), { exists: true, platformStatus: 'SELLER_DEACTIVATED' });
    assert.doesNotMatch(await storefront(), /Hidden Hoodie/);
    await publisher.updateProduct(connection, platformProductId, tee({ title: 'Hidden Hoodie', active: false }));
    assert.equal(simulated(platformProductId)!.status, 'SELLER_DEACTIVATED');
    assert.deepEqual(await publisher.setProductActive(connection, platformProductId, true), { exists: true, platformStatus: 'ACTIVATE' });
    assert.match(await storefront(), /Hidden Hoodie/);
    await publisher.deleteProduct(connection, platformProductId);
    await publisher.deleteProduct(connection, platformProductId);
    assert.doesNotMatch(await storefront(), /Hidden Hoodie/);
    assert.deepEqual(await publisher.getProductStates(connection, [platformProductId, '1799999999999999999']), { [platformProductId]: { exists: false }, '1799999999999999999': { exists: false } });
    assert.deepEqual(await publisher.setProductActive(connection, platformProductId, true), { exists: false });
  });

  test("TikTok's review and moderation statuses come back as they are", async () => {
    const { platformProductId } = await publisher.createProduct(connection, tee({ title: 'Moderated Tee' }));
    for (const status of ['FAILED', 'PLATFORM_DEACTIVATED', 'FREEZE']) {
      const set = await fetch(`${simulator.url}/simulator/shops/${shopId}/products/${platformProductId}/status`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status, reason: 'Prohibited content' }) });
      assert.equal(set.status, 200);
      assert.deepEqual((await publisher.getProductStates(connection, [platformProductId]))[platformProductId], { exists: true, platformStatus: status });
    }
    assert.doesNotMatch(await storefront(), /Moderated Tee/);
  });

  test('inventory at the shop warehouse', async () => {
    const published = await publisher.createProduct(connection, tee({ title: 'Stock Tee' }));
    const [a, b] = published.variants;
    await publisher.setInventory(connection, published.platformProductId, [
      { platformVariantId: a!.platformVariantId, sku: a!.sku, quantity: 0 },
      { platformVariantId: b!.platformVariantId, sku: b!.sku, quantity: 42 },
    ]);
    assert.deepEqual(simulated(published.platformProductId)!.skus.map((s) => s.inventory[0]!.quantity), [0, 42, 10, 10]);
  });

  test("the category's attributes go with the product as TikTok keeps them; one of another category is 'rejected' with TikTok's words", async () => {
    // Material takes a value of the seller's own (customizable); Pattern is optional.
    const productAttributes = [TEE_ATTRIBUTES[1], { id: '100392', values: [{ id: '100392002', name: 'Striped' }] }, { id: '100157', values: [{ name: 'Bamboo' }] }];
    const published = await publisher.createProduct(connection, tee({ title: 'Striped Tee', extra: { productAttributes } }));
    assert.deepEqual(
      simulated(published.platformProductId)!.product_attributes.map((a) => [a.id, a.name, a.values.map((v) => v.name)]),
      [['100398', 'Sleeve Length', ['Short Sleeve']], ['100392', 'Pattern', ['Striped']], ['100157', 'Material', ['Bamboo']]],
    );
    // Dress Length is an attribute of dresses, not of T-shirts.
    await assert.rejects(publisher.createProduct(connection, tee({ title: 'Bare Tee', extra: { productAttributes: [...TEE_ATTRIBUTES, { id: '100404', values: [{ id: '100404001', name: 'Mini' }] }] } })), failsWith('rejected', /not an attribute of the category/));
    // A required attribute left out: TikTok refuses the product, naming the attribute.
    await assert.rejects(publisher.createProduct(connection, tee({ title: 'Bare Tee', extra: { productAttributes: [TEE_ATTRIBUTES[0]] } })), failsWith('rejected', /TikTok Shop 12052021: The required product attribute Sleeve Length \(id 100398\)/));
    await assert.rejects(publisher.createProduct(connection, tee({ title: 'Bare Tee', extra: {} })), failsWith('rejected', /required product attribute Material/));
  });

  test('429 is rate_limited; the next call goes through', async () => {
    simulator.switches.setTooMany(shopId, 1);
    await assert.rejects(publisher.createProduct(connection, tee({ title: 'Busy Tee' })), (error: unknown) => failsWith('rate_limited')(error) && ((error as PlatformError).retryAfterMs ?? 0) >= 1000);
    assert.ok(await publisher.createProduct(connection, tee({ title: 'Busy Tee' })));
  });

  test("a rejected product is 'rejected' with TikTok's words", async () => {
    await fetch(`${simulator.url}/simulator/shops/${shopId}/reject`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ next: 1, message: 'The product title contains prohibited words.' }) });
    await assert.rejects(publisher.createProduct(connection, tee({ title: 'Any Tee' })), failsWith('rejected', /The product title contains prohibited words\./));
    // Menswear & Underwear, and Men's Tops one level down: both have sub-categories.
    for (const categoryId of ['824328', '824340']) await assert.rejects(publisher.createProduct(connection, tee({ categoryId })), failsWith('rejected', /^TikTok Shop 12052024: The category is not a leaf category\.$/));
    await assert.rejects(publisher.createProduct(connection, tee({ currency: 'USD' })), failsWith('rejected', /currency must be GBP/));
    assert.ok(await publisher.createProduct(connection, tee({ title: 'Any Tee' })), 'the switch was for the next product only');
  });
});
