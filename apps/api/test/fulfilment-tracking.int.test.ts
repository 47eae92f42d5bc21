import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { CarrierSimulator } from '../../../tools/simulators/carrier/server.ts';
import { signatureOf } from '../src/modules/orders/fulfilment/carrier/seventeen-track.ts';
import { orderEvents, orders, parcels, trackingEvents } from '../src/db/schema/index.ts';
import { expectFailure, expectOk, startTestServer, type SignedUp, type TestServer } from './harness.ts';
import { placePaidOrder } from './paid-order-fixture.ts';
import { CARRIER_SECRET, closeShippingWorld, eventually, operatorWith, parcelBody, runJobsNow, ship, shippingWorld, startWithCarrier, TRACKING_WEBHOOK } from './fulfilment-fixtures.ts';
import { pendingJobs } from './job-fixtures.ts';

let server: TestServer;
let carrier: CarrierSimulator;
let shipper: { token: string };
let seller: SignedUp;

before(async () => {
  ({ server, carrier, shipper, seller } = await shippingWorld());
});
after(() => closeShippingWorld({ server, carrier }));

const track = async (kkOrderId: string, parcelCode?: string) => expectOk(await server.request('POST', '/api/orders/logisticsTrackInfo', { token: seller.token, body: { kkOrderId, parcelCode } }));
const eventCount = async (parcelCode: string) => {
  const [parcel] = await server.db.select().from(parcels).where(eq(parcels.parcelCode, parcelCode));
  return (await server.db.select().from(trackingEvents).where(eq(trackingEvents.parcelId, parcel!.id))).length;
};
const orderRow = async (id: number) => (await server.db.select().from(orders).where(eq(orders.id, id)))[0]!;

async function shipped(quantities: number[] | undefined, extra: Record<string, unknown> = {}) {
  const order = await placePaidOrder(server, seller, [{ priceCents: 1000, quantity: 2 }, { priceCents: 800, quantity: 1 }]);
  const result = expectOk(await ship(server, shipper.token, parcelBody(order, quantities, extra)));
  return { order, parcel: result.parcel as { parcelCode: string; trackingNumber: string } };
}

