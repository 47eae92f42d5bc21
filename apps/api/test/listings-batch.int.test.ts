import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { listingBatchItems, listings, stores } from '../src/db/schema/index.ts';
import { seedCatalogueFixture, type CatalogueFixture } from './catalogue-fixture.ts';
import { expectFailure, expectOk, useTestServer, type SignedUp, type TestServer } from './harness.ts';
import { FakeStorePlatform, insertStore, useFakePublisher } from './listings-sync-fixtures.ts';

/** Batch list-to-store (spec 2.6, 2.9, 4.3, 5.2) through the API and the durable batch job. */

let catalogue: CatalogueFixture;
let seller: SignedUp;
let other: SignedUp;
const fake = new FakeStorePlatform();
const server = useTestServer({}, async (s) => {
  catalogue = await seedCatalogueFixture(s.db);
  seller = await s.signUp();
  other = await s.signUp();
  useFakePublisher(s, 'shopify', fake);
});

const onSale = (from: number, n: number) => catalogue.onSale.slice(from, from + n);
const kk = (products: { kkProductId: string }[]) => products.map((p) => p.kkProductId);

async function submit(s: TestServer, token: string, body: Record<string, unknown>) {
  return s.request('POST', '/api/listings/loadPublishRecord', { token, body });
}

/** Runs due jobs until the batch is completed (continuations may be due a moment later). */
async function runBatch(s: TestServer, batchId: number, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    await s.app.jobs.runDue();
    const task = await taskOf(s, seller.token, batchId);
    if (task?.status === 'completed') return task;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`batch ${batchId} did not complete`);
}

async function taskOf(s: TestServer, token: string, batchId: number) {
  const page = expectOk(await s.request('POST', '/api/listings/getLoadPublishRecordList', { token, body: { pageSize: 100 } }));
  return page.list.find((t: { id: number }) => t.id === batchId);
}

async function itemsOf(s: TestServer, token: string, batchId: number) {
  return expectOk(await s.request('POST', '/api/listings/getLoadPublishQueueList', { token, body: { batchId, pageSize: 100 } })).list as { productId: string; status: string; reason: string | null; listingId: number | null; title: string }[];
}

test('the rules of 5.2: platform and store required, at most 100, unavailable items, shipping all or none', async () => {
  const store = await insertStore(server, seller.userId, 'shopify');
  const token = seller.token;
  const products = kk(onSale(0, 2));
  expectFailure(await submit(server, token, { storeId: store.id, productIds: products }), 400, undefined, 'Please select a platform');
  expectFailure(await submit(server, token, { platform: 'shopify', productIds: products }), 400, undefined, 'Please select a store');
  const hundredOne = Array.from({ length: 101 }, (_, i) => `KK${i}`);
  expectFailure(await submit(server, token, { platform: 'shopify', storeId: store.id, productIds: hundredOne }), 400, undefined, 'At most 100 products can be listed in one batch');
  const offSale = catalogue.products.find((p) => p.status !== 1)!;
  expectFailure(await submit(server, token, { platform: 'shopify', storeId: store.id, productIds: [...products, offSale.kkProductId] }), 400, undefined, 'List Failed: Unavailable items included.');
  expectFailure(await submit(server, token, { platform: 'shopify', storeId: store.id, productIds: products, shipFrom: 'CN' }), 400, undefined, "Shipping Method can't be empty");
  // Another seller's store is not a store of this seller; nor is a store of another platform.
  const others = await insertStore(server, other.userId, 'shopify');
  expectFailure(await submit(server, token, { platform: 'shopify', storeId: others.id, productIds: products }), 400, undefined, 'Please select a store');
  expectFailure(await submit(server, token, { platform: 'woocommerce', storeId: store.id, productIds: products }), 400, undefined, 'Please select a store');
  // A multiplier above 20 is allowed (the screen warns first).
  const accepted = expectOk(await submit(server, token, { platform: 'shopify', storeId: store.id, productIds: products, multiplier: 25 }));
  assert.equal(accepted.total, 2);
  await runBatch(server, accepted.batchId);
});

