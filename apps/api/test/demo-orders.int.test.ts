import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, isNull, ne, sql } from 'drizzle-orm';
import { startCarrierSimulator, type CarrierSimulator } from '../../../tools/simulators/carrier/server.ts';
import { seedDemoOrders } from '../src/db/seed/demo-orders.ts';
import { DEMO_TOP_UP_CENTS } from '../src/db/seed/payments.ts';
import { orders, refunds, sessions, trackingEvents, parcels, users } from '../src/db/schema/index.ts';
import { AUTO_CANCEL_JOB } from '../src/modules/orders/auto-cancel.ts';
import { kkOrderIdOf } from '../src/modules/orders/kk-order-id.ts';
import { CARRIER_KEY, CARRIER_SECRET, eventually, TRACKING_WEBHOOK } from './fulfilment-fixtures.ts';
import { DEMO, expectOk, startTestServer, useTestServer, type TestServer } from './harness.ts';
import { assertLedgerBalanced } from './ledger-check.ts';
import { pendingJobs } from './job-fixtures.ts';

/** The demo seller's demo orders (seedDemoOrders, run by the server's start) on a small demo catalogue. */

const CATALOGUE = { DEMO_CATALOGUE_PRODUCTS: '40' };
const s = useTestServer({ env: CATALOGUE });

const STATUSES = ['cancelled', 'complete', 'partialShipped', 'refunding', 'shipped', 'waitingPayment', 'waitingShip'];

