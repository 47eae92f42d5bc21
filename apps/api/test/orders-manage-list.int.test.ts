import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { orders, parcelItems, parcels } from '../src/db/schema/index.ts';
import { expectFailure, expectOk, useTestServer, type SignedUp } from './harness.ts';
import { addToCart, stockedSku, usAddress } from './orders-fixture.ts';
import { putOrderIn } from './orders-manage-fixture.ts';
import { insertOrderWithItems, placePaidOrder, type PlacedOrder } from './paid-order-fixture.ts';

const server = useTestServer({ rateLimitPerMinute: 100_000 });

const list = (token: string | undefined, body: Record<string, unknown> = {}) => server.request('POST', '/api/orders/orderList', { token, body });
const ids = (answer: { list: { kkOrderId: string }[] }) => answer.list.map((o) => o.kkOrderId);

describe('order list', () => {
  let seller: SignedUp;
  let other: SignedUp;
  const placed: Record<string, PlacedOrder> = {};

  test('setup: one order per status for one seller, one order for another', async () => {
    seller = await server.signUp();
    other = await server.signUp();
    for (const status of ['waitingPayment', 'waitingShip', 'shipped', 'complete', 'refunding', 'partialRefund', 'abnormal', 'cancelled', 'paymentFailed']) {
      placed[status] = await insertOrderWithItems(server, seller.userId, [{ priceCents: 1200, quantity: 2 }, { priceCents: 800, quantity: 1 }]);
      if (status !== 'waitingPayment') await putOrderIn(server, placed[status]!.id, status, status === 'cancelled' || status === 'paymentFailed' || status === 'abnormal' ? {} : { paidAt: new Date(), paymentMethod: 0 });
    }
    placed.old = await insertOrderWithItems(server, seller.userId, [{ priceCents: 500, quantity: 1 }]);
    await server.db.update(orders).set({ createdAt: new Date('2024-03-10T12:00:00Z') }).where(eq(orders.id, placed.old.id));
    placed.deleted = await insertOrderWithItems(server, seller.userId, [{ priceCents: 500, quantity: 1 }]);
    await server.db.update(orders).set({ status: 'cancelled', deletedAt: new Date() }).where(eq(orders.id, placed.deleted.id));
    placed.others = await insertOrderWithItems(server, other.userId, [{ priceCents: 500, quantity: 1 }]);
  });

  test('guests are refused', async () => {
    expectFailure(await list(undefined), 401);
    expectFailure(await server.request('GET', '/api/orders/orderCounts'), 401);
    expectFailure(await server.request('GET', `/api/orders/orders/${placed.waitingShip!.kkOrderId}`), 401);
  });

  test('all orders: newest first, the seller’s own, never deleted ones, with lines and actions', async () => {
    const page = expectOk(await list(seller.token, { pageSize: 100 }));
    assert.equal(page.total, 10);
    assert.equal(page.list.length, 10);
    assert.ok(!ids(page).includes(placed.deleted!.kkOrderId));
    assert.ok(!ids(page).includes(placed.others!.kkOrderId));
    assert.equal(ids(page).at(-1), placed.old!.kkOrderId, 'oldest last');
    const unpaid = page.list.find((o: { kkOrderId: string }) => o.kkOrderId === placed.waitingPayment!.kkOrderId);
    assert.equal(unpaid.items.length, 2);
    assert.equal(unpaid.totalAmount, 1200 * 2 + 800 + 500);
    assert.equal(unpaid.items[0].subtotal, 2400);
    assert.deepEqual(unpaid.actions, ['viewDetails', 'payNow', 'applyCoupon', 'cancelOrder', 'editNote']);
    const shipped = page.list.find((o: { kkOrderId: string }) => o.kkOrderId === placed.shipped!.kkOrderId);
    assert.ok(shipped.actions.includes('confirmReceipt'));
  });

  test('paging', async () => {
    const first = expectOk(await list(seller.token, { pageSize: 4, pageNumber: 1 }));
    const third = expectOk(await list(seller.token, { pageSize: 4, pageNumber: 3 }));
    assert.deepEqual([first.list.length, third.list.length, first.total, third.pageNumber], [4, 2, 10, 3]);
    assert.equal(third.list.at(-1).kkOrderId, placed.old!.kkOrderId);
  });

  test('paging a search gives the pages of the list in its order', async () => {
    const all = ids(expectOk(await list(seller.token, { pageSize: 100 })));
    const pages = [];
    for (const pageNumber of [1, 2, 3]) pages.push(expectOk(await list(seller.token, { search: 'order tee', pageSize: 4, pageNumber })));
    assert.deepEqual(pages.flatMap(ids), all);
    assert.deepEqual(pages.map((page) => [page.total, page.totalCapped]), [[10, false], [10, false], [10, false]]);
  });

  test('the count stops ten pages past the page asked (totalCapped), with and without a search', async () => {
    const busy = await server.signUp();
    for (let i = 0; i < 12; i++) await insertOrderWithItems(server, busy.userId, [{ priceCents: 500, quantity: 1 }]);
    for (const filters of [{}, { search: 'order tee' }]) {
      const first = expectOk(await list(busy.token, { ...filters, pageSize: 1, pageNumber: 1 }));
      const second = expectOk(await list(busy.token, { ...filters, pageSize: 1, pageNumber: 2 }));
      assert.deepEqual([first.total, first.totalCapped, first.list.length], [11, true, 1], JSON.stringify(filters));
      assert.deepEqual([second.total, second.totalCapped, second.list.length], [12, false, 1], JSON.stringify(filters));
      assert.notEqual(ids(first)[0], ids(second)[0]);
    }
  });

  test('tabs hold their statuses', async () => {
    const tab = async (name: string) => ids(expectOk(await list(seller.token, { tab: name, pageSize: 100 }))).sort();
    assert.deepEqual(await tab('waitingPayment'), [placed.waitingPayment!.kkOrderId, placed.paymentFailed!.kkOrderId, placed.old!.kkOrderId].sort());
    assert.deepEqual(await tab('waitingShip'), [placed.waitingShip!.kkOrderId]);
    assert.deepEqual(await tab('inTransit'), [placed.shipped!.kkOrderId]);
    assert.deepEqual(await tab('refunding'), [placed.refunding!.kkOrderId]);
    assert.deepEqual(await tab('refundReturn'), [placed.partialRefund!.kkOrderId]);
    assert.deepEqual(await tab('abnormal'), [placed.abnormal!.kkOrderId]);
    assert.deepEqual(await tab('completed'), [placed.complete!.kkOrderId]);
    assert.deepEqual(await tab('cancelled'), [placed.cancelled!.kkOrderId]);
  });

  test('tab counts', async () => {
    const counts = expectOk(await server.request('GET', '/api/orders/orderCounts', { token: seller.token }));
    assert.deepEqual(counts, { all: 10, waitingPayment: 3, waitingShip: 1, inTransit: 1, refunding: 1, refundReturn: 1, abnormal: 1, completed: 1, cancelled: 1 });
  });

  test('status and platform filters, combined with a tab', async () => {
    assert.deepEqual(ids(expectOk(await list(seller.token, { status: 'paymentFailed' }))), [placed.paymentFailed!.kkOrderId]);
    assert.deepEqual(ids(expectOk(await list(seller.token, { tab: 'waitingPayment', status: 'paymentFailed' }))), [placed.paymentFailed!.kkOrderId]);
    assert.equal(expectOk(await list(seller.token, { tab: 'completed', status: 'paymentFailed' })).total, 0);
    assert.equal(expectOk(await list(seller.token, { platform: 'ka' })).total, 10);
    assert.equal(expectOk(await list(seller.token, { platform: 'SP' })).total, 0);
  });

  test('search by the beginnings of words of the order id, SKU codes or product names, whatever the case; symbols are not syntax', async () => {
    const target = placed.complete!;
    assert.deepEqual(ids(expectOk(await list(seller.token, { search: target.kkOrderId.toLowerCase() }))), [target.kkOrderId]);
    assert.deepEqual(ids(expectOk(await list(seller.token, { search: ` ${target.items[1]!.skuCode} ` }))), [target.kkOrderId]);
    assert.deepEqual(ids(expectOk(await list(seller.token, { search: `ORDER TEE ${target.items[0]!.skuCode}` }))), [target.kkOrderId]);
    assert.equal(expectOk(await list(seller.token, { search: 'order tee' })).total, 10);
    assert.equal(expectOk(await list(seller.token, { search: '%' })).total, 0);
    const byPrefix = ids(expectOk(await list(seller.token, { search: target.kkOrderId.slice(0, -1) })));
    assert.ok(byPrefix.includes(target.kkOrderId) && byPrefix.every((id: string) => id.startsWith(target.kkOrderId.slice(0, -1))), 'a beginning of the order id');
    assert.equal(expectOk(await list(seller.token, { search: 'order tee zzz' })).total, 0, 'every word must match');
    assert.equal(expectOk(await list(seller.token, { search: placed.others!.kkOrderId })).total, 0, "another seller's order is not found");
  });

  test('date range: inclusive UTC days of creation', async () => {
    assert.deepEqual(ids(expectOk(await list(seller.token, { dateFrom: '2024-03-10', dateTo: '2024-03-10' }))), [placed.old!.kkOrderId]);
    assert.equal(expectOk(await list(seller.token, { dateFrom: '2024-03-11' })).total, 9);
    assert.deepEqual(ids(expectOk(await list(seller.token, { dateTo: '2024-12-31' }))), [placed.old!.kkOrderId]);
    assert.equal(expectOk(await list(seller.token, { dateFrom: '', dateTo: '' })).total, 10, 'blank dates mean none');
  });

  test('bad input is 400 with the field and message', async () => {
    const bad = await list(seller.token, { dateFrom: '2024-03-12', dateTo: '2024-03-10' });
    expectFailure(bad, 400, 40000, 'The end date cannot be before the start date.');
    assert.equal(bad.body.data.field, 'dateTo');
    for (const body of [{ tab: 'nope' }, { status: 'lost' }, { pageSize: 1000 }, { pageNumber: 0 }, { dateFrom: '2024-13-01' }, { search: 'x'.repeat(101) }, { platform: '<script>' }]) {
      expectFailure(await list(seller.token, body), 400);
    }
  });
});

