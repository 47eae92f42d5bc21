import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { startCardGatewaySimulator, type CardGatewaySimulator } from '../../../tools/simulators/card-gateway/server.ts';
import { startPayLaterSimulator, type PayLaterSimulator } from '../../../tools/simulators/pay-later/server.ts';
import { orders, paymentTransactions, refunds } from '../src/db/schema/index.ts';
import { expectFailure, expectOk, startTestServer, type SignedUp, type TestServer } from './harness.ts';
import { assertLedgerBalanced } from './ledger-check.ts';
import { insertOrderWithItems, placePaidOrder, type PlacedOrder } from './paid-order-fixture.ts';
import { applyForRefund, records } from './refunds-fixture.ts';

const CARD_SECRET = 'whsec_refund_card';
const PAY_LATER_SECRET = 'whsec_refund_paylater';
let server: TestServer;
let gateway: CardGatewaySimulator;
let payLater: PayLaterSimulator;
let seller: SignedUp;
let operator: string;

before(async () => {
  gateway = await startCardGatewaySimulator({ port: 0, webhookSecret: CARD_SECRET, secretKey: 'sk_test_refunds' });
  payLater = await startPayLaterSimulator({ port: 0, webhookSecret: PAY_LATER_SECRET, apiToken: 'pl_test_refunds' });
  server = await startTestServer({
    env: {
      CARD_GATEWAY_URL: gateway.url,
      CARD_GATEWAY_SECRET_KEY: 'sk_test_refunds',
      CARD_GATEWAY_WEBHOOK_SECRET: CARD_SECRET,
      PAY_LATER_URL: payLater.url,
      PAY_LATER_API_TOKEN: 'pl_test_refunds',
      PAY_LATER_WEBHOOK_SECRET: PAY_LATER_SECRET,
    },
  });
  gateway.setWebhookUrl(`${server.baseUrl}/api/payment/open/cardgateway/webhook`);
  payLater.setWebhookUrl(`${server.baseUrl}/api/payment/open/paylater/webhook`);
  seller = await server.signUp();
  operator = (await server.adminLogin()).token;
});
after(async () => {
  await server?.close();
  await gateway?.close();
  await payLater?.close();
});

/** What a browser does on a provider's hosted page. */
const submit = (url: string, form: Record<string, string>) => fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });

async function transactionFor(order: PlacedOrder, paymentMethod: number) {
  return expectOk<number>(await server.request('POST', '/api/payment/transaction', { token: seller.token, body: { amount: order.totalCents, paymentMethod, currencyCode: 'USD', paymentType: 0, kkOrderIds: [order.kkOrderId] } }));
}

/** An order with real lines paid with the 4242 test card on the gateway's hosted page. */
async function cardPaidOrder(): Promise<PlacedOrder & { transactionId: number }> {
  const order = await insertOrderWithItems(server, seller.userId, [{ priceCents: 4_000, quantity: 2 }]);
  const transactionId = await transactionFor(order, 1);
  const checkout = expectOk(await server.request('POST', '/api/payment/cardgateway/onePage/signValue', { token: seller.token, body: { transactionId } }));
  await submit(checkout.redirectUrl, { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Ana Buyer' });
  assert.equal((await orderOf(order)).status, 'waitingShip');
  return { ...order, transactionId };
}

const orderOf = async (order: PlacedOrder) => (await server.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
const refundRow = async (id: number) => (await server.db.select().from(refunds).where(eq(refunds.id, id)))[0]!;
const balance = async () => expectOk<{ balance: number }>(await server.request('GET', '/api/payment/balance', { token: seller.token })).balance;

async function applyAndApprove(order: PlacedOrder, amount: number) {
  const refund = expectOk<{ id: number }>(await applyForRefund(server, seller.token, order.kkOrderId, { reason: 'outOfStock', amount }));
  const approved = expectOk(await server.request('POST', `/api/admin/refunds/${refund.id}/approve`, { token: operator, body: { amount } }));
  return { id: refund.id, approved };
}

test('a card refund goes through the gateway: refunding until the payout job hears back, then completed', async () => {
  const order = await cardPaidOrder();
  const before = await balance();
  const { id, approved } = await applyAndApprove(order, 3_000);
  assert.equal(approved.status, 'refunding', 'waiting for the gateway');
  assert.equal((await orderOf(order)).status, 'refunding');

  await server.app.jobs.runDue();
  const row = await refundRow(id);
  assert.equal(row.status, 'completed');
  assert.match(row.providerRef ?? '', /^re_test_/);
  const gatewayRefund = await (await fetch(`${gateway.url}/v1/refunds/${row.providerRef}`, { headers: { authorization: 'Bearer sk_test_refunds' } })).json();
  assert.equal(gatewayRefund.amount, 3_000);
  assert.equal(gatewayRefund.status, 'succeeded');
  assert.equal((await orderOf(order)).status, 'partialRefund');
  assert.equal((await orderOf(order)).refundedCents, 3_000);
  assert.equal(await balance(), before, 'a card refund does not touch the balance');
  assert.deepEqual((await records(server, seller.token, order.kkOrderId)).map((r) => r.type), ['application', 'approved', 'succeeded']);

  // The rest: the order is then Refunded; running the job again changes nothing.
  const rest = await applyAndApprove(order, order.totalCents - 3_000);
  await server.app.jobs.runDue();
  await server.app.jobs.runDue();
  assert.equal((await refundRow(rest.id)).status, 'completed');
  assert.equal((await orderOf(order)).status, 'refunded');
  await assertLedgerBalanced(server, seller.token);
});

test('the gateway refuses more than it captured', async () => {
  const order = await cardPaidOrder();
  const [transaction] = await server.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, order.transactionId));
  const session = await (await fetch(`${gateway.url}/v1/checkout/sessions/${transaction!.providerRef}`, { headers: { authorization: 'Bearer sk_test_refunds' } })).json();
  const refund = (amount: number, key: string) =>
    fetch(`${gateway.url}/v1/refunds`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_refunds', 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': key },
      body: new URLSearchParams({ payment_intent: session.payment_intent, amount: String(amount) }),
    });
  const tooMuch = await refund(order.totalCents + 1, 'k1');
  assert.equal(tooMuch.status, 400);
  assert.match((await tooMuch.json()).error.message, /greater than unrefunded amount/);
  const first = await (await refund(1_000, 'k2')).json();
  const replay = await (await refund(1_000, 'k2')).json();
  assert.equal(replay.id, first.id, 'the same Idempotency-Key answers the same refund');
  assert.equal((await refund(order.totalCents - 999, 'k3')).status, 400, 'only what was not refunded yet');
});

