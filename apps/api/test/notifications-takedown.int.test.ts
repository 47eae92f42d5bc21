import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { orderItems, orders, products } from '../src/db/schema/index.ts';
import { takedownRepository } from '../src/modules/notifications/station/takedown/takedown.repository.ts';
import { expectFailure, expectOk, useTestServer, type SignedUp } from './harness.ts';
import { newState } from './notifications-fixtures.ts';
import { insertOrderWithItems, type PlacedOrder } from './paid-order-fixture.ts';

let operator: string;
let alice: SignedUp;
let bob: SignedUp;
let carol: SignedUp;
let aliceOrder: PlacedOrder;
let bobOrder: PlacedOrder;
const server = useTestServer({}, async (s) => {
  operator = (await s.adminLogin()).token;
  [alice, bob, carol] = [await s.signUp(), await s.signUp(), await s.signUp()];
  aliceOrder = await insertOrderWithItems(s, alice.userId, [{ priceCents: 1500, quantity: 2 }]);
  bobOrder = await insertOrderWithItems(s, bob.userId, [{ priceCents: 900, quantity: 1 }]);
  // Carol bought Alice's product too, but cancelled that order.
  const carolOrder = await insertOrderWithItems(s, carol.userId, [{ priceCents: 1500, quantity: 1 }]);
  const [aliceLine] = await s.db.select().from(orderItems).where(eq(orderItems.orderId, aliceOrder.id));
  await s.db.update(orderItems).set({ productId: aliceLine!.productId, skuId: aliceLine!.skuId }).where(eq(orderItems.orderId, carolOrder.id));
  await s.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, carolOrder.id));
});

const lineOf = async (order: PlacedOrder) => (await server.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)))[0]!;
const noticesOf = async (token: string) =>
  expectOk<{ list: { id: number; productName: string; spuCode: string; skuCode: string | null; imgUrl: string | null; createDate: string; receiveState: number }[]; total: number }>(
    await server.request('GET', '/api/message/productTakeDownSendsList', { token }),
  );

test('taking a product off sale tells the sellers who bought it, and nobody else', async () => {
  const line = await lineOf(aliceOrder);
  const [product] = await server.db.select().from(products).where(eq(products.id, line.productId));
  expectOk(await server.request('PUT', `/api/admin/catalogue/products/${line.productId}`, { token: operator, body: { status: 0 } }));
  assert.equal((await noticesOf(alice.token)).total, 0, 'raised by the job, after the operator’s save');
  await server.app.jobs.runDue();
  const [notice, ...others] = (await noticesOf(alice.token)).list;
  assert.equal(others.length, 0);
  assert.equal(notice!.productName, product!.name);
  assert.equal(notice!.spuCode, product!.itemNo);
  assert.equal(notice!.skuCode, null, 'the whole product');
  assert.equal(notice!.receiveState, 0);
  assert.equal((await noticesOf(bob.token)).total, 0, 'Bob bought something else');
  assert.equal((await noticesOf(carol.token)).total, 0, 'Carol cancelled her order');
  // A second run of the same take-down raises nothing new.
  assert.equal(await takedownRepository(server.db).raise({ productId: line.productId, skuId: null, since: new Date(Date.now() - 60_000) }), 0);
  // Saving the product again while it is off sale is no new take-down.
  expectOk(await server.request('PUT', `/api/admin/catalogue/products/${line.productId}`, { token: operator, body: { status: 0 } }));
  await server.app.jobs.runDue();
  assert.equal((await noticesOf(alice.token)).total, 1);
});

test('taking one SKU off sale names the SKU', async () => {
  const line = await lineOf(bobOrder);
  expectOk(await server.request('PUT', `/api/admin/catalogue/skus/${line.skuId}`, { token: operator, body: { status: 0 } }));
  await server.app.jobs.runDue();
  const { list } = await noticesOf(bob.token);
  assert.equal(list.length, 1);
  assert.equal(list[0]!.skuCode, line.skuCode);
  assert.equal((await newState(server, bob.token))['3'], true);
});

test('notices are read in bulk; another seller’s id is 404 and changes nothing', async () => {
  const [aliceNotice] = (await noticesOf(alice.token)).list;
  const [bobNotice] = (await noticesOf(bob.token)).list;
  expectFailure(await server.request('PUT', '/api/message/productTakeDownSends', { token: alice.token, body: { ids: [aliceNotice!.id, bobNotice!.id], receiveState: 1 } }), 404);
  assert.equal((await noticesOf(alice.token)).list[0]!.receiveState, 0);
  assert.equal((await newState(server, alice.token))['3'], true);
  const done = expectOk<{ updated: number }>(await server.request('PUT', '/api/message/productTakeDownSends', { token: alice.token, body: { ids: [aliceNotice!.id], receiveState: 1 } }));
  assert.equal(done.updated, 1);
  assert.equal((await noticesOf(alice.token)).list[0]!.receiveState, 1);
  assert.equal((await newState(server, alice.token))['3'], false);
  assert.equal((await noticesOf(bob.token)).list[0]!.receiveState, 0, 'Bob’s notice untouched');
});

test('bad input and guests', async () => {
  expectFailure(await server.request('PUT', '/api/message/productTakeDownSends', { token: alice.token, body: { ids: [], receiveState: 1 } }), 400);
  expectFailure(await server.request('PUT', '/api/message/productTakeDownSends', { token: alice.token, body: { ids: [1], receiveState: 0 } }), 400);
  expectFailure(await server.request('PUT', '/api/message/productTakeDownSends', { token: alice.token, body: { ids: ['x'], receiveState: 1 } }), 400);
  expectFailure(await server.request('GET', '/api/message/productTakeDownSendsList', { token: alice.token, query: { pageSize: 0 } }), 400);
  expectFailure(await server.request('PUT', '/api/message/productTakeDownSends', { body: { ids: [1], receiveState: 1 } }), 401);
});
