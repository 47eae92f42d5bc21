import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { listings, listingVariants, skus, storeSettings } from '../src/db/schema/index.ts';
import { seedCatalogueFixture, type CatalogueFixture } from './catalogue-fixture.ts';
import { expectOk, useTestServer, type SignedUp, type TestServer } from './harness.ts';
import { FakeStorePlatform, insertStore, useFakePublisher } from './listings-sync-fixtures.ts';

/** Listings follow the catalogue (issue 15): operators change a listed product, its listings follow. */

let catalogue: CatalogueFixture;
let seller: SignedUp;
let admin: string;
const fake = new FakeStorePlatform();
const server = useTestServer({}, async (s) => {
  catalogue = await seedCatalogueFixture(s.db);
  seller = await s.signUp();
  admin = (await s.adminLogin()).token;
  useFakePublisher(s, 'shopify', fake);
});

async function drainJobs(s: TestServer) {
  for (let i = 0; i < 50 && (await s.app.jobs.runDue()) > 0; i++);
}

/** One product listed through a batch to a new store with these settings. */
async function listed(productIndex: number, settings: Partial<typeof storeSettings.$inferInsert>, batch: Record<string, unknown> = {}) {
  const store = await insertStore(server, seller.userId, 'shopify');
  if (Object.keys(settings).length > 0) await server.db.update(storeSettings).set(settings).where(eq(storeSettings.storeId, store.id));
  const product = catalogue.onSale[productIndex]!;
  const { batchId } = expectOk(await server.request('POST', '/api/listings/loadPublishRecord', { token: seller.token, body: { platform: 'shopify', storeId: store.id, productIds: [product.kkProductId], ...batch } }));
  await drainJobs(server);
  const [listing] = await server.db.select().from(listings).where(eq(listings.batchId, batchId));
  assert.equal(listing!.status, 'published');
  return { store, product, listing: listing!, platform: () => fake.products.get(listing!.platformProductId!)! };
}

const row = async (id: number) => (await server.db.select().from(listings).where(eq(listings.id, id)))[0]!;
const variantsOf = (id: number) => server.db.select().from(listingVariants).where(eq(listingVariants.listingId, id));

test('a title change marks the listing (Update) and pushes the title where the store syncs titles, not elsewhere', async () => {
  const syncing = await listed(0, { syncTitle: true });
  const { listing } = syncing;
  const dbProduct = await server.db.query.products.findFirst({ where: (p, { eq: e }) => e(p.kkProductId, syncing.product.kkProductId) });
  // The same product in a store that does not sync titles.
  const quiet = await listed(0, { syncTitle: false }, { existing: 'duplicate' });

  expectOk(await server.request('PUT', `/api/admin/catalogue/products/${dbProduct!.id}`, { token: admin, body: { name: 'Renamed By Operator' } }));
  assert.ok((await row(listing.id)).catalogueChangedAt, 'marked changed in the operator’s transaction');
  assert.ok((await row(quiet.listing.id)).catalogueChangedAt);
  await drainJobs(server);

  const after = await row(listing.id);
  assert.equal(after.title, 'Renamed By Operator');
  assert.equal(after.syncType, null);
  assert.equal(syncing.platform().payload.title, 'Renamed By Operator');
  assert.equal((await row(quiet.listing.id)).title, syncing.product.name);
  assert.equal(quiet.platform().payload.title, syncing.product.name);
});

test("the seller's Update takes the catalogue's changes whatever the store syncs by itself, pushes them and clears the notice", async () => {
  const quiet = await listed(1, { syncTitle: false });
  const dbProduct = await server.db.query.products.findFirst({ where: (p, { eq: e }) => e(p.kkProductId, quiet.product.kkProductId) });
  expectOk(await server.request('PUT', `/api/admin/catalogue/products/${dbProduct!.id}`, { token: admin, body: { name: 'Renamed Before Update' } }));
  await drainJobs(server);
  assert.equal((await row(quiet.listing.id)).title, quiet.product.name, 'the store does not sync titles by itself');
  const listed1 = expectOk(await server.request('POST', '/api/listings/listings', { token: seller.token, body: { tab: 'published', storeIds: [quiet.store.id] } }));
  assert.equal(listed1.list[0].catalogueChanged, true, 'the row shows Update');

  // Another seller cannot update it.
  const other = await server.signUp();
  assert.equal((await server.request('POST', '/api/listings/syncListings', { token: other.token, body: { ids: [quiet.listing.id] } })).status, 404);

  expectOk(await server.request('POST', '/api/listings/syncListings', { token: seller.token, body: { ids: [quiet.listing.id] } }));
  await drainJobs(server);
  const after = await row(quiet.listing.id);
  assert.equal(after.title, 'Renamed Before Update');
  assert.equal(after.catalogueChangedAt, null);
  assert.equal(after.syncType, null);
  assert.equal(quiet.platform().payload.title, 'Renamed Before Update', 'pushed to the store');
  const listed2 = expectOk(await server.request('POST', '/api/listings/listings', { token: seller.token, body: { tab: 'published', storeIds: [quiet.store.id] } }));
  assert.equal(listed2.list[0].catalogueChanged, false);
});

test('stock changes reach the store when automatic inventory update is on', async () => {
  const { listing, platform } = await listed(1, { autoUpdateInventory: true });
  const [variant] = await variantsOf(listing.id);
  expectOk(await server.request('PUT', `/api/admin/catalogue/products/${listing.productId}/stock`, { token: admin, body: { items: [{ skuId: variant!.skuId, warehouseCode: variant!.warehouse, stock: variant!.quantity + 7 }] } }));
  await drainJobs(server);
  const [after] = (await variantsOf(listing.id)).filter((v) => v.id === variant!.id);
  assert.equal(after!.quantity, variant!.quantity + 7);
  assert.equal(platform().payload.variants.find((v) => v.sku === variant!.sku)!.quantity, after!.quantity);
  assert.ok(fake.calls.includes('inventory'));
});