describe('order detail, statement and invoice', () => {
  test('a paid order: timeline, money, payment, address, parcels; another seller and unknown ids are 404, bad ids 400', async () => {
    const seller = await server.signUp();
    const other = await server.signUp();
    const order = await placePaidOrder(server, seller, [{ priceCents: 1500, quantity: 2 }, { priceCents: 700, quantity: 3 }]);
    const [parcel] = await server.db.insert(parcels).values({ parcelCode: `P${order.id}`, orderId: order.id, warehouseCode: 'CN_S', status: 'shipped', firstCarrier: 'YunExpress', trackingNumber: 'YT123', lastCarrier: 'USPS', tailTrackingNumber: '9400', shippedAt: new Date() }).returning();
    await server.db.insert(parcelItems).values({ parcelId: parcel!.id, orderItemId: order.items[0]!.id, quantity: 2 });

    const detail = expectOk(await server.request('GET', `/api/orders/orders/${order.kkOrderId}`, { token: seller.token }));
    assert.equal(detail.status, 'waitingShip');
    assert.deepEqual(detail.timeline.map((s: { type: string }) => s.type), ['submitted', 'paid']);
    assert.equal(detail.payment.method, 0);
    assert.equal(detail.payment.amount, order.totalCents);
    assert.ok(detail.payment.transactionId > 0);
    assert.ok(detail.paymentTime);
    assert.equal(detail.address.recipient, usAddress.recipient);
    assert.equal(detail.statement.itemSubtotal, 1500 * 2 + 700 * 3);
    assert.equal(detail.statement.totalAmount, order.totalCents);
    assert.equal(detail.statement.profit, null, 'mall orders: profit not applicable');
    assert.deepEqual(detail.parcels.map((p: { parcelCode: string; trackingNumber: string; tailTrackingNumber: string }) => [p.parcelCode, p.trackingNumber, p.tailTrackingNumber]), [[`P${order.id}`, 'YT123', '9400']]);
    assert.deepEqual(detail.parcels[0].items.map((i: { skuCode: string; quantity: number }) => [i.skuCode, i.quantity]), [[order.items[0]!.skuCode, 2]]);
    assert.deepEqual(detail.actions, ['viewDetails', 'cancelDelivery', 'requestRefund', 'fulfillOrder', 'editNote']);

    const statement = expectOk(await server.request('GET', `/api/orders/orders/${order.kkOrderId}/statement`, { token: seller.token }));
    assert.deepEqual(statement, detail.statement);

    for (const path of [`/api/orders/orders/${order.kkOrderId}`, `/api/orders/orders/${order.kkOrderId}/statement`, `/api/orders/orders/${order.kkOrderId}/downloadInvoice`]) {
      expectFailure(await server.request('GET', path, { token: other.token }), 404, 40400);
    }
    expectFailure(await server.request('GET', '/api/orders/orders/KK99010199999999', { token: seller.token }), 404);
    expectFailure(await server.request('GET', '/api/orders/orders/not-an-order', { token: seller.token }), 400);
  });

  test('the invoice is a real PDF naming the order', async () => {
    const seller = await server.signUp();
    const order = await placePaidOrder(server, seller, [{ priceCents: 1999, quantity: 1 }]);
    const response = await fetch(`${server.baseUrl}/api/orders/orders/${order.kkOrderId}/downloadInvoice`, { headers: { authorization: `Bearer ${seller.token}` } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/pdf');
    const pdf = Buffer.from(await response.arrayBuffer());
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    assert.ok(pdf.includes(order.kkOrderId), 'the order id is in the document');
    assert.ok(pdf.length > 1000);
  });

  test('an order created through checkout is searchable by SKU and product name and starts its timeline', async () => {
    const seller = await server.signUp();
    const sku = await stockedSku(server.db, { priceCents: 1000, weightGrams: 200, stock: { CN_S: 10 } });
    const cartId = await addToCart(server.db, seller.userId, sku.skuId, 'CN_S', 1);
    const body = { orderAddresses: usAddress, grandTotal: 99_999_999, paymentMethod: 0, cartIds: [cartId], order: [{ warehouseCode: 'CN_S', channelCode: 'TW_EXPRESS', orderItems: [] }] };
    const total = (await server.request('POST', '/api/orders/orders', { token: seller.token, body })).body.data.grandTotal;
    const [kkOrderId] = expectOk(await server.request('POST', '/api/orders/orders', { token: seller.token, body: { ...body, grandTotal: total } }));
    assert.deepEqual(ids(expectOk(await list(seller.token, { search: sku.skuCode.toLowerCase() }))), [kkOrderId]);
    assert.deepEqual(ids(expectOk(await list(seller.token, { search: `Order Tee ${sku.skuCode.slice(0, -2)}` }))), [kkOrderId]);
    const detail = expectOk(await server.request('GET', `/api/orders/orders/${kkOrderId}`, { token: seller.token }));
    assert.deepEqual(detail.timeline.map((s: { type: string; status: string }) => [s.type, s.status]), [['submitted', 'waitingPayment']]);
  });
});
