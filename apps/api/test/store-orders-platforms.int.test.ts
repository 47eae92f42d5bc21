import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { toUsdCents } from '@threadway/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { listings, listingVariants, orderItems, orders, storeOrders, stores } from '../src/db/schema/index.ts';
import { rateOf } from '../src/modules/listings/draft.ts';
import { POLL_SWEEP_JOB } from '../src/modules/store-orders/poll.job.ts';
import { eventually } from './fulfilment-fixtures.ts';
import { expectOk, type SignedUp } from './harness.ts';
import { connectTikTokShop, connectWoo, listableProduct, type ListableProduct } from './listings-fixtures.ts';
import { startOrderPlatformsWorld, type OrderPlatformsWorld } from './stores-fixtures.ts';

/**
 * Store orders from WooCommerce, TikTok Shop and Temu through the real ingest over HTTP (issue 17): a shopper
 * buys through the simulator's order control, the simulator delivers its signed webhook (WooCommerce
 * order.created, TikTok ORDER_STATUS_CHANGE) to our route or is polled (Temu), the ingest job makes one set of
 * orders whatever the number of deliveries. Our product is listed in WooCommerce and TikTok Shop by the real
 * batch list-to-store (so the store's listing rows carry the platform's own ids); Temu has no publisher yet,
 * so its listing rows are written as publishing would leave them.
 */
let world: OrderPlatformsWorld;
let seller: SignedUp;
let product: ListableProduct;
const storeIds = { woo: 0, tiktok: 0, temu: 0 };
let tiktokShopId = '';
let temuMallId = '';

const TEMU_GOODS = 88001;
const TEMU_SKU = 99001;

/** Runs the due jobs until none is left, as the workers would. */
async function drainJobs() {
  while ((await world.server.app.jobs.runDue(100)) > 0);
}

/** Lists the product in the store by the real batch list-to-store and waits until it is published. */
async function publish(platform: string, storeId: number, options: { categoryId?: string } = {}) {
  const { batchId } = expectOk(await world.server.request('POST', '/api/listings/loadPublishRecord', { token: seller.token, body: { platform, storeId, productIds: [product.kkProductId], ...options } }));
  const published = await eventually(
    async () => {
      await drainJobs();
      return world.server.db.select().from(listings).where(and(eq(listings.batchId, batchId), eq(listings.status, 'published')));
    },
    (rows) => rows.length === 1,
    60_000,
  );
  const items = async () => JSON.stringify(expectOk(await world.server.request('POST', '/api/listings/getLoadPublishQueueList', { token: seller.token, body: { batchId, pageSize: 10 } })).list);
  assert.equal(published.length, 1, `listed in ${platform}: ${published.length === 1 ? '' : await items()}`);
  return world.server.db.select().from(listingVariants).where(eq(listingVariants.listingId, published[0]!.id));
}

before(async () => {
  world = await startOrderPlatformsWorld();
  seller = await world.server.signUp();
  // TikTok Shop's dresses require Material, Dress Length and Sleeve Length: the name tells them (batch listings fill them from the catalogue).
  product = await listableProduct(world.server.db, 'Womenswear Linen Short Sleeve Midi Dress');
  storeIds.woo = await connectWoo(world, seller, 'Woo Orders');
  storeIds.tiktok = await connectTikTokShop(world, seller, 'GB', 'Threadway Orders UK');
  const temuToken = world.temu.issueToken('Threadway Orders Mall', 'us');
  storeIds.temu = expectOk(await world.server.request('POST', '/api/store/tokenBind', { token: seller.token, body: { platform: 'temu', storeName: 'Orders Temu', region: 'us', accessToken: temuToken } })).storeId;
  const shopIdOf = async (id: number) => (await world.server.db.select({ shop: stores.platformShopId }).from(stores).where(eq(stores.id, id)))[0]!.shop!;
  tiktokShopId = await shopIdOf(storeIds.tiktok);
  temuMallId = await shopIdOf(storeIds.temu);
});
after(() => world?.close());