describe('tracking events from the carrier', () => {
  test('the first scan is pushed after registration and the seller sees it; later steps follow', async () => {
    const { order, parcel } = await shipped(undefined);
    const first = await eventually(() => track(order.kkOrderId), (info) => info.parcels[0].firstLegEvents.length > 0);
    assert.equal(first.parcels[0].parcelCode, parcel.parcelCode);
    assert.equal(first.parcels[0].firstLegEvents[0].stage, 'InfoReceived');
    assert.equal(first.parcels[0].message, null);
    await carrier.advance(parcel.trackingNumber, 2);
    const later = await track(order.kkOrderId, parcel.parcelCode);
    assert.deepEqual(later.parcels[0].firstLegEvents.map((e: { stage: string }) => e.stage), ['Departure', 'PickedUp', 'InfoReceived'], 'newest first');
    assert.deepEqual(later.parcels[0].lastLegEvents, []);
  });

  test('with a last-mile carrier its scans are the last leg', async () => {
    const { order, parcel } = await shipped(undefined, { firstCarrier: 'China Post', lastCarrier: 'USPS', tailTrackingNumber: '9400111899223344556677' });
    await carrier.advance(parcel.trackingNumber, 4);
    const info = await track(order.kkOrderId);
    assert.deepEqual(info.parcels[0].firstLegEvents.map((e: { stage: string }) => e.stage), ['Departure', 'PickedUp', 'InfoReceived']);
    assert.deepEqual(info.parcels[0].lastLegEvents.map((e: { stage: string }) => e.stage), ['OutForDelivery', 'Arrival']);
    assert.equal(info.parcels[0].lastCarrier, 'USPS');
    assert.equal(info.parcels[0].tailTrackingNumber, '9400111899223344556677');
  });

  test('events are stored once: a replayed push and a poll of the same track add nothing', async () => {
    const { parcel } = await shipped(undefined);
    await carrier.advance(parcel.trackingNumber, 1);
    const count = await eventually(() => eventCount(parcel.parcelCode), (n) => n === 2);
    assert.equal(count, 2);
    const body = JSON.stringify({
      event: 'TRACKING_UPDATED',
      data: { number: parcel.trackingNumber, carrier: 3011, tag: parcel.parcelCode, track_info: { latest_status: { status: 'InTransit' }, tracking: { providers: [{ provider: { key: 3011 }, events: [{ time_utc: '2030-01-01T10:00:00Z', description: 'Held at customs', location: 'Los Angeles, US', stage: 'Arrival' }] }] } } },
    });
    for (let i = 0; i < 2; i++) {
      const answer = expectOk(await server.request('POST', TRACKING_WEBHOOK, { rawBody: body, headers: { sign: signatureOf(body, CARRIER_SECRET) } }));
      assert.equal(answer.received, true);
    }
    assert.equal(await eventCount(parcel.parcelCode), 3);
    await runJobsNow(server);
    assert.equal(await eventCount(parcel.parcelCode), 3, 'the poll brings the same events again');
  });

  test('a push with a wrong or missing signature is refused; an unknown number is acknowledged and ignored', async () => {
    const body = JSON.stringify({ event: 'TRACKING_UPDATED', data: { number: 'UNKNOWN123CN', track_info: {} } });
    expectFailure(await server.request('POST', TRACKING_WEBHOOK, { rawBody: body, headers: { sign: signatureOf(body, 'another secret') } }), 400, 40000, 'The signature of this notification is not valid.');
    expectFailure(await server.request('POST', TRACKING_WEBHOOK, { rawBody: body }), 400);
    assert.equal(expectOk(await server.request('POST', TRACKING_WEBHOOK, { rawBody: body, headers: { sign: signatureOf(body, CARRIER_SECRET) } })).received, false);
  });

  test('the order is delivered when its last parcel is, with nothing left to ship; its status waits for the seller', async () => {
    const order = await placePaidOrder(server, seller, [{ priceCents: 1000, quantity: 2 }]);
    const first = expectOk(await ship(server, shipper.token, parcelBody(order, [1]))).parcel;
    await carrier.advance(first.trackingNumber, 5);
    await eventually(() => server.db.select().from(parcels).where(eq(parcels.parcelCode, first.parcelCode)), ([p]) => p!.status === 'delivered');
    assert.equal((await orderRow(order.id)).deliveredAt, null, 'one piece has not shipped yet');
    const second = expectOk(await ship(server, shipper.token, parcelBody(order, [1]))).parcel;
    assert.equal((await orderRow(order.id)).deliveredAt, null);
    await carrier.advance(second.trackingNumber, 5);
    const row = await eventually(() => orderRow(order.id), (o) => o.deliveredAt !== null);
    assert.ok(row.deliveredAt);
    assert.equal(row.status, 'shipped');
    const steps = await server.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    assert.equal(steps.filter((s) => s.type === 'delivered').length, 1);
    const [parcel] = await server.db.select().from(parcels).where(eq(parcels.parcelCode, second.parcelCode));
    const [scan] = await server.db.select().from(trackingEvents).where(eq(trackingEvents.parcelId, parcel!.id)).orderBy(trackingEvents.occurredAt);
    assert.ok(parcel!.deliveredAt && scan && parcel!.deliveredAt >= scan.occurredAt);
    // The seller can now confirm receipt (state machine: shipped → complete).
    const info = await track(order.kkOrderId);
    assert.deepEqual(info.parcels.map((p: { status: string }) => p.status), ['delivered', 'delivered']);
  });

  test('an operator marks a parcel delivered by hand, once', async () => {
    const { order, parcel } = await shipped(undefined);
    const marked = expectOk(await server.request('POST', `/api/admin/fulfilment/parcels/${parcel.parcelCode}/delivered`, { token: shipper.token }), 'Parcel marked as delivered');
    assert.equal(marked.status, 'delivered');
    assert.equal(marked.kkOrderId, order.kkOrderId);
    assert.ok((await orderRow(order.id)).deliveredAt);
    expectFailure(await server.request('POST', `/api/admin/fulfilment/parcels/${parcel.parcelCode}/delivered`, { token: shipper.token }), 409, 40900, 'This parcel has already been delivered.');
    expectFailure(await server.request('POST', '/api/admin/fulfilment/parcels/NOPE-P1/delivered', { token: shipper.token }), 404);
    const catalogue = await operatorWith(server, ['catalogue']);
    expectFailure(await server.request('POST', `/api/admin/fulfilment/parcels/${parcel.parcelCode}/delivered`, { token: catalogue.token }), 403);
  });

  test('parcels in transit are listed for the operator until delivered', async () => {
    const { parcel } = await shipped(undefined);
    const listed = expectOk(await server.request('GET', '/api/admin/fulfilment/parcels', { token: shipper.token, query: { search: parcel.parcelCode } }));
    assert.equal(listed.total, 1);
    await carrier.advance(parcel.trackingNumber, 5);
    await eventually(
      async () => expectOk(await server.request('GET', '/api/admin/fulfilment/parcels', { token: shipper.token, query: { search: parcel.parcelCode } })).total,
      (total) => total === 0,
    );
    assert.equal(expectOk(await server.request('GET', '/api/admin/fulfilment/parcels', { token: shipper.token, query: { search: parcel.parcelCode } })).total, 0);
  });
});

