import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { PAYMENT_METHODS } from '@threadway/contracts';
import { paymentTransactions } from '../src/db/schema/index.ts';
import { startAtProvider } from '../src/modules/payments/provider-payment.ts';
import { AppError } from '../src/platform/errors.ts';
import { startCardGatewaySimulator, type CardGatewaySimulator } from '../../../tools/simulators/card-gateway/server.ts';
import { expectFailure, expectOk, startTestServer, type SignedUp, type TestServer } from './harness.ts';
import { assertLedgerBalanced } from './ledger-check.ts';
import { insertUnpaidOrder, orderRow, topUp } from './payments-fixtures.ts';

/**
 * The card gateway's one-page form (method 1) and the regional wallets (method 3) against the
 * card-gateway simulator: the card is tokenised at the gateway (as its frame does, with the
 * publishable key), our server confirms the payment intent with the token (decision 0038).
 */
const WEBHOOK_SECRET = 'whsec_one_page_test';
const SECRET_KEY = 'sk_test_one_page';
const PUBLISHABLE_KEY = 'pk_test_one_page';
const WEBHOOK = '/api/payment/open/cardgateway/webhook';
const CONFIRM = '/api/payment/cardgateway/onePage/confirm';
let server: TestServer;
let gateway: CardGatewaySimulator;
let buyer: SignedUp;

before(async () => {
  gateway = await startCardGatewaySimulator({ port: 0, webhookSecret: WEBHOOK_SECRET, secretKey: SECRET_KEY, publishableKey: PUBLISHABLE_KEY });
  server = await startTestServer({
    env: { CARD_GATEWAY_URL: gateway.url, CARD_GATEWAY_SECRET_KEY: SECRET_KEY, CARD_GATEWAY_WEBHOOK_SECRET: WEBHOOK_SECRET, CARD_GATEWAY_PUBLISHABLE_KEY: PUBLISHABLE_KEY, CARD_GATEWAY_JS_URL: `${gateway.url}/v3/` },
  });
  gateway.setWebhookUrl(`${server.baseUrl}${WEBHOOK}`);
  buyer = await server.signUp();
});
after(async () => {
  await server?.close();
  await gateway?.close();
});

async function transaction(totalCents: number, paymentMethod = 1) {
  const order = await insertUnpaidOrder(server.db, buyer.userId, totalCents);
  const id = expectOk(await server.request('POST', '/api/payment/transaction', { token: buyer.token, body: { amount: totalCents, paymentMethod, currencyCode: 'USD', paymentType: 0, kkOrderIds: [order.kkOrderId] } })) as number;
  return { order, id };
}

