import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { orderEvents, orderItems } from '../src/db/schema/index.ts';
import { expectFailure, expectOk, useTestServer } from './harness.ts';
import { stockOf } from './orders-fixture.ts';
import { orderRowOf, putOrderIn } from './orders-manage-fixture.ts';
import { insertOrderWithItems, placePaidOrder } from './paid-order-fixture.ts';

const server = useTestServer({ rateLimitPerMinute: 100_000 });
const NOT_ALLOWED = "This action is not available for the order's current status.";

const cancel = (token: string | undefined, body: unknown) => server.request('PUT', '/api/orders/orders', { token, body });
const action = (method: string, path: string, token?: string, body?: unknown) => server.request(method, path, { token, body });
const stepsOf = async (orderId: number) => (await server.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id)).map((e) => [e.type, e.status, e.actor]);

describe('Cancel Order', () => {
  test('an unpaid order is cancelled with its reason; the stock comes back; the timeline says so', async () => {
    const seller = await server.signUp();
    const order = await insertOrderWithItems(server, seller.userId, [{ priceCents: 1000, quantity: 3 }]);
    const row = await orderRowOf(server, order.id);
    const [item] = await server.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const before = await stockOf(server.db, item!.skuId, row.warehouseCode);

    expectFailure(await cancel(seller.token, { kkOrderId: order.kkOrderId }), 400, 40000, 'Cancellation reason is required.');
    expectFailure(await cancel(seller.token, { kkOrderId: order.kkOrderId, cancelReason: '' }), 400, 40000, 'Cancellation reason is required.');
    expectFailure(await cancel(seller.token, { kkOrderId: order.kkOrderId, cancelReason: 'because' }), 400, 40000, 'Cancellation reason is required.');
    expectFailure(await cancel(seller.token, { cancelReason: 'other' }), 400);
    expectFailure(await cancel(undefined, { kkOrderId: order.kkOrderId, cancelReason: 'other' }), 401);

    const other = await server.signUp();
    expectFailure(await cancel(other.token, { kkOrderId: order.kkOrderId, cancelReason: 'other' }), 404);

    expectOk(await cancel(seller.token, { kkOrderId: order.kkOrderId, cancelReason: 'wrongSelection' }), 'Your order was cancelled successfully');
    const after = await orderRowOf(server, order.id);
    assert.equal(after.status, 'cancelled');
    assert.equal(after.cancelReason, 'wrongSelection');
    assert.ok(after.cancelledAt);
    assert.equal(await stockOf(server.db, item!.skuId, row.warehouseCode), before + 3);
    assert.deepEqual(await stepsOf(order.id), [['submitted', 'waitingPayment', 'seller'], ['cancelled', 'cancelled', 'seller']]);

    expectFailure(await cancel(seller.token, { kkOrderId: order.kkOrderId, cancelReason: 'other' }), 409, 40900, NOT_ALLOWED);
    assert.equal(await stockOf(server.db, item!.skuId, row.warehouseCode), before + 3, 'a second cancel gives nothing back');
  });

  test('a paid order cannot be cancelled (refund instead); an unpaid abnormal one can', async () => {
    const seller = await server.signUp();
    const paid = await placePaidOrder(server, seller, [{ priceCents: 1000, quantity: 1 }]);
    expectFailure(await cancel(seller.token, { kkOrderId: paid.kkOrderId, cancelReason: 'other' }), 409, 40900, NOT_ALLOWED);
    await putOrderIn(server, paid.id, 'abnormal', { resumeStatus: 'waitingShip' });
    expectFailure(await cancel(seller.token, { kkOrderId: paid.kkOrderId, cancelReason: 'other' }), 409, 40900, 'This order has been paid and cannot be cancelled. Please request a refund instead.');

    const unpaid = await insertOrderWithItems(server, seller.userId, [{ priceCents: 1000, quantity: 1 }]);
    await putOrderIn(server, unpaid.id, 'abnormal', { resumeStatus: 'waitingPayment', abnormalReason: 'logistics' });
    expectOk(await cancel(seller.token, { kkOrderId: unpaid.kkOrderId, cancelReason: 'wrongAddress' }));
    assert.equal((await orderRowOf(server, unpaid.id)).status, 'cancelled');
  });
});

