import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { storeOrderChannel } from '@threadway/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { listings, listingVariants, orderItems, orders, paymentSettings, skuStock, storeOrders, storeSettings, stores } from '../src/db/schema/index.ts';
import { checkoutPricing } from '../src/modules/checkout/index.ts';
import { AUTO_PURCHASE_JOB } from '../src/modules/store-orders/auto-purchase/enqueue.ts';
import { storeOrdersIngest, type StoreOrdersIngest } from '../src/modules/store-orders/ingest.service.ts';
import { NOTICE_TRANSACTIONS_AT_ONCE, storeOrderNotices } from '../src/modules/store-orders/notices.ts';
import { POLL_JOB, sweepStores } from '../src/modules/store-orders/poll.job.ts';
import { shopifyRestOrderToStoreOrder } from '../src/modules/stores/platforms/shopify/shopify-order-webhook.ts';
import { webhookHmac } from '../src/modules/stores/platforms/shopify/shopify-signatures.ts';
import { expectFailure, expectOk, type SignedUp } from './harness.ts';
import { pendingJobs } from './job-fixtures.ts';
import { connectShopify, listableProduct, type ListableProduct } from './listings-fixtures.ts';
import { SHOPIFY_APP, startStoresWorld, type StoresWorld } from './stores-fixtures.ts';

/**
 * Store orders reach us and become our orders (issue 17): Shopify order webhooks, signed as Shopify signs
 * them, posted to our webhook route; the ingest job run as workers would; polling's ingest racing them.
 */
let world: StoresWorld;
let seller: SignedUp;
let other: SignedUp;
let storeId = 0;
let shop = '';
let product: ListableProduct;
let ingest: StoreOrdersIngest;
let orderNumber = 1000;

const CN_VARIANT = 'gid://shopify/ProductVariant/5001';
const US_VARIANT = 'gid://shopify/ProductVariant/5002';
const GOOD_ADDRESS = { first_name: 'Ada', last_name: 'Lovelace', name: 'Ada Lovelace', phone: '+12025550199', address1: '1 Main St', address2: null, city: 'Austin', province_code: 'TX', country_code: 'US', zip: '73301' };

before(async () => {
  world = await startStoresWorld();
  [seller, other] = [await world.server.signUp(), await world.server.signUp()];
  storeId = await connectShopify(world, seller, 'orders-shop');
  const [store] = await world.server.db.select().from(stores).where(eq(stores.id, storeId));
  shop = new URL(store!.storeUrl).hostname;
  product = await listableProduct(world.server.db);
  // The product as the listings job leaves it once Shopify answered (published, with Shopify's variant ids).
  const [listing] = await world.server.db
    .insert(listings)
    .values({ userId: seller.userId, storeId, productId: product.productId, platform: 'shopify', status: 'published', platformProductId: 'gid://shopify/Product/900', title: product.name, descriptionHtml: '', currency: 'USD' })
    .returning({ id: listings.id });
  const [red, navy] = product.skus;
  await world.server.db.insert(listingVariants).values([
    { listingId: listing!.id, skuId: red!.id, sku: red!.skuCode, size: red!.size, colour: red!.colour, warehouse: 'CN_S', costCents: red!.priceCents, shippingCents: 0, suggestedCents: red!.originalPriceCents, priceCents: 2999, quantity: 40, platformVariantId: CN_VARIANT },
    { listingId: listing!.id, skuId: navy!.id, sku: navy!.skuCode, size: navy!.size, colour: navy!.colour, warehouse: 'US', costCents: navy!.priceCents, shippingCents: 0, suggestedCents: navy!.originalPriceCents, priceCents: 3299, quantity: 12, platformVariantId: US_VARIANT, position: 1 },
  ]);
  ingest = storeOrdersIngest({ db: world.server.db, jobs: world.server.app.jobs, pricing: checkoutPricing(world.server.db) });
});
after(() => world?.close());