test('a batch lists each product once, records the one the platform rejects with its words, and the rest go on', async () => {
  const store = await insertStore(server, seller.userId, 'shopify', 'EUR');
  const products = onSale(2, 5);
  fake.rejectTitles.set(products[2]!.name, 'Title contains a restricted word');
  const { batchId, total } = expectOk(await submit(server, seller.token, { platform: 'shopify', storeId: store.id, productIds: kk(products), tags: ['summer'], multiplier: 2, shippingCents: 300 }));
  assert.equal(total, 5);
  // Before the job runs: the task is pending and its items wait in the Listing Queue.
  assert.equal((await taskOf(server, seller.token, batchId)).status, 'pending');
  const queue = expectOk(await server.request('POST', '/api/listings/getLoadPublishQueueList', { token: seller.token, body: {} }));
  assert.ok(queue.list.filter((i: { status: string }) => i.status === 'uploading').length >= 5);

  const task = await runBatch(server, batchId);
  assert.deepEqual([task.total, task.succeeded, task.failed], [5, 4, 1]);
  assert.ok(task.finishedAt);
  const items = await itemsOf(server, seller.token, batchId);
  assert.deepEqual(items.map((i) => i.productId), kk(products));
  const rejected = items.find((i) => i.productId === products[2]!.kkProductId)!;
  assert.equal(rejected.status, 'listingFailed');
  assert.equal(rejected.reason, 'Title contains a restricted word');
  assert.deepEqual(fake.titlesIn(store.storeUrl).sort(), products.filter((_, i) => i !== 2).map((p) => p.name).sort());

  const rows = await server.db.select().from(listings).where(eq(listings.batchId, batchId));
  const failed = rows.find((r) => r.productId === products[2]!.id)!;
  // A first publication that failed stays in the Listing Queue with its reason.
  assert.deepEqual([failed.status, failed.syncType, failed.lastError, failed.platformProductId], ['queued', null, 'Title contains a restricted word', null]);
  for (const row of rows.filter((r) => r !== failed)) {
    assert.equal(row.status, 'published');
    assert.equal(row.syncType, null);
    assert.ok(row.platformProductId && row.publishedAt && row.syncedAt);
    assert.deepEqual(row.tags, ['summer']);
    assert.equal(row.currency, 'EUR');
    // Pictures reach the store as absolute URLs of our media.
    const sent = fake.products.get(row.platformProductId!)!.payload;
    assert.ok(sent.images.length > 0 && sent.images.every((url) => url.startsWith('http')), JSON.stringify(sent.images));
  }
  fake.rejectTitles.clear();
});

test('a platform answering 429 then 200: the batch waits the Retry-After and lists every product once', async () => {
  const store = await insertStore(server, seller.userId, 'shopify');
  const products = onSale(7, 3);
  fake.throttle = { count: 3, retryAfterMs: 30 };
  const creates = fake.creates;
  const { batchId } = expectOk(await submit(server, seller.token, { platform: 'shopify', storeId: store.id, productIds: kk(products) }));
  const task = await runBatch(server, batchId);
  assert.equal(fake.throttle.count, 0, 'the platform was throttling');
  assert.deepEqual([task.succeeded, task.failed], [3, 0]);
  assert.equal(fake.creates - creates, 3);
});

test('a create whose answer was lost is retried without a second product (idempotency key)', async () => {
  const store = await insertStore(server, seller.userId, 'shopify');
  const products = onSale(10, 2);
  fake.loseNextCreateAnswer = true;
  const creates = fake.creates;
  const { batchId } = expectOk(await submit(server, seller.token, { platform: 'shopify', storeId: store.id, productIds: kk(products) }));
  const task = await runBatch(server, batchId);
  assert.deepEqual([task.succeeded, task.failed], [2, 0]);
  assert.equal(fake.creates - creates, 2);
  assert.equal(fake.titlesIn(store.storeUrl).length, 2);
});

