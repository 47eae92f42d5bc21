import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { CarrierSimulator } from '../../../tools/simulators/carrier/server.ts';
import { auditLog, orderEvents, orders, parcels } from '../src/db/schema/index.ts';
import { expectFailure, expectOk, type SignedUp, type TestServer } from './harness.ts';
import { insertOrderWithItems, placePaidOrder } from './paid-order-fixture.ts';
import { closeShippingWorld, operatorWith, parcelBody, ship, shippingWorld } from './fulfilment-fixtures.ts';

let server: TestServer;
let carrier: CarrierSimulator;
let shipper: { token: string };
let seller: SignedUp;

before(async () => {
  ({ server, carrier, shipper, seller } = await shippingWorld());
});
after(() => closeShippingWorld({ server, carrier }));

const queue = async (query: Record<string, string | number> = {}) => expectOk(await server.request('GET', '/api/admin/fulfilment/orders', { token: shipper.token, query: { pageSize: 100, ...query } }));
const orderRow = async (id: number) => (await server.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const steps = async (id: number) => (await server.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.id)).map((e) => `${e.type}:${e.status}:${e.actor}`);

describe('the queue of orders to ship', () => {
  test('paid orders are listed oldest paid first with what remains per line; unpaid ones are not', async () => {
    const first = await placePaidOrder(server, seller, [{ priceCents: 1000, quantity: 3 }, { priceCents: 500, quantity: 2 }], { warehouseCode: 'US' });
    const second = await placePaidOrder(server, seller, [{ priceCents: 700, quantity: 1 }], { warehouseCode: 'US' });
    const unpaid = await insertOrderWithItems(server, seller.userId, [{ priceCents: 100, quantity: 1 }], { warehouseCode: 'US' });
    const page = await queue({ warehouseCode: 'US' });
    const ids = page.list.map((o: { kkOrderId: string }) => o.kkOrderId);
    assert.ok(ids.indexOf(first.kkOrderId) >= 0 && ids.indexOf(first.kkOrderId) < ids.indexOf(second.kkOrderId), 'oldest paid first');
    assert.ok(!ids.includes(unpaid.kkOrderId));
    const listed = page.list.find((o: { kkOrderId: string }) => o.kkOrderId === first.kkOrderId);
    assert.equal(listed.status, 'waitingShip');
    assert.equal(listed.held, false);
    assert.deepEqual(
      listed.lines.map((l: { quantity: number; shipped: number; remaining: number }) => [l.quantity, l.shipped, l.remaining]),
      [
        [3, 0, 3],
        [2, 0, 2],
      ],
    );
    assert.ok(page.list.every((o: { warehouseCode: string }) => o.warehouseCode === 'US'));
    assert.equal((await queue({ warehouseCode: 'DE', search: first.kkOrderId })).total, 0, 'another warehouse does not list it');
    assert.equal((await queue({ search: first.kkOrderId })).total, 1);
  });

  test('the queue answers operators with the fulfilment role only', async () => {
    expectFailure(await server.request('GET', '/api/admin/fulfilment/orders'), 401);
    expectFailure(await server.request('GET', '/api/admin/fulfilment/orders', { token: seller.token }), 403);
    const catalogue = await operatorWith(server, ['catalogue']);
    expectFailure(await server.request('GET', '/api/admin/fulfilment/orders', { token: catalogue.token }), 403);
    const order = await placePaidOrder(server, seller, [{ priceCents: 100, quantity: 1 }]);
    expectFailure(await ship(server, catalogue.token, parcelBody(order)), 403);
    expectFailure(await server.request('GET', '/api/admin/fulfilment/orders', { token: shipper.token, query: { warehouseCode: 'XX' } }), 400);
    const admin = await server.adminLogin();
    expectOk(await server.request('GET', '/api/admin/fulfilment/orders', { token: admin.token }));
  });
});