type Line = { variant?: string | null; sku?: string; quantity: number; price: string };
/** Shopify's REST order JSON, as its webhooks carry it. */
function restOrder(change: { lines?: Line[]; paid?: boolean; address?: Record<string, unknown> | null; shipping?: string; tags?: string; updatedAt?: string; id?: number } = {}) {
  const id = change.id ?? ++orderNumber;
  const lines = change.lines ?? [{ variant: CN_VARIANT, quantity: 2, price: '29.99' }];
  return {
    id,
    admin_graphql_api_id: `gid://shopify/Order/${id}`,
    name: `#${id}`,
    financial_status: change.paid === false ? 'pending' : 'paid',
    cancelled_at: null,
    currency: 'USD',
    total_price: '99.00',
    total_shipping_price_set: { shop_money: { amount: '4.99', currency_code: 'USD' } },
    tags: change.tags ?? '',
    created_at: '2026-11-28T10:00:00Z',
    updated_at: change.updatedAt ?? '2026-11-28T10:00:00Z',
    customer: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
    shipping_address: change.address === undefined ? GOOD_ADDRESS : change.address,
    shipping_lines: [{ title: change.shipping ?? 'Standard' }],
    line_items: lines.map((line, i) => ({
      id: id * 10 + i,
      admin_graphql_api_id: `gid://shopify/LineItem/${id * 10 + i}`,
      product_id: 900,
      variant_id: line.variant ? Number(line.variant.split('/').pop()) : null,
      sku: line.sku ?? '',
      title: 'Linen Wrap Dress',
      quantity: line.quantity,
      price: line.price,
    })),
  };
}

let deliveries = 0;
/** Posts a webhook signed with the app's secret, as Shopify does. */
function deliver(body: unknown, options: { topic?: string; deliveryId?: string; signature?: string; shopDomain?: string } = {}) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return world.server.request('POST', '/api/store/open/webhooks/shopify', {
    rawBody: raw,
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': options.topic ?? 'orders/create',
      'x-shopify-shop-domain': options.shopDomain ?? shop,
      'x-shopify-webhook-id': options.deliveryId ?? `delivery-${++deliveries}`,
      'x-shopify-hmac-sha256': options.signature ?? webhookHmac(Buffer.from(raw), SHOPIFY_APP.apiSecret),
    },
  });
}

/** Runs the queued jobs until none is due, as the workers would. */
async function drainJobs() {
  while ((await world.server.app.jobs.runDue(100)) > 0);
}

const storeOrderRow = async (platformOrderId: string) => (await world.server.db.select().from(storeOrders).where(and(eq(storeOrders.storeId, storeId), eq(storeOrders.platformOrderId, platformOrderId))))[0];
const ordersOf = (storeOrderRef: number) => world.server.db.select().from(orders).where(eq(orders.storeOrderRef, storeOrderRef)).orderBy(orders.id);
const stockOf = async (skuId: number, warehouseCode: string) => (await world.server.db.select({ stock: skuStock.stock }).from(skuStock).where(and(eq(skuStock.skuId, skuId), eq(skuStock.warehouseCode, warehouseCode))))[0]!.stock;
const channelsTo = async (warehouseCode: string, countryCode: string, weightGrams: number) =>
  expectOk(await world.server.request('POST', '/api/orders/open/lookChannel', { body: { warehouseCode, countryCode, weightGrams } })).channels;