/** What the gateway's card frame does in the browser: the card goes to the gateway, only the PaymentMethod id comes back. */
async function tokenise(number: string): Promise<string> {
  const response = await fetch(`${gateway.url}/v1/payment_methods`, {
    method: 'POST',
    headers: { authorization: `Bearer ${PUBLISHABLE_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ type: 'card', 'card[number]': number, 'card[exp_month]': '12', 'card[exp_year]': '2034', 'card[cvc]': '123' }),
  });
  const body = (await response.json()) as { id: string };
  assert.equal(response.status, 200);
  return body.id;
}

/** The browser arriving at our return route from the bank's page (the gateway named PUBLIC_URL's path). */
const comeBack = (back: URL) => fetch(`${server.baseUrl}${back.pathname}${back.search}`, { redirect: 'manual' });
const status = async (id: number) => expectOk(await server.request('GET', `/api/payment/transaction/${id}/status`, { token: buyer.token }));
const giveBacksOf = (id: number) => server.db.select().from(paymentTransactions).where(eq(paymentTransactions.returnsTransactionId, id));

test('the one-page form: the config names the gateway script; a card tokenised at the gateway pays the order through confirm', async () => {
  const config = expectOk(await server.request('GET', '/api/payment/cardgateway/onePage/config', { token: buyer.token }));
  assert.deepEqual(config, { publishableKey: PUBLISHABLE_KEY, scriptUrl: `${gateway.url}/v3/` });
  assert.match(await (await fetch(config.scriptUrl)).text(), /window\.Stripe = function Stripe/);

  const { order, id } = await transaction(12_345);
  const paymentMethodId = await tokenise('4242 4242 4242 4242');
  const answer = expectOk(await server.request('POST', CONFIRM, { token: buyer.token, body: { transactionId: id, paymentMethodId } }));
  assert.deepEqual(answer, { status: 'succeeded', transactionId: id, redirectUrl: null, message: null });
  assert.equal((await status(id)).status, 'succeeded');
  const row = await orderRow(server.db, order.id);
  assert.equal(row?.status, 'waitingShip');
  assert.equal(row?.paymentMethod, 1);
  // The confirmed card is not confirmed again: the payment is settled.
  expectFailure(await server.request('POST', CONFIRM, { token: buyer.token, body: { transactionId: id, paymentMethodId } }), 409);
  await assertLedgerBalanced(server, buyer.token);
});

test('a declined card fails the payment with the gateway’s reason; the order stays unpaid and a new payment pays it', async () => {
  const { order, id } = await transaction(4_000);
  const answer = expectOk(await server.request('POST', CONFIRM, { token: buyer.token, body: { transactionId: id, paymentMethodId: await tokenise('4000000000000002') } }));
  assert.deepEqual(answer, { status: 'failed', transactionId: id, redirectUrl: null, message: 'Your card was declined.' });
  assert.deepEqual(await status(id), { id, status: 'failed', failureMessage: 'Your card was declined.' });
  assert.equal((await orderRow(server.db, order.id))?.status, 'waitingPayment');

  const again = expectOk(await server.request('POST', '/api/payment/transaction', { token: buyer.token, body: { amount: 4_000, paymentMethod: 1, currencyCode: 'USD', paymentType: 0, kkOrderIds: [order.kkOrderId] } })) as number;
  expectOk(await server.request('POST', CONFIRM, { token: buyer.token, body: { transactionId: again, paymentMethodId: await tokenise('4242424242424242') } }));
  assert.equal((await orderRow(server.db, order.id))?.paymentTransactionId, again);
});

test('3-D Secure: the gateway asks, the bank approves, the return reads the intent and pays once; a failed authentication fails', async () => {
  const { order, id } = await transaction(6_500);
  const answer = expectOk(await server.request('POST', CONFIRM, { token: buyer.token, body: { transactionId: id, paymentMethodId: await tokenise('4000002760003184') } }));
  assert.equal(answer.status, 'requiresAction');
  assert.ok(answer.redirectUrl.startsWith(`${gateway.url}/authenticate/`));
  assert.equal((await status(id)).status, 'processing');
  assert.match(await (await fetch(answer.redirectUrl)).text(), /Complete authentication/);
  const approved = await fetch(answer.redirectUrl, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=approve' });
  const back = new URL(approved.headers.get('location')!);
  assert.equal(back.pathname, '/api/payment/open/cardgateway/onePage/return');
  assert.equal(back.searchParams.get('redirect_status'), 'succeeded');
  // The browser comes back (twice: a reload); the webhook came too. One payment.
  for (let i = 0; i < 2; i++) {
    const returned = await comeBack(back);
    assert.equal(returned.status, 303);
    assert.equal(returned.headers.get('location'), `${server.config.PUBLIC_URL}/payment-status?state=success&transactionId=${id}`);
  }
  assert.equal((await orderRow(server.db, order.id))?.paymentTransactionId, id);
  assert.equal((await giveBacksOf(id)).length, 0);

  const failing = await transaction(2_500);
  const challenge = expectOk(await server.request('POST', CONFIRM, { token: buyer.token, body: { transactionId: failing.id, paymentMethodId: await tokenise('4000002760003184') } }));
  const refused = await fetch(challenge.redirectUrl, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=fail' });
  const failedBack = new URL(refused.headers.get('location')!);
  const returned = await comeBack(failedBack);
  assert.equal(returned.headers.get('location'), `${server.config.PUBLIC_URL}/payment-status?state=fail&transactionId=${failing.id}`);
  assert.equal((await status(failing.id)).status, 'failed');
  assert.equal((await orderRow(server.db, failing.order.id))?.status, 'waitingPayment');
});

/** Holds the gateway's webhooks and fires each, several times over with fresh event ids, at the API while the confirm call is settling. */
function webhookRacer(copies: number): Promise<{ server: Server; url: string; deliveries: Promise<unknown>[] }> {
  const deliveries: Promise<unknown>[] = [];
  const racer = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      response.end('{}');
      const event = JSON.parse(body) as { id: string };
      for (let copy = 0; copy < copies; copy++) {
        const raw = JSON.stringify({ ...event, id: `${event.id}_copy${copy}` });
        const t = Math.floor(Date.now() / 1000);
        const headers = { 'stripe-signature': `t=${t},v1=${createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${raw}`).digest('hex')}` };
        deliveries.push(server.request('POST', WEBHOOK, { rawBody: raw, headers }));
      }
    });
  });
  return new Promise((resolve) => racer.listen(0, '127.0.0.1', () => resolve({ server: racer, url: `http://127.0.0.1:${(racer.address() as AddressInfo).port}`, deliveries })));
}