const storeOrderRow = async (storeId: number, platformOrderId: string) => (await world.server.db.select().from(storeOrders).where(and(eq(storeOrders.storeId, storeId), eq(storeOrders.platformOrderId, platformOrderId))))[0];
const ordersOf = (storeOrderRef: number) => world.server.db.select().from(orders).where(eq(orders.storeOrderRef, storeOrderRef)).orderBy(orders.id);
const itemsOf = (orderId: number) => world.server.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
async function control(url: string, body: unknown) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  assert.ok(response.ok, `${url} answered ${response.status}: ${await response.clone().text()}`);
  return (await response.json()) as Record<string, any>;
}

/**
 * The store order became exactly one order of ours (the listed variant ships from one warehouse), with the store's
 * lines as our SKUs and quantities, priced like a checkout, the shopper's price as the sale, the store order ID on
 * the seller's order detail.
 */
async function assertOneOrder(storeId: number, platformOrderId: string, expected: { storeOrderId: string; platform: string; lines: { skuId: number; quantity: number; storeLineId: string }[]; saleCents: number; currency: string }) {
  const row = (await storeOrderRow(storeId, platformOrderId))!;
  assert.equal(row.status, 'created', `${row.reason}: ${JSON.stringify(row.order)}`);
  const made = await ordersOf(row.id);
  assert.equal(made.length, 1, 'one order');
  const [order] = made;
  assert.deepEqual([order!.status, order!.platformCode, order!.storeId, order!.storeOrderId], ['waitingPayment', expected.platform, storeId, expected.storeOrderId]);
  assert.deepEqual((await itemsOf(order!.id)).map((item) => ({ skuId: item.skuId, quantity: item.quantity, storeLineId: item.storeLineId })), expected.lines);
  assert.equal(order!.storeSaleCents, toUsdCents(expected.saleCents, await rateOf(world.server.db, expected.currency)), 'the sale: what the shopper paid for the lines, in USD');
  assert.ok(order!.shippingCents > 0, 'a channel was chosen');
  assert.equal(order!.totalCents, order!.itemSubtotalCents - order!.activityDiscountCents - order!.promoCodeCents - order!.couponCents + order!.shippingCents);
  const detail = expectOk(await world.server.request('GET', `/api/orders/orders/${order!.kkOrderId}`, { token: seller.token }));
  assert.equal(detail.storeOrderId, expected.storeOrderId, 'the store order ID is shown');
  return { row, order: order! };
}

describe('WooCommerce: order.created webhooks', () => {
  test('an order bought in the store arrives by its signed webhook and becomes one order; redeliveries and polling add nothing', async () => {
    const variants = await publish('woocommerce', storeIds.woo);
    const red = variants.find((v) => v.skuId === product.skus[0]!.id)!;
    assert.ok(red.platformVariantId, 'the listing keeps the variation id');

    const bought = await control(`${world.woo.url}/simulator/orders`, { lines: [{ sku: red.sku, quantity: 2 }], shippingMethod: 'Express Shipping', address: 'US' });
    const id = String(bought.id);
    assert.equal(bought.line_items[0].variation_id, Number(red.platformVariantId));
    // The site delivers order.created in the background, signed with the webhook's secret.
    assert.ok(await eventually(() => storeOrderRow(storeIds.woo, id), (row) => row !== undefined), 'the webhook was taken');
    // Redelivered (WooCommerce retries, an order.updated) and polled at the same time.
    await Promise.all([world.woo.deliverOrder(bought), world.woo.deliverOrder(bought), drainJobs(), world.server.app.jobs.enqueue(world.server.db, POLL_SWEEP_JOB, {}, { singletonKey: `test-${Math.random()}` }).then(drainJobs)]);
    await drainJobs();

    const line = bought.line_items[0];
    await assertOneOrder(storeIds.woo, id, { storeOrderId: String(bought.number), platform: 'woocommerce', lines: [{ skuId: red.skuId, quantity: 2, storeLineId: String(line.id) }], saleCents: Math.round(line.price * 100) * 2, currency: 'EUR' });
    const [count] = await world.server.db.select({ n: sql<number>`count(*)::int` }).from(storeOrders).where(eq(storeOrders.storeId, storeIds.woo));
    assert.equal(count!.n, 1);
  });
});