describe('a store order becomes our orders exactly once', () => {
  test('20 deliveries at once (repeated and distinct delivery ids) and polling at once: one order per warehouse, priced, stock taken once', async () => {
    const [red, navy] = product.skus;
    const body = restOrder({ lines: [{ variant: CN_VARIANT, quantity: 2, price: '29.99' }, { variant: US_VARIANT, quantity: 1, price: '32.99' }] });
    const before = { red: await stockOf(red!.id, 'CN_S'), navy: await stockOf(navy!.id, 'US') };
    const storeOrder = shopifyRestOrderToStoreOrder(body);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => deliver(body, { deliveryId: 'same-delivery' })),
      ...Array.from({ length: 10 }, (_, i) => deliver(body, { topic: i % 2 ? 'orders/paid' : 'orders/updated' })),
      // Polling ingests what it lists, the same store order, racing the webhooks and their jobs.
      ...Array.from({ length: 5 }, () => ingest.ingestStoreOrder(storeId, storeOrder)),
      drainJobs(),
      drainJobs(),
    ]);
    for (const answer of answers.slice(0, 20) as { status: number; body: { data: { received: boolean } } }[]) assert.equal(answer.status, 200);
    assert.equal((answers.slice(0, 10) as { body: { data: { duplicate: boolean } } }[]).filter((a) => !a.body.data.duplicate).length, 1, 'one delivery id is taken once');
    await drainJobs();

    const row = (await storeOrderRow(`gid://shopify/Order/${body.id}`))!;
    assert.equal(row.status, 'created');
    const made = await ordersOf(row.id);
    assert.deepEqual(made.map((o) => o.warehouseCode).sort(), ['CN_S', 'US'], 'one order per warehouse');
    assert.equal(await stockOf(red!.id, 'CN_S'), before.red - 2, 'stock taken once');
    assert.equal(await stockOf(navy!.id, 'US'), before.navy - 1);
    const [count] = await world.server.db.select({ n: sql<number>`count(*)::int` }).from(storeOrders).where(eq(storeOrders.platformOrderId, `gid://shopify/Order/${body.id}`));
    assert.equal(count!.n, 1);

    for (const order of made) {
      assert.deepEqual([order.status, order.platformCode, order.storeName, order.storeOrderId, order.storeId, order.paymentMethod], ['waitingPayment', 'shopify', 'Shopify orders-shop', `#${body.id}`, storeId, null]);
      assert.equal(order.address.recipient, 'Ada Lovelace');
      assert.equal(order.address.country, 'US');
      // The store's default shipping method is 'original'; the shopper chose 'Standard': the cheapest Standard channel.
      const expected = storeOrderChannel(await channelsTo(order.warehouseCode, 'US', order.weightGrams), 'original', 'Standard')!;
      assert.deepEqual([order.channelCode, order.shippingCents], [expected.channelCode, expected.estimatedFreight]);
      assert.equal(order.totalCents, order.itemSubtotalCents - order.activityDiscountCents - order.promoCodeCents - order.couponCents + order.shippingCents);
    }
    const cn = made.find((o) => o.warehouseCode === 'CN_S')!;
    assert.equal(cn.storeSaleCents, 2 * 2999, 'what the shopper paid for its lines (USD store)');
    assert.equal(made.find((o) => o.warehouseCode === 'US')!.storeSaleCents, 3299);
    const items = await world.server.db.select().from(orderItems).where(eq(orderItems.orderId, cn.id));
    assert.deepEqual(items.map((i) => [i.skuId, i.quantity, i.storeLineId]), [[red!.id, 2, `gid://shopify/LineItem/${body.id * 10}`]]);

    // The seller sees them; another seller does not.
    expectOk(await world.server.request('GET', `/api/orders/orders/${cn.kkOrderId}`, { token: seller.token }));
    expectFailure(await world.server.request('GET', `/api/orders/orders/${cn.kkOrderId}`, { token: other.token }), 404);
    assert.equal((await pendingJobs(world.server.db, { name: AUTO_PURCHASE_JOB })).length, 0, 'automatic purchase is off by default');

    // Delivered again later: still one set.
    assert.equal((await deliver(body, { topic: 'orders/updated' })).status, 200);
    await drainJobs();
    assert.equal((await ordersOf(row.id)).length, 2);
  });

  test('an unpaid order makes nothing until a later delivery says paid', async () => {
    const unpaid = restOrder({ paid: false, updatedAt: '2026-11-28T10:00:00Z' });
    expectOk(await deliver(unpaid));
    await drainJobs();
    const row = (await storeOrderRow(`gid://shopify/Order/${unpaid.id}`))!;
    assert.equal(row.status, 'received');
    assert.equal((await ordersOf(row.id)).length, 0);

    // An older delivery arriving late does not overwrite the newer one.
    expectOk(await deliver({ ...unpaid, financial_status: 'paid', updated_at: '2026-11-28T11:00:00Z' }, { topic: 'orders/paid' }));
    expectOk(await deliver({ ...unpaid, updated_at: '2026-11-28T09:00:00Z' }, { topic: 'orders/updated' }));
    await drainJobs();
    assert.equal((await storeOrderRow(`gid://shopify/Order/${unpaid.id}`))!.status, 'created');
    assert.equal((await ordersOf(row.id)).length, 1);
  });

  test("a cancelled order is ignored; a shopper's cancellation request is recorded", async () => {
    const cancelled = { ...restOrder(), cancelled_at: '2026-11-28T10:01:00Z' };
    expectOk(await deliver(cancelled, { topic: 'orders/cancelled' }));
    const asked = restOrder({ tags: 'cancellation-requested' });
    expectOk(await deliver(asked, { topic: 'orders/updated' }));
    await drainJobs();
    const ignored = (await storeOrderRow(`gid://shopify/Order/${cancelled.id}`))!;
    assert.deepEqual([ignored.status, ignored.reason, (await ordersOf(ignored.id)).length], ['ignored', 'cancelled', 0]);
    assert.ok((await storeOrderRow(`gid://shopify/Order/${asked.id}`))!.cancelRequestedAt instanceof Date);
  });
});