describe('polling through the job queue when no push comes', () => {
  test('registration happens in a job when the service was down, and polls bring events until delivery', async () => {
    const quiet = await startWithCarrier({ webhooks: false });
    try {
      const operator = await operatorWith(quiet.server, ['fulfilment']);
      const buyer = await quiet.server.signUp();
      const order = await placePaidOrder(quiet.server, buyer, [{ priceCents: 1000, quantity: 1 }]);
      const { parcel } = expectOk(await ship(quiet.server, operator.token, parcelBody(order)));
      const events = async () => (await quiet.server.db.select().from(trackingEvents)).length;
      assert.equal(await events(), 0, 'no push: nothing yet');
      await runJobsNow(quiet.server);
      assert.equal(await events(), 1);
      await quiet.carrier.advance(parcel.trackingNumber, 5);
      await runJobsNow(quiet.server);
      assert.equal(await events(), 6);
      const [row] = await quiet.server.db.select().from(parcels).where(eq(parcels.parcelCode, parcel.parcelCode));
      assert.equal(row!.status, 'delivered');
      assert.equal((await pendingJobs(quiet.server.db, { name: 'fulfilment.track-parcel' })).length, 0, 'a delivered parcel is not polled again');
    } finally {
      await quiet.server.close();
      await quiet.carrier.close();
    }
  });

  test('a shipment made while the tracking service is unreachable is registered by the queued job later', async () => {
    const down = await startTestServer({ env: { CARRIER_TRACKING_URL: 'http://127.0.0.1:9', CARRIER_TRACKING_API_KEY: 'track_test_x' } });
    try {
      const operator = await operatorWith(down, ['fulfilment']);
      const buyer = await down.signUp();
      const order = await placePaidOrder(down, buyer, [{ priceCents: 1000, quantity: 1 }]);
      const result = expectOk(await ship(down, operator.token, parcelBody(order)));
      assert.equal(result.parcel.trackingRegistered, false, 'the shipment itself succeeds');
      const [job] = await pendingJobs(down.db, { name: 'fulfilment.register-tracking' });
      assert.equal(job?.later, true, 'a registration job waits to retry');
    } finally {
      await down.close();
    }
  });
});
