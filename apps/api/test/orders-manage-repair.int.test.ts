import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { couponTickets, orderItems, orders, skus, userCouponTickets } from '../src/db/schema/index.ts';
import { expectFailure, expectOk, useTestServer } from './harness.ts';
import { stockOf } from './orders-fixture.ts';
import { orderRowOf, putOrderIn } from './orders-manage-fixture.ts';
import { insertOrderWithItems, placePaidOrder } from './paid-order-fixture.ts';

const server = useTestServer({ rateLimitPerMinute: 100_000 });
const NOT_ALLOWED = "This action is not available for the order's current status.";

describe('Get Logistics', () => {
  test('an abnormal unpaid order gets a channel, new freight and goes back to waiting for payment', async () => {
    const seller = await server.signUp();
    const order = await insertOrderWithItems(server, seller.userId, [{ priceCents: 1000, quantity: 2 }]);
    const path = `/api/orders/orders/${order.kkOrderId}/logistics`;
    expectFailure(await server.request('POST', path, { token: seller.token }), 409, 40900, NOT_ALLOWED);
    // The fixture's channel code is not one the engine offers: the order is abnormal for its logistics.
    await putOrderIn(server, order.id, 'abnormal', { resumeStatus: 'waitingPayment', abnormalReason: 'logistics' });
    expectFailure(await server.request('POST', path, { token: (await server.signUp()).token }), 404);
    expectFailure(await server.request('POST', path), 401);

    expectOk(await server.request('POST', path, { token: seller.token }), 'Logistics updated. Your order can continue.');
    const row = await orderRowOf(server, order.id);
    assert.equal(row.status, 'waitingPayment');
    assert.equal(row.abnormalReason, null);
    assert.notEqual(row.channelCode, 'CN-STD', 'a channel the engine offers');
    assert.equal(row.totalCents, 2000 + row.shippingCents, 'the total follows the new freight');
    const detail = expectOk(await server.request('GET', `/api/orders/orders/${order.kkOrderId}`, { token: seller.token }));
    assert.deepEqual(detail.timeline.at(-1).type, 'abnormalResolved');
  });

  test('a paid abnormal order keeps what was paid; an address the engine cannot serve or missing information is refused', async () => {
    const seller = await server.signUp();
    const paid = await placePaidOrder(server, seller, [{ priceCents: 1000, quantity: 1 }]);
    await putOrderIn(server, paid.id, 'abnormal', { resumeStatus: 'waitingShip' });
    const before = await orderRowOf(server, paid.id);
    expectOk(await server.request('POST', `/api/orders/orders/${paid.kkOrderId}/logistics`, { token: seller.token }));
    const after = await orderRowOf(server, paid.id);
    assert.equal(after.status, 'waitingShip');
    assert.equal(after.totalCents, before.totalCents);

    const nowhere = await insertOrderWithItems(server, seller.userId, [{ priceCents: 1000, quantity: 1 }], { warehouseCode: 'US' });
    await putOrderIn(server, nowhere.id, 'abnormal', { resumeStatus: 'waitingPayment', address: { ...before.address, country: 'FR', zip: '75001' } });
    expectFailure(await server.request('POST', `/api/orders/orders/${nowhere.kkOrderId}/logistics`, { token: seller.token }), 400, undefined, 'Failed to obtain logistics, please contact our customer service team');
    assert.equal((await orderRowOf(server, nowhere.id)).status, 'abnormal');

    const incomplete = await insertOrderWithItems(server, seller.userId, [{ priceCents: 1000, quantity: 1 }]);
    await putOrderIn(server, incomplete.id, 'abnormal', { resumeStatus: 'waitingPayment', abnormalReason: 'address', address: { ...before.address, street1: '' } });
    expectFailure(await server.request('POST', `/api/orders/orders/${incomplete.kkOrderId}/logistics`, { token: seller.token }), 400, 40000, 'These orders are missing required information');
  });
});

describe('Out-of-stock split', () => {
  test('lines no longer on sale leave the unpaid order into a cancelled one; amounts, stock and search follow', async () => {
    const seller = await server.signUp();
    const order = await insertOrderWithItems(server, seller.userId, [{ priceCents: 1000, quantity: 2 }, { priceCents: 700, quantity: 3 }]);
    const path = `/api/orders/orders/oosSplit/${order.kkOrderId}`;
    expectFailure(await server.request('PUT', path, { token: seller.token }), 409, 40900, 'This order has no out-of-stock items.');

    const [gone] = await server.db.select().from(orderItems).where(eq(orderItems.id, order.items[1]!.id));
    await server.db.update(skus).set({ status: 0 }).where(eq(skus.id, gone!.skuId));
    const stockBefore = await stockOf(server.db, gone!.skuId, 'CN_S');
    expectFailure(await server.request('PUT', path, { token: (await server.signUp()).token }), 404);

    const answer = expectOk(await server.request('PUT', path, { token: seller.token }), 'OOS(out of stock) items are included. Please review the updated order information.');
    assert.equal(answer.kkOrderId, order.kkOrderId);
    assert.equal(answer.newKkOrderIds.length, 1);
    const kept = await orderRowOf(server, order.id);
    assert.equal(kept.status, 'waitingPayment');
    assert.equal(kept.itemSubtotalCents, 2000);
    assert.equal(kept.totalCents, 2000 + kept.shippingCents);
    assert.equal(kept.weightGrams, 400);
    const [moved] = await server.db.select().from(orders).where(eq(orders.kkOrderId, answer.newKkOrderIds[0]));
    assert.equal(moved!.status, 'cancelled');
    assert.equal(moved!.cancelReason, 'outOfStock');
    assert.equal(moved!.checkoutId, kept.checkoutId);
    assert.equal(moved!.itemSubtotalCents, 2100);
    assert.deepEqual((await server.db.select().from(orderItems).where(eq(orderItems.orderId, moved!.id))).map((i) => i.id), [order.items[1]!.id]);
    assert.equal(await stockOf(server.db, gone!.skuId, 'CN_S'), stockBefore + 3, 'the moved pieces go back to stock');

    const search = (text: string) => server.request('POST', '/api/orders/orderList', { token: seller.token, body: { search: text } });
    assert.deepEqual(expectOk(await search(gone!.skuCode)).list.map((o: { kkOrderId: string }) => o.kkOrderId), [moved!.kkOrderId]);
    const paid = expectOk(await server.request('POST', '/api/orders/orders/check/whetherToPay', { token: seller.token, body: { kkOrderIds: [order.kkOrderId] } }));
    assert.equal(paid.payable, true, 'what is left can be paid');
  });

  test('an order with nothing left on sale is refused (cancel it instead); a paid order too', async () => {
    const seller = await server.signUp();
    const order = await insertOrderWithItems(server, seller.userId, [{ priceCents: 1000, quantity: 1 }]);
    const [line] = await server.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    await server.db.update(skus).set({ status: 0 }).where(eq(skus.id, line!.skuId));
    expectFailure(await server.request('PUT', `/api/orders/orders/oosSplit/${order.kkOrderId}`, { token: seller.token }), 409, 40900, 'All products are Out of Stock');
    const paid = await placePaidOrder(server, seller, [{ priceCents: 1000, quantity: 1 }]);
    expectFailure(await server.request('PUT', `/api/orders/orders/oosSplit/${paid.kkOrderId}`, { token: seller.token }), 409, 40900, NOT_ALLOWED);
  });
});