describe('acknowledging deliveries (group commit, decision 0047)', () => {
  /** The notices service on a database whose transactions are counted, and jobs that refuse one store order. */
  function countedNotices(refused?: string) {
    const db = world.server.db;
    const counted = { transactions: 0 };
    const countingDb = new Proxy(db, {
      get: (target, property, receiver) =>
        property === 'transaction' ? (...args: Parameters<typeof db.transaction>) => ((counted.transactions += 1), target.transaction(...args)) : Reflect.get(target, property, receiver),
    });
    const real = world.server.app.jobs;
    const jobs: typeof real = Object.assign(Object.create(real) as typeof real, {
      enqueueKeyed: async (...args: Parameters<typeof real.enqueueKeyed>) => {
        if (args[2].some((job) => job.payload.platformOrderId === refused)) throw new Error('refused on purpose');
        return real.enqueueKeyed(...args);
      },
    });
    return { notices: storeOrderNotices(countingDb, jobs), counted };
  }
  // Another seller's store without listings: what its store orders become later (unmapped) touches no one else's.
  let otherShop = '';
  let otherStore = 0;
  before(async () => {
    otherStore = await connectShopify(world, other, 'group-commit-shop');
    const [store] = await world.server.db.select().from(stores).where(eq(stores.id, otherStore));
    otherShop = new URL(store!.storeUrl).hostname;
  });
  const noticeOf = (body: ReturnType<typeof restOrder>, deliveryId: string) => ({ shopKey: otherShop, platformOrderId: `gid://shopify/Order/${body.id}`, deliveryId, order: shopifyRestOrderToStoreOrder(body) });
  const recorded = async (body: ReturnType<typeof restOrder>) =>
    (await world.server.db.select().from(storeOrders).where(and(eq(storeOrders.storeId, otherStore), eq(storeOrders.platformOrderId, `gid://shopify/Order/${body.id}`))))[0]?.status;

  test('deliveries arriving together share a transaction and are each answered as if alone; one that fails there fails alone', async () => {
    const { notices, counted } = countedNotices();
    const bodies = Array.from({ length: 30 }, () => restOrder());
    const answers = await Promise.all([...bodies.map((body, i) => notices.accept('shopify', noticeOf(body, `gc-${body.id}-${i}`))), notices.accept('shopify', noticeOf(bodies[0]!, `gc-${bodies[0]!.id}-0`))]);
    assert.deepEqual(answers.slice(0, 30), bodies.map(() => ({ duplicate: false, stores: 1 })));
    assert.deepEqual(answers[30], { duplicate: true }, 'a delivery id taken earlier in the same transaction');
    assert.ok(counted.transactions <= NOTICE_TRANSACTIONS_AT_ONCE, `31 deliveries in ${counted.transactions} transactions`);
    for (const body of bodies) assert.equal(await recorded(body), 'received');

    // One delivery whose write fails: the others of its batch are written and answered; it is not (its id stays free).
    const more = Array.from({ length: 10 }, () => restOrder());
    const bad = more[4]!;
    const failing = countedNotices(`gid://shopify/Order/${bad.id}`);
    const settled = await Promise.allSettled(more.map((body) => failing.notices.accept('shopify', noticeOf(body, `gc-more-${body.id}`))));
    assert.deepEqual(settled.map((s) => s.status), more.map((body) => (body === bad ? 'rejected' : 'fulfilled')));
    for (const body of more) assert.equal(await recorded(body), body === bad ? undefined : 'received');
    // The platform sends it again: taken now.
    assert.deepEqual(await countedNotices().notices.accept('shopify', noticeOf(bad, `gc-more-${bad.id}`)), { duplicate: false, stores: 1 });
  });
});

