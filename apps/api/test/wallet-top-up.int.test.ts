import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { CardGatewaySimulator } from '../../../tools/simulators/card-gateway/server.ts';
import { expectFailure, expectOk, type SignedUp, type TestServer } from './harness.ts';
import { assertLedgerBalanced } from './ledger-check.ts';
import { insertOrderWithItems } from './paid-order-fixture.ts';
import { startWithGateway, submitHostedCard } from './wallet-fixtures.ts';

let server: TestServer;
let gateway: CardGatewaySimulator;
let seller: SignedUp;

before(async () => {
  ({ server, gateway } = await startWithGateway());
  seller = await server.signUp();
});
after(async () => {
  await server?.close();
  await gateway?.close();
});

const balance = async (token: string) => expectOk<{ balance: number }>(await server.request('GET', '/api/payment/balance', { token })).balance;
const recharge = (token: string, amount: unknown, key?: string) =>
  server.request('POST', '/api/payment/recharge', { token, body: { amount }, headers: key ? { 'idempotency-key': key } : {} });

test('a top-up pays at the hosted page and the signed webhook adds one recharge row; the browser comes back to the page', async () => {
  const before = await balance(seller.token);
  const topUp = expectOk(await recharge(seller.token, 12_550));
  assert.ok(topUp.redirectUrl.startsWith(gateway.url));
  const transaction = expectOk(await server.request('GET', `/api/payment/transaction/${topUp.transactionId}`, { token: seller.token }));
  assert.deepEqual([transaction.paymentType, transaction.paymentMethod, transaction.status, transaction.amount], [1, 1, 'processing', 12_550]);
  assert.match(await (await fetch(topUp.redirectUrl)).text(), /125\.50 USD/);

  const result = await submitHostedCard(topUp.redirectUrl, '4242424242424242');
  assert.equal(result.location, `${server.config.PUBLIC_URL}/personal-center/payment-manage?topUp=success&transactionId=${topUp.transactionId}`);
  assert.equal(expectOk(await server.request('GET', `/api/payment/transaction/${topUp.transactionId}/status`, { token: seller.token })).status, 'succeeded');
  assert.equal(await balance(seller.token), before + 12_550);
  const rows = expectOk(await server.request('GET', '/api/payment/transactions', { token: seller.token, query: { type: 'recharge' } }));
  assert.deepEqual(rows.list.map((row: { amount: number; direction: string }) => [row.amount, row.direction]), [[12_550, 'income']]);
  await assertLedgerBalanced(server, seller.token);
});

test('a replayed (or second) completion of a top-up credits the balance once', async () => {
  const topUp = expectOk(await recharge(seller.token, 2_000));
  await submitHostedCard(topUp.redirectUrl, '4242424242424242');
  const credited = await balance(seller.token);
  const secret = server.config.CARD_GATEWAY_WEBHOOK_SECRET;
  for (const eventId of ['evt_test_again', 'evt_test_again', 'evt_test_other']) {
    const body = JSON.stringify({ id: eventId, object: 'event', type: 'checkout.session.completed', data: { object: { id: topUp.sessionId, payment_status: 'paid', amount_total: 2_000, metadata: { transactionId: String(topUp.transactionId) } } } });
    const t = Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expectOk(await server.request('POST', '/api/payment/open/cardgateway/webhook', { rawBody: body, headers: { 'stripe-signature': `t=${t},v1=${signature}` } }));
  }
  assert.equal(await balance(seller.token), credited);
  await assertLedgerBalanced(server, seller.token);
});

test('a declined top-up adds nothing and fails the transaction with the gateway’s words', async () => {
  const before = await balance(seller.token);
  const topUp = expectOk(await recharge(seller.token, 5_000));
  const result = await submitHostedCard(topUp.redirectUrl, '4000 0000 0000 0002');
  assert.equal(result.location, `${server.config.PUBLIC_URL}/personal-center/payment-manage?topUp=fail&transactionId=${topUp.transactionId}`);
  assert.deepEqual(expectOk(await server.request('GET', `/api/payment/transaction/${topUp.transactionId}/status`, { token: seller.token })), { id: topUp.transactionId, status: 'failed', failureMessage: 'Your card was declined.' });
  assert.equal(await balance(seller.token), before);
  await assertLedgerBalanced(server, seller.token);
});

test('the same Idempotency-Key opens one top-up; the amount rule refuses bad amounts with the spec’s message', async () => {
  const first = expectOk(await recharge(seller.token, 1_000, 'top-up-key-1'));
  const again = expectOk(await recharge(seller.token, 1_000, 'top-up-key-1'));
  assert.equal(again.transactionId, first.transactionId);
  expectFailure(await recharge(seller.token, 2_000, 'top-up-key-1'), 422);
  const rule = 'Please enter an amount between 0 and 9999999, two decimals allowed.';
  for (const amount of [0, -100, 10.5, 999_999_901, '100', null]) expectFailure(await recharge(seller.token, amount), 400, 40000, rule);
  expectOk(await recharge(seller.token, 999_999_900));
  expectFailure(await server.request('POST', '/api/payment/recharge', { token: seller.token, body: {} }), 400, 40000, rule);
});

test('topped-up money pays an order from the balance, and both rows are in the transactions', async () => {
  const buyer = await server.signUp();
  const topUp = expectOk(await recharge(buyer.token, 10_000));
  await submitHostedCard(topUp.redirectUrl, '4242424242424242');
  const order = await insertOrderWithItems(server, buyer.userId, [{ priceCents: 2_500, quantity: 2 }], { shippingCents: 500 });
  const transactionId = expectOk(await server.request('POST', '/api/payment/transaction', { token: buyer.token, body: { amount: order.totalCents, paymentMethod: 0, currencyCode: 'USD', paymentType: 0, kkOrderIds: [order.kkOrderId] } }));
  expectOk(await server.request('POST', `/api/payment/balance/${transactionId}`, { token: buyer.token }));
  assert.equal(await balance(buyer.token), 10_000 - order.totalCents);
  const rows = expectOk(await server.request('GET', '/api/payment/transactions', { token: buyer.token }));
  assert.deepEqual(
    rows.list.map((row: { type: string; amount: number; direction: string }) => [row.type, row.amount, row.direction]),
    [['purchase', order.totalCents, 'expenditure'], ['recharge', 10_000, 'income']],
  );
  await assertLedgerBalanced(server, buyer.token);
});

test('guests get 401; another seller cannot read a top-up transaction', async () => {
  expectFailure(await server.request('POST', '/api/payment/recharge', { body: { amount: 100 } }), 401);
  const topUp = expectOk(await recharge(seller.token, 300));
  const stranger = await server.signUp();
  expectFailure(await server.request('GET', `/api/payment/transaction/${topUp.transactionId}`, { token: stranger.token }), 404);
  expectFailure(await server.request('POST', '/api/payment/cardgateway/onePage/signValue', { token: stranger.token, body: { transactionId: topUp.transactionId } }), 404);
});
