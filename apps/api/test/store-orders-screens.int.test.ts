import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { expectFailure, expectOk, useTestServer, type SignedUp } from './harness.ts';
import { putOrderIn } from './orders-manage-fixture.ts';
import { insertOrderWithItems, placePaidOrder, type PlacedOrder } from './paid-order-fixture.ts';
import { topUp } from './payments-fixtures.ts';
import { makeStoreOrder, ordersByIds, storeOrderRow } from './store-orders-fixture.ts';

/** Issue 17, what the seller sees of store orders: source and platform filter, income statement, payment status, cancellation requests. */
const server = useTestServer({ rateLimitPerMinute: 100_000 });

const list = (token: string, body: Record<string, unknown> = {}) => server.request('POST', '/api/orders/orderList', { token, body });
const ids = (answer: { list: { kkOrderId: string }[] }) => answer.list.map((o) => o.kkOrderId).sort();
const detailOf = async (token: string, kkOrderId: string) => expectOk(await server.request('GET', `/api/orders/orders/${kkOrderId}`, { token }));
const answerRequest = (token: string, kkOrderId: string, answer: string) => server.request('PUT', `/api/orders/${kkOrderId}/cancelRequest/${answer}`, { token });

describe('store orders in the order list and detail', () => {
  let seller: SignedUp;
  let other: SignedUp;
  let mall: PlacedOrder;
  let shopify: PlacedOrder;
  let woo: PlacedOrder;

  test('setup: a mall order, a Shopify store order sold at a profit, a WooCommerce one sold at a loss; another seller’s store order', async () => {
    seller = await server.signUp();
    other = await server.signUp();
    mall = await insertOrderWithItems(server, seller.userId, [{ priceCents: 1000, quantity: 1 }]);
    shopify = await placePaidOrder(server, seller, [{ priceCents: 1200, quantity: 2 }]);
    await makeStoreOrder(server, seller.userId, [shopify.id], { platform: 'shopify', storeName: 'Sunny Tees', name: '#1001', saleCents: [4999] });
    woo = await insertOrderWithItems(server, seller.userId, [{ priceCents: 3000, quantity: 1 }]);
    await makeStoreOrder(server, seller.userId, [woo.id], { platform: 'woocommerce', storeName: 'Woo Corner', name: '7781', saleCents: [2000] });
    const others = await insertOrderWithItems(server, other.userId, [{ priceCents: 1000, quantity: 1 }]);
    await makeStoreOrder(server, other.userId, [others.id], { platform: 'shopify', storeName: 'Not Yours' });
  });

  test('each order says its source: KA for the mall, the platform’s code, store and store order ID for store orders', async () => {
    const page = expectOk(await list(seller.token, { pageSize: 100 }));
    type Source = { kkOrderId: string; platformCode: string; storeName: string | null; storeOrderId: string | null };
    const byId = new Map<string, Source>(page.list.map((o: Source) => [o.kkOrderId, o]));
    const pick = (kkOrderId: string) => {
      const o = byId.get(kkOrderId)!;
      return [o.platformCode, o.storeName, o.storeOrderId];
    };
    assert.deepEqual(pick(mall.kkOrderId), ['KA', null, null]);
    assert.deepEqual(pick(shopify.kkOrderId), ['SP', 'Sunny Tees', '#1001']);
    assert.deepEqual(pick(woo.kkOrderId), ['WC', 'Woo Corner', '7781']);
  });

  test('the platform filter narrows to one source, in the spec’s codes (any case) or ours', async () => {
    assert.deepEqual(ids(expectOk(await list(seller.token, { platform: 'SP' }))), [shopify.kkOrderId]);
    assert.deepEqual(ids(expectOk(await list(seller.token, { platform: 'shopify' }))), [shopify.kkOrderId]);
    assert.deepEqual(ids(expectOk(await list(seller.token, { platform: 'wc' }))), [woo.kkOrderId]);
    assert.deepEqual(ids(expectOk(await list(seller.token, { platform: 'KA' }))), [mall.kkOrderId]);
    assert.equal(expectOk(await list(seller.token, { platform: 'TT' })).total, 0);
    assert.equal(expectOk(await list(seller.token, { platform: '' })).total, 3, 'blank: every source');
    assert.equal(expectOk(await list(other.token, { platform: 'SP' })).total, 1, 'only the other seller’s own');
  });

  test('an unknown platform is 400 with its message', async () => {
    for (const platform of ['XX', 'amazon', 7, '<b>']) {
      expectFailure(await list(seller.token, { platform }), 400, 40000, 'Please choose a platform from the list.');
    }
  });

  test('the export takes the same filter', async () => {
    expectFailure(await server.request('POST', '/api/orders/orders/export', { token: seller.token, body: { platform: 'XX' } }), 400, 40000, 'Please choose a platform from the list.');
  });

  test('detail: source, store and store order ID; income statement with sale, our cost and profit', async () => {
    const detail = await detailOf(seller.token, shopify.kkOrderId);
    assert.deepEqual([detail.platformCode, detail.storeName, detail.storeOrderId], ['SP', 'Sunny Tees', '#1001']);
    assert.deepEqual([detail.statement.saleAmount, detail.statement.costAmount, detail.statement.profit], [4999, shopify.totalCents, 4999 - shopify.totalCents]);
    assert.equal(detail.cancelRequest, null);
  });

  test('a sale below our cost is a negative profit (a loss), also before payment', async () => {
    const detail = await detailOf(seller.token, woo.kkOrderId);
    assert.deepEqual([detail.statement.saleAmount, detail.statement.costAmount, detail.statement.profit], [2000, woo.totalCents, 2000 - woo.totalCents]);
    assert.ok(detail.statement.profit < 0);
  });

  test('mall orders have no sale price: sale, cost and profit are not applicable', async () => {
    const detail = await detailOf(seller.token, mall.kkOrderId);
    assert.deepEqual([detail.platformCode, detail.statement.saleAmount, detail.statement.costAmount, detail.statement.profit], ['KA', null, null, null]);
  });
});

