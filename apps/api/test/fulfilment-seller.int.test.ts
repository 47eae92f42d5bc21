import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CarrierSimulator } from '../../../tools/simulators/carrier/server.ts';
import { expectFailure, expectOk, type SignedUp, type TestServer } from './harness.ts';
import { insertOrderWithItems, placePaidOrder } from './paid-order-fixture.ts';
import { operatorWith, parcelBody, ship, startWithCarrier } from './fulfilment-fixtures.ts';

let server: TestServer;
let carrier: CarrierSimulator;
let seller: SignedUp;
let other: SignedUp;

before(async () => {
  // No pushes: parcels stay without events unless a test advances them.
  ({ server, carrier } = await startWithCarrier({ webhooks: false }));
  seller = await server.signUp();
  other = await server.signUp();
});
after(async () => {
  await server?.close();
  await carrier?.close();
});

const call = (method: string, path: string, body: unknown, token: string | undefined = seller.token) => server.request(method, path, { token, body });
const TRACK = '/api/orders/logisticsTrackInfo';
const FULFIL = '/api/orders/fulfillment';
const CANCEL = '/api/orders/cancelFulfillment';
const fulfilment = (kkOrderId: string, extra: Record<string, unknown> = {}) => ({ kkOrderId, store: 'Ana Boutique', storeOrderId: '#1042', trackingNumber: '1Z999AA10123456784', shippingCarrier: 'UPS', trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784', ...extra });

describe('logisticsTrackInfo', () => {
  test('parcels without events say the logistics are not updated yet; the answer lists items and both legs', async () => {
    const order = await placePaidOrder(server, seller, [{ priceCents: 1000, quantity: 2 }]);
    const none = await call('POST', TRACK, { kkOrderId: order.kkOrderId });
    assert.equal(expectOk(none, 'Logistics information has not been updated yet').parcels.length, 0);
    const operator = await operatorWith(server, ['fulfilment']);
    const { parcel } = expectOk(await ship(server, operator.token, parcelBody(order, [1], { lastCarrier: 'Royal Mail', tailTrackingNumber: 'RM123456789GB', weightGrams: 300 })));
    const info = expectOk(await call('POST', TRACK, { kkOrderId: order.kkOrderId }), 'Logistics information has not been updated yet');
    assert.equal(info.orderStatus, 'partialShipped');
    const [only] = info.parcels;
    assert.equal(only.parcelCode, parcel.parcelCode);
    assert.equal(only.message, 'Logistics information has not been updated yet');
    assert.deepEqual(only.items, [{ kkItemId: order.items[0]!.id, skuCode: order.items[0]!.skuCode, productName: `Order Tee ${order.items[0]!.skuCode}`, imageUrl: null, quantity: 1 }]);
    assert.equal(only.firstCarrier, 'China Post');
    assert.equal(only.lastCarrier, 'Royal Mail');
    assert.equal(only.weightGrams, 300);
    await carrier.advance(parcel.trackingNumber, 1);
    await server.app.jobs.runDue();
    // The poll is an hour away: the seller still sees the stored state until it runs.
    const localized = await server.request('POST', TRACK, { token: seller.token, body: { kkOrderId: order.kkOrderId }, headers: { 'accept-language': 'de' } });
    assert.equal(localized.body.message, 'Die Versandinformationen wurden noch nicht aktualisiert');
  });

  test('guests, other sellers, unknown parcels and an empty order id are refused', async () => {
    const order = await placePaidOrder(server, seller, [{ priceCents: 1000, quantity: 1 }]);
    expectFailure(await server.request('POST', TRACK, { body: { kkOrderId: order.kkOrderId } }), 401);
    expectFailure(await call('POST', TRACK, { kkOrderId: order.kkOrderId }, other.token), 404);
    expectFailure(await call('POST', TRACK, { kkOrderId: order.kkOrderId, parcelCode: 'KK1-P9' }), 404);
    expectFailure(await call('POST', TRACK, { kkOrderId: '' }), 400, 40000, "kkOrderId can't be empty");
    expectFailure(await call('POST', TRACK, {}), 400, 40000, "kkOrderId can't be empty");
  });
});

describe('Fulfill Order', () => {
  test('the seller records their store tracking, replaces it, and cancels it', async () => {
    const order = await placePaidOrder(server, seller, [{ priceCents: 1000, quantity: 1 }]);
    const saved = expectOk(await call('POST', FULFIL, fulfilment(order.kkOrderId)), 'Order fulfilled successfully');
    assert.equal(saved.shippingCarrier, 'UPS');
    assert.equal(saved.storeOrderId, '#1042');
    expectOk(await call('POST', FULFIL, fulfilment(order.kkOrderId, { trackingNumber: '9400111899223344556677', shippingCarrier: 'USPS', trackingUrl: '', store: '' })));
    const info = expectOk(await call('POST', TRACK, { kkOrderId: order.kkOrderId }));
    assert.deepEqual({ ...info.fulfilment, createdAt: undefined }, { store: null, storeOrderId: '#1042', trackingNumber: '9400111899223344556677', shippingCarrier: 'USPS', trackingUrl: null, createdAt: undefined });
    expectOk(await call('PUT', CANCEL, { kkOrderId: order.kkOrderId }), 'Fulfilment cancelled');
    assert.equal(expectOk(await call('POST', TRACK, { kkOrderId: order.kkOrderId })).fulfilment, null);
    expectFailure(await call('PUT', CANCEL, { kkOrderId: order.kkOrderId }), 409, 40900, 'This order has no fulfilment to cancel.');
  });

  test("the spec's three required fields, the carrier list and the link are checked", async () => {
    const order = await placePaidOrder(server, seller, [{ priceCents: 1000, quantity: 1 }]);
    const { trackingNumber: _t, ...noNumber } = fulfilment(order.kkOrderId);
    expectFailure(await call('POST', FULFIL, noNumber), 400, 40000, "Tracking Number can't be empty");
    expectFailure(await call('POST', FULFIL, fulfilment(order.kkOrderId, { trackingNumber: '' })), 400, 40000, "Tracking Number can't be empty");
    const { kkOrderId: _k, ...noOrder } = fulfilment(order.kkOrderId);
    expectFailure(await call('POST', FULFIL, noOrder), 400, 40000, "kkOrderId can't be empty");
    expectFailure(await call('POST', FULFIL, fulfilment(order.kkOrderId, { shippingCarrier: '' })), 400, 40000, "shipping carrier can't be empty");
    const { shippingCarrier: _c, ...noCarrier } = fulfilment(order.kkOrderId);
    expectFailure(await call('POST', FULFIL, noCarrier), 400, 40000, "shipping carrier can't be empty");
    expectFailure(await call('POST', FULFIL, fulfilment(order.kkOrderId, { shippingCarrier: 'Pigeon Post' })), 400, 40000, 'This value is not valid.');
    expectFailure(await call('POST', FULFIL, fulfilment(order.kkOrderId, { trackingUrl: 'ups.com' })), 400);
    expectFailure(await call('POST', FULFIL, fulfilment(order.kkOrderId, { storeOrderId: 'x'.repeat(101) })), 400);
  });

  test('only the owner fulfils, and only paid orders', async () => {
    const order = await placePaidOrder(server, seller, [{ priceCents: 1000, quantity: 1 }]);
    expectFailure(await call('POST', FULFIL, fulfilment(order.kkOrderId), other.token), 404);
    expectFailure(await call('PUT', CANCEL, { kkOrderId: order.kkOrderId }, other.token), 404);
    expectFailure(await server.request('POST', FULFIL, { body: fulfilment(order.kkOrderId) }), 401);
    const unpaid = await insertOrderWithItems(server, seller.userId, [{ priceCents: 100, quantity: 1 }]);
    expectFailure(await call('POST', FULFIL, fulfilment(unpaid.kkOrderId)), 409, 40900, 'Only paid orders that are not cancelled or refunded can be fulfilled.');
    expectFailure(await call('PUT', CANCEL, { kkOrderId: '' }), 400, 40000, "kkOrderId can't be empty");
  });
});