async function rows<T>(query: ReturnType<typeof sql>, server: TestServer = s): Promise<T[]> {
  return ((await server.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const stockRows = () => rows<{ sku_id: number; warehouse_code: string; stock: number }>(sql`select sku_id, warehouse_code, stock from sku_stock`);

let demoId: number;
let token: string;
let stockBefore: Awaited<ReturnType<typeof stockRows>>;
const byStatus = new Map<string, any>();

describe('demo orders', () => {
  test('the seed places one order of each status for the demo seller and leaves no session behind', async () => {
    stockBefore = await stockRows();
    assert.equal(await seedDemoOrders(s.app), 7);
    [{ id: demoId }] = (await s.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.email))) as [{ id: number }];
    assert.equal((await s.db.select().from(sessions).where(isNull(sessions.revokedAt))).length, 0, 'the seed signs its sessions out');

    token = (await s.login(DEMO.email, DEMO.password)).token;
    const list = expectOk(await s.request('POST', '/api/orders/orderList', { token, body: { pageNumber: 1, pageSize: 20, tab: 'all' } }));
    assert.equal(list.total, 7);
    assert.deepEqual(list.list.map((o: { status: string }) => o.status).sort(), STATUSES);
    assert.equal(list.list[0].status, 'waitingPayment', 'newest first: the order waiting for payment opens the list');
    for (const summary of list.list) byStatus.set(summary.status, expectOk(await s.request('GET', `/api/orders/orders/${summary.kkOrderId}`, { token })));

    for (const row of await s.db.select().from(orders).where(eq(orders.userId, demoId))) {
      assert.equal(row.kkOrderId, kkOrderIdOf(row.id, row.createdAt));
      assert.equal(row.totalCents, row.itemSubtotalCents - row.activityDiscountCents - row.promoCodeCents - row.couponCents + row.shippingCents, row.kkOrderId);
    }
  });

  test('each order has the timeline, payment, parcels and after-sales of its status', async () => {
    const steps = (status: string) => byStatus.get(status).timeline.map((step: { type: string }) => step.type);

    const unpaid = byStatus.get('waitingPayment');
    assert.deepEqual(steps('waitingPayment'), ['submitted']);
    const [order] = await s.db.select().from(orders).where(eq(orders.kkOrderId, unpaid.kkOrderId));
    const [autoCancel] = await pendingJobs(s.db, { name: AUTO_CANCEL_JOB, singletonKey: String(order!.id) });
    assert.equal(new Date(autoCancel!.start_after).getTime(), order!.payBy.getTime(), 'its auto-cancel is queued for its pay-by time');

    assert.deepEqual(steps('waitingShip'), ['submitted', 'paid']);
    assert.equal(byStatus.get('waitingShip').payment.method, 0);
    assert.equal(byStatus.get('waitingShip').payment.amount, byStatus.get('waitingShip').totalAmount);

    const cancelled = byStatus.get('cancelled');
    assert.deepEqual(steps('cancelled'), ['submitted', 'cancelled']);
    assert.ok(cancelled.cancelReason, 'cancelled with a reason');
    assert.equal(cancelled.paymentTime, null);

    const partial = byStatus.get('partialShipped');
    assert.equal(partial.parcels.length, 1);
    assert.ok(steps('partialShipped').includes('partialShipped'));
    const shipped = byStatus.get('shipped');
    assert.equal(shipped.parcels.length, 2);
    assert.ok(steps('shipped').includes('partialShipped') && steps('shipped').includes('shipped'));
    const complete = byStatus.get('complete');
    assert.deepEqual(steps('complete').slice(-2), ['delivered', 'complete']);
    assert.ok(complete.receivedAt && complete.deliveredAt);
    assert.equal(complete.parcels[0].status, 'delivered');
    assert.ok(complete.parcels[0].lastCarrier && complete.parcels[0].tailTrackingNumber, 'a last-mile carrier with its own number');
    for (const parcel of [...partial.parcels, ...shipped.parcels, ...complete.parcels]) {
      assert.ok(parcel.firstCarrier && parcel.trackingNumber && parcel.shippedAt, parcel.parcelCode);
      assert.ok(parcel.items.length > 0);
    }
    const trackingNumbers = [...partial.parcels, ...shipped.parcels, ...complete.parcels].map((parcel: { trackingNumber: string }) => parcel.trackingNumber);
    assert.equal(new Set(trackingNumbers).size, trackingNumbers.length, 'every parcel its own tracking number');
    // No tracking service here: the parcels are shipped all the same, their registration left to its queued job.
    const track = expectOk(await s.request('POST', '/api/orders/logisticsTrackInfo', { token, body: { kkOrderId: shipped.kkOrderId } }));
    assert.equal(track.parcels.length, 2);

    const refunding = byStatus.get('refunding');
    assert.ok(steps('refunding').includes('refundRequested'));
    const applications = expectOk(await s.request('POST', '/api/orders/returns', { token, body: { pageNumber: 1, pageSize: 10 } }));
    assert.equal(applications.total, 1);
    const [application] = await s.db.select().from(refunds).where(eq(refunds.userId, demoId));
    assert.equal(application!.status, 'processing', 'waiting for review');
    assert.ok(application!.requestedCents > 0 && application!.requestedCents < refunding.totalAmount, 'some pieces, not the whole order');
  });

  test('stock is taken for exactly the pieces of the orders not cancelled, and is never below 0', async () => {
    const ordered = await rows<{ sku_id: number; warehouse_code: string; pieces: number }>(sql`
      select i.sku_id, o.warehouse_code, sum(i.quantity)::int as pieces
      from order_items i join orders o on o.id = i.order_id
      where o.status <> 'cancelled' group by 1, 2`);
    const after = new Map((await stockRows()).map((row) => [`${row.sku_id}:${row.warehouse_code}`, row.stock]));
    for (const row of stockBefore) {
      const pieces = ordered.find((o) => o.sku_id === row.sku_id && o.warehouse_code === row.warehouse_code)?.pieces ?? 0;
      assert.equal(after.get(`${row.sku_id}:${row.warehouse_code}`), row.stock - pieces);
    }
    assert.ok(ordered.length >= 10);
    const [lowest] = await rows<{ min: number }>(sql`select min(stock)::int as min from sku_stock`);
    assert.ok(lowest!.min >= 0);
  });

  test('the balance is the sum of its transactions: the top-up less the orders paid from it', async () => {
    const balance = await assertLedgerBalanced(s, token);
    const paid = [...byStatus.values()].filter((order) => order.paymentTime !== null);
    assert.equal(paid.length, 5);
    assert.equal(balance, DEMO_TOP_UP_CENTS - paid.reduce((sum, order) => sum + order.totalAmount, 0));
  });

  test('the orders are the demo seller\'s only', async () => {
    assert.equal((await s.db.select().from(orders).where(ne(orders.userId, demoId))).length, 0);
    const other = await s.signUp();
    assert.equal(expectOk(await s.request('POST', '/api/orders/orderList', { token: other.token, body: { pageNumber: 1, pageSize: 20, tab: 'all' } })).total, 0);
  });

  test('a second seed adds nothing', async () => {
    const [before] = await rows<{ orders: number; events: number; ledger: number }>(sql`
      select (select count(*) from orders)::int as orders, (select count(*) from order_events)::int as events, (select count(*) from ledger_entries)::int as ledger`);
    assert.equal(await seedDemoOrders(s.app), 0);
    const [afterwards] = await rows<{ orders: number; events: number; ledger: number }>(sql`
      select (select count(*) from orders)::int as orders, (select count(*) from order_events)::int as events, (select count(*) from ledger_entries)::int as ledger`);
    assert.deepEqual(afterwards, before);
  });
});

describe('demo orders without a catalogue', () => {
  let bare: TestServer;
  before(async () => {
    bare = await startTestServer();
  });
  after(() => bare?.close());

  test('nothing is placed (the API tests start without a catalogue)', async () => {
    assert.equal(await seedDemoOrders(bare.app), 0);
    assert.equal((await bare.db.select().from(orders)).length, 0);
  });
});

describe('demo orders with the carrier simulator', () => {
  let server: TestServer;
  let carrier: CarrierSimulator;
  before(async () => {
    // Steps an hour apart: only the first scan, pushed at registration, is expected.
    carrier = await startCarrierSimulator({ port: 0, apiKey: CARRIER_KEY, webhookSecret: CARRIER_SECRET, stepSeconds: 3600 });
    server = await startTestServer({ env: { ...CATALOGUE, CARRIER_TRACKING_URL: carrier.url, CARRIER_TRACKING_API_KEY: CARRIER_KEY, CARRIER_WEBHOOK_SECRET: CARRIER_SECRET } });
    carrier.setWebhookUrl(`${server.baseUrl}${TRACKING_WEBHOOK}`);
  });
  after(async () => {
    await server?.close();
    await carrier?.close();
  });

  test('the shipped parcels are registered and their first scans arrive like any parcel\'s', async () => {
    assert.equal(await seedDemoOrders(server.app), 7);
    const shipped = await server.db.select().from(parcels);
    assert.equal(shipped.length, 4);
    assert.ok(shipped.every((parcel) => parcel.trackingRegisteredAt), 'registered at once');
    const scanned = await eventually(
      async () => new Set((await server.db.select({ parcelId: trackingEvents.parcelId }).from(trackingEvents)).map((event) => event.parcelId)).size,
      (n) => n === shipped.length,
    );
    assert.equal(scanned, shipped.length, 'every parcel has its first scan');
    const { token: demoToken } = await server.login(DEMO.email, DEMO.password);
    const [partial] = await rows<{ kk_order_id: string }>(sql`select kk_order_id from orders where status = 'partialShipped'`, server);
    const track = expectOk(await server.request('POST', '/api/orders/logisticsTrackInfo', { token: demoToken, body: { kkOrderId: partial!.kk_order_id } }));
    assert.equal(track.parcels[0].firstLegEvents[0].stage, 'InfoReceived');
  });
});