describe('abnormal store orders are kept, never dropped', () => {
  test('a line that maps to nothing: its mapped lines become an abnormal order Get Logistics resolves; all lines unmapped: the store order itself is abnormal', async () => {
    const partly = restOrder({ lines: [{ variant: CN_VARIANT, quantity: 1, price: '29.99' }, { variant: 'gid://shopify/ProductVariant/404', sku: 'NOT-OURS', quantity: 1, price: '9.99' }] });
    // Matched by SKU code when the variant id is unknown (a variant the seller re-created by hand).
    const bySku = restOrder({ lines: [{ variant: 'gid://shopify/ProductVariant/777', sku: product.skus[0]!.skuCode, quantity: 1, price: '29.99' }] });
    const none = restOrder({ lines: [{ variant: null, sku: 'NOT-OURS', quantity: 3, price: '9.99' }] });
    for (const body of [partly, bySku, none]) expectOk(await deliver(body));
    await drainJobs();

    const partlyRow = (await storeOrderRow(`gid://shopify/Order/${partly.id}`))!;
    assert.deepEqual([partlyRow.status, partlyRow.reason], ['abnormal', 'unmapped']);
    const [abnormal] = await ordersOf(partlyRow.id);
    assert.deepEqual([abnormal!.status, abnormal!.abnormalReason], ['abnormal', 'unmapped']);
    expectOk(await world.server.request('POST', `/api/orders/orders/${abnormal!.kkOrderId}/logistics`, { token: seller.token }));
    assert.equal((await world.server.db.select().from(orders).where(eq(orders.id, abnormal!.id)))[0]!.status, 'waitingPayment');

    assert.equal((await storeOrderRow(`gid://shopify/Order/${bySku.id}`))!.status, 'created');
    const noneRow = (await storeOrderRow(`gid://shopify/Order/${none.id}`))!;
    assert.deepEqual([noneRow.status, noneRow.reason, (await ordersOf(noneRow.id)).length], ['abnormal', 'unmapped', 0]);
  });

  test('missing recipient data → abnormal (address); a destination the warehouse cannot ship to → abnormal (logistics)', async () => {
    const noStreet = restOrder({ address: { ...GOOD_ADDRESS, address1: '', phone: '' } });
    const noAddress = restOrder({ address: null });
    // The US warehouse ships only within the US.
    const abroad = restOrder({ lines: [{ variant: US_VARIANT, quantity: 1, price: '32.99' }], address: { ...GOOD_ADDRESS, country_code: 'GB', zip: 'SW1A 1AA', province_code: null } });
    for (const body of [noStreet, noAddress, abroad]) expectOk(await deliver(body));
    await drainJobs();
    for (const [body, reason] of [[noStreet, 'address'], [noAddress, 'address'], [abroad, 'logistics']] as const) {
      const row = (await storeOrderRow(`gid://shopify/Order/${body.id}`))!;
      assert.deepEqual([row.status, row.reason], ['abnormal', reason], String(body.id));
      const [order] = await ordersOf(row.id);
      assert.deepEqual([order!.status, order!.abnormalReason, order!.shippingCents], ['abnormal', reason, 0]);
    }
    const [noStreetOrder] = await ordersOf((await storeOrderRow(`gid://shopify/Order/${noStreet.id}`))!.id);
    expectFailure(await world.server.request('POST', `/api/orders/orders/${noStreetOrder!.kkOrderId}/logistics`, { token: seller.token }), 400, undefined, 'These orders are missing required information');
  });

  test('a sold-out warehouse: its order is abnormal (stock) holding no stock; Get Logistics takes the stock once it is back', async () => {
    const navy = product.skus[1]!;
    const stockBefore = await stockOf(navy.id, 'US');
    await world.server.db.update(skuStock).set({ stock: 0 }).where(and(eq(skuStock.skuId, navy.id), eq(skuStock.warehouseCode, 'US')));
    const body = restOrder({ lines: [{ variant: CN_VARIANT, quantity: 1, price: '29.99' }, { variant: US_VARIANT, quantity: 2, price: '32.99' }] });
    expectOk(await deliver(body));
    await drainJobs();
    const row = (await storeOrderRow(`gid://shopify/Order/${body.id}`))!;
    const made = await ordersOf(row.id);
    assert.deepEqual(made.map((o) => [o.warehouseCode, o.status, o.abnormalReason]).sort(), [['CN_S', 'waitingPayment', null], ['US', 'abnormal', 'stock']], 'the other warehouse is not held up');
    assert.equal(await stockOf(navy.id, 'US'), 0, 'nothing taken, never below 0');
    const us = made.find((o) => o.warehouseCode === 'US')!;
    expectFailure(await world.server.request('POST', `/api/orders/orders/${us.kkOrderId}/logistics`, { token: seller.token }), 409);
    await world.server.db.update(skuStock).set({ stock: stockBefore }).where(and(eq(skuStock.skuId, navy.id), eq(skuStock.warehouseCode, 'US')));
    expectOk(await world.server.request('POST', `/api/orders/orders/${us.kkOrderId}/logistics`, { token: seller.token }));
    assert.equal(await stockOf(navy.id, 'US'), stockBefore - 2);
    assert.equal((await world.server.db.select().from(orders).where(eq(orders.id, us.id)))[0]!.status, 'waitingPayment');
  });

  test('store orders waiting together are ingested in one transaction; a warehouse short for all of them sends each through alone, and only the one it cannot cover is abnormal', async () => {
    const navy = product.skus[1]!;
    const stockBefore = await stockOf(navy.id, 'US');
    // The transaction that wrote a row (PostgreSQL's xmin): the same for rows one transaction wrote.
    const writtenBy = async (platformOrderIds: string[]) =>
      (await Promise.all(platformOrderIds.map(async (id) => (await world.server.db.execute(sql`select xmin::text as tx from store_orders where store_id = ${storeId} and platform_order_id = ${id}`)) as unknown as { rows: { tx: string }[] }))).map((r) => r.rows[0]!.tx);
    const together = [restOrder({ lines: [{ variant: CN_VARIANT, quantity: 1, price: '29.99' }] }), restOrder({ lines: [{ variant: US_VARIANT, quantity: 1, price: '32.99' }] })];
    for (const body of together) expectOk(await deliver(body));
    await drainJobs();
    const togetherIds = together.map((body) => `gid://shopify/Order/${body.id}`);
    assert.equal(new Set(await writtenBy(togetherIds)).size, 1, 'both made in one transaction');
    for (const id of togetherIds) assert.equal((await storeOrderRow(id))!.status, 'created');
    assert.equal(await stockOf(navy.id, 'US'), stockBefore - 1);

    await world.server.db.update(skuStock).set({ stock: 3 }).where(and(eq(skuStock.skuId, navy.id), eq(skuStock.warehouseCode, 'US')));
    const short = [restOrder({ lines: [{ variant: CN_VARIANT, quantity: 1, price: '29.99' }] }), restOrder({ lines: [{ variant: US_VARIANT, quantity: 2, price: '32.99' }] }), restOrder({ lines: [{ variant: US_VARIANT, quantity: 2, price: '32.99' }] })];
    for (const body of short) expectOk(await deliver(body));
    await drainJobs();
    const rows = await Promise.all(short.map(async (body) => (await storeOrderRow(`gid://shopify/Order/${body.id}`))!));
    const made = await Promise.all(rows.map(async (row) => (await ordersOf(row.id)).map((o) => [o.warehouseCode, o.status, o.abnormalReason])));
    assert.deepEqual(made[0], [['CN_S', 'waitingPayment', null]]);
    // Alone, the two US store orders run in no set order: whichever ran first took 2 of the 3, the other found 1.
    assert.deepEqual(made.slice(1).sort(), [[['US', 'abnormal', 'stock']], [['US', 'waitingPayment', null]]]);
    assert.deepEqual(rows.map((row) => row.status).sort(), ['abnormal', 'created', 'created']);
    assert.equal(await stockOf(navy.id, 'US'), 1, 'one took 2 of 3, the other none: never below 0');
    assert.equal(new Set(await writtenBy(short.map((body) => `gid://shopify/Order/${body.id}`))).size, 3, 'each alone');
    await world.server.db.update(skuStock).set({ stock: stockBefore }).where(and(eq(skuStock.skuId, navy.id), eq(skuStock.warehouseCode, 'US')));
  });
});

