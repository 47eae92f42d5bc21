import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, test } from 'node:test';
import { startCardGatewaySimulator, type CardGatewaySimulator } from '../../../tools/simulators/card-gateway/server.ts';
import { expectFailure, expectOk, startTestServer, type SignedUp, type TestServer } from './harness.ts';
import { insertUnpaidOrder, orderRow } from './payments-fixtures.ts';

const WEBHOOK_SECRET = 'whsec_card_test';
const WEBHOOK = '/api/payment/open/cardgateway/webhook';
let server: TestServer;
let gateway: CardGatewaySimulator;
let buyer: SignedUp;

before(async () => {
  gateway = await startCardGatewaySimulator({ port: 0, webhookSecret: WEBHOOK_SECRET, secretKey: 'sk_test_card' });
  server = await startTestServer({ env: { CARD_GATEWAY_URL: gateway.url, CARD_GATEWAY_SECRET_KEY: 'sk_test_card', CARD_GATEWAY_WEBHOOK_SECRET: WEBHOOK_SECRET } });
  gateway.setWebhookUrl(`${server.baseUrl}${WEBHOOK}`);
  buyer = await server.signUp();
});
after(async () => {
  await server?.close();
  await gateway?.close();
});

async function cardTransaction(totalCents: number, paymentMethod = 1) {
  const order = await insertUnpaidOrder(server.db, buyer.userId, totalCents);
  const id = expectOk(await server.request('POST', '/api/payment/transaction', { token: buyer.token, body: { amount: totalCents, paymentMethod, currencyCode: 'USD', paymentType: 0, kkOrderIds: [order.kkOrderId] } }));
  return { order, id: id as number };
}

const status = async (id: number) => expectOk(await server.request('GET', `/api/payment/transaction/${id}/status`, { token: buyer.token }));

/** What a browser does on the hosted page: submit the form, answer where it is sent. */
async function submitCard(redirectUrl: string, cardNumber: string) {
  const response = await fetch(redirectUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber, expiry: '12/34', cvc: '123', name: 'Ana Buyer' }),
  });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

function signed(event: object, secret = WEBHOOK_SECRET, t = Math.floor(Date.now() / 1000)) {
  const body = JSON.stringify(event);
  return { rawBody: body, headers: { 'stripe-signature': `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}` } };
}
const completed = (eventId: string, transactionId: number, amount: number) => ({
  id: eventId,
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: { id: `cs_test_${eventId}`, object: 'checkout.session', payment_status: 'paid', amount_total: amount, currency: 'usd', metadata: { transactionId: String(transactionId) } } },
});

test('a card checkout opens the hosted page; a good card pays the orders through the signed webhook', async () => {
  const { order, id } = await cardTransaction(12_345);
  const checkout = expectOk(await server.request('POST', '/api/payment/cardgateway/onePage/signValue', { token: buyer.token, body: { transactionId: id } }));
  assert.ok(checkout.redirectUrl.startsWith(gateway.url));
  assert.match(checkout.sessionId, /^cs_test_/);
  assert.equal((await status(id)).status, 'processing');
  const page = await (await fetch(checkout.redirectUrl)).text();
  assert.match(page, /<label for="cardNumber">Card number<\/label>/);
  assert.match(page, /123\.45 USD/);

  const result = await submitCard(checkout.redirectUrl, '4242 4242 4242 4242');
  assert.equal(result.status, 303);
  assert.equal(result.location, `${server.config.PUBLIC_URL}/payment-status?state=success&transactionId=${id}`);
  assert.equal((await status(id)).status, 'succeeded');
  const row = await orderRow(server.db, order.id);
  assert.equal(row?.status, 'waitingShip');
  assert.equal(row?.paymentMethod, 1);
});

test('a declined card fails the transaction and leaves the order unpaid', async () => {
  const { order, id } = await cardTransaction(5_000);
  const checkout = expectOk(await server.request('POST', '/api/payment/cardgateway/onePage/signValue', { token: buyer.token, body: { transactionId: id } }));
  const result = await submitCard(checkout.redirectUrl, '4000000000000002');
  assert.equal(result.location, `${server.config.PUBLIC_URL}/payment-status?state=fail&transactionId=${id}`);
  assert.deepEqual(await status(id), { id, status: 'failed', failureMessage: 'Your card was declined.' });
  assert.equal((await orderRow(server.db, order.id))?.status, 'waitingPayment');
  expectFailure(await server.request('POST', '/api/payment/cardgateway/onePage/signValue', { token: buyer.token, body: { transactionId: id } }), 409);
});

test('the authentication card asks for approval; methods 3 and 4 use paymentIntent', async () => {
  const { id } = await cardTransaction(3_000, 4);
  expectFailure(await server.request('POST', '/api/payment/cardgateway/onePage/signValue', { token: buyer.token, body: { transactionId: id } }), 400, 40000, 'This payment was created for another payment method.');
  const checkout = expectOk(await server.request('POST', `/api/payment/cardgateway/paymentIntent/${id}`, { token: buyer.token }));
  const first = await submitCard(checkout.redirectUrl, '4000 0027 6000 3184');
  assert.equal(first.location, `/pay/${checkout.sessionId}/authenticate`);
  const challenge = await (await fetch(new URL(first.location!, gateway.url))).text();
  assert.match(challenge, /Complete authentication/);
  const approved = await fetch(new URL(first.location!, gateway.url), { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=approve' });
  assert.equal(approved.headers.get('location'), `${server.config.PUBLIC_URL}/payment-status?state=success&transactionId=${id}`);
  assert.equal((await status(id)).status, 'succeeded');
});

test('webhooks with a bad signature are refused; a replayed event changes nothing', async () => {
  const { order, id } = await cardTransaction(8_000);
  const event = completed('evt_test_replay', id, 8_000);
  const forged = signed(event, 'whsec_wrong');
  expectFailure(await server.request('POST', WEBHOOK, forged), 400, 40000, 'The signature of this notification is not valid.');
  const stale = signed(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3_600);
  expectFailure(await server.request('POST', WEBHOOK, stale), 400);
  expectFailure(await server.request('POST', WEBHOOK, { rawBody: forged.rawBody }), 400);
  assert.equal((await status(id)).status, 'created');

  expectOk(await server.request('POST', WEBHOOK, signed(event)));
  assert.equal((await status(id)).status, 'succeeded');
  const paidAt = (await orderRow(server.db, order.id))?.paidAt?.toISOString();
  expectOk(await server.request('POST', WEBHOOK, signed(event)));
  assert.equal((await orderRow(server.db, order.id))?.paidAt?.toISOString(), paidAt);

  // A later failure event does not undo a success.
  const failure = { id: 'evt_test_late_failure', object: 'event', type: 'payment_intent.payment_failed', data: { object: { id: 'pi_test', object: 'payment_intent', metadata: { transactionId: String(id) }, last_payment_error: { message: 'Your card was declined.' } } } };
  expectOk(await server.request('POST', WEBHOOK, signed(failure)));
  assert.equal((await status(id)).status, 'succeeded');
});

test("another seller cannot open a checkout for someone's transaction", async () => {
  const { id } = await cardTransaction(1_000);
  const stranger = await server.signUp();
  expectFailure(await server.request('POST', '/api/payment/cardgateway/onePage/signValue', { token: stranger.token, body: { transactionId: id } }), 404);
});