test('the confirm answer and the webhook at once (and confirm clicked twice): the order is paid once, nothing given back', async () => {
  const racer = await webhookRacer(5);
  gateway.setWebhookUrl(racer.url);
  try {
    const { order, id } = await transaction(9_900);
    const paymentMethodId = await tokenise('4242424242424242');
    const answers = await Promise.all([0, 1].map(() => server.request('POST', CONFIRM, { token: buyer.token, body: { transactionId: id, paymentMethodId } })));
    await Promise.all(racer.deliveries);
    assert.ok(racer.deliveries.length >= 5, 'the webhook raced the confirm answer');
    assert.ok(answers.some((answer) => answer.body.code === 10000 && answer.body.data.status === 'succeeded'));
    for (const answer of answers) assert.ok(answer.body.code === 10000 || answer.status === 409, JSON.stringify(answer.body));
    assert.equal((await status(id)).status, 'succeeded');
    const row = await orderRow(server.db, order.id);
    assert.equal(row?.paymentTransactionId, id);
    assert.equal(row?.status, 'waitingShip');
    assert.equal((await giveBacksOf(id)).length, 0, 'no surplus: the money paid the order once');
    await assertLedgerBalanced(server, buyer.token);
  } finally {
    gateway.setWebhookUrl(`${server.baseUrl}${WEBHOOK}`);
    racer.server.close();
  }
});

test('an attempt that reaches the gateway while another pays the order is refused: the paid transaction is not reopened, nothing is given back', async () => {
  const { order, id } = await transaction(4_400);
  const paymentMethodId = await tokenise('4242424242424242');
  // The late attempt found the transaction open; while it is at the gateway, the first attempt pays.
  const late = startAtProvider(server.db, { userId: buyer.userId, transactionId: id, methods: [PAYMENT_METHODS.cardGateway] }, async () => {
    assert.equal(expectOk(await server.request('POST', CONFIRM, { token: buyer.token, body: { transactionId: id, paymentMethodId } })).status, 'succeeded');
    return { providerRef: 'pi_late_attempt' };
  });
  await assert.rejects(late, (error) => error instanceof AppError && error.status === 409);
  const [row] = await server.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id));
  assert.equal(row!.status, 'succeeded');
  assert.notEqual(row!.providerRef, 'pi_late_attempt');
  // Confirm clicked again now is refused too.
  expectFailure(await server.request('POST', CONFIRM, { token: buyer.token, body: { transactionId: id, paymentMethodId } }), 409);
  assert.equal((await orderRow(server.db, order.id))?.status, 'waitingShip');
  assert.equal((await giveBacksOf(id)).length, 0);
  await assertLedgerBalanced(server, buyer.token);
});

