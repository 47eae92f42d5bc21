import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { placeDemoStoreOrders, seedDemoStoreOrders } from '../src/db/seed/demo-store-orders.ts';
import { orders, storeOrders, stores, trackingUploads, users } from '../src/db/schema/index.ts';
import { DEMO, type SignedUp } from './harness.ts';
import { connectShopify, connectTikTokShop, connectWoo, listableProduct } from './listings-fixtures.ts';
import { startOrderPlatformsWorld, type OrderPlatformsWorld } from './stores-fixtures.ts';

/**
 * The demo seller's first store orders (seedDemoStoreOrders, run by the server's start once the job workers run):
 * listed by the real batch list-to-store, bought through each simulator's order control, then the product's own
 * path (webhook, ingest, automatic purchase, shipping, tracking upload). The jobs run here as workers would,
 * beside the seed.
 */
let world: OrderPlatformsWorld;
let demo: SignedUp;
const SHOP = 'demo-orders-shop';

before(async () => {
  world = await startOrderPlatformsWorld();
  const [row] = await world.server.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.email));
  const { token } = await world.server.login(DEMO.email, DEMO.password);
  demo = { token, userId: row!.id } as SignedUp;
  // The demo catalogue is empty on test servers: one product well stocked in China to list.
  // TikTok Shop's dresses require Material, Dress Length and Sleeve Length: the name tells them (batch listings fill them from the catalogue).
  await listableProduct(world.server.db, 'Womenswear Linen Short Sleeve Midi Dress');
  await connectShopify(world, demo, SHOP);
  await connectWoo(world, demo, 'Demo Woo');
  await connectTikTokShop(world, demo, 'US', 'Threadway Demo Shop');
});
after(() => world?.close());

/** The job workers, until `done` settles. */
async function withWorkers<T>(done: Promise<T>): Promise<T> {
  let finished = false;
  const settled = done.finally(() => (finished = true));
  while (!finished) {
    await world.server.app.jobs.runDue(100);
    await Promise.race([settled.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 200))]);
  }
  return settled;
}
async function drainJobs() {
  while ((await world.server.app.jobs.runDue(100)) > 0);
}
const storeOf = async (platform: 'shopify' | 'woocommerce' | 'tiktok-shop') => (await world.server.db.select().from(stores).where(eq(stores.platform, platform)))[0]!;
const storeOrdersOf = async (storeId: number) => world.server.db.select().from(storeOrders).where(eq(storeOrders.storeId, storeId));
const ordersOf = (storeOrderRef: number) => world.server.db.select().from(orders).where(eq(orders.storeOrderRef, storeOrderRef));

test('one store order per demo store: paid automatically and tracked in Shopify, awaiting payment in WooCommerce, abnormal in TikTok Shop; once', async () => {
  assert.equal(await seedDemoStoreOrders(world.server.app), 0, 'never on a test server unless asked');
  assert.equal(await withWorkers(placeDemoStoreOrders(world.server.app, demo.userId, { waitMs: 60_000 })), 3);
  await drainJobs();

  // Shopify: paid from the balance automatically, shipped, the parcel's tracking on the shop's order.
  const shopify = await storeOf('shopify');
  const [shopifyOrder] = await storeOrdersOf(shopify.id);
  assert.equal(shopifyOrder?.status, 'created');
  const [paid] = await ordersOf(shopifyOrder!.id);
  assert.deepEqual([paid!.status, paid!.paymentMethod], ['shipped', 0]);
  const [upload] = await world.server.db.select().from(trackingUploads).where(eq(trackingUploads.orderId, paid!.id));
  assert.equal(upload?.status, 'uploaded', upload?.error ?? '');
  const [bought] = world.shopify.shop(`${SHOP}.myshopify.com`).orders.list();
  assert.deepEqual(bought!.fulfillments.map((f) => f.trackingInfo.number), [upload!.trackingNumber], 'the tracking number is on the shop’s order');

  // WooCommerce: the store's rule leaves it to the seller.
  const [wooOrder] = await storeOrdersOf((await storeOf('woocommerce')).id);
  assert.deepEqual((await ordersOf(wooOrder!.id)).map((order) => order.status), ['waitingPayment']);

  // TikTok Shop: a line we never listed makes the mapped line's order abnormal.
  const [tiktokOrder] = await storeOrdersOf((await storeOf('tiktok-shop')).id);
  assert.deepEqual([tiktokOrder!.status, tiktokOrder!.reason], ['abnormal', 'unmapped']);
  assert.deepEqual((await ordersOf(tiktokOrder!.id)).map((order) => [order.status, order.abnormalReason]), [['abnormal', 'unmapped']]);

  // A second start makes no more.
  assert.equal(await withWorkers(placeDemoStoreOrders(world.server.app, demo.userId, { waitMs: 60_000 })), 0);
  await drainJobs();
  const [count] = await world.server.db.select({ n: sql<number>`count(*)::int` }).from(storeOrders).where(eq(storeOrders.userId, demo.userId));
  assert.equal(count!.n, 3);
});