test('a refund the gateway refuses fails the application and the order shows Refund failed', async () => {
  const order = await cardPaidOrder();
  // The gateway no longer knows the payment (as with a payment it refunded outside Threadway).
  await server.db.update(paymentTransactions).set({ providerRef: 'cs_test_unknown' }).where(eq(paymentTransactions.id, order.transactionId));
  const { id } = await applyAndApprove(order, 2_000);
  await server.app.jobs.runDue();
  assert.equal((await refundRow(id)).status, 'failed');
  assert.equal((await orderOf(order)).status, 'refundFailed');
  assert.equal((await orderOf(order)).refundedCents, 0);
  const failed = (await records(server, seller.token, order.kkOrderId)).at(-1)!;
  assert.equal(failed.type, 'failed');
  // The seller may apply again after a failure.
  expectOk(await applyForRefund(server, seller.token, order.kkOrderId, { reason: 'other', amount: 500 }));
});

/** A seller with an approved $10,000 credit line at the simulator. */
async function approvedPayLater() {
  const widget = expectOk(await server.request('POST', '/api/payment/paylater/buyer', { token: seller.token, body: { companyName: 'Ana Apparel LLC', email: 'ana@example.com', phone: '+1 2025550111', country: 'us', requestedLimit: 5_000_000 } }));
  await submit(widget.redirectUrl, { terms: 'accepted', decision: 'submit' });
}
const creditLine = async () => expectOk(await server.request('GET', '/api/payment/paylater/buyer/creditline', { token: seller.token }));

async function payLaterPaidOrder(): Promise<PlacedOrder> {
  const order = await insertOrderWithItems(server, seller.userId, [{ priceCents: 50_000, quantity: 5 }]);
  const transactionId = await transactionFor(order, 8);
  const widget = expectOk(await server.request('POST', `/api/payment/paylater/checkout/${transactionId}`, { token: seller.token }));
  await submit(widget.redirectUrl, { decision: 'approve' });
  assert.equal((await orderOf(order)).paymentMethod, 8);
  return order;
}