test('one card payment for several orders (the order list’s Pay): confirm and the webhook at once pay each order once; an order paid from the balance during 3-D Secure has its cost given back, the other is paid', async () => {
  const racer = await webhookRacer(5);
  gateway.setWebhookUrl(racer.url);
  try {
    const orders = [await insertUnpaidOrder(server.db, buyer.userId, 2_500), await insertUnpaidOrder(server.db, buyer.userId, 3_500)];
    const id = expectOk(await server.request('POST', '/api/payment/transaction', { token: buyer.token, body: { amount: 6_000, paymentMethod: 1, currencyCode: 'USD', paymentType: 0, kkOrderIds: orders.map((o) => o.kkOrderId) } })) as number;
    const paymentMethodId = await tokenise('4242424242424242');
    const answers = await Promise.all([0, 1].map(() => server.request('POST', CONFIRM, { token: buyer.token, body: { transactionId: id, paymentMethodId } })));
    await Promise.all(racer.deliveries);
    assert.ok(answers.some((answer) => answer.body.code === 10000 && answer.body.data.status === 'succeeded'));
    for (const order of orders) assert.deepEqual(await orderRow(server.db, order.id).then((row) => [row?.status, row?.paymentTransactionId]), ['waitingShip', id]);
    assert.equal((await giveBacksOf(id)).length, 0, 'the one payment paid both orders once');
  } finally {
    gateway.setWebhookUrl(`${server.baseUrl}${WEBHOOK}`);
    racer.server.close();
  }

  // The bank asks for 3-D Secure; while the seller is on its page, the first order is paid from the balance.
  await topUp(server.db, buyer.userId, 10_000);
  const [first, second] = [await insertUnpaidOrder(server.db, buyer.userId, 1_800), await insertUnpaidOrder(server.db, buyer.userId, 2_200)];
  const card = expectOk(await server.request('POST', '/api/payment/transaction', { token: buyer.token, body: { amount: 4_000, paymentMethod: 1, currencyCode: 'USD', paymentType: 0, kkOrderIds: [first.kkOrderId, second.kkOrderId] } })) as number;
  const challenge = expectOk(await server.request('POST', CONFIRM, { token: buyer.token, body: { transactionId: card, paymentMethodId: await tokenise('4000002760003184') } }));
  assert.equal(challenge.status, 'requiresAction');
  const balance = expectOk(await server.request('POST', '/api/payment/transaction', { token: buyer.token, body: { amount: 1_800, paymentMethod: 0, currencyCode: 'USD', paymentType: 0, kkOrderIds: [first.kkOrderId] } })) as number;
  expectOk(await server.request('POST', `/api/payment/balance/${balance}`, { token: buyer.token }));
  const approved = await fetch(challenge.redirectUrl, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=approve' });
  assert.equal((await comeBack(new URL(approved.headers.get('location')!))).status, 303);
  assert.equal((await status(card)).status, 'succeeded');
  assert.equal((await orderRow(server.db, first.id))?.paymentTransactionId, balance);
  assert.deepEqual(await orderRow(server.db, second.id).then((row) => [row?.status, row?.paymentTransactionId]), ['waitingShip', card]);
  assert.deepEqual((await giveBacksOf(card)).map((row) => row.amountCents), [1_800], 'only the cost of the order paid from the balance goes back');
  await assertLedgerBalanced(server, buyer.token);
});

test('confirm is for the seller’s own method-1 payments, with a card token only', async () => {
  const { id } = await transaction(1_000);
  const stranger = await server.signUp();
  const paymentMethodId = await tokenise('4242424242424242');
  expectFailure(await server.request('POST', CONFIRM, { token: stranger.token, body: { transactionId: id, paymentMethodId } }), 404);
  const hosted = await transaction(1_000, 4);
  expectFailure(await server.request('POST', CONFIRM, { token: buyer.token, body: { transactionId: hosted.id, paymentMethodId } }), 400, 40000, 'This payment was created for another payment method.');
  // An unknown token is the gateway's refusal, shown as its reason; the order is untouched.
  const answer = expectOk(await server.request('POST', CONFIRM, { token: buyer.token, body: { transactionId: id, paymentMethodId: 'pm_test_unknown' } }));
  assert.equal(answer.status, 'failed');
  assert.match(answer.message, /No such PaymentMethod/);
});

test('regional wallets (method 3): the hosted checkout offers the wallets, Authorize pays the order once and names WeChat Pay; the card choice (4) still offers cards and stays a card', async () => {
  const { order, id } = await transaction(7_700, 3);
  const checkout = expectOk(await server.request('POST', `/api/payment/cardgateway/paymentIntent/${id}`, { token: buyer.token, body: { paymentMethod: 3 } }));
  const page = await (await fetch(checkout.redirectUrl)).text();
  assert.match(page, /Alipay/);
  assert.match(page, /WeChat Pay/);
  assert.doesNotMatch(page, /Card number/);
  const authorized = await fetch(`${gateway.url}/pay/${checkout.sessionId}/wallet`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'wallet=wechat_pay&decision=authorize' });
  assert.equal(authorized.headers.get('location'), `${server.config.PUBLIC_URL}/payment-status?state=success&transactionId=${id}`);
  assert.equal((await status(id)).status, 'succeeded');
  assert.equal((await orderRow(server.db, order.id))?.paymentTransactionId, id);
  await assertPaidWith(id, order.kkOrderId, 'wechatPay');

  const card = await transaction(1_500, 4);
  const hosted = expectOk(await server.request('POST', `/api/payment/cardgateway/paymentIntent/${card.id}`, { token: buyer.token }));
  assert.match(await (await fetch(hosted.redirectUrl)).text(), /Card number/);
  await payOnHostedCardPage(hosted.redirectUrl);
  assert.equal((await status(card.id)).status, 'succeeded');
  await assertPaidWith(card.id, card.order.kkOrderId, null);

  const declined = await transaction(1_200, 3);
  const wallet = expectOk(await server.request('POST', `/api/payment/cardgateway/paymentIntent/${declined.id}`, { token: buyer.token, body: { paymentMethod: 3 } }));
  const failed = await fetch(`${gateway.url}/pay/${wallet.sessionId}/wallet`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'wallet=alipay&decision=fail' });
  assert.equal(failed.headers.get('location'), `${server.config.PUBLIC_URL}/payment-status?state=fail&transactionId=${declined.id}`);
  assert.equal((await status(declined.id)).status, 'failed');
  assert.equal((await orderRow(server.db, declined.order.id))?.status, 'waitingPayment');
});