describe('shipping parcels', () => {
  test('a partial parcel makes the order Partial Shipped, the rest makes it Shipped, and it leaves the queue', async () => {
    const order = await placePaidOrder(server, seller, [{ priceCents: 1000, quantity: 3 }, { priceCents: 500, quantity: 2 }]);
    const firstParcel = expectOk(await ship(server, shipper.token, parcelBody(order, [2, 0], { weightGrams: 600, trackingUrl: 'https://track.example.com/1' })), 'Parcel shipped');
    assert.equal(firstParcel.orderStatus, 'partialShipped');
    assert.equal(firstParcel.parcel.parcelCode, `${order.kkOrderId}-P1`);
    assert.deepEqual(firstParcel.parcel.items, [{ kkItemId: order.items[0]!.id, skuCode: order.items[0]!.skuCode, quantity: 2 }]);
    assert.equal(firstParcel.parcel.trackingRegistered, true, 'registered with the tracking service at once');
    let row = await orderRow(order.id);
    assert.equal(row.status, 'partialShipped');
    assert.ok(row.shippedAt);
    const listed = (await queue({ search: order.kkOrderId })).list[0];
    assert.deepEqual(listed.lines.map((l: { remaining: number }) => l.remaining), [1, 2]);
    assert.equal(listed.parcels.length, 1);

    const rest = expectOk(await ship(server, shipper.token, parcelBody(order, [1, 2], { lastCarrier: 'USPS', tailTrackingNumber: '9400111899223344556677' })));
    assert.equal(rest.orderStatus, 'shipped');
    assert.equal(rest.parcel.parcelCode, `${order.kkOrderId}-P2`);
    assert.equal(rest.parcel.lastCarrier, 'USPS');
    row = await orderRow(order.id);
    assert.equal(row.status, 'shipped');
    assert.equal((await queue({ search: order.kkOrderId })).total, 0);
    assert.deepEqual((await steps(order.id)).slice(-2), ['partialShipped:partialShipped:operator', 'shipped:shipped:operator']);
    const audited = await server.db.select().from(auditLog).where(eq(auditLog.subject, `${order.kkOrderId}-P2`));
    assert.equal(audited[0]?.action, 'parcel.ship');
    // A shipped order has nothing left: even one more piece is refused.
    expectFailure(await ship(server, shipper.token, parcelBody(order, [1, 0])), 400, 40000, 'You cannot ship more pieces than remain to ship.');
  });

  test('more than remains, unknown lines and empty parcels are refused and change nothing', async () => {
    const order = await placePaidOrder(server, seller, [{ priceCents: 1000, quantity: 2 }]);
    expectFailure(await ship(server, shipper.token, parcelBody(order, [3])), 400, 40000, 'You cannot ship more pieces than remain to ship.');
    expectFailure(await ship(server, shipper.token, parcelBody(order, [0])), 400, 40000, 'Choose at least one line and a quantity to ship.');
    expectFailure(await ship(server, shipper.token, { ...parcelBody(order), lines: [{ kkItemId: 1, quantity: 1 }] }), 400, 40000, 'This line does not belong to the order.');
    expectFailure(await ship(server, shipper.token, { ...parcelBody(order), lines: [] }), 400, 40000, 'Choose at least one line and a quantity to ship.');
    expectFailure(await ship(server, shipper.token, { ...parcelBody(order), kkOrderId: 'KK0000000000' }), 404);
    assert.equal((await server.db.select().from(parcels).where(eq(parcels.orderId, order.id))).length, 0);
    assert.equal((await orderRow(order.id)).status, 'waitingShip');
  });

  test('the parcel needs a first carrier from the list and a tracking number; a tail number needs a last carrier', async () => {
    const order = await placePaidOrder(server, seller, [{ priceCents: 1000, quantity: 1 }]);
    const { trackingNumber: _n, ...noNumber } = parcelBody(order);
    expectFailure(await ship(server, shipper.token, noNumber), 400, 40000, "Tracking Number can't be empty");
    expectFailure(await ship(server, shipper.token, { ...parcelBody(order), trackingNumber: '  ' }), 400, 40000, "Tracking Number can't be empty");
    const { firstCarrier: _c, ...noCarrier } = parcelBody(order);
    expectFailure(await ship(server, shipper.token, noCarrier), 400, 40000, "shipping carrier can't be empty");
    expectFailure(await ship(server, shipper.token, parcelBody(order, undefined, { firstCarrier: 'Pigeon Post' })), 400);
    expectFailure(await ship(server, shipper.token, parcelBody(order, undefined, { tailTrackingNumber: '9400111899223344556677' })), 400, 40000, "shipping carrier can't be empty");
    expectFailure(await ship(server, shipper.token, parcelBody(order, undefined, { trackingUrl: 'not a url' })), 400);
    expectFailure(await ship(server, shipper.token, parcelBody(order, undefined, { weightGrams: -5 })), 400);
    assert.equal((await orderRow(order.id)).status, 'waitingShip');
  });

  test('unpaid orders and orders whose delivery was cancelled are not shipped; held orders show in the queue', async () => {
    const unpaid = await insertOrderWithItems(server, seller.userId, [{ priceCents: 100, quantity: 1 }]);
    expectFailure(await ship(server, shipper.token, parcelBody(unpaid)), 409, 40900, 'This order cannot be shipped in its current status.');
    const held = await placePaidOrder(server, seller, [{ priceCents: 100, quantity: 1 }]);
    await server.db.update(orders).set({ deliveryCancelledAt: new Date() }).where(eq(orders.id, held.id));
    expectFailure(await ship(server, shipper.token, parcelBody(held)), 409, 40900, 'Delivery of this order was cancelled, so it cannot be shipped.');
    const listed = (await queue({ search: held.kkOrderId })).list[0];
    assert.equal(listed.held, true);
  });

  test('two operators shipping the same pieces at once ship them only once', async () => {
    const order = await placePaidOrder(server, seller, [{ priceCents: 1000, quantity: 4 }]);
    const answers = await Promise.all([ship(server, shipper.token, parcelBody(order, [3])), ship(server, shipper.token, parcelBody(order, [3])), ship(server, shipper.token, parcelBody(order, [3]))]);
    assert.equal(answers.filter((a) => a.body.code === 10000).length, 1, JSON.stringify(answers.map((a) => a.body.message)));
    for (const refused of answers.filter((a) => a.body.code !== 10000)) expectFailure(refused, 400, 40000, 'You cannot ship more pieces than remain to ship.');
    const shipped = await server.db.select().from(parcels).where(eq(parcels.orderId, order.id));
    assert.equal(shipped.length, 1);
    assert.equal((await orderRow(order.id)).status, 'partialShipped');
  });
});
