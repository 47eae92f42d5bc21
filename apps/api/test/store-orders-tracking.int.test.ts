import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { expectFailure, expectOk, type SignedUp } from './harness.ts';
import { TRACKING_UPLOAD_JOB } from '../src/modules/store-orders/tracking/enqueue.ts';
import { trackingPushKey } from '../src/modules/store-orders/tracking/upload-tracking.job.ts';
import { operatorWith, parcelBody, runJobsNow, ship } from './fulfilment-fixtures.ts';
import { makeJobsDue, pendingJobs } from './job-fixtures.ts';
import { connectShopify } from './listings-fixtures.ts';
import { placePaidOrder } from './paid-order-fixture.ts';
import { paidShopifyStoreOrderFixture, setAutoUploadTracking, type StoreOrderFixture } from './shopify-store-order-fixture.ts';
import { startStoresWorld, type StoresWorld } from './stores-fixtures.ts';

/**
 * Tracking pushed into the seller's Shopify store (issue 17, decision 0028): parcels we ship and the seller's
 * own Fulfill Order / Cancel Fulfillment reach the shop (the simulator's state is read back), failures show on
 * the order with Retry.
 */
let world: StoresWorld;
let seller: SignedUp;
let other: SignedUp;
let shipper: { token: string };
let storeId: number;
const shop = 'tracking-shop.myshopify.com';

before(async () => {
  world = await startStoresWorld();
  seller = await world.server.signUp();
  other = await world.server.signUp();
  shipper = await operatorWith(world.server, ['fulfilment']);
  storeId = await connectShopify(world, seller, shop);
});
after(() => world?.close());

const detail = async (kkOrderId: string, token = seller.token) => expectOk(await world.server.request('GET', `/api/orders/orders/${kkOrderId}`, { token }));
const retry = (kkOrderId: string, uploadId: number | string, token = seller.token) => world.server.request('POST', `/api/orders/${kkOrderId}/tracking-uploads/${uploadId}/retry`, { token });
const simulated = (fixture: StoreOrderFixture) => world.shopify.shop(shop).orders.find(fixture.storeOrder.platformOrderId)!;
const storeOrder = (lines: { priceCents: number; quantity: number }[]) => paidShopifyStoreOrderFixture(world, seller, { storeId, shop, lines });

