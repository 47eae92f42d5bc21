import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { listings, listingVariants, products, skus, storeSettings } from '../src/db/schema/index.ts';
import { seedCatalogueFixture, type CatalogueFixture } from './catalogue-fixture.ts';
import { expectOk, useTestServer, type SignedUp, type TestServer } from './harness.ts';
import { makeJobsDue, pendingJobs } from './job-fixtures.ts';
import { storeWriteKey } from '../src/modules/listings/sync/listing-sync.ts';
import { FakeStorePlatform, insertStore, useFakePublisher } from './listings-sync-fixtures.ts';
import { addToCart, stockOf, usAddress } from './orders-fixture.ts';

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
  const [dbProduct] = await server.db.select().from(products).where(eq(products.kkProductId, syncing.product.kkProductId));
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
  assert.equal(after.catalogueChangedAt, null, 'the automatic push took the whole change: no Update notice left');
  assert.ok((await row(quiet.listing.id)).catalogueChangedAt, 'a store that does not sync titles keeps Update');
  assert.equal((await row(quiet.listing.id)).title, syncing.product.name);
  assert.equal(quiet.platform().payload.title, syncing.product.name);
});

test("the seller's Update takes the catalogue's changes whatever the store syncs by itself, pushes them and clears the notice", async () => {
  const quiet = await listed(1, { syncTitle: false });
  const [dbProduct] = await server.db.select().from(products).where(eq(products.kkProductId, quiet.product.kkProductId));
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

/** A buyer's order of `num` pieces of a listed variant's SKU, at the total the server quotes. */
async function placeOrder(buyer: SignedUp, variant: { skuId: number; warehouse: string }, num: number) {
  const body = { orderAddresses: usAddress, grandTotal: 99_999_999, paymentMethod: 0, cartIds: [await addToCart(server.db, buyer.userId, variant.skuId, variant.warehouse, num)], order: [{ warehouseCode: variant.warehouse, channelCode: 'TW_EXPRESS', orderItems: [] }] };
  const probe = await server.request('POST', '/api/orders/orders', { token: buyer.token, body });
  assert.equal(probe.status, 409, JSON.stringify(probe.body));
  expectOk(await server.request('POST', '/api/orders/orders', { token: buyer.token, body: { ...body, grandTotal: probe.body.data.grandTotal } }));
}

test('orders move stock: stores with automatic inventory update get the new quantities (one push per burst), cancellations give them back', async () => {
  const auto = await listed(6, { autoUpdateInventory: true });
  const manual = await listed(6, { autoUpdateInventory: false }, { existing: 'duplicate' });
  const [variant] = await variantsOf(auto.listing.id);
  const pushed = () => auto.platform().payload.variants.find((v) => v.sku === variant!.sku)!.quantity;
  const stockFollows = () => pendingJobs(server.db, { name: 'listings.followCatalogue', singletonKey: `stock-${auto.listing.productId}` });
  const buyer = await server.signUp();
  const order = (num: number) => placeOrder(buyer, variant!, num);
  const stock = await stockOf(server.db, variant!.skuId, variant!.warehouse);
  assert.equal(variant!.quantity, stock, 'listed with the warehouse stock');

  // Two orders in a row: the stock refresh that follows them queues one stock follow (a few seconds later).
  await order(2);
  await order(1);
  assert.equal((await stockFollows()).length, 0, 'no follow in the orders themselves');
  await server.app.jobs.runDue(10, ['catalogue.refresh-stock']);
  const waiting = await stockFollows();
  assert.equal(waiting.length, 1);
  assert.ok(waiting[0]!.later, 'debounced');
  const inventoryCalls = fake.calls.filter((c) => c === 'inventory').length;
  await makeJobsDue(server.db, { name: 'listings.followCatalogue' });
  await drainJobs(server);
  assert.equal(pushed(), stock - 3);
  assert.equal((await variantsOf(auto.listing.id)).find((v) => v.id === variant!.id)!.quantity, stock - 3);
  assert.equal(fake.calls.filter((c) => c === 'inventory').length, inventoryCalls + 1, 'one push for both orders');
  assert.equal(manual.platform().payload.variants.find((v) => v.sku === variant!.sku)!.quantity, stock, 'a store without automatic inventory update is left alone');

  // The buyer's unpaid orders are cancelled: the stock comes back to the store.
  await server.db.execute(sql`update orders set pay_by = now() - interval '1 second' where user_id = ${buyer.userId}`);
  await makeJobsDue(server.db, { name: 'orders.auto-cancel' });
  await drainJobs(server);
  await makeJobsDue(server.db, { name: 'listings.followCatalogue' });
  await drainJobs(server);
  assert.equal(await stockOf(server.db, variant!.skuId, variant!.warehouse), stock);
  assert.equal(pushed(), stock);
});

test('orders of a product listed only where inventory is not updated automatically queue no stock follow', async () => {
  const { listing } = await listed(8, { autoUpdateInventory: false });
  const [variant] = await variantsOf(listing.id);
  await placeOrder(await server.signUp(), variant!, 1);
  await server.app.jobs.runDue(10, ['catalogue.refresh-stock']);
  assert.deepEqual(await pendingJobs(server.db, { name: 'listings.followCatalogue', singletonKey: `stock-${listing.productId}` }), []);
});

test('a SKU taken off sale: inventory 0 for it in the store by the zero-inventory rule, even without automatic inventory update', async () => {
  const { listing, platform } = await listed(7, { autoUpdateInventory: false, unavailableRule: 'zeroInventory' });
  const [gone, kept] = await variantsOf(listing.id);
  assert.ok(gone!.quantity > 0 && kept!.quantity > 0, 'precondition: both in stock');
  expectOk(await server.request('PUT', `/api/admin/catalogue/skus/${gone!.skuId}`, { token: admin, body: { status: 0 } }));
  await drainJobs(server);
  const quantityOf = (sku: string) => platform().payload.variants.find((v) => v.sku === sku)!.quantity;
  assert.equal(quantityOf(gone!.sku), 0);
  assert.equal(quantityOf(kept!.sku), kept!.quantity, 'the others keep theirs');
  assert.equal((await variantsOf(listing.id)).find((v) => v.id === gone!.id)!.quantity, 0);
});

test("one store's single-listing writes run one at a time in a worker process, as its batches do", async () => {
  const store = await insertStore(server, seller.userId, 'shopify');
  const { batchId } = expectOk(await server.request('POST', '/api/listings/loadPublishRecord', { token: seller.token, body: { platform: 'shopify', storeId: store.id, productIds: catalogue.onSale.slice(8, 11).map((p) => p.kkProductId) } }));
  await drainJobs(server);
  const ids = (await server.db.select().from(listings).where(eq(listings.batchId, batchId))).map((l) => l.id);
  assert.equal(ids.length, 3);
  fake.maxInFlightPerStore = 0;
  fake.latencyMs = 60;
  try {
    expectOk(await server.request('POST', '/api/listings/syncListings', { token: seller.token, body: { ids } }));
    await server.app.jobs.start();
    const busy = async () => (await server.db.select().from(listings).where(eq(listings.batchId, batchId))).some((l) => l.syncType !== null);
    for (let i = 0; i < 300 && (await busy()); i++) await new Promise((r) => setTimeout(r, 50));
    assert.equal(await busy(), false, 'the three writes ran');
    assert.equal(fake.maxInFlightPerStore, 1);
  } finally {
    fake.latencyMs = 0;
  }
});

test("across processes too: a write that finds its store's write lock held (another process writing there) waits, then runs", async (t) => {
  // PGlite is one process: its writes are kept apart in process (the test above).
  if (server.kind !== 'postgres') return t.skip('PostgreSQL only');
  const store = await insertStore(server, seller.userId, 'shopify');
  const { batchId } = expectOk(await server.request('POST', '/api/listings/loadPublishRecord', { token: seller.token, body: { platform: 'shopify', storeId: store.id, productIds: [catalogue.onSale[11]!.kkProductId] } }));
  await drainJobs(server);
  const [listing] = await server.db.select().from(listings).where(eq(listings.batchId, batchId));
  assert.equal(listing!.status, 'published');

  // Another process writes to this store: it holds the store's lock on a session of its own.
  let release!: () => void;
  let taken!: () => void;
  const holding = new Promise<void>((resolve) => (taken = resolve));
  const other = server.database.whenFree(storeWriteKey(store.id), () => {
    taken();
    return new Promise<void>((resolve) => (release = resolve));
  });
  await holding;
  try {
    const calls = fake.calls.length;
    expectOk(await server.request('POST', '/api/listings/syncListings', { token: seller.token, body: { ids: [listing!.id] } }));
    await server.app.jobs.runDue(20, ['listings.sync']);
    assert.equal(fake.calls.length, calls, 'no call to the store while the other process writes there');
    assert.equal((await row(listing!.id)).syncType, 10, 'still to be written');
    const waiting = (await pendingJobs(server.db, { name: 'listings.sync' })).filter((job) => Number(job.data.listingId) === listing!.id);
    assert.ok(waiting.some((job) => job.later), 'tried again a moment later');
  } finally {
    release();
    assert.deepEqual(await other, { ran: true, value: undefined });
  }
  await makeJobsDue(server.db, { name: 'listings.sync' });
  await drainJobs(server);
  assert.equal((await row(listing!.id)).syncType, null, 'written once the store is free');
});