describe('payment status: store order ID and source', () => {
  test('the transaction names each order’s store order ID and source', async () => {
    const seller = await server.signUp();
    const order = await insertOrderWithItems(server, seller.userId, [{ priceCents: 1500, quantity: 1 }]);
    await makeStoreOrder(server, seller.userId, [order.id], { platform: 'tiktok-shop', storeName: 'TT Looks', name: '577001' });
    await topUp(server.db, seller.userId, order.totalCents);
    const body = { amount: order.totalCents, paymentMethod: 0, currencyCode: 'USD', paymentType: 0, kkOrderIds: [order.kkOrderId] };
    const transactionId = expectOk<number>(await server.request('POST', '/api/payment/transaction', { token: seller.token, body }));
    expectOk(await server.request('POST', `/api/payment/balance/${transactionId}`, { token: seller.token }));
    const transaction = expectOk(await server.request('GET', `/api/payment/transaction/${transactionId}`, { token: seller.token }));
    assert.deepEqual(transaction.orders, [{ kkOrderId: order.kkOrderId, storeOrderId: '577001', platformCode: 'TT', storeName: 'TT Looks' }]);
  });
});

describe('the store customer’s cancellation request', () => {
  test('shown on the list and the detail; Agree cancels delivery of every order of the store order, then Request Refund', async () => {
    const seller = await server.signUp();
    const first = await placePaidOrder(server, seller, [{ priceCents: 1200, quantity: 1 }]);
    const second = await placePaidOrder(server, seller, [{ priceCents: 900, quantity: 1 }], { warehouseCode: 'US_E' });
    const { storeOrder } = await makeStoreOrder(server, seller.userId, [first.id, second.id], { cancelRequested: true, saleCents: [3000, 2000] });

    const listed = expectOk(await list(seller.token, { platform: 'SP' }));
    assert.equal(listed.list.length, 2);
    for (const order of listed.list) assert.deepEqual([Boolean(order.cancelRequest?.requestedAt), order.cancelRequest?.answer], [true, null]);

    const agreed = await answerRequest(seller.token, first.kkOrderId, 'agree');
    assert.equal(agreed.body.message, 'You agreed to the cancellation. Delivery is cancelled; request a refund for what you paid.');
    assert.deepEqual(expectOk(agreed).kkOrderIds.sort(), [first.kkOrderId, second.kkOrderId].sort());

    const row = await storeOrderRow(server, storeOrder.id);
    assert.equal(row.cancelAnswer, 'agree');
    assert.ok(row.cancelAnsweredAt);
    for (const order of await ordersByIds(server, [first.id, second.id])) {
      assert.ok(order.deliveryCancelledAt, 'delivery cancelled');
      assert.equal(order.status, 'waitingShip');
    }
    const detail = await detailOf(seller.token, second.kkOrderId);
    assert.equal(detail.cancelRequest.answer, 'agree');
    assert.equal(detail.deliveryCancelled, true);
    assert.ok(detail.actions.includes('requestRefund') && !detail.actions.includes('cancelDelivery'));
    assert.ok(detail.timeline.some((step: { type: string }) => step.type === 'deliveryCancelled'));

    expectFailure(await answerRequest(seller.token, first.kkOrderId, 'reject'), 409, 40900, 'This cancellation request has already been answered.');
    expectFailure(await answerRequest(seller.token, second.kkOrderId, 'agree'), 409, 40900, 'This cancellation request has already been answered.');
  });

  test('Reject records the answer and the order goes on', async () => {
    const seller = await server.signUp();
    const order = await placePaidOrder(server, seller, [{ priceCents: 1200, quantity: 1 }]);
    const { storeOrder } = await makeStoreOrder(server, seller.userId, [order.id], { cancelRequested: true });
    const rejected = await answerRequest(seller.token, order.kkOrderId, 'reject');
    assert.equal(rejected.body.message, 'You rejected the cancellation request. The order continues.');
    expectOk(rejected);
    assert.equal((await storeOrderRow(server, storeOrder.id)).cancelAnswer, 'reject');
    const detail = await detailOf(seller.token, order.kkOrderId);
    assert.deepEqual([detail.cancelRequest.answer, detail.deliveryCancelled, detail.actions.includes('cancelDelivery')], ['reject', false, true]);
    expectFailure(await answerRequest(seller.token, order.kkOrderId, 'reject'), 409, 40900, 'This cancellation request has already been answered.');
  });

  test('many answers at once: one is taken, the others are told it was answered', async () => {
    const seller = await server.signUp();
    const order = await placePaidOrder(server, seller, [{ priceCents: 1200, quantity: 1 }]);
    const { storeOrder } = await makeStoreOrder(server, seller.userId, [order.id], { cancelRequested: true });
    const answers = await Promise.all(['agree', 'reject', 'agree', 'reject', 'agree', 'reject'].map((answer) => answerRequest(seller.token, order.kkOrderId, answer)));
    const taken = answers.filter((a) => a.status === 200);
    assert.equal(taken.length, 1, 'exactly one answer');
    for (const refused of answers.filter((a) => a.status !== 200)) expectFailure(refused, 409, 40900, 'This cancellation request has already been answered.');
    const row = await storeOrderRow(server, storeOrder.id);
    const [after] = await ordersByIds(server, [order.id]);
    assert.equal(after!.deliveryCancelledAt !== null, row.cancelAnswer === 'agree', 'delivery cancelled exactly when the answer taken was agree');
  });

  test('Agree on an order not paid yet cancels it (nothing to refund)', async () => {
    const seller = await server.signUp();
    const order = await insertOrderWithItems(server, seller.userId, [{ priceCents: 1200, quantity: 1 }]);
    await makeStoreOrder(server, seller.userId, [order.id], { cancelRequested: true });
    expectOk(await answerRequest(seller.token, order.kkOrderId, 'agree'));
    const [row] = await ordersByIds(server, [order.id]);
    assert.deepEqual([row!.status, row!.cancelReason], ['cancelled', 'noLongerNeeded']);
  });

  test('a shipped order cannot be cancelled: 409, nothing recorded', async () => {
    const seller = await server.signUp();
    const order = await placePaidOrder(server, seller, [{ priceCents: 1200, quantity: 1 }]);
    const { storeOrder } = await makeStoreOrder(server, seller.userId, [order.id], { cancelRequested: true });
    await putOrderIn(server, order.id, 'shipped');
    expectFailure(await answerRequest(seller.token, order.kkOrderId, 'agree'), 409, 40900, 'This order has already shipped and can no longer be cancelled. Reject the request instead.');
    assert.equal((await storeOrderRow(server, storeOrder.id)).cancelAnswer, null);
    expectOk(await answerRequest(seller.token, order.kkOrderId, 'reject'));
  });

  test('no request, another seller’s order, bad input', async () => {
    const seller = await server.signUp();
    const other = await server.signUp();
    const mall = await placePaidOrder(server, seller, [{ priceCents: 1200, quantity: 1 }]);
    const quiet = await placePaidOrder(server, seller, [{ priceCents: 1200, quantity: 1 }]);
    await makeStoreOrder(server, seller.userId, [quiet.id]);
    const requested = await placePaidOrder(server, seller, [{ priceCents: 1200, quantity: 1 }]);
    const { storeOrder } = await makeStoreOrder(server, seller.userId, [requested.id], { cancelRequested: true });

    const none = "This order has no cancellation request from the store's customer.";
    expectFailure(await answerRequest(seller.token, mall.kkOrderId, 'agree'), 409, 40900, none);
    expectFailure(await answerRequest(seller.token, quiet.kkOrderId, 'reject'), 409, 40900, none);
    expectFailure(await answerRequest(other.token, requested.kkOrderId, 'agree'), 404);
    expectFailure(await answerRequest(other.token, 'KK999999999', 'agree'), 404);
    expectFailure(await answerRequest(seller.token, requested.kkOrderId, 'maybe'), 400, 40000, 'Answer the cancellation request with agree or reject.');
    expectFailure(await answerRequest(seller.token, 'not-an-order', 'agree'), 400);
    expectFailure(await server.request('PUT', `/api/orders/${requested.kkOrderId}/cancelRequest/agree`), 401);
    assert.equal((await storeOrderRow(server, storeOrder.id)).cancelAnswer, null, 'nothing answered by refused calls');
  });
});
