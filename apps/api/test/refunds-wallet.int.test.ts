import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { startWalletSimulator, type WalletSimulator } from '../../../tools/simulators/wallet/server.ts';
import { orders, refunds } from '../src/db/schema/index.ts';
import { REFUND_PAYOUT_JOB } from '../src/modules/orders/refunds/refund-payout.job.ts';
import { runJobsNow, submitForm } from './billing-fixtures.ts';
import { expectOk, startTestServer, type SignedUp, type TestServer } from './harness.ts';
import { assertLedgerBalanced } from './ledger-check.ts';
import { insertOrderWithItems, type PlacedOrder } from './paid-order-fixture.ts';
import { applyForRefund, records } from './refunds-fixture.ts';

/** Refunds of wallet payments (method 2) go back through the provider's Payments API (decision 0012). */

const CLIENT = { clientId: 'client_refunds', clientSecret: 'secret_refunds' };
let server: TestServer;
let wallet: WalletSimulator;
let seller: SignedUp;
let operator: string;

before(async () => {
  wallet = await startWalletSimulator({ port: 0, ...CLIENT });
  server = await startTestServer({ env: { WALLET_URL: wallet.url, WALLET_CLIENT_ID: CLIENT.clientId, WALLET_CLIENT_SECRET: CLIENT.clientSecret } });
  seller = await server.signUp();
  operator = (await server.adminLogin()).token;
});
after(async () => {
  await server?.close();
  await wallet?.close();
});