describe('which stores take orders', () => {
  test('a deactivated store and an unauthorized store take none; an unknown shop is acknowledged and dropped', async () => {
    for (const change of [{ enabled: false }, { authorized: false }]) {
      await world.server.db.update(stores).set(change).where(eq(stores.id, storeId));
      const body = restOrder();
      expectOk(await deliver(body));
      // Polling would not ingest either.
      assert.equal(await ingest.ingestStoreOrder(storeId, shopifyRestOrderToStoreOrder(body)), 'refused');
      await drainJobs();
      assert.equal(await storeOrderRow(`gid://shopify/Order/${body.id}`), undefined, JSON.stringify(change));
      await world.server.db.update(stores).set({ enabled: true, authorized: true }).where(eq(stores.id, storeId));
    }
    const stranger = restOrder();
    assert.equal(expectOk(await deliver(stranger, { shopDomain: 'someone-else.myshopify.com' })).received, true);
    await drainJobs();
    assert.equal(await storeOrderRow(`gid://shopify/Order/${stranger.id}`), undefined);
  });

  test('the polling sweep queues one poll job per receiving store, never for a deactivated one', async () => {
    const polls = async () => (await pendingJobs(world.server.db, { name: POLL_JOB })).filter((job) => job.singleton_key === String(storeId));
    await world.server.db.update(stores).set({ enabled: false }).where(eq(stores.id, storeId));
    await sweepStores(world.server.db, world.server.app.jobs, ['shopify']);
    assert.equal((await polls()).length, 0);
    await world.server.db.update(stores).set({ enabled: true }).where(eq(stores.id, storeId));
    await sweepStores(world.server.db, world.server.app.jobs, ['shopify']);
    await sweepStores(world.server.db, world.server.app.jobs, ['shopify']);
    assert.deepEqual((await polls()).map((job) => job.data), [{ storeId }], 'one pending poll per store');
    await world.server.db.execute(sql`delete from pgboss.job where name = ${POLL_JOB}`);
  });

  test('bad webhook bodies are 4xx, never 500; a bad signature is 401', async () => {
    const body = restOrder();
    expectFailure(await deliver(body, { signature: webhookHmac(Buffer.from('other'), SHOPIFY_APP.apiSecret) }), 401);
    expectFailure(await deliver(body, { signature: '' }), 401);
    for (const bad of ['not json', '', '[]', '{"id": 1}', JSON.stringify({ ...body, line_items: 'x' })]) {
      expectFailure(await deliver(bad), 400, undefined, 'The request is not valid.');
    }
    assert.equal(expectOk(await deliver(body, { topic: 'products/update' })).received, false, 'a topic we do not take is acknowledged');
  });
});