describe('parcels of a store order', () => {
  test('shipped in two parcels: two partial fulfilments in the shop with their tracking; the detail says uploaded', async () => {
    const fixture = await storeOrder([{ priceCents: 1200, quantity: 2 }, { priceCents: 900, quantity: 1 }]);
    const first = parcelBody(fixture.order, [1, 0], { trackingUrl: 'https://t.17track.net/en#nums=first' });
    first.lines = first.lines.filter((line) => line.quantity > 0);
    expectOk(await ship(world.server, shipper.token, first));
    const pending = (await detail(fixture.order.kkOrderId)).trackingUploads;
    assert.deepEqual(pending.map((u: { status: string; trackingNumber: string }) => [u.status, u.trackingNumber]), [['pending', first.trackingNumber]]);
    await runJobsNow(world.server);
    const sim = simulated(fixture);
    assert.equal(sim.fulfillmentOrder.status, 'IN_PROGRESS', 'a partial fulfilment');
    assert.deepEqual(sim.fulfillments.map((f) => [f.trackingInfo.number, f.trackingInfo.company, f.trackingInfo.url]), [[first.trackingNumber, 'China Post', 'https://t.17track.net/en#nums=first']]);
    assert.deepEqual(sim.fulfillmentOrder.lines.map((line) => line.remainingQuantity), [1, 1]);

    const second = parcelBody(fixture.order, [1, 1]);
    expectOk(await ship(world.server, shipper.token, second));
    await runJobsNow(world.server);
    assert.equal(sim.fulfillmentOrder.status, 'CLOSED');
    assert.deepEqual(sim.fulfillments.map((f) => [f.trackingInfo.number, f.lines.reduce((sum, line) => sum + line.quantity, 0)]), [[first.trackingNumber, 1], [second.trackingNumber, 2]]);
    const page = await (await fetch(`${world.shopify.url}/storefront/${shop}/orders/${fixture.storeOrder.platformOrderId.split('/').pop()}`)).text();
    assert.match(page, new RegExp(`data-tracking-number="${first.trackingNumber}"`));
    assert.match(page, new RegExp(`data-tracking-number="${second.trackingNumber}"`));
    const uploads = (await detail(fixture.order.kkOrderId)).trackingUploads;
    assert.deepEqual(uploads.map((u: { status: string; parcelCode: string; error: string | null; retryable: boolean }) => [u.status, u.parcelCode, u.error, u.retryable]), [
      ['uploaded', `${fixture.order.kkOrderId}-P1`, null, false],
      ['uploaded', `${fixture.order.kkOrderId}-P2`, null, false],
    ]);
  });

  test("the store's rule off: nothing is pushed; a mall order has no uploads", async () => {
    await setAutoUploadTracking(world.server, storeId, false);
    try {
      const fixture = await storeOrder([{ priceCents: 1000, quantity: 1 }]);
      expectOk(await ship(world.server, shipper.token, parcelBody(fixture.order)));
      await runJobsNow(world.server);
      assert.deepEqual((await detail(fixture.order.kkOrderId)).trackingUploads, []);
      assert.equal(simulated(fixture).fulfillments.length, 0);
    } finally {
      await setAutoUploadTracking(world.server, storeId, true);
    }
    const mall = await placePaidOrder(world.server, seller, [{ priceCents: 1000, quantity: 1 }]);
    expectOk(await ship(world.server, shipper.token, parcelBody(mall)));
    assert.deepEqual((await detail(mall.kkOrderId)).trackingUploads, []);
  });

  test("the store refuses: failed with the store's words, Retry uploads it; only the owner retries, only a failed one", async () => {
    const fixture = await storeOrder([{ priceCents: 1500, quantity: 1 }]);
    world.shopify.switches.setReject(shop, { next: 1, message: 'Fulfillment is on hold by the merchant.' });
    expectOk(await ship(world.server, shipper.token, parcelBody(fixture.order)));
    await runJobsNow(world.server);
    const [failed] = (await detail(fixture.order.kkOrderId)).trackingUploads;
    assert.deepEqual([failed.status, failed.error, failed.retryable], ['failed', 'Fulfillment is on hold by the merchant.', true]);
    assert.equal(simulated(fixture).fulfillments.length, 0);

    expectFailure(await retry(fixture.order.kkOrderId, failed.id, other.token), 404);
    expectFailure(await retry(fixture.order.kkOrderId, 'x1'), 400, 40000);
    expectFailure(await retry('not-an-order', failed.id), 400, 40000);
    expectFailure(await retry(fixture.order.kkOrderId, 987654321), 404);
    const queued = await world.server.request('POST', `/api/orders/${fixture.order.kkOrderId}/tracking-uploads/${failed.id}/retry`, { token: seller.token });
    assert.deepEqual(expectOk(queued, 'Tracking upload queued again.').map((u: { status: string }) => u.status), ['pending']);
    await runJobsNow(world.server);
    const [uploaded] = (await detail(fixture.order.kkOrderId)).trackingUploads;
    assert.deepEqual([uploaded.status, uploaded.error], ['uploaded', null]);
    assert.equal(simulated(fixture).fulfillments[0]!.trackingInfo.number, uploaded.trackingNumber);
    expectFailure(await retry(fixture.order.kkOrderId, failed.id), 409, 40900, 'Only a failed tracking upload can be retried.');
  });


  test('a throttled store: the upload waits for the queue’s retry, then goes through', async () => {
    const fixture = await storeOrder([{ priceCents: 1100, quantity: 1 }]);
    world.shopify.switches.setTooMany(shop, 1);
    expectOk(await ship(world.server, shipper.token, parcelBody(fixture.order)));
    await runJobsNow(world.server);
    const [waiting] = (await detail(fixture.order.kkOrderId)).trackingUploads;
    assert.deepEqual([waiting.status, waiting.error], ['pending', null], 'not failed: retried later');
    assert.equal(simulated(fixture).fulfillments.length, 0);
    await runJobsNow(world.server);
    assert.equal((await detail(fixture.order.kkOrderId)).trackingUploads[0].status, 'uploaded');
    assert.equal(simulated(fixture).fulfillments.length, 1);
    // The switch left the shop's cost bucket short, as another app's calls would: refilled for the next tests.
    world.shopify.shop(shop).bucket = { available: 1000, at: Date.now() };
  });

  test('across processes: a push that finds another process pushing tracking of the same store order waits, then pushes once', async (t) => {
    // PGlite is one process: its pushes are kept apart in process (the adapters' own per-order queue).
    if (world.server.kind !== 'postgres') return t.skip('PostgreSQL only');
    const fixture = await storeOrder([{ priceCents: 1300, quantity: 1 }]);
    // Another worker process is pushing this store order's tracking: it holds the store order's lock on a session of its own.
    let release!: () => void;
    let taken!: () => void;
    const holding = new Promise<void>((resolve) => (taken = resolve));
    const other = world.server.database.whenFree(trackingPushKey(fixture.storeOrderRowId), () => {
      taken();
      return new Promise<void>((resolve) => (release = resolve));
    });
    await holding;
    try {
      expectOk(await ship(world.server, shipper.token, parcelBody(fixture.order)));
      await runJobsNow(world.server);
      assert.equal(simulated(fixture).fulfillments.length, 0, 'nothing posted while the other process pushes');
      assert.equal((await detail(fixture.order.kkOrderId)).trackingUploads[0].status, 'pending');
      const waiting = await pendingJobs(world.server.db, { name: TRACKING_UPLOAD_JOB });
      assert.ok(waiting.some((job) => job.later), 'tried again a moment later');
      // The same push fetched a second time (as a job whose lock expired is): it waits too.
      await makeJobsDue(world.server.db, { name: TRACKING_UPLOAD_JOB });
      await world.server.app.jobs.runDue(10, [TRACKING_UPLOAD_JOB]);
      assert.equal(simulated(fixture).fulfillments.length, 0);
    } finally {
      release();
      assert.deepEqual(await other, { ran: true, value: undefined });
    }
    await runJobsNow(world.server);
    await runJobsNow(world.server);
    assert.equal(simulated(fixture).fulfillments.length, 1, 'pushed once the store order is free, and once only');
    assert.equal((await detail(fixture.order.kkOrderId)).trackingUploads[0].status, 'uploaded');
    assert.deepEqual(await pendingJobs(world.server.db, { name: TRACKING_UPLOAD_JOB }), []);
  });
});

