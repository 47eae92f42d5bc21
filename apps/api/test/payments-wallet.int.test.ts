import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startWalletSimulator, type WalletSimulator } from '../../../tools/simulators/wallet/server.ts';
import { expectFailure, expectOk, startTestServer, type SignedUp, type TestServer } from './harness.ts';
import { insertUnpaidOrder, orderRow } from './payments-fixtures.ts';

let server: TestServer;
let wallet: WalletSimulator;
let buyer: SignedUp;

before(async () => {
  wallet = await startWalletSimulator({ port: 0, clientId: 'client_test', clientSecret: 'secret_test' });
  server = await startTestServer({ env: { WALLET_URL: wallet.url, WALLET_CLIENT_ID: 'client_test', WALLET_CLIENT_SECRET: 'secret_test' } });
  buyer = await server.signUp();
});
after(async () => {
  await server?.close();
  await wallet?.close();
});

async function walletTransaction(totalCents: number, paymentMethod = 2) {
  const order = await insertUnpaidOrder(server.db, buyer.userId, totalCents);
  const id = expectOk(await server.request('POST', '/api/payment/transaction', { token: buyer.token, body: { amount: totalCents, paymentMethod, currencyCode: 'USD', paymentType: 0, kkOrderIds: [order.kkOrderId] } }));
  return { order, id: id as number };
}
const status = async (id: number) => expectOk(await server.request('GET', `/api/payment/transaction/${id}/status`, { token: buyer.token }));
const statusPage = (state: string, id: number) => `${server.config.PUBLIC_URL}/payment-status?state=${state}&transactionId=${id}`;

/** The buyer's decision on the wallet page; answers where the wallet sends the browser. */
async function decide(approveUrl: string, decision: 'approve' | 'cancel') {
  const response = await fetch(approveUrl, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `decision=${decision}` });
  assert.equal(response.status, 303);
  return new URL(response.headers.get('location')!);
}

/** Follows the wallet's return link to our API (PUBLIC_URL fronts the API in a real deployment). */
async function comeBack(location: URL) {
  const response = await fetch(`${server.baseUrl}${location.pathname}${location.search}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') };
}

test('an approved wallet order is captured on return and pays the orders with method 2', async () => {
  const { order, id } = await walletTransaction(12_345);
  const checkout = expectOk(await server.request('POST', `/api/payment/wallet/orders/${id}`, { token: buyer.token }));
  assert.equal(checkout.redirectUrl, `${wallet.url}/checkoutnow?token=${checkout.orderId}`);
  assert.equal((await status(id)).status, 'processing');
  const page = await (await fetch(checkout.redirectUrl)).text();
  assert.match(page, /Pay 123\.45 USD/);
  assert.match(page, /<button type="submit" name="decision" value="approve">Approve<\/button>/);

  const back = await decide(checkout.redirectUrl, 'approve');
  assert.equal(back.pathname, '/api/payment/open/wallet/return');
  assert.equal(back.searchParams.get('token'), checkout.orderId);
  const result = await comeBack(back);
  assert.equal(result.status, 303);
  assert.equal(result.location, statusPage('success', id));
  assert.equal((await status(id)).status, 'succeeded');
  const row = await orderRow(server.db, order.id);
  assert.equal(row?.status, 'waitingShip');
  assert.equal(row?.paymentMethod, 2);

  // Coming back again captures nothing more and still shows success.
  const paidAt = row?.paidAt?.toISOString();
  assert.equal((await comeBack(back)).location, statusPage('success', id));
  assert.equal((await orderRow(server.db, order.id))?.paidAt?.toISOString(), paidAt);
  expectFailure(await server.request('POST', `/api/payment/wallet/orders/${id}`, { token: buyer.token }), 409);
});

test('a return before approval or after cancelling pays nothing', async () => {
  const { order, id } = await walletTransaction(5_000);
  const checkout = expectOk(await server.request('POST', `/api/payment/wallet/orders/${id}`, { token: buyer.token }));
  // A forged return for an order the buyer never approved: the capture is refused.
  const early = await fetch(`${server.baseUrl}/api/payment/open/wallet/return?token=${checkout.orderId}`, { redirect: 'manual' });
  assert.equal(early.headers.get('location'), statusPage('fail', id));
  assert.equal((await status(id)).status, 'processing');

  const back = await decide(checkout.redirectUrl, 'cancel');
  assert.equal(back.toString(), `${statusPage('fail', id)}&token=${checkout.orderId}`);
  assert.equal((await status(id)).status, 'processing');
  assert.equal((await orderRow(server.db, order.id))?.status, 'waitingPayment');
});

test('only wallet transactions of the caller open a wallet order', async () => {
  const { id } = await walletTransaction(3_000, 1);
  expectFailure(await server.request('POST', `/api/payment/wallet/orders/${id}`, { token: buyer.token }), 400, 40000, 'This payment was created for another payment method.');
  const mine = await walletTransaction(3_000);
  const stranger = await server.signUp();
  expectFailure(await server.request('POST', `/api/payment/wallet/orders/${mine.id}`, { token: stranger.token }), 404);
});
