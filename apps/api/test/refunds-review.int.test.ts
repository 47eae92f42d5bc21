import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { orderEvents, orders, parcels } from '../src/db/schema/index.ts';
import { expectFailure, expectOk, useTestServer, type SignedUp } from './harness.ts';
import { assertLedgerBalanced } from './ledger-check.ts';
import { placePaidOrder, type PlacedOrder } from './paid-order-fixture.ts';
import { applyForRefund, operatorWithRoles, records } from './refunds-fixture.ts';

let seller: SignedUp;
let reviewer: string;
let support: string;
let catalogueOnly: string;
const server = useTestServer({}, async (s) => {
  seller = await s.signUp();
  reviewer = (await s.adminLogin()).token;
  support = await operatorWithRoles(s, ['support']);
  catalogueOnly = await operatorWithRoles(s, ['catalogue']);
});

const balance = async () => expectOk<{ balance: number }>(await server.request('GET', '/api/payment/balance', { token: seller.token })).balance;
const orderOf = async (order: PlacedOrder) => (await server.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;

/** 2 x $10 and 1 x $25 with $5 shipping: $50 paid from the balance. */
const paidOrder = () => placePaidOrder(server, seller, [{ priceCents: 1_000, quantity: 2 }, { priceCents: 2_500, quantity: 1 }]);

async function apply(order: PlacedOrder, fields: Parameters<typeof applyForRefund>[3]) {
  return expectOk<{ id: number; amount: number }>(await applyForRefund(server, seller.token, order.kkOrderId, fields));
}

test('the queue shows processing applications with order, lines, reason and seller', async () => {
  const order = await paidOrder();
  const refund = await apply(order, { reason: 'outOfStock', remarks: 'Size M sold out', items: [{ kkItemId: order.items[1]!.id, quantity: 1 }] });
  const queue = expectOk(await server.request('GET', '/api/admin/refunds', { token: support, query: { status: 'processing', pageSize: 100 } }));
  const row = queue.list.find((r: any) => r.id === refund.id);
  assert.ok(row, 'the application is in the queue');
  assert.equal(row.reason, 'outOfStock');
  assert.equal(row.remarks, 'Size M sold out');
  assert.equal(row.seller.email, seller.email);
  assert.deepEqual(row.order, { status: 'refunding', totalAmount: 5_000, refundedAmount: 0, paymentMethod: 0, wallet: null });
  assert.deepEqual(row.items.map((i: any) => [i.kkItemId, i.quantity, i.amount]), [[order.items[1]!.id, 1, 2_500]]);
});

test('approving part of a balance refund puts that much back on the balance at once, as a refund income', async () => {
  const order = await paidOrder();
  const before = await balance();
  const refund = await apply(order, { reason: 'noLongerWanted', items: [{ kkItemId: order.items[0]!.id, quantity: 2 }] });
  assert.equal(refund.amount, 2_000);

  expectFailure(await server.request('POST', `/api/admin/refunds/${refund.id}/approve`, { token: support, body: { amount: 2_001 } }), 400, 40000, 'The approved amount cannot be more than the requested amount.');
  expectFailure(await server.request('POST', `/api/admin/refunds/${refund.id}/approve`, { token: support, body: { amount: 0 } }), 400);
  const approved = expectOk(await server.request('POST', `/api/admin/refunds/${refund.id}/approve`, { token: support, body: { amount: 1_500 } }), 'Refund approved');
  assert.equal(approved.status, 'completed');
  assert.equal(approved.approvedAmount, 1_500);
  assert.equal(approved.order.refundedAmount, 1_500);

  assert.equal(await balance(), before + 1_500);
  const income = expectOk(await server.request('GET', '/api/payment/transactions', { token: seller.token, query: { pageNumber: 1, pageSize: 5, type: 'refund' } }));
  assert.deepEqual(
    income.list.filter((row: any) => row.orderNumber === order.kkOrderId).map((row: any) => [row.type, row.direction, row.amount]),
    [['refund', 'income', 1_500]],
  );
  await assertLedgerBalanced(server, seller.token);

  const row = await orderOf(order);
  assert.equal(row.status, 'partialRefund');
  assert.equal(row.refundedCents, 1_500);
  const steps = await server.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
  assert.ok(steps.some((s) => s.type === 'partialRefund' && s.status === 'partialRefund' && s.actor === 'operator'));
  assert.deepEqual(
    (await records(server, seller.token, order.kkOrderId)).map((r) => [r.type, r.amount]),
    [
      ['application', 2_000],
      ['approved', 1_500],
      ['succeeded', 1_500],
    ],
  );
  const seen = expectOk(await server.request('GET', `/api/orders/returns/${refund.id}`, { token: seller.token }));
  assert.equal(seen.status, 'completed');

  // The two pieces are refunded: what is left is the $25 line and the $5 shipping, less the $15 given.
  const form = expectOk(await server.request('GET', `/api/orders/refundForm/${order.kkOrderId}`, { token: seller.token }));
  assert.equal(form.refundableAmount, 3_500);
  assert.equal(form.lines[0].refundableQuantity, 0);
  expectFailure(await server.request('POST', `/api/admin/refunds/${refund.id}/approve`, { token: support, body: { amount: 100 } }), 409, 40900, 'This refund request has already been reviewed.');
});

test('a full refund makes the order Refunded; asking again says it was refunded before', async () => {
  const order = await paidOrder();
  const before = await balance();
  const refund = await apply(order, { reason: 'outOfStock' });
  assert.equal(refund.amount, 5_000);
  expectOk(await server.request('POST', `/api/admin/refunds/${refund.id}/approve`, { token: reviewer, body: { amount: 5_000 } }));
  assert.equal(await balance(), before + 5_000);
  const row = await orderOf(order);
  assert.equal(row.status, 'refunded');
  assert.equal(row.refundedCents, row.totalCents);
  await assertLedgerBalanced(server, seller.token);

  expectFailure(await applyForRefund(server, seller.token, order.kkOrderId, { reason: 'other', amount: 1 }), 409, 40900, 'Order has been refunded before');
  const form = expectOk(await server.request('GET', `/api/orders/refundForm/${order.kkOrderId}`, { token: seller.token }));
  assert.equal(form.refundableAmount, 0);
  assert.equal(form.blockedMessage, 'Order has been refunded before');
});

test('after shipment only the goods are refundable, and the last pieces make the order Refunded', async () => {
  const order = await paidOrder();
  await server.db.update(orders).set({ status: 'shipped', shippedAt: new Date() }).where(eq(orders.id, order.id));
  const form = expectOk(await server.request('GET', `/api/orders/refundForm/${order.kkOrderId}`, { token: seller.token }));
  assert.equal(form.refundableAmount, 4_500, 'the $5 shipping is spent');
  expectFailure(await applyForRefund(server, seller.token, order.kkOrderId, { reason: 'other', amount: 4_501 }), 400, 40000, /\(\$45\.00\)/);
  const refund = await apply(order, { reason: 'other', items: [{ kkItemId: order.items[0]!.id, quantity: 2 }, { kkItemId: order.items[1]!.id, quantity: 1 }] });
  assert.equal(refund.amount, 4_500);
  expectOk(await server.request('POST', `/api/admin/refunds/${refund.id}/approve`, { token: support, body: { amount: 4_500 } }));
  assert.equal((await orderOf(order)).status, 'refunded');
  expectFailure(await applyForRefund(server, seller.token, order.kkOrderId, { reason: 'other', amount: 1 }), 409, 40900, 'Order has been refunded before');
  await assertLedgerBalanced(server, seller.token);
});

test('rejecting with a reason sends the order back where it was; the seller may apply again', async () => {
  const order = await paidOrder();
  const before = await balance();
  const refund = await apply(order, { reason: 'shipmentDelay', amount: 900 });
  expectFailure(await server.request('POST', `/api/admin/refunds/${refund.id}/reject`, { token: support, body: { reason: '  ' } }), 400, 40000, 'Please enter the reason for the rejection.');
  const rejected = expectOk(await server.request('POST', `/api/admin/refunds/${refund.id}/reject`, { token: support, body: { reason: 'The parcel left the warehouse already.' } }), 'Refund rejected');
  assert.equal(rejected.status, 'rejected');
  assert.equal(rejected.reviewNote, 'The parcel left the warehouse already.');
  assert.equal((await orderOf(order)).status, 'waitingShip');
  assert.equal(await balance(), before);
  assert.deepEqual(
    (await records(server, seller.token, order.kkOrderId)).map((r) => [r.type, r.note]),
    [
      ['application', null],
      ['rejected', 'The parcel left the warehouse already.'],
    ],
  );
  expectFailure(await server.request('POST', `/api/admin/refunds/${refund.id}/approve`, { token: support, body: { amount: 900 } }), 409);
  const again = await apply(order, { reason: 'shipmentDelay', amount: 900 });
  assert.notEqual(again.id, refund.id);
  await assertLedgerBalanced(server, seller.token);
});

test('a partly shipped order resumes its status after a rejection', async () => {
  const order = await paidOrder();
  await server.db.update(orders).set({ status: 'partialShipped' }).where(eq(orders.id, order.id));
  await server.db.insert(parcels).values({ parcelCode: `P-${order.id}`, orderId: order.id, warehouseCode: 'CN_S', status: 'shipped', shippedAt: new Date() });
  const refund = await apply(order, { reason: 'other', amount: 500 });
  expectOk(await server.request('POST', `/api/admin/refunds/${refund.id}/reject`, { token: support, body: { reason: 'No.' } }));
  assert.equal((await orderOf(order)).status, 'partialShipped');
});

test('only support, finance and administrators review; sellers and guests cannot', async () => {
  const order = await paidOrder();
  const refund = await apply(order, { reason: 'other', amount: 100 });
  expectFailure(await server.request('GET', '/api/admin/refunds', { token: catalogueOnly }), 403);
  expectFailure(await server.request('POST', `/api/admin/refunds/${refund.id}/approve`, { token: catalogueOnly, body: { amount: 100 } }), 403);
  expectFailure(await server.request('GET', '/api/admin/refunds', { token: seller.token }), 403);
  expectFailure(await server.request('GET', '/api/admin/refunds'), 401);
  expectFailure(await server.request('GET', '/api/admin/refunds/999999999', { token: support }), 404);
  expectFailure(await server.request('POST', '/api/admin/refunds/999999999/reject', { token: support, body: { reason: 'x' } }), 404);
  expectFailure(await server.request('GET', '/api/admin/refunds', { token: support, query: { status: 'nope' } }), 400);
  const finance = await operatorWithRoles(server, ['finance']);
  expectOk(await server.request('POST', `/api/admin/refunds/${refund.id}/approve`, { token: finance, body: { amount: 100 } }));
  await assertLedgerBalanced(server, seller.token);
});