describe('Coupon change and automatic split pack', () => {
  test('a coupon is applied to an unpaid order, then removed; the ticket is claimed and given back', async () => {
    const seller = await server.signUp();
    const order = await insertOrderWithItems(server, seller.userId, [{ priceCents: 2000, quantity: 2 }]);
    const day = 86_400_000;
    const [template] = await server.db
      .insert(couponTickets)
      .values({ name: 'Five off', fixedType: 1, reduction: 500, useType: 1, applicableType: 1, stacksWithPromoCode: true, usableStartTime: new Date(Date.now() - day), usableEndTime: new Date(Date.now() + day) })
      .returning({ id: couponTickets.id });
    const [ticket] = await server.db.insert(userCouponTickets).values({ userId: seller.userId, couponTicketId: template!.id }).returning({ id: userCouponTickets.id });
    const path = `/api/orders/orders/coupon/${order.kkOrderId}`;
    expectFailure(await server.request('PUT', path, { token: seller.token, body: { selectCouponTicketId: 'x' } }), 400);
    expectFailure(await server.request('PUT', path, { token: (await server.signUp()).token, body: { selectCouponTicketId: ticket!.id } }), 404);

    const applied = expectOk(await server.request('PUT', path, { token: seller.token, body: { selectCouponTicketId: ticket!.id } }), 'The coupon of your order was updated.');
    assert.equal(applied.couponAmount, 500);
    const row = await orderRowOf(server, order.id);
    assert.equal(row.totalCents, 4000 - 500 + row.shippingCents);
    assert.equal((await server.db.select().from(userCouponTickets).where(eq(userCouponTickets.id, ticket!.id)))[0]!.usedOrderId, order.id);

    const removed = expectOk(await server.request('PUT', path, { token: seller.token, body: { selectCouponTicketId: null } }));
    assert.equal(removed.couponAmount, 0);
    assert.equal((await orderRowOf(server, order.id)).totalCents, 4000 + row.shippingCents);
    assert.equal((await server.db.select().from(userCouponTickets).where(eq(userCouponTickets.id, ticket!.id)))[0]!.usedOrderId, null);

    await putOrderIn(server, order.id, 'cancelled');
    expectFailure(await server.request('PUT', path, { token: seller.token, body: { selectCouponTicketId: null } }), 409, 40900, NOT_ALLOWED);
  });

  test('an order heavier than one pack is split into orders of the same checkout; a light one is refused', async () => {
    const seller = await server.signUp();
    const light = await insertOrderWithItems(server, seller.userId, [{ priceCents: 1000, quantity: 1 }]);
    expectFailure(await server.request('PUT', `/api/orders/${light.kkOrderId}/automaticSplitPack`, { token: seller.token }), 409, 40900, 'This order fits in one pack and does not need to be split.');

    const heavy = await insertOrderWithItems(server, seller.userId, [{ priceCents: 1000, quantity: 6, weightGrams: 300 }, { priceCents: 500, quantity: 4, weightGrams: 250 }]);
    const answer = expectOk(await server.request('PUT', `/api/orders/${heavy.kkOrderId}/automaticSplitPack`, { token: seller.token }), 'The order was split into packs.');
    assert.equal(answer.newKkOrderIds.length, 1);
    const first = await orderRowOf(server, heavy.id);
    const [second] = await server.db.select().from(orders).where(eq(orders.kkOrderId, answer.newKkOrderIds[0]));
    assert.deepEqual([first.weightGrams, second!.weightGrams], [1800, 1000]);
    assert.equal(second!.status, 'waitingPayment');
    assert.equal(second!.checkoutId, first.checkoutId);
    assert.equal(first.itemSubtotalCents + second!.itemSubtotalCents, 8000);
    const place = expectOk(await server.request('GET', `/api/orders/orders/place/${heavy.kkOrderId}`, { token: seller.token }));
    assert.deepEqual(place.kkOrderIds.sort(), [heavy.kkOrderId, second!.kkOrderId].sort(), 'paid together on the payment page');
  });
});