test('already listed: Skip leaves them out (all of them: refused), Duplicate lists them again', async () => {
  const store = await insertStore(server, seller.userId, 'shopify');
  const first = onSale(12, 2);
  const { batchId } = expectOk(await submit(server, seller.token, { platform: 'shopify', storeId: store.id, productIds: kk(first) }));
  await runBatch(server, batchId);
  expectFailure(await submit(server, seller.token, { platform: 'shopify', storeId: store.id, productIds: kk(first), existing: 'skip' }), 400, undefined, 'Failed. Items have already been listed.');

  const mixed = [...first, ...onSale(14, 1)];
  const skipped = expectOk(await submit(server, seller.token, { platform: 'shopify', storeId: store.id, productIds: kk(mixed), existing: 'skip' }));
  assert.deepEqual([skipped.total, skipped.skipped], [3, 2]);
  await runBatch(server, skipped.batchId);
  const items = await itemsOf(server, seller.token, skipped.batchId);
  assert.deepEqual(items.map((i) => i.status), ['skipped', 'skipped', 'success']);
  assert.equal(items[0]!.reason, 'Failed. Items have already been listed.');

  const duplicated = expectOk(await submit(server, seller.token, { platform: 'shopify', storeId: store.id, productIds: kk(first), existing: 'duplicate' }));
  await runBatch(server, duplicated.batchId);
  assert.deepEqual((await itemsOf(server, seller.token, duplicated.batchId)).map((i) => i.status), ['success', 'success']);
  assert.equal(fake.titlesIn(store.storeUrl).length, 5);
});

test("another seller's tasks and items are not found", async () => {
  const store = await insertStore(server, seller.userId, 'shopify');
  const { batchId } = expectOk(await submit(server, seller.token, { platform: 'shopify', storeId: store.id, productIds: kk(onSale(15, 1)) }));
  expectFailure(await server.request('POST', '/api/listings/getLoadPublishQueueList', { token: other.token, body: { batchId } }), 404);
  assert.equal(await taskOf(server, other.token, batchId), undefined);
  await runBatch(server, batchId);
});

test('the platform refuses our token: the store shows Unauthorized and the items fail with the reason', async () => {
  const store = await insertStore(server, seller.userId, 'shopify');
  fake.unauthorized = true;
  try {
    const { batchId } = expectOk(await submit(server, seller.token, { platform: 'shopify', storeId: store.id, productIds: kk(onSale(16, 2)) }));
    const task = await runBatch(server, batchId);
    assert.deepEqual([task.succeeded, task.failed], [0, 2]);
    const [row] = await server.db.select().from(stores).where(eq(stores.id, store.id));
    assert.deepEqual([row!.authorized, row!.credentials], [false, null]);
  } finally {
    fake.unauthorized = false;
  }
});

test('a server restart mid-batch: the next server finishes it, every item ends once, no product twice', async () => {
  const store = await insertStore(server, seller.userId, 'shopify');
  const products = onSale(18, 12);
  fake.latencyMs = 40;
  const creates = fake.creates;
  const { batchId } = expectOk(await submit(server, seller.token, { platform: 'shopify', storeId: store.id, productIds: kk(products) }));
  server.app.jobs.start(20);
  const done = async () => (await server.db.select().from(listingBatchItems).where(eq(listingBatchItems.batchId, batchId))).filter((i) => i.status !== 'uploading').length;
  while ((await done()) < 3) await new Promise((r) => setTimeout(r, 20));
  await server.app.close();
  const stoppedAt = await done();
  assert.ok(stoppedAt < products.length, `stopped mid-batch (${stoppedAt} of ${products.length} done)`);
  assert.equal((await taskOf2(server, batchId)).status, 'processing');

  // A new server process on the same database.
  const second = await buildApp(server.config, { db: server.db, kind: server.kind, close: async () => {}, exclusively: (work) => work() });
  try {
    second.jobs.start(20);
    const end = Date.now() + 20_000;
    while ((await taskOf2(server, batchId)).status !== 'completed' && Date.now() < end) await new Promise((r) => setTimeout(r, 30));
  } finally {
    await second.close();
    fake.latencyMs = 0;
  }
  const items = await server.db.select().from(listingBatchItems).where(eq(listingBatchItems.batchId, batchId));
  assert.ok(items.every((i) => i.status === 'success'), JSON.stringify(items.map((i) => i.status)));
  assert.equal(fake.creates - creates, products.length);
  assert.equal(new Set(fake.titlesIn(store.storeUrl)).size, products.length);
  const rows = await server.db.select().from(listings).where(eq(listings.batchId, batchId));
  assert.equal(rows.length, products.length);
});

/** The task read straight from the database (the first server is closed). */
async function taskOf2(s: TestServer, batchId: number) {
  const { listingBatches } = await import('../src/db/schema/index.ts');
  const [row] = await s.db.select().from(listingBatches).where(eq(listingBatches.id, batchId));
  return row!;
}