/** A call to the wallet provider as the merchant (its dashboard, or our adapter). */
async function atWallet(method: 'GET' | 'POST', path: string, body?: object, headers: Record<string, string> = {}) {
  const basic = Buffer.from(`${CLIENT.clientId}:${CLIENT.clientSecret}`).toString('base64');
  const token = await (await fetch(`${wallet.url}/v1/oauth2/token`, { method: 'POST', headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=client_credentials' })).json();
  const response = await fetch(`${wallet.url}${path}`, { method, headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json', ...headers }, ...(body ? { body: JSON.stringify(body) } : {}) });
  return { status: response.status, body: await response.json() };
}

/** An order paid through the wallet: the provider's order approved on its page and captured on return. */
async function walletPaidOrder(): Promise<PlacedOrder & { walletOrderId: string }> {
  const order = await insertOrderWithItems(server, seller.userId, [{ priceCents: 4_000, quantity: 2 }]);
  const transactionId = expectOk<number>(await server.request('POST', '/api/payment/transaction', { token: seller.token, body: { amount: order.totalCents, paymentMethod: 2, currencyCode: 'USD', paymentType: 0, kkOrderIds: [order.kkOrderId] } }));
  const checkout = expectOk<{ redirectUrl: string; orderId: string }>(await server.request('POST', `/api/payment/wallet/orders/${transactionId}`, { token: seller.token }));
  const back = new URL((await submitForm(checkout.redirectUrl, { decision: 'approve' })).location!);
  await fetch(`${server.baseUrl}${back.pathname}${back.search}`, { redirect: 'manual' });
  assert.equal((await orderOf(order)).status, 'waitingShip');
  return { ...order, walletOrderId: checkout.orderId };
}

const orderOf = async (order: PlacedOrder) => (await server.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
const refundRow = async (id: number) => (await server.db.select().from(refunds).where(eq(refunds.id, id)))[0]!;
const capturePayments = async (walletOrderId: string) => (await atWallet('GET', `/v2/checkout/orders/${walletOrderId}`)).body.purchase_units[0].payments;

/** The seller asks for `asked`, an operator approves `approved` of it. */
async function refundApproved(order: PlacedOrder, asked: number, approved = asked) {
  const refund = expectOk<{ id: number }>(await applyForRefund(server, seller.token, order.kkOrderId, { reason: 'outOfStock', amount: asked }));
  const answer = expectOk(await server.request('POST', `/api/admin/refunds/${refund.id}/approve`, { token: operator, body: { amount: approved } }));
  assert.equal(answer.status, 'refunding', 'waiting for the wallet provider');
  return refund.id;
}

test('a wallet refund goes back through the provider; one the provider refuses fails', async () => {
  const order = await walletPaidOrder();
  const balance = async () => expectOk<{ balance: number }>(await server.request('GET', '/api/payment/balance', { token: seller.token })).balance;
  const before = await balance();

  const id = await refundApproved(order, 4_000, 3_000);
  assert.equal((await orderOf(order)).status, 'refunding');
  await runJobsNow(server, REFUND_PAYOUT_JOB);
  const row = await refundRow(id);
  assert.equal(row.status, 'completed');
  const providerRefund = await atWallet('GET', `/v2/payments/refunds/${row.providerRef}`);
  assert.equal(providerRefund.body.status, 'COMPLETED');
  assert.deepEqual(providerRefund.body.amount, { currency_code: 'USD', value: '30.00' });
  assert.equal(providerRefund.body.invoice_id, row.refundNo);
  assert.equal((await capturePayments(order.walletOrderId)).captures[0].status, 'PARTIALLY_REFUNDED');
  assert.equal((await orderOf(order)).status, 'partialRefund');
  assert.equal((await orderOf(order)).refundedCents, 3_000);
  assert.equal(await balance(), before, 'a wallet refund does not touch the balance');
  assert.deepEqual((await records(server, seller.token, order.kkOrderId)).map((r) => r.type), ['application', 'approved', 'succeeded']);

  // The merchant refunds $50 in the provider's dashboard, outside Threadway: the rest we still
  // count as refundable is more than the capture has left, and the provider refuses it.
  const captureId = (await capturePayments(order.walletOrderId)).captures[0].id;
  assert.equal((await atWallet('POST', `/v2/payments/captures/${captureId}/refund`, { amount: { currency_code: 'USD', value: '50.00' } })).status, 201);
  const rest = await refundApproved(order, order.totalCents - 3_000);
  await runJobsNow(server, REFUND_PAYOUT_JOB);
  assert.equal((await refundRow(rest)).status, 'failed');
  assert.equal((await orderOf(order)).status, 'refundFailed');
  assert.equal((await orderOf(order)).refundedCents, 3_000);
  const failed = (await records(server, seller.token, order.kkOrderId)).at(-1)!;
  assert.equal(failed.type, 'failed');
  assert.match(failed.note ?? '', /REFUND_AMOUNT_EXCEEDED/);
  await assertLedgerBalanced(server, seller.token);
});

test('a refund the provider answers PENDING is asked again until it completes, and is made once', async () => {
  const order = await walletPaidOrder();
  wallet.holdRefunds(true);
  try {
    const id = await refundApproved(order, 2_000);
    await runJobsNow(server, REFUND_PAYOUT_JOB);
    const pending = await refundRow(id);
    assert.equal(pending.status, 'refunding');
    assert.ok(pending.providerRef, 'the pending refund is remembered to be read again');
    await runJobsNow(server, REFUND_PAYOUT_JOB);
    assert.equal((await refundRow(id)).status, 'refunding', 'still pending at the provider');

    wallet.holdRefunds(false);
    await runJobsNow(server, REFUND_PAYOUT_JOB);
    const done = await refundRow(id);
    assert.equal(done.status, 'completed');
    assert.equal(done.providerRef, pending.providerRef);
    assert.equal((await orderOf(order)).status, 'partialRefund');
    assert.equal((await orderOf(order)).refundedCents, 2_000);
    const payments = await capturePayments(order.walletOrderId);
    assert.deepEqual(payments.refunds.map((refund: { id: string; status: string }) => [refund.id, refund.status]), [[pending.providerRef, 'COMPLETED']], 'one refund at the provider');

    // A retry whose first answer was lost sends the same PayPal-Request-Id: the provider answers the first refund.
    const replay = await atWallet('POST', `/v2/payments/captures/${payments.captures[0].id}/refund`, { amount: { currency_code: 'USD', value: '20.00' } }, { 'paypal-request-id': `refund-${id}` });
    assert.equal(replay.body.id, pending.providerRef);
    assert.equal((await capturePayments(order.walletOrderId)).refunds.length, 1);
  } finally {
    wallet.holdRefunds(false);
  }
});

test('the provider refunds only what the capture has left', async () => {
  const order = await walletPaidOrder();
  const captureId = (await capturePayments(order.walletOrderId)).captures[0].id;
  const refund = (value?: string) => atWallet('POST', `/v2/payments/captures/${captureId}/refund`, value ? { amount: { currency_code: 'USD', value } } : {});
  const tooMuch = await refund('85.01');
  assert.equal(tooMuch.status, 422);
  assert.equal(tooMuch.body.details[0].issue, 'REFUND_AMOUNT_EXCEEDED');
  assert.equal((await refund('10.00')).status, 201);
  const rest = await refund();
  assert.deepEqual(rest.body.amount, { currency_code: 'USD', value: '75.00' }, 'no amount refunds what is left');
  assert.equal((await capturePayments(order.walletOrderId)).captures[0].status, 'REFUNDED');
  assert.equal((await refund('1.00')).body.details[0].issue, 'CAPTURE_FULLY_REFUNDED');
  assert.equal((await atWallet('POST', '/v2/payments/captures/UNKNOWN/refund', {})).status, 404);
});
