import assert from 'node:assert/strict';
import { createHmac, randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { startPayLaterSimulator, type PayLaterSimulator } from '../../../tools/simulators/pay-later/server.ts';
import { expectFailure, expectOk, startTestServer, type SignedUp, type TestServer } from './harness.ts';
import { insertUnpaidOrder, orderRow } from './payments-fixtures.ts';

const WEBHOOK_SECRET = 'whsec_paylater_test';
const WEBHOOK = '/api/payment/open/paylater/webhook';
const CREDITLINE = '/api/payment/paylater/buyer/creditline';
let server: TestServer;
let provider: PayLaterSimulator;

before(async () => {
  provider = await startPayLaterSimulator({ port: 0, webhookSecret: WEBHOOK_SECRET, apiToken: 'pl_test_paylater' });
  server = await startTestServer({ env: { PAY_LATER_URL: provider.url, PAY_LATER_API_TOKEN: 'pl_test_paylater', PAY_LATER_WEBHOOK_SECRET: WEBHOOK_SECRET } });
  provider.setWebhookUrl(`${server.baseUrl}${WEBHOOK}`);
});
after(async () => {
  await server?.close();
  await provider?.close();
});

const application = (email: string) => ({ companyName: 'Ana Apparel LLC', email, phone: '+1 2025550111', country: 'us', requestedLimit: 5_000_000 });

/** What a browser does on a hosted page: submit the form, answer where it is sent. */
async function submit(url: string, form: Record<string, string>) {
  const response = await fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
  return { status: response.status, location: response.headers.get('location') };
}

/** Applies through the provider's widget with an e-mail that decides the outcome. */
async function applied(email: string) {
  const seller = await server.signUp();
  const widget = expectOk(await server.request('POST', '/api/payment/paylater/buyer', { token: seller.token, body: application(email) }));
  assert.ok(widget.redirectUrl.startsWith(provider.url));
  assert.equal(widget.redirectUrl, `${provider.url}/trade-account/${widget.token}`);
  const result = await submit(widget.redirectUrl, { terms: 'accepted', decision: 'submit' });
  assert.equal(result.status, 303);
  assert.equal(result.location, `${server.config.PUBLIC_URL}/mall/paymentPage`);
  return seller;
}

const creditLine = async (seller: SignedUp) => expectOk(await server.request('GET', CREDITLINE, { token: seller.token }));
const status = async (seller: SignedUp, id: number) => (await expectOk(await server.request('GET', `/api/payment/transaction/${id}/status`, { token: seller.token }))).status;

async function transaction(seller: SignedUp, totalCents: number, paymentMethod = 8) {
  const order = await insertUnpaidOrder(server.db, seller.userId, totalCents);
  const id = expectOk(await server.request('POST', '/api/payment/transaction', { token: seller.token, body: { amount: totalCents, paymentMethod, currencyCode: 'USD', paymentType: 0, kkOrderIds: [order.kkOrderId] } }));
  return { order, id: id as number };
}

function signed(event: object, secret = WEBHOOK_SECRET) {
  const body = JSON.stringify(event);
  return { rawBody: body, headers: { 'x-mondu-signature': createHmac('sha256', secret).update(body).digest('hex') } };
}

test('a seller who never applied has no status and no credit', async () => {
  const seller = await server.signUp();
  assert.deepEqual(await creditLine(seller), { status: null, availableCredit: 0, creditLimit: 0 });
});

test('the hosted application page labels what it shows; opening it alone decides nothing', async () => {
  const seller = await server.signUp();
  const widget = expectOk(await server.request('POST', '/api/payment/paylater/buyer', { token: seller.token, body: application('ana@example.com') }));
  const page = await (await fetch(widget.redirectUrl)).text();
  assert.match(page, /<dt>Business name<\/dt><dd>Ana Apparel LLC<\/dd>/);
  assert.match(page, /<dt>Country<\/dt><dd>US<\/dd>/);
  assert.match(page, /<label><input type="checkbox" name="terms" value="accepted" required> I accept the credit terms<\/label>/);
  assert.deepEqual(await creditLine(seller), { status: null, availableCredit: 0, creditLimit: 0 });
});

test('the provider approves a $10,000 line, declines or keeps an application under review', async () => {
  assert.deepEqual(await creditLine(await applied('ana@example.com')), { status: 'approved', availableCredit: 1_000_000, creditLimit: 1_000_000 });
  assert.deepEqual(await creditLine(await applied('please-decline@example.com')), { status: 'declined', availableCredit: 0, creditLimit: 0 });
  assert.deepEqual(await creditLine(await applied('needs-review@example.com')), { status: 'pending', availableCredit: 0, creditLimit: 0 });
});

test('checkout needs an approved line, at least $2,000 and enough credit', async () => {
  const pending = await applied('review-me@example.com');
  const small = await transaction(pending, 250_000);
  expectFailure(await server.request('POST', `/api/payment/paylater/checkout/${small.id}`, { token: pending.token }), 400, 40000, 'Your pay-later credit is not approved.');

  const seller = await applied('bob@example.com');
  const below = await transaction(seller, 199_999);
  expectFailure(await server.request('POST', `/api/payment/paylater/checkout/${below.id}`, { token: seller.token }), 400, 40000, 'Credit cannot be used for orders below $2000.');
  const above = await transaction(seller, 1_000_001);
  expectFailure(await server.request('POST', `/api/payment/paylater/checkout/${above.id}`, { token: seller.token }), 400, 40000, 'Failed, reached credit limit!');
  const byBalance = await transaction(seller, 300_000, 0);
  expectFailure(await server.request('POST', `/api/payment/paylater/checkout/${byBalance.id}`, { token: seller.token }), 400, 40000, 'This payment was created for another payment method.');
  assert.equal(await status(seller, below.id), 'created');
  assert.equal((await creditLine(seller)).availableCredit, 1_000_000);
});

test('an approved checkout pays the orders with method 8 and takes the credit', async () => {
  const seller = await applied('carla@example.com');
  const { order, id } = await transaction(seller, 300_000);
  const widget = expectOk(await server.request('POST', `/api/payment/paylater/checkout/${id}`, { token: seller.token }));
  assert.equal(widget.redirectUrl, `${provider.url}/checkout/${widget.token}`);
  assert.equal(await status(seller, id), 'processing');
  const page = await (await fetch(widget.redirectUrl)).text();
  assert.match(page, /Pay \$3000\.00 later/);
  assert.match(page, /<button type="submit" name="decision" value="approve">Approve<\/button>/);

  const result = await submit(widget.redirectUrl, { decision: 'approve' });
  assert.equal(result.location, `${server.config.PUBLIC_URL}/payment-status?state=success&transactionId=${id}`);
  assert.equal(await status(seller, id), 'succeeded');
  const row = await orderRow(server.db, order.id);
  assert.equal(row?.status, 'waitingShip');
  assert.equal(row?.paymentMethod, 8);
  assert.deepEqual(await creditLine(seller), { status: 'approved', availableCredit: 700_000, creditLimit: 1_000_000 });
  expectFailure(await server.request('POST', `/api/payment/paylater/checkout/${id}`, { token: seller.token }), 409);

  // What is left is the limit for the next order.
  const next = await transaction(seller, 700_001);
  expectFailure(await server.request('POST', `/api/payment/paylater/checkout/${next.id}`, { token: seller.token }), 400, 40000, 'Failed, reached credit limit!');
});

test('a cancelled checkout fails the transaction and takes no credit', async () => {
  const seller = await applied('dora@example.com');
  const { order, id } = await transaction(seller, 200_000);
  const widget = expectOk(await server.request('POST', `/api/payment/paylater/checkout/${id}`, { token: seller.token }));
  const result = await submit(widget.redirectUrl, { decision: 'cancel' });
  assert.equal(result.location, `${server.config.PUBLIC_URL}/payment-status?state=fail&transactionId=${id}`);
  assert.deepEqual(expectOk(await server.request('GET', `/api/payment/transaction/${id}/status`, { token: seller.token })), { id, status: 'failed', failureMessage: 'The pay-later checkout was cancelled.' });
  assert.equal((await orderRow(server.db, order.id))?.status, 'waitingPayment');
  assert.equal((await creditLine(seller)).availableCredit, 1_000_000);
});

test('forged webhooks are refused; a replayed confirmation takes the credit once', async () => {
  const seller = await applied('erin@example.com');
  const { order, id } = await transaction(seller, 400_000);
  const widget = expectOk(await server.request('POST', `/api/payment/paylater/checkout/${id}`, { token: seller.token }));
  const confirmed = (webhookId: string) => ({ webhook_id: webhookId, topic: 'order/confirmed', order_uuid: widget.token, external_reference_id: String(id), order_state: 'confirmed', gross_amount_cents: 400_000, currency: 'USD' });

  const forged = signed(confirmed(randomUUID()), 'whsec_wrong');
  expectFailure(await server.request('POST', WEBHOOK, forged), 400, 40000, 'The signature of this notification is not valid.');
  expectFailure(await server.request('POST', WEBHOOK, { rawBody: forged.rawBody }), 400);
  const raise = { webhook_id: randomUUID(), topic: 'buyer/accepted', buyer_uuid: 'b', external_reference_id: String(seller.userId), buyer_state: 'accepted', purchasing_limit: { purchasing_limit_cents: 100_000_000, balance_cents: 100_000_000 } };
  expectFailure(await server.request('POST', WEBHOOK, signed(raise, 'whsec_wrong')), 400);
  assert.equal(await status(seller, id), 'processing');
  assert.equal((await creditLine(seller)).creditLimit, 1_000_000);

  // Another transaction's order cannot settle this one.
  expectOk(await server.request('POST', WEBHOOK, signed({ ...confirmed(randomUUID()), order_uuid: randomUUID() })));
  assert.equal(await status(seller, id), 'processing');

  const first = signed(confirmed(randomUUID()));
  expectOk(await server.request('POST', WEBHOOK, first));
  const paidAt = (await orderRow(server.db, order.id))?.paidAt?.toISOString();
  assert.ok(paidAt);
  expectOk(await server.request('POST', WEBHOOK, first));
  expectOk(await server.request('POST', WEBHOOK, signed(confirmed(randomUUID()))));
  assert.equal(await status(seller, id), 'succeeded');
  assert.equal((await orderRow(server.db, order.id))?.paidAt?.toISOString(), paidAt);
  assert.equal((await creditLine(seller)).availableCredit, 600_000);
  // A late cancellation does not undo the payment.
  expectOk(await server.request('POST', WEBHOOK, signed({ ...confirmed(randomUUID()), topic: 'order/canceled', order_state: 'canceled' })));
  assert.equal(await status(seller, id), 'succeeded');
});

test("another seller's transaction answers 404", async () => {
  const owner = await applied('fay@example.com');
  const { id } = await transaction(owner, 250_000);
  const stranger = await applied('gus@example.com');
  expectFailure(await server.request('POST', `/api/payment/paylater/checkout/${id}`, { token: stranger.token }), 404);
  assert.equal(await status(owner, id), 'created');
});