test('pay-later: refunded in full before shipment, the credit comes back; never in part, never after shipment', async () => {
  await approvedPayLater();
  const order = await payLaterPaidOrder();
  const available = (await creditLine()).availableCredit;

  const form = expectOk(await server.request('GET', `/api/orders/refundForm/${order.kkOrderId}`, { token: seller.token }));
  assert.equal(form.wholeOnly, true);
  assert.equal(form.refundableAmount, order.totalCents);
  expectFailure(await applyForRefund(server, seller.token, order.kkOrderId, { reason: 'other', amount: 1_000 }), 400, 40000, 'Orders paid on credit can only be refunded in full.');
  expectFailure(await applyForRefund(server, seller.token, order.kkOrderId, { reason: 'other', items: [{ kkItemId: order.items[0]!.id, quantity: 1 }] }), 400, 40000, 'Orders paid on credit can only be refunded in full.');

  const refund = expectOk<{ id: number; amount: number }>(await applyForRefund(server, seller.token, order.kkOrderId, { reason: 'wrongAddress' }));
  assert.equal(refund.amount, order.totalCents);
  expectFailure(await server.request('POST', `/api/admin/refunds/${refund.id}/approve`, { token: operator, body: { amount: 1_000 } }), 400, 40000, 'Orders paid on credit can only be refunded in full.');
  expectOk(await server.request('POST', `/api/admin/refunds/${refund.id}/approve`, { token: operator, body: { amount: order.totalCents } }));
  await server.app.jobs.runDue();
  assert.equal((await refundRow(refund.id)).status, 'completed');
  assert.equal((await orderOf(order)).status, 'refunded');
  assert.equal((await creditLine()).availableCredit, available + order.totalCents, 'the provider gave the credit back');

  const shipped = await payLaterPaidOrder();
  await server.db.update(orders).set({ status: 'shipped', shippedAt: new Date() }).where(eq(orders.id, shipped.id));
  expectFailure(await applyForRefund(server, seller.token, shipped.kkOrderId, { reason: 'other' }), 409, 40900, 'Orders paid on credit can be refunded only before shipment.');
  const shippedForm = expectOk(await server.request('GET', `/api/orders/refundForm/${shipped.kkOrderId}`, { token: seller.token }));
  assert.equal(shippedForm.refundableAmount, 0);
  assert.equal(shippedForm.blockedMessage, 'Orders paid on credit can be refunded only before shipment.');
});

test('Transactions list every money movement with its method: card payment and card refund, pay-later payment, balance payment; the balance stays the sum of the balance rows', async () => {
  type Row = { key: string; type: string; orderNumber: string | null; amount: number; direction: string; method: number; onBalance: boolean };
  const list = async (token: string, query: Record<string, string> = {}) =>
    expectOk<{ list: Row[]; total: number }>(await server.request('GET', '/api/payment/transactions', { token, query: { pageSize: '100', ...query } })).list;
  const card = await cardPaidOrder();
  const { id: refundId } = await applyAndApprove(card, 1_500);
  await server.app.jobs.runDue();
  await approvedPayLater();
  const credit = await payLaterPaidOrder();
  const [creditPayment] = await server.db.select({ id: paymentTransactions.id }).from(paymentTransactions).where(eq(paymentTransactions.paymentMethod, 8)).orderBy(paymentTransactions.id);
  const byBalance = await placePaidOrder(server, seller, [{ priceCents: 700, quantity: 1 }]);

  const rows = await list(seller.token);
  const row = (key: string) => rows.find((r) => r.key === key);
  assert.deepEqual(row(`payment:${card.transactionId}`), { ...row(`payment:${card.transactionId}`)!, type: 'purchase', orderNumber: card.kkOrderId, amount: card.totalCents, direction: 'expenditure', method: 1, onBalance: false });
  assert.deepEqual(row(`refund:${refundId}`), { ...row(`refund:${refundId}`)!, type: 'refund', orderNumber: card.kkOrderId, amount: 1_500, direction: 'income', method: 1, onBalance: false });
  const creditRow = rows.find((r) => r.orderNumber === credit.kkOrderId && r.method === 8);
  assert.ok(creditRow && creditPayment, 'the pay-later payment is listed');
  assert.deepEqual([creditRow.direction, creditRow.amount, creditRow.onBalance], ['expenditure', credit.totalCents, false]);
  const balanceRow = rows.find((r) => r.orderNumber === byBalance.kkOrderId && r.direction === 'expenditure');
  assert.deepEqual([balanceRow?.method, balanceRow?.onBalance, balanceRow?.amount], [0, true, byBalance.totalCents]);
  assert.equal(new Set(rows.map((r) => r.key)).size, rows.length, 'each movement once');

  // The filters apply to every source alike.
  const refundsOnly = await list(seller.token, { type: 'refund', direction: 'income' });
  assert.ok(refundsOnly.some((r) => r.key === `refund:${refundId}`));
  assert.ok(refundsOnly.every((r) => r.type === 'refund' && r.direction === 'income'));
  assert.ok(!(await list(seller.token, { direction: 'income' })).some((r) => r.key === `payment:${card.transactionId}`));

  const stranger = await server.signUp();
  assert.deepEqual(await list(stranger.token), [], "another seller's movements are never listed");
  await assertLedgerBalanced(server, seller.token);
});
