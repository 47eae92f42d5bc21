import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { orderEvents, orders } from '../src/db/schema/index.ts';
import { expectFailure, expectOk, useTestServer, type SignedUp } from './harness.ts';
import { assertLedgerBalanced } from './ledger-check.ts';
import { insertOrderWithItems, placePaidOrder } from './paid-order-fixture.ts';
import { applyForRefund, photoPng, records } from './refunds-fixture.ts';

let seller: SignedUp;
let other: SignedUp;
const server = useTestServer({}, async (s) => {
  seller = await s.signUp();
  other = await s.signUp();
});

/** 2 x $10 and 1 x $25 with $5 shipping: $50 paid from the balance. */
const paidOrder = () => placePaidOrder(server, seller, [{ priceCents: 1_000, quantity: 2 }, { priceCents: 2_500, quantity: 1 }]);

test('the refund form lists the lines, the refundable amount and the spec reasons', async () => {
  const order = await paidOrder();
  const form = expectOk(await server.request('GET', `/api/orders/refundForm/${order.kkOrderId}`, { token: seller.token }));
  assert.equal(form.refundableAmount, 5_000, 'nothing shipped: goods and shipping');
  assert.equal(form.status, 'waitingShip');
  assert.equal(form.blockedMessage, null);
  assert.deepEqual(
    form.lines.map((line: any) => [line.kkItemId, line.quantity, line.refundableQuantity, line.refundableAmount, line.colour, line.size]),
    [
      [order.items[0]!.id, 2, 2, 2_000, 'Black', 'M'],
      [order.items[1]!.id, 1, 1, 2_500, 'Black', 'M'],
    ],
  );
  assert.deepEqual(
    form.reasons.map((r: any) => r.name),
    ['Out of Stock', 'Shipment Delay', "Don't want anymore", 'Incorrect address information', 'Product selection error/multiple selection', 'Other'],
  );
});

test('the server computes the amount of the chosen pieces', async () => {
  const order = await paidOrder();
  const path = `/api/orders/refund/amount/${order.kkOrderId}`;
  const one = expectOk(await server.request('POST', path, { token: seller.token, body: { items: [{ kkItemId: order.items[0]!.id, quantity: 1 }] } }));
  assert.deepEqual(one, { amount: 1_000, refundableAmount: 5_000, includesShipping: false });
  const all = expectOk(await server.request('POST', path, { token: seller.token, body: { items: [{ kkItemId: order.items[0]!.id, quantity: 2 }, { kkItemId: order.items[1]!.id, quantity: 1 }] } }));
  assert.deepEqual(all, { amount: 5_000, refundableAmount: 5_000, includesShipping: true });
  expectFailure(await server.request('POST', path, { token: seller.token, body: { items: [{ kkItemId: order.items[0]!.id, quantity: 3 }] } }), 400, 40000, 'The refund quantity is more than can still be refunded.');
  expectFailure(await server.request('POST', path, { token: seller.token, body: { items: [{ kkItemId: 1, quantity: 1 }] } }), 400);
  expectFailure(await server.request('POST', path, { token: seller.token, body: { items: 'all' } }), 400);
});

test('a multipart application with photos moves the order to refunding and appears in the lists', async () => {
  const order = await paidOrder();
  const answer = await applyForRefund(
    server,
    seller.token,
    order.kkOrderId,
    { reason: 'wrongSelection', remarks: 'Ordered the wrong size', items: [{ kkItemId: order.items[0]!.id, quantity: 1 }] },
    [{ bytes: await photoPng() }, { bytes: await photoPng('#2980b9') }],
  );
  const submitted = expectOk(answer, 'Submitted Successfully');
  assert.equal(submitted.amount, 1_000);
  assert.equal(submitted.refundNo, `${order.kkOrderId}-R1`);

  const [row] = await server.db.select().from(orders).where(eq(orders.id, order.id));
  assert.equal(row!.status, 'refunding');
  assert.equal(row!.resumeStatus, 'waitingShip');
  const steps = await server.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
  assert.ok(steps.some((step) => step.type === 'refundRequested' && step.status === 'refunding' && step.actor === 'seller'));

  const detail = expectOk(await server.request('GET', `/api/orders/returns/${submitted.id}`, { token: seller.token }));
  assert.equal(detail.status, 'processing');
  assert.equal(detail.reason, 'wrongSelection');
  assert.equal(detail.remarks, 'Ordered the wrong size');
  assert.equal(detail.requestedAmount, 1_000);
  assert.equal(detail.quantity, 1);
  assert.deepEqual(detail.items.map((i: any) => [i.kkItemId, i.quantity, i.amount]), [[order.items[0]!.id, 1, 1_000]]);
  assert.equal(detail.photos.length, 2);
  for (const url of detail.photos) {
    assert.match(url, /^\/media\/uploads\/[0-9a-f]{64}\.png$/);
    const served = await fetch(new URL(url, server.baseUrl));
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/png');
  }

  const page = expectOk(await server.request('POST', '/api/orders/returns', { token: seller.token, body: { pageNumber: 1, pageSize: 10, status: 'processing' } }));
  assert.ok(page.list.some((r: any) => r.id === submitted.id && r.kkOrderId === order.kkOrderId));
  const none = expectOk(await server.request('POST', '/api/orders/returns', { token: seller.token, body: { status: 'completed' } }));
  assert.ok(!none.list.some((r: any) => r.id === submitted.id));

  assert.deepEqual(
    (await records(server, seller.token, order.kkOrderId)).map((r) => [r.type, r.amount]),
    [['application', 1_000]],
  );

  // One open application per order.
  expectFailure(await applyForRefund(server, seller.token, order.kkOrderId, { reason: 'other' }), 409, 40900, 'This order already has a refund request under review.');
  const form = expectOk(await server.request('GET', `/api/orders/refundForm/${order.kkOrderId}`, { token: seller.token }));
  assert.equal(form.openRefundId, submitted.id);
  assert.equal(form.blockedMessage, 'This order already has a refund request under review.');
  await assertLedgerBalanced(server, seller.token);
});