describe('Confirm Receipt, Cancel Delivery, Delete, notes', () => {
  test('Confirm Receipt only for a shipped order', async () => {
    const seller = await server.signUp();
    const order = await placePaidOrder(server, seller, [{ priceCents: 1000, quantity: 1 }]);
    const path = `/api/orders/orders/${order.kkOrderId}/receipt`;
    expectFailure(await action('PUT', path, seller.token), 409, 40900, NOT_ALLOWED);
    await putOrderIn(server, order.id, 'shipped');
    expectFailure(await action('PUT', path), 401);
    expectFailure(await action('PUT', path, (await server.signUp()).token), 404);
    expectOk(await action('PUT', path, seller.token), 'Transaction completed');
    const row = await orderRowOf(server, order.id);
    assert.equal(row.status, 'complete');
    assert.ok(row.receivedAt);
    assert.deepEqual((await stepsOf(order.id)).at(-1), ['complete', 'complete', 'seller']);
    expectFailure(await action('PUT', path, seller.token), 409);
  });

  test('Cancel Delivery holds a waiting-to-ship order once, then offers a refund only', async () => {
    const seller = await server.signUp();
    const unpaid = await insertOrderWithItems(server, seller.userId, [{ priceCents: 1000, quantity: 1 }]);
    expectFailure(await action('PUT', `/api/orders/orders/${unpaid.kkOrderId}/cancelDelivery`, seller.token), 409, 40900, NOT_ALLOWED);

    const order = await placePaidOrder(server, seller, [{ priceCents: 1000, quantity: 1 }]);
    const path = `/api/orders/orders/${order.kkOrderId}/cancelDelivery`;
    expectFailure(await action('PUT', path, (await server.signUp()).token), 404);
    expectOk(await action('PUT', path, seller.token), 'Delivery cancelled. The order will not be shipped; you can now request a refund.');
    const row = await orderRowOf(server, order.id);
    assert.equal(row.status, 'waitingShip');
    assert.ok(row.deliveryCancelledAt);
    expectFailure(await action('PUT', path, seller.token), 409);
    const detail = expectOk(await action('GET', `/api/orders/orders/${order.kkOrderId}`, seller.token));
    assert.equal(detail.deliveryCancelled, true);
    assert.deepEqual(detail.actions, ['viewDetails', 'requestRefund', 'fulfillOrder', 'editNote']);
    assert.equal(detail.timeline.at(-1).type, 'deliveryCancelled');
  });

  test('Delete hides only cancelled, complete or refunded orders', async () => {
    const seller = await server.signUp();
    const live = await placePaidOrder(server, seller, [{ priceCents: 1000, quantity: 1 }]);
    expectFailure(await action('DELETE', `/api/orders/orders/${live.kkOrderId}`, seller.token), 409, 40900, NOT_ALLOWED);
    for (const status of ['cancelled', 'complete', 'refunded']) {
      const order = await insertOrderWithItems(server, seller.userId, [{ priceCents: 1000, quantity: 1 }]);
      await putOrderIn(server, order.id, status);
      expectFailure(await action('DELETE', `/api/orders/orders/${order.kkOrderId}`, (await server.signUp()).token), 404);
      expectOk(await action('DELETE', `/api/orders/orders/${order.kkOrderId}`, seller.token), 'Deleted successfully');
      assert.ok((await orderRowOf(server, order.id)).deletedAt);
      expectFailure(await action('GET', `/api/orders/orders/${order.kkOrderId}`, seller.token), 404);
      expectFailure(await action('DELETE', `/api/orders/orders/${order.kkOrderId}`, seller.token), 404);
    }
    const page = expectOk(await server.request('POST', '/api/orders/orderList', { token: seller.token, body: {} }));
    assert.deepEqual(page.list.map((o: { kkOrderId: string }) => o.kkOrderId), [live.kkOrderId]);
  });

  test('notes: any order not cancelled; too long is 400; another seller 404', async () => {
    const seller = await server.signUp();
    const order = await placePaidOrder(server, seller, [{ priceCents: 1000, quantity: 1 }]);
    await putOrderIn(server, order.id, 'shipped');
    const path = `/api/orders/orders/remark/${order.kkOrderId}`;
    expectOk(await action('PUT', path, seller.token, { remark: 'Leave at the back door' }));
    assert.equal(expectOk(await action('GET', `/api/orders/orders/${order.kkOrderId}`, seller.token)).remark, 'Leave at the back door');
    expectFailure(await action('PUT', path, seller.token, { remark: 'x'.repeat(501) }), 400, 40000, 'Notes can be at most 500 characters.');
    expectFailure(await action('PUT', path, (await server.signUp()).token, { remark: 'mine' }), 404);
    expectFailure(await action('PUT', path, undefined, { remark: 'mine' }), 401);

    const cancelled = await insertOrderWithItems(server, seller.userId, [{ priceCents: 1000, quantity: 1 }]);
    await putOrderIn(server, cancelled.id, 'cancelled');
    expectFailure(await action('PUT', `/api/orders/orders/remark/${cancelled.kkOrderId}`, seller.token, { remark: 'late' }), 409, 40900, NOT_ALLOWED);
  });
});