test('a product taken off sale: inventory 0 in the store by its rule, and the seller who listed it gets a sold-out notice', async () => {
  const { listing, platform } = await listed(2, { unavailableRule: 'zeroInventory' });
  expectOk(await server.request('PUT', `/api/admin/catalogue/products/${listing.productId}`, { token: admin, body: { status: 0 } }));
  await drainJobs(server);
  assert.ok(platform().payload.variants.every((v) => v.quantity === 0));
  assert.ok((await variantsOf(listing.id)).every((v) => v.quantity === 0));
  const notices = expectOk(await server.request('GET', '/api/message/productTakeDownSendsList', { token: seller.token }));
  assert.ok(notices.list.some((n: { productName: string }) => n.productName === catalogue.onSale[2]!.name), JSON.stringify(notices.list));
});

test('archive rule: a product taken off sale hides the listing', async () => {
  const { listing, platform } = await listed(3, { unavailableRule: 'archive' });
  expectOk(await server.request('PUT', `/api/admin/catalogue/products/${listing.productId}`, { token: admin, body: { status: 0 } }));
  await drainJobs(server);
  assert.equal((await row(listing.id)).status, 'hidden');
  assert.equal(platform().active, false);
});

test('a cost change re-applies the price rule; a price below cost plus shipping waits for the seller to approve', async () => {
  // Price = suggested price × 0.8 + shipping 200 (the store's rule with the batch's multiplier).
  const { listing, platform } = await listed(4, {}, { multiplier: 0.8, shippingCents: 200 });
  const [variant] = await variantsOf(listing.id);
  const sku = (await server.db.select().from(skus).where(eq(skus.id, variant!.skuId)))[0]!;
  const priceOf = (suggested: number) => Math.round(suggested * 0.8) + 200;
  const pushedPrice = async () => platform().payload.variants.find((v) => v.sku === variant!.sku)!.priceCents;

  // The original price rises: the rule gives a higher price, above cost plus shipping, pushed on its own.
  const original = Math.max(sku.originalPriceCents, sku.priceCents) + 1000;
  assert.ok(original * 0.8 > sku.priceCents, 'precondition: still above cost');
  expectOk(await server.request('PUT', `/api/admin/catalogue/skus/${sku.id}`, { token: admin, body: { originalPriceCents: original } }));
  await drainJobs(server);
  let now = (await variantsOf(listing.id)).find((v) => v.id === variant!.id)!;
  assert.equal(now.priceCents, priceOf(original));
  assert.equal(await pushedPrice(), now.priceCents);

  // Cost rises above the original price: the rule's price (0.8 × cost + shipping) would be below cost plus shipping; it waits.
  const pushed = now.priceCents;
  const cost = original + 1000;
  expectOk(await server.request('PUT', `/api/admin/catalogue/skus/${sku.id}`, { token: admin, body: { priceCents: cost } }));
  await drainJobs(server);
  now = (await variantsOf(listing.id)).find((v) => v.id === variant!.id)!;
  assert.equal(now.priceCents, pushed, 'not repriced below cost');
  assert.equal(now.costCents, cost);
  assert.equal(await pushedPrice(), pushed, 'not pushed below cost');
  const waiting = expectOk(await server.request('POST', '/api/listings/pendingPrices', { token: seller.token }));
  const mine = waiting.find((w: { listingId: number }) => w.listingId === listing.id);
  assert.deepEqual(mine.prices, [{ variantId: variant!.id, priceCents: priceOf(cost), compareAtCents: now.compareAtCents }]);

  // Another seller cannot approve it.
  const other = await server.signUp();
  assert.equal((await server.request('POST', '/api/listings/approvePrices', { token: other.token, body: { ids: [listing.id] } })).status, 404);

  expectOk(await server.request('POST', '/api/listings/approvePrices', { token: seller.token, body: { ids: [listing.id] } }));
  await drainJobs(server);
  now = (await variantsOf(listing.id)).find((v) => v.id === variant!.id)!;
  assert.equal(now.priceCents, priceOf(cost));
  assert.equal(await pushedPrice(), now.priceCents);
  assert.equal((await row(listing.id)).pendingPrices, null);
});

test('a currency rate change re-applies the rules of listings in that currency', async () => {
  const store = await insertStore(server, seller.userId, 'shopify', 'EUR');
  const product = catalogue.onSale[5]!;
  const { batchId } = expectOk(await server.request('POST', '/api/listings/loadPublishRecord', { token: seller.token, body: { platform: 'shopify', storeId: store.id, productIds: [product.kkProductId] } }));
  await drainJobs(server);
  const [listing] = await server.db.select().from(listings).where(eq(listings.batchId, batchId));
  const [before] = await variantsOf(listing!.id);
  expectOk(await server.request('PUT', '/api/admin/currencies/EUR', { token: admin, body: { rate: '2' } }));
  await drainJobs(server);
  const [after] = (await variantsOf(listing!.id)).filter((v) => v.id === before!.id);
  const sku = (await server.db.select().from(skus).where(eq(skus.id, before!.skuId)))[0]!;
  const suggested = Math.max(sku.originalPriceCents, sku.priceCents) * 2;
  assert.equal(after!.suggestedCents, suggested);
  // The store's default rule: suggested price × 1 + shipping (none here).
  assert.equal(after!.priceCents, suggested);
  assert.equal(fake.products.get(listing!.platformProductId!)!.payload.variants[0]!.priceCents, after!.priceCents);
});