describe('automatic purchase', () => {
  test("run only when the store's rule and the seller's automatic payment are both on, never for abnormal orders", async () => {
    // The job runs with the due jobs: an order it tried to pay is no longer simply awaiting payment (this
    // seller has no payment method, so it is Auto Checkout Failed); one it never saw still is.
    const statusesOf = async (ref: number) => [...new Set((await ordersOf(ref)).map((order) => order.status))];
    const ingestOne = async (change: Parameters<typeof restOrder>[0] = {}) => {
      const body = restOrder(change);
      expectOk(await deliver(body));
      await drainJobs();
      return (await storeOrderRow(`gid://shopify/Order/${body.id}`))!;
    };
    await world.server.db.update(storeSettings).set({ autoPurchase: true }).where(eq(storeSettings.storeId, storeId));
    const ruleOnly = await ingestOne();
    assert.deepEqual(await statusesOf(ruleOnly.id), ['waitingPayment'], "the store's rule alone");

    await world.server.db.insert(paymentSettings).values({ userId: seller.userId, automaticPayment: true }).onConflictDoUpdate({ target: paymentSettings.userId, set: { automaticPayment: true } });
    await world.server.db.update(storeSettings).set({ autoPurchase: false }).where(eq(storeSettings.storeId, storeId));
    const paymentOnly = await ingestOne();
    assert.deepEqual(await statusesOf(paymentOnly.id), ['waitingPayment'], "the seller's automatic payment alone");

    await world.server.db.update(storeSettings).set({ autoPurchase: true }).where(eq(storeSettings.storeId, storeId));
    const both = await ingestOne();
    assert.deepEqual(await statusesOf(both.id), ['autoCheckoutFailed'], 'both on: the automatic purchase ran');
    const abnormal = await ingestOne({ address: null });
    assert.ok((await statusesOf(abnormal.id)).every((status) => status === 'abnormal'), 'an abnormal order waits for the seller');
  });
});

describe('removing the store', () => {
  test('its store orders go with it; our orders keep their store name and store order ID', async () => {
    const body = restOrder();
    expectOk(await deliver(body));
    await drainJobs();
    const row = (await storeOrderRow(`gid://shopify/Order/${body.id}`))!;
    const [order] = await ordersOf(row.id);
    expectOk(await world.server.request('DELETE', `/api/store/store/${storeId}`, { token: seller.token }));
    assert.equal((await world.server.db.select().from(storeOrders).where(eq(storeOrders.storeId, storeId))).length, 0);
    const [kept] = await world.server.db.select().from(orders).where(eq(orders.id, order!.id));
    assert.deepEqual([kept!.storeName, kept!.storeOrderId, kept!.platformCode], ['Shopify orders-shop', `#${body.id}`, 'shopify']);
  });
});