describe('TikTok Shop: ORDER_STATUS_CHANGE pushes', () => {
  test('an order bought in the shop is pushed, read back through the signed API and becomes one order; repeated pushes add nothing', async () => {
    const variants = await publish('tiktok-shop', storeIds.tiktok, { categoryId: '601153' });
    const red = variants.find((v) => v.skuId === product.skus[0]!.id)!;
    assert.ok(red.platformVariantId, 'the listing keeps the SKU id');

    const { order: bought } = await control(`${world.tiktok.url}/simulator/shops/${tiktokShopId}/orders`, { lines: [{ sku_id: red.platformVariantId, quantity: 2 }], address: 'UK' });
    assert.equal(bought.status, 'AWAITING_SHIPMENT');
    // The push carries no order: the ingest job reads it back, then the row exists.
    assert.ok(await eventually(() => drainJobs().then(() => storeOrderRow(storeIds.tiktok, bought.id)), (row) => row !== undefined, 10_000), 'the push was taken');
    // TikTok pushes again (a retry, the next status) while we poll.
    const again = { order_id: bought.id, order_status: 'AWAITING_SHIPMENT', is_on_hold_order: false, update_time: bought.update_time };
    await Promise.all([world.tiktok.emitWebhook(tiktokShopId, 'ORDER_STATUS_CHANGE', again), world.tiktok.emitWebhook(tiktokShopId, 'ORDER_STATUS_CHANGE', again), drainJobs()]);
    await drainJobs();

    // TikTok writes a line per unit: the two units are one line of ours, named by the first unit's id.
    const units = bought.line_items as { id: string; sale_price: string }[];
    assert.equal(units.length, 2);
    const saleCents = units.reduce((sum, unit) => sum + Math.round(Number(unit.sale_price) * 100), 0);
    await assertOneOrder(storeIds.tiktok, bought.id, { storeOrderId: bought.id, platform: 'tiktok-shop', lines: [{ skuId: red.skuId, quantity: 2, storeLineId: units[0]!.id }], saleCents, currency: 'GBP' });
  });
});

describe('Temu: polling', () => {
  test('an order of the mall is found by the polling job and becomes one order; polling again adds nothing', async () => {
    const red = product.skus[0]!;
    // The listing as publishing to Temu would leave it: published, with Temu's goods and SKU ids.
    const [listing] = await world.server.db
      .insert(listings)
      .values({ userId: seller.userId, storeId: storeIds.temu, productId: product.productId, platform: 'temu', status: 'published', platformProductId: String(TEMU_GOODS), title: product.name, descriptionHtml: '', currency: 'USD' })
      .returning({ id: listings.id });
    await world.server.db.insert(listingVariants).values({ listingId: listing!.id, skuId: red.id, sku: red.skuCode, size: red.size, colour: red.colour, warehouse: 'CN_S', costCents: red.priceCents, shippingCents: 0, suggestedCents: red.originalPriceCents, priceCents: 2999, quantity: 40, platformVariantId: String(TEMU_SKU) });

    const { order: bought } = await control(`${world.temu.url}/simulator/malls/${temuMallId}/orders`, { lines: [{ goodsId: TEMU_GOODS, skuId: TEMU_SKU, goodsName: product.name, quantity: 3, priceCents: 2999 }], address: 'US' });
    const sweep = () => world.server.app.jobs.enqueue(world.server.db, POLL_SWEEP_JOB, {}, { singletonKey: `test-${Math.random()}` }).then(drainJobs);
    await sweep();
    await Promise.all([sweep(), sweep()]);

    const [sub] = bought.orderList as { orderSn: string }[];
    await assertOneOrder(storeIds.temu, bought.parentOrderSn, { storeOrderId: bought.parentOrderSn, platform: 'temu', lines: [{ skuId: red.id, quantity: 3, storeLineId: sub!.orderSn }], saleCents: 3 * 2999, currency: 'USD' });
  });
});