test('the JSON after-sales order is the same application without photos', async () => {
  const order = await paidOrder();
  const created = expectOk(await server.request('POST', `/api/orders/returns/${order.kkOrderId}`, { token: seller.token, body: { reason: 'shipmentDelay', amount: 700 } }), 'Submitted Successfully');
  const detail = expectOk(await server.request('GET', `/api/orders/returns/${created.id}`, { token: seller.token }));
  assert.equal(detail.requestedAmount, 700);
  assert.equal(detail.quantity, 0);
  assert.deepEqual(detail.photos, []);
});

test('bad input is a 4xx with the spec message, never a 500', async () => {
  const order = await paidOrder();
  expectFailure(await applyForRefund(server, seller.token, order.kkOrderId, { reason: '' }), 400, 40000, 'Refund reason is required.');
  expectFailure(await applyForRefund(server, seller.token, order.kkOrderId, { reason: 'bored' }), 400, 40000, 'Refund reason is required.');
  expectFailure(await applyForRefund(server, seller.token, order.kkOrderId, { reason: 'other', amount: 5_001 }), 400, 40000, 'The refund amount cannot be more than the refundable amount ($50.00).');
  expectFailure(await applyForRefund(server, seller.token, order.kkOrderId, { reason: 'other', items: [{ kkItemId: order.items[1]!.id, quantity: 1 }], amount: 2_501 }), 400, 40000, /refundable amount \(\$50\.00\)/);
  expectFailure(await applyForRefund(server, seller.token, order.kkOrderId, { reason: 'other', kkOrderId: 'KK000000000' }), 400);
  expectFailure(await applyForRefund(server, seller.token, order.kkOrderId, { reason: 'other' }, [{ bytes: Buffer.from('not a picture at all'), name: 'x.png' }]), 400, 40000, 'only pictures can be uploaded');
  const six = await Promise.all([1, 2, 3, 4, 5, 6].map(() => photoPng()));
  expectFailure(await applyForRefund(server, seller.token, order.kkOrderId, { reason: 'other' }, six.map((bytes) => ({ bytes }))), 400, 40000, 'You can upload at most 5 photos.');
  expectFailure(await server.request('POST', `/api/orders/returns/${order.kkOrderId}`, { token: seller.token, body: { reason: 'other', amount: -5 } }), 400);
  expectFailure(await server.request('POST', '/api/orders/returns', { token: seller.token, body: { status: 'lost' } }), 400);
  expectFailure(await server.request('GET', '/api/orders/returns/abc', { token: seller.token }), 400);
  // Nothing was applied for by the refused calls.
  assert.equal(expectOk(await server.request('GET', `/api/orders/refundForm/${order.kkOrderId}`, { token: seller.token })).openRefundId, null);
});

test('an unpaid order cannot be refunded', async () => {
  const unpaid = await insertOrderWithItems(server, seller.userId, [{ priceCents: 1_000, quantity: 1 }]);
  expectFailure(await applyForRefund(server, seller.token, unpaid.kkOrderId, { reason: 'other' }), 409, 40900, 'Refund Request Failed – There is error with your request');
  const form = expectOk(await server.request('GET', `/api/orders/refundForm/${unpaid.kkOrderId}`, { token: seller.token }));
  assert.equal(form.refundableAmount, 0);
  assert.equal(form.blockedMessage, 'Refund Request Failed – There is error with your request');
});

test("other sellers' orders and refunds are 404, guests 401", async () => {
  const order = await paidOrder();
  const mine = expectOk(await applyForRefund(server, seller.token, order.kkOrderId, { reason: 'other', amount: 100 }));
  expectFailure(await server.request('GET', `/api/orders/refundForm/${order.kkOrderId}`, { token: other.token }), 404);
  expectFailure(await server.request('POST', `/api/orders/refund/amount/${order.kkOrderId}`, { token: other.token, body: {} }), 404);
  expectFailure(await applyForRefund(server, other.token, order.kkOrderId, { reason: 'other' }), 404);
  expectFailure(await server.request('POST', `/api/orders/returns/${order.kkOrderId}`, { token: other.token, body: { reason: 'other' } }), 404);
  expectFailure(await server.request('GET', `/api/orders/returns/${mine.id}`, { token: other.token }), 404);
  expectFailure(await server.request('GET', `/api/orders/refund/${order.kkOrderId}`, { token: other.token }), 404);
  const theirs = expectOk(await server.request('POST', '/api/orders/returns', { token: other.token, body: {} }));
  assert.equal(theirs.total, 0);

  expectFailure(await server.request('GET', `/api/orders/refundForm/${order.kkOrderId}`), 401);
  expectFailure(await applyForRefund(server, undefined, order.kkOrderId, { reason: 'other' }), 401);
  expectFailure(await server.request('POST', '/api/orders/returns', { body: {} }), 401);
  expectFailure(await server.request('GET', `/api/orders/refund/${order.kkOrderId}`), 401);
});