/** The card the hosted page takes, typed as a buyer would. */
async function payOnHostedCardPage(redirectUrl: string) {
  const paid = await fetch(redirectUrl, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Test Buyer' }) });
  assert.equal(paid.status, 303);
}

/** Method 3 stays the spec's code; `wallet` names the regional wallet on the payment, the order and the money movements (null for a card). */
async function assertPaidWith(id: number, kkOrderId: string, wallet: string | null) {
  const paid = expectOk(await server.request('GET', `/api/payment/transaction/${id}`, { token: buyer.token }));
  assert.equal(paid.paymentMethod, 3);
  assert.equal(paid.wallet, wallet);
  const detail = expectOk(await server.request('GET', `/api/orders/orders/${kkOrderId}`, { token: buyer.token }));
  assert.deepEqual([detail.payment.method, detail.payment.wallet], [3, wallet]);
  const movements = expectOk(await server.request('GET', '/api/payment/transactions', { token: buyer.token, query: { pageSize: 100 } }));
  const row = movements.list.find((movement: { key: string }) => movement.key === `payment:${id}`);
  assert.deepEqual([row?.method, row?.wallet], [3, wallet]);
}

test('Alipay: the wallet the gateway says paid the checkout is kept on the payment and named on the order and in Transactions', async () => {
  const { order, id } = await transaction(4_400, 3);
  const checkout = expectOk(await server.request('POST', `/api/payment/cardgateway/paymentIntent/${id}`, { token: buyer.token, body: { paymentMethod: 3 } }));
  const authorized = await fetch(`${gateway.url}/pay/${checkout.sessionId}/wallet`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'wallet=alipay&decision=authorize' });
  assert.equal(authorized.status, 303);
  await assertPaidWith(id, order.kkOrderId, 'alipay');
  await assertLedgerBalanced(server, buyer.token);
});