describe("the seller's Fulfill Order and Cancel Fulfillment", () => {
  const fulfil = (kkOrderId: string, trackingNumber: string) =>
    world.server.request('POST', '/api/orders/fulfillment', { token: seller.token, body: { kkOrderId, store: `Shopify ${shop}`, storeOrderId: '#1', trackingNumber, shippingCarrier: 'UPS', trackingUrl: `https://www.ups.com/track?tracknum=${trackingNumber}` } });

  /** Job rounds until the chain settles: a replacing fulfilment goes out once the withdrawal gave the lines back. */
  const settle = async () => {
    for (let round = 0; round < 3; round++) await runJobsNow(world.server);
  };

  test('reach the shop: fulfilled, replaced (the old one withdrawn), cancelled', async () => {
    const fixture = await storeOrder([{ priceCents: 2000, quantity: 2 }]);
    expectOk(await fulfil(fixture.order.kkOrderId, '1Z999AA10000000001'));
    await settle();
    const sim = simulated(fixture);
    assert.deepEqual(sim.fulfillments.map((f) => [f.status, f.trackingInfo.number, f.trackingInfo.company]), [['SUCCESS', '1Z999AA10000000001', 'UPS']]);
    assert.equal(sim.fulfillmentOrder.status, 'CLOSED');

    expectOk(await fulfil(fixture.order.kkOrderId, '1Z999AA10000000002'));
    await settle();
    assert.deepEqual(sim.fulfillments.map((f) => [f.status, f.trackingInfo.number]), [['CANCELLED', '1Z999AA10000000001'], ['SUCCESS', '1Z999AA10000000002']]);
    assert.deepEqual((await detail(fixture.order.kkOrderId)).trackingUploads.map((u: { status: string }) => u.status), ['cancelled', 'uploaded']);

    expectOk(await world.server.request('PUT', '/api/orders/cancelFulfillment', { token: seller.token, body: { kkOrderId: fixture.order.kkOrderId } }), 'Fulfilment cancelled');
    await settle();
    assert.deepEqual(sim.fulfillments.map((f) => f.status), ['CANCELLED', 'CANCELLED']);
    assert.equal(sim.fulfillmentOrder.status, 'OPEN', 'the lines are back to fulfil');
    assert.deepEqual((await detail(fixture.order.kkOrderId)).trackingUploads.map((u: { status: string }) => u.status), ['cancelled', 'cancelled']);
  });

  test("a mall order's fulfilment stays ours; another seller's order is 404", async () => {
    const mall = await placePaidOrder(world.server, seller, [{ priceCents: 1000, quantity: 1 }]);
    expectOk(await fulfil(mall.kkOrderId, '1Z999AA10000000003'));
    assert.deepEqual((await detail(mall.kkOrderId)).trackingUploads, []);
    expectFailure(await world.server.request('GET', `/api/orders/orders/${mall.kkOrderId}`, { token: other.token }), 404);
  });
});
