import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import enMessages from '../../../packages/contracts/src/i18n/messages/en.json' with { type: 'json' };
import { startCardGatewaySimulator, type CardGatewaySimulator } from '../../../tools/simulators/card-gateway/server.ts';
import { startPayLaterSimulator, type PayLaterSimulator } from '../../../tools/simulators/pay-later/server.ts';
import { startPayoutProviderSimulator, type PayoutProviderSimulator } from '../../../tools/simulators/payout/server.ts';
import { startWalletSimulator, type WalletSimulator } from '../../../tools/simulators/wallet/server.ts';
import { runJobsNow, submitForm } from './billing-fixtures.ts';
import { expectFailure, expectOk, startTestServer, type SignedUp, type TestServer } from './harness.ts';
import { assertLedgerBalanced } from './ledger-check.ts';
import { insertOrderWithItems, type PlacedOrder } from './paid-order-fixture.ts';
import { topUp } from './payments-fixtures.ts';
import { pendingJobs } from './job-fixtures.ts';

/**
 * An order is paid once (docs/money-invariants.md, decision 0017). A provider page opened for an
 * unpaid order (payment A), the order paid from the balance meanwhile (payment B), then the page
 * completed: B pays the order, A's money is recorded as succeeded and given back through A's own
 * method — card refund, PayPal refund, payout of the charge, pay-later cancel — as a payment of
 * type 3, once, with a station letter; where the method cannot take it back, the balance does.
 */

const CARD = { secretKey: 'sk_test_paid_once', webhookSecret: 'whsec_paid_once' };
const WALLET = { clientId: 'client_paid_once', clientSecret: 'secret_paid_once' };
const PAYOUT = { merchantCode: 'PAID_ONCE', paymentToken: 'payout_paid_once' };
const PAY_LATER = { apiToken: 'pl_paid_once', webhookSecret: 'whsec_pl_paid_once' };
const GIVE_BACK_JOB = 'payments.give-back';
const CARD_WEBHOOK = '/api/payment/open/cardgateway/webhook';

let server: TestServer;
let gateway: CardGatewaySimulator;
let wallet: WalletSimulator;
let payout: PayoutProviderSimulator;
let payLater: PayLaterSimulator;

before(async () => {
  gateway = await startCardGatewaySimulator({ port: 0, ...CARD });
  wallet = await startWalletSimulator({ port: 0, ...WALLET });
  payout = await startPayoutProviderSimulator({ port: 0, ...PAYOUT });
  payLater = await startPayLaterSimulator({ port: 0, ...PAY_LATER });
  server = await startTestServer({
    rateLimitPerMinute: 100_000,
    env: {
      CARD_GATEWAY_URL: gateway.url,
      CARD_GATEWAY_SECRET_KEY: CARD.secretKey,
      CARD_GATEWAY_WEBHOOK_SECRET: CARD.webhookSecret,
      WALLET_URL: wallet.url,
      WALLET_CLIENT_ID: WALLET.clientId,
      WALLET_CLIENT_SECRET: WALLET.clientSecret,
      PAYOUT_PROVIDER_URL: payout.url,
      PAYOUT_PROVIDER_MERCHANT_CODE: PAYOUT.merchantCode,
      PAYOUT_PROVIDER_TOKEN: PAYOUT.paymentToken,
      PAY_LATER_URL: payLater.url,
      PAY_LATER_API_TOKEN: PAY_LATER.apiToken,
      PAY_LATER_WEBHOOK_SECRET: PAY_LATER.webhookSecret,
    },
  });
  gateway.setWebhookUrl(`${server.baseUrl}${CARD_WEBHOOK}`);
  payLater.setWebhookUrl(`${server.baseUrl}/api/payment/open/paylater/webhook`);
});
after(async () => {
  await server?.close();
  await Promise.all([gateway?.close(), wallet?.close(), payout?.close(), payLater?.close()]);
});

// ---------- helpers ----------

interface PaymentRow {
  id: number;
  status: string;
  payment_type: number;
  payment_method: number;
  amount_cents: number;
  provider_ref: string | null;
  returns_transaction_id: number | null;
  returns_provider_ref: string | null;
}
const rows = async <T>(query: ReturnType<typeof sql>) => ((await server.db.execute(query)) as unknown as { rows: T[] }).rows;
const PAYMENT_COLUMNS = sql.raw('id::float8 as id, status, payment_type, payment_method, amount_cents, provider_ref, returns_transaction_id::float8 as returns_transaction_id, returns_provider_ref');
const payment = async (id: number) => (await rows<PaymentRow>(sql`select ${PAYMENT_COLUMNS} from payment_transactions where id = ${id}`))[0]!;
/** The give-backs of a payment (payment type 3 naming it). */
const giveBacksOf = (id: number) => rows<PaymentRow>(sql`select ${PAYMENT_COLUMNS} from payment_transactions where returns_transaction_id = ${id} order by id`);
const orderOf = async (order: PlacedOrder) =>
  (await rows<{ status: string; payment_transaction_id: number | null; payment_method: number | null }>(sql`select status, payment_transaction_id::float8 as payment_transaction_id, payment_method from orders where id = ${order.id}`))[0]!;
const balance = async (seller: SignedUp) => expectOk<{ balance: number }>(await server.request('GET', '/api/payment/balance', { token: seller.token })).balance;
/** Letters about money given back: the order-event letters (paid, cancelled…, decision 0031) are another subject. */
const ORDER_EVENT_TITLES = new Set(Object.values(enMessages.orderNotices).flatMap((notice) => ('title' in notice ? [notice.title] : [])));
const letters = async (seller: SignedUp) =>
  expectOk<{ list: { title: string; content: string }[] }>(
    await server.request('GET', '/api/message/stationLetterSendsList', { token: seller.token, query: { type: 1, pageNumber: 1, pageSize: 20 } }),
  ).list.filter((letter) => !ORDER_EVENT_TITLES.has(letter.title));

const createTransaction = async (seller: SignedUp, order: PlacedOrder, paymentMethod: number) =>
  expectOk<number>(await server.request('POST', '/api/payment/transaction', { token: seller.token, body: { amount: order.totalCents, paymentMethod, currencyCode: 'USD', paymentType: 0, kkOrderIds: [order.kkOrderId] } }));
const payFromBalance = (seller: SignedUp, transactionId: number) => server.request('POST', `/api/payment/balance/${transactionId}`, { token: seller.token });

/** A seller with `cents` on the balance and an unpaid order of about $80. */
async function sellerWithOrder(cents = 100_000, priceCents = 4_000, quantity = 2) {
  const seller = await server.signUp();
  if (cents > 0) await topUp(server.db, seller.userId, cents);
  const order = await insertOrderWithItems(server, seller.userId, [{ priceCents, quantity }]);
  return { seller, order };
}

const submitCard = (redirectUrl: string, cardNumber = '4242424242424242') => submitForm(redirectUrl, { cardNumber, expiry: '12/34', cvc: '123', name: 'Ana Buyer' });
const openCardPage = async (seller: SignedUp, transactionId: number) =>
  expectOk<{ redirectUrl: string; sessionId: string }>(await server.request('POST', '/api/payment/cardgateway/onePage/signValue', { token: seller.token, body: { transactionId } }));

function signedCardEvent(eventId: string, transactionId: number, sessionId: string, amount: number) {
  const body = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', amount_total: amount, currency: 'usd', metadata: { transactionId: String(transactionId) } } },
  });
  const t = Math.floor(Date.now() / 1000);
  return { rawBody: body, headers: { 'stripe-signature': `t=${t},v1=${createHmac('sha256', CARD.webhookSecret).update(`${t}.${body}`).digest('hex')}` } };
}

/** Checks the order was paid once, by B, and A's money is recorded and waiting to go back. */
async function assertPaidByBalanceAndReturnQueued(seller: SignedUp, order: PlacedOrder, a: number, b: number, method: number, startBalance: number) {
  const row = await orderOf(order);
  assert.equal(row.status, 'waitingShip');
  assert.equal(row.payment_transaction_id, b, 'the payment that got there first paid the order');
  assert.equal(row.payment_method, 0);
  assert.equal((await payment(a)).status, 'succeeded', "the provider's money is recorded");
  const [giveBack, ...more] = await giveBacksOf(a);
  assert.equal(more.length, 0);
  assert.ok(giveBack, 'the money that arrived twice is to be given back');
  assert.deepEqual(
    { type: giveBack.payment_type, method: giveBack.payment_method, amount: giveBack.amount_cents, status: giveBack.status },
    { type: 3, method, amount: order.totalCents, status: 'processing' },
  );
  assert.equal(await balance(seller), startBalance - order.totalCents, 'the balance is debited once');
  return giveBack;
}

async function assertReturnedOnce(seller: SignedUp, order: PlacedOrder, a: number, method: number) {
  await runJobsNow(server, GIVE_BACK_JOB);
  const failed = (await pendingJobs(server.db, { name: GIVE_BACK_JOB })).filter((job) => job.error !== null);
  assert.deepEqual(failed, [], 'the give-back job ran without errors');
  const [giveBack, ...more] = await giveBacksOf(a);
  assert.equal(more.length, 0);
  assert.equal(giveBack!.status, 'succeeded');
  assert.equal(giveBack!.payment_method, method);
  assert.ok(giveBack!.provider_ref, "the provider's refund is kept");
  const [letter] = await letters(seller);
  assert.equal(letter?.title, 'Paid twice: your money was returned');
  assert.match(letter!.content, new RegExp(`order\\(s\\) ${order.kkOrderId}`));
  assert.match(letter!.content, new RegExp(`We have sent ${(order.totalCents / 100).toFixed(2)} USD back to the payment method you used`));
  // Running the job again gives nothing more back, and writes no second letter.
  await runJobsNow(server, GIVE_BACK_JOB);
  assert.equal((await giveBacksOf(a)).length, 1);
  assert.equal((await letters(seller)).length, 1);
  return giveBack!;
}

/** The payout provider's status notification for a LIST (unsigned: it only makes us read the LIST back). */
const notifyPayout = (longId: string) =>
  fetch(`${server.baseUrl}/api/payment/open/payoneer/notification`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ longId }) });

/** The give-back went out as a payout of the order's total at the provider, referenced by the give-back. */
async function assertPaidOutBack(giveBack: PaymentRow, order: PlacedOrder) {
  const basic = Buffer.from(`${PAYOUT.merchantCode}:${PAYOUT.paymentToken}`).toString('base64');
  const paidOut = await (await fetch(`${payout.url}/api/payouts/${giveBack.provider_ref}`, { headers: { authorization: `Basic ${basic}` } })).json();
  assert.deepEqual(paidOut.payment, { amount: order.totalCents / 100, currency: 'USD', reference: `return-${giveBack.id}` });
}

/** After the provider told us again: the job gives nothing more back, and the ledger still adds up. */
async function assertNothingMoreGivenBack(seller: SignedUp, paymentId: number) {
  await runJobsNow(server, GIVE_BACK_JOB);
  assert.equal((await giveBacksOf(paymentId)).length, 1);
  await assertLedgerBalanced(server, seller.token);
}

// ---------- one test per provider ----------

test('card: the card page completed after a balance payment pays nothing twice; the gateway refunds the card once', async () => {
  const start = 100_000;
  const { seller, order } = await sellerWithOrder(start);
  const a = await createTransaction(seller, order, 1);
  const unopened = await createTransaction(seller, order, 1);
  const page = await openCardPage(seller, a);
  const b = await createTransaction(seller, order, 0);
  expectOk(await payFromBalance(seller, b));

  // No new provider page opens for an order paid meanwhile.
  expectFailure(await server.request('POST', '/api/payment/cardgateway/onePage/signValue', { token: seller.token, body: { transactionId: unopened } }), 409, 40900, 'These orders can no longer be paid. Please check your order list.');

  const done = await submitCard(page.redirectUrl);
  assert.equal(done.status, 303);
  await assertPaidByBalanceAndReturnQueued(seller, order, a, b, 1, start);
  const giveBack = await assertReturnedOnce(seller, order, a, 1);
  const refund = await (await fetch(`${gateway.url}/v1/refunds/${giveBack.provider_ref}`, { headers: { authorization: `Bearer ${CARD.secretKey}` } })).json();
  assert.deepEqual({ amount: refund.amount, status: refund.status }, { amount: order.totalCents, status: 'succeeded' });
  // A give-back is money going out: no page opens for it.
  expectFailure(await server.request('POST', '/api/payment/cardgateway/onePage/signValue', { token: seller.token, body: { transactionId: giveBack.id } }), 409);

  // A second completion event of the same session (another event id) changes nothing.
  expectOk(await server.request('POST', CARD_WEBHOOK, signedCardEvent(`evt_again_${a}`, a, page.sessionId, order.totalCents)));
  await runJobsNow(server, GIVE_BACK_JOB);
  assert.equal((await giveBacksOf(a)).length, 1);
  assert.equal(await balance(seller), start - order.totalCents);
  await assertLedgerBalanced(server, seller.token);
});

test('card: two pages opened for one payment and both paid: the first pays the order, the other page’s money goes back through its own session, once', async () => {
  const { seller, order } = await sellerWithOrder(0);
  const a = await createTransaction(seller, order, 1);
  const earlier = await openCardPage(seller, a);
  const later = await openCardPage(seller, a);
  assert.notEqual(earlier.sessionId, later.sessionId);

  // The earlier page (no longer the payment's reference) pays first, then the later one.
  assert.equal((await submitCard(earlier.redirectUrl)).status, 303);
  assert.equal((await submitCard(later.redirectUrl)).status, 303);
  assert.deepEqual(await orderOf(order), { status: 'waitingShip', payment_transaction_id: a, payment_method: 1 });
  assert.deepEqual({ status: (await payment(a)).status, ref: (await payment(a)).provider_ref }, { status: 'succeeded', ref: earlier.sessionId }, 'the page that paid is the reference');
  const [queued, ...more] = await giveBacksOf(a);
  assert.equal(more.length, 0);
  assert.deepEqual(
    { type: queued!.payment_type, amount: queued!.amount_cents, status: queued!.status, of: queued!.returns_provider_ref },
    { type: 3, amount: order.totalCents, status: 'processing', of: later.sessionId },
  );

  const giveBack = await assertReturnedOnce(seller, order, a, 1);
  const refund = await (await fetch(`${gateway.url}/v1/refunds/${giveBack.provider_ref}`, { headers: { authorization: `Bearer ${CARD.secretKey}` } })).json();
  const laterSession = await (await fetch(`${gateway.url}/v1/checkout/sessions/${later.sessionId}`, { headers: { authorization: `Bearer ${CARD.secretKey}` } })).json();
  assert.deepEqual({ intent: refund.payment_intent, amount: refund.amount, status: refund.status }, { intent: laterSession.payment_intent, amount: order.totalCents, status: 'succeeded' }, "the later page's own charge is refunded");

  // Either page's completion told again (other event ids) gives nothing more back.
  expectOk(await server.request('POST', CARD_WEBHOOK, signedCardEvent(`evt_again_earlier_${a}`, a, earlier.sessionId, order.totalCents)));
  expectOk(await server.request('POST', CARD_WEBHOOK, signedCardEvent(`evt_again_later_${a}`, a, later.sessionId, order.totalCents)));
  await runJobsNow(server, GIVE_BACK_JOB);
  assert.equal((await giveBacksOf(a)).length, 1);
  assert.equal(await balance(seller), 0, 'nothing went to the balance');
  await assertLedgerBalanced(server, seller.token);
});

test('wallet: a wallet order captured after a balance payment is refunded through PayPal once', async () => {
  const start = 100_000;
  const { seller, order } = await sellerWithOrder(start);
  const a = await createTransaction(seller, order, 2);
  const checkout = expectOk<{ redirectUrl: string; orderId: string }>(await server.request('POST', `/api/payment/wallet/orders/${a}`, { token: seller.token }));
  const back = new URL((await submitForm(checkout.redirectUrl, { decision: 'approve' })).location!);
  const b = await createTransaction(seller, order, 0);
  expectOk(await payFromBalance(seller, b));

  // The buyer comes back: the capture is made (the buyer approved it), then found to pay nothing.
  await fetch(`${server.baseUrl}${back.pathname}${back.search}`, { redirect: 'manual' });
  await assertPaidByBalanceAndReturnQueued(seller, order, a, b, 2, start);
  await assertReturnedOnce(seller, order, a, 2);
  const basic = Buffer.from(`${WALLET.clientId}:${WALLET.clientSecret}`).toString('base64');
  const token = await (await fetch(`${wallet.url}/v1/oauth2/token`, { method: 'POST', headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=client_credentials' })).json();
  const read = await (await fetch(`${wallet.url}/v2/checkout/orders/${checkout.orderId}`, { headers: { authorization: `Bearer ${token.access_token}` } })).json();
  const capture = read.purchase_units[0].payments.captures[0];
  assert.equal(capture.status, 'REFUNDED', 'the whole capture went back');

  // Coming back again captures and gives back nothing more.
  await fetch(`${server.baseUrl}${back.pathname}${back.search}`, { redirect: 'manual' });
  await assertNothingMoreGivenBack(seller, a);
});

test('payout provider: a LIST charged after a balance payment is paid back as a payout of the charge, once', async () => {
  const start = 100_000;
  const { seller, order } = await sellerWithOrder(start);
  const a = await createTransaction(seller, order, 9);
  const list = expectOk<{ redirectUrl: string; longId: string }>(await server.request('POST', '/api/payment/payoneer/lists', { token: seller.token, body: { transactionId: a } }));
  const b = await createTransaction(seller, order, 0);
  expectOk(await payFromBalance(seller, b));

  await submitForm(list.redirectUrl, { decision: 'pay' });
  assert.equal(expectOk(await server.request('PUT', `/api/payment/payoneer/charge/${a}/callback`, { token: seller.token })).status, 'succeeded');
  await assertPaidByBalanceAndReturnQueued(seller, order, a, b, 9, start);
  const giveBack = await assertReturnedOnce(seller, order, a, 9);
  await assertPaidOutBack(giveBack, order);

  // The callback and the notification again: nothing more.
  expectOk(await server.request('PUT', `/api/payment/payoneer/charge/${a}/callback`, { token: seller.token }));
  await notifyPayout(list.longId);
  await assertNothingMoreGivenBack(seller, a);
});

test('payout provider: two LISTs of one payment both charged: the one read first pays the order, the other charge is paid back, once', async () => {
  const { seller, order } = await sellerWithOrder(0);
  const a = await createTransaction(seller, order, 9);
  const openList = async () => expectOk<{ redirectUrl: string; longId: string }>(await server.request('POST', '/api/payment/payoneer/lists', { token: seller.token, body: { transactionId: a } }));
  const earlier = await openList();
  const later = await openList();
  await submitForm(earlier.redirectUrl, { decision: 'pay' });
  await submitForm(later.redirectUrl, { decision: 'pay' });
  // The buyer comes back from the later page (the payment's reference); then the earlier LIST's notification arrives.
  assert.equal(expectOk(await server.request('PUT', `/api/payment/payoneer/charge/${a}/callback`, { token: seller.token })).status, 'succeeded');
  assert.equal((await notifyPayout(earlier.longId)).status, 200);
  assert.deepEqual(await orderOf(order), { status: 'waitingShip', payment_transaction_id: a, payment_method: 9 });
  assert.equal((await payment(a)).provider_ref, later.longId);

  const giveBack = await assertReturnedOnce(seller, order, a, 9);
  assert.equal(giveBack.returns_provider_ref, earlier.longId);
  await assertPaidOutBack(giveBack, order);
  // Notified again: nothing more.
  await notifyPayout(earlier.longId);
  await assertNothingMoreGivenBack(seller, a);
});

test('wallet: a second wallet order of a paid payment, approved too, is never captured: the buyer lands on success and nothing is taken twice', async () => {
  const { seller, order } = await sellerWithOrder(0);
  const a = await createTransaction(seller, order, 2);
  const openOrder = async () => expectOk<{ redirectUrl: string; orderId: string }>(await server.request('POST', `/api/payment/wallet/orders/${a}`, { token: seller.token }));
  const first = await openOrder();
  const second = await openOrder();
  const firstBack = new URL((await submitForm(first.redirectUrl, { decision: 'approve' })).location!);
  const secondBack = new URL((await submitForm(second.redirectUrl, { decision: 'approve' })).location!);
  for (const back of [firstBack, secondBack]) {
    const returned = await fetch(`${server.baseUrl}${back.pathname}${back.search}`, { redirect: 'manual' });
    assert.equal(returned.headers.get('location'), `${server.config.PUBLIC_URL}/payment-status?state=success&transactionId=${a}`);
  }
  assert.deepEqual(await orderOf(order), { status: 'waitingShip', payment_transaction_id: a, payment_method: 2 });
  const basic = Buffer.from(`${WALLET.clientId}:${WALLET.clientSecret}`).toString('base64');
  const token = await (await fetch(`${wallet.url}/v1/oauth2/token`, { method: 'POST', headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=client_credentials' })).json();
  const statusOf = async (orderId: string) => (await (await fetch(`${wallet.url}/v2/checkout/orders/${orderId}`, { headers: { authorization: `Bearer ${token.access_token}` } })).json()).status;
  assert.deepEqual([await statusOf(first.orderId), await statusOf(second.orderId)], ['COMPLETED', 'APPROVED'], 'only the order that paid was captured');
  assert.equal((await giveBacksOf(a)).length, 0);
  await assertLedgerBalanced(server, seller.token);
});

test('pay-later: credit lent after a balance payment is cancelled at the provider and the credit comes back', async () => {
  const start = 1_000_000;
  const { seller, order } = await sellerWithOrder(start, 150_000, 2);
  const widget = expectOk<{ redirectUrl: string }>(
    await server.request('POST', '/api/payment/paylater/buyer', { token: seller.token, body: { companyName: 'Paid Once LLC', email: seller.email, phone: '+1 2025550111', country: 'us', requestedLimit: 5_000_000 } }),
  );
  await submitForm(widget.redirectUrl, { terms: 'accepted', decision: 'submit' });
  const creditLine = async () => expectOk<{ availableCredit: number }>(await server.request('GET', '/api/payment/paylater/buyer/creditline', { token: seller.token })).availableCredit;
  const limit = await creditLine();
  assert.ok(limit >= order.totalCents);

  const a = await createTransaction(seller, order, 8);
  const checkout = expectOk<{ redirectUrl: string }>(await server.request('POST', `/api/payment/paylater/checkout/${a}`, { token: seller.token }));
  const b = await createTransaction(seller, order, 0);
  expectOk(await payFromBalance(seller, b));

  await submitForm(checkout.redirectUrl, { decision: 'approve' });
  await assertPaidByBalanceAndReturnQueued(seller, order, a, b, 8, start);
  assert.equal(await creditLine(), limit - order.totalCents, 'the provider lent the money');
  await assertReturnedOnce(seller, order, a, 8);
  assert.equal(await creditLine(), limit, 'the cancelled order gave the credit back');
  await assertLedgerBalanced(server, seller.token);
});

test('pay-later: two widgets of one payment both approved: the first pays the order, the other order is cancelled at the provider and its credit comes back', async () => {
  const { seller, order } = await sellerWithOrder(0, 150_000, 2);
  const widget = expectOk<{ redirectUrl: string }>(
    await server.request('POST', '/api/payment/paylater/buyer', { token: seller.token, body: { companyName: 'Two Widgets LLC', email: seller.email, phone: '+1 2025550112', country: 'us', requestedLimit: 5_000_000 } }),
  );
  await submitForm(widget.redirectUrl, { terms: 'accepted', decision: 'submit' });
  const creditLine = async () => expectOk<{ availableCredit: number }>(await server.request('GET', '/api/payment/paylater/buyer/creditline', { token: seller.token })).availableCredit;
  const limit = await creditLine();

  const a = await createTransaction(seller, order, 8);
  const first = expectOk<{ redirectUrl: string; token: string }>(await server.request('POST', `/api/payment/paylater/checkout/${a}`, { token: seller.token }));
  const second = expectOk<{ redirectUrl: string; token: string }>(await server.request('POST', `/api/payment/paylater/checkout/${a}`, { token: seller.token }));
  await submitForm(first.redirectUrl, { decision: 'approve' });
  await submitForm(second.redirectUrl, { decision: 'approve' });
  assert.deepEqual(await orderOf(order), { status: 'waitingShip', payment_transaction_id: a, payment_method: 8 });
  assert.equal((await payment(a)).provider_ref, first.token, 'the order that paid is the reference');
  const [account] = await rows<{ buyer: string }>(sql`select provider_buyer_id as buyer from pay_later_accounts where user_id = ${seller.userId}`);
  const providerBalance = async () => (await (await fetch(`${payLater.url}/api/v1/buyers/${account!.buyer}`, { headers: { 'api-token': PAY_LATER.apiToken } })).json()).buyer.purchasing_limit.balance_cents;
  assert.equal(await providerBalance(), limit - 2 * order.totalCents, 'the provider lent twice');

  await runJobsNow(server, GIVE_BACK_JOB);
  const [giveBack, ...more] = await giveBacksOf(a);
  assert.equal(more.length, 0);
  assert.deepEqual({ status: giveBack!.status, amount: giveBack!.amount_cents, of: giveBack!.returns_provider_ref, ref: giveBack!.provider_ref }, { status: 'succeeded', amount: order.totalCents, of: second.token, ref: second.token });
  assert.equal(await providerBalance(), limit - order.totalCents, 'the second order was cancelled at the provider; the first stands');
  assert.equal(await creditLine(), limit - order.totalCents, 'and the credit line shown to the seller says so');
  await assertLedgerBalanced(server, seller.token);
});

test('one card payment for two orders, one of them paid from the balance meanwhile: it pays the other and gives back only what the first order cost', async () => {
  const start = 100_000;
  const seller = await server.signUp();
  await topUp(server.db, seller.userId, start);
  const first = await insertOrderWithItems(server, seller.userId, [{ priceCents: 3_000, quantity: 1 }]);
  const second = await insertOrderWithItems(server, seller.userId, [{ priceCents: 5_000, quantity: 1 }]);
  const a = expectOk<number>(
    await server.request('POST', '/api/payment/transaction', {
      token: seller.token,
      body: { amount: first.totalCents + second.totalCents, paymentMethod: 1, currencyCode: 'USD', paymentType: 0, kkOrderIds: [first.kkOrderId, second.kkOrderId] },
    }),
  );
  const page = await openCardPage(seller, a);
  const b = await createTransaction(seller, first, 0);
  expectOk(await payFromBalance(seller, b));
  await submitCard(page.redirectUrl);

  assert.equal((await orderOf(first)).payment_transaction_id, b);
  assert.deepEqual(await orderOf(second), { status: 'waitingShip', payment_transaction_id: a, payment_method: 1 });
  const [giveBack] = await giveBacksOf(a);
  assert.equal(giveBack?.amount_cents, first.totalCents, 'only the money of the order paid twice goes back');
  await runJobsNow(server, GIVE_BACK_JOB);
  const [returned] = await giveBacksOf(a);
  const refund = await (await fetch(`${gateway.url}/v1/refunds/${returned!.provider_ref}`, { headers: { authorization: `Bearer ${CARD.secretKey}` } })).json();
  assert.equal(refund.amount, first.totalCents);
  const [letter] = await letters(seller);
  assert.match(letter!.content, new RegExp(`order\\(s\\) ${first.kkOrderId},`));
  assert.equal(await balance(seller), start - first.totalCents);
});

test('a refund the wallet answers PENDING is read again until it completes, and the money goes back once', async () => {
  const { seller, order } = await sellerWithOrder();
  const a = await createTransaction(seller, order, 2);
  const checkout = expectOk<{ redirectUrl: string; orderId: string }>(await server.request('POST', `/api/payment/wallet/orders/${a}`, { token: seller.token }));
  const back = new URL((await submitForm(checkout.redirectUrl, { decision: 'approve' })).location!);
  expectOk(await payFromBalance(seller, await createTransaction(seller, order, 0)));
  await fetch(`${server.baseUrl}${back.pathname}${back.search}`, { redirect: 'manual' });

  wallet.holdRefunds(true);
  try {
    await runJobsNow(server, GIVE_BACK_JOB);
    const [pending] = await giveBacksOf(a);
    assert.equal(pending!.status, 'processing');
    assert.ok(pending!.provider_ref, 'the pending refund is remembered to be read again');
    assert.deepEqual(await letters(seller), [], 'no letter before the money is back');
    await runJobsNow(server, GIVE_BACK_JOB);
    assert.equal((await giveBacksOf(a))[0]!.provider_ref, pending!.provider_ref, 'read again, not asked again');
  } finally {
    wallet.holdRefunds(false);
  }
  await runJobsNow(server, GIVE_BACK_JOB);
  const [done, ...more] = await giveBacksOf(a);
  assert.equal(more.length, 0);
  assert.equal(done!.status, 'succeeded');
  assert.equal((await letters(seller)).length, 1);
});

// ---------- where the source cannot take it back, cancelled orders, the seller's language ----------

test('a card the gateway cannot refund: the money goes to the balance through the ledger, once, and the letter says so', async () => {
  const start = 50_000;
  const { seller, order } = await sellerWithOrder(start);
  const a = await createTransaction(seller, order, 1);
  const page = await openCardPage(seller, a);
  const b = await createTransaction(seller, order, 0);
  expectOk(await payFromBalance(seller, b));
  await submitCard(page.redirectUrl);
  await assertPaidByBalanceAndReturnQueued(seller, order, a, b, 1, start);
  // The gateway no longer knows the payment (as after a dispute): it refuses the refund.
  await server.db.execute(sql`update payment_transactions set provider_ref = 'cs_test_unknown_paid_once' where id = ${a}`);

  await runJobsNow(server, GIVE_BACK_JOB);
  await runJobsNow(server, GIVE_BACK_JOB);
  const [giveBack, ...more] = await giveBacksOf(a);
  assert.equal(more.length, 0);
  assert.deepEqual({ status: giveBack!.status, method: giveBack!.payment_method }, { status: 'succeeded', method: 0 });
  assert.equal(await balance(seller), start, 'B took the total, the give-back put it back');
  const credits = expectOk(await server.request('GET', '/api/payment/transactions', { token: seller.token, query: { direction: 'income', type: 'refund' } }));
  assert.deepEqual(credits.list.map((row: { amount: number; orderNumber: string }) => [row.amount, row.orderNumber]), [[order.totalCents, order.kkOrderId]]);
  const [letter] = await letters(seller);
  assert.match(letter!.content, new RegExp(`we have added ${(order.totalCents / 100).toFixed(2)} USD to your Threadway balance`));
  await assertLedgerBalanced(server, seller.token);
});

test('a card payment completed after the order was cancelled is given back too; a cancelled order stays cancelled', async () => {
  const { seller, order } = await sellerWithOrder(0);
  const a = await createTransaction(seller, order, 1);
  const page = await openCardPage(seller, a);
  expectOk(await server.request('PUT', '/api/orders/orders', { token: seller.token, body: { kkOrderId: order.kkOrderId, cancelReason: 'noLongerNeeded' } }));
  await submitCard(page.redirectUrl);
  assert.equal((await orderOf(order)).status, 'cancelled');
  assert.equal((await payment(a)).status, 'succeeded');
  const [giveBack] = await giveBacksOf(a);
  assert.equal(giveBack?.amount_cents, order.totalCents);
  await runJobsNow(server, GIVE_BACK_JOB);
  assert.equal((await giveBacksOf(a))[0]!.status, 'succeeded');
  assert.equal(await balance(seller), 0);
});

test('the letter is written in the language the seller chose', async () => {
  const { seller, order } = await sellerWithOrder();
  expectOk(await server.request('PUT', '/api/store/userBehavior', { token: seller.token, body: { type: 2, content: JSON.stringify({ currency: 'EUR', language: 'de' }) } }));
  const a = await createTransaction(seller, order, 1);
  const page = await openCardPage(seller, a);
  expectOk(await payFromBalance(seller, await createTransaction(seller, order, 0)));
  await submitCard(page.redirectUrl);
  await runJobsNow(server, GIVE_BACK_JOB);
  const [letter] = await letters(seller);
  assert.equal(letter?.title, 'Doppelt bezahlt: Ihr Geld wurde zurückerstattet');
  assert.match(letter!.content, /an die verwendete Zahlungsmethode zurückgesendet/);
});

// ---------- races: run on PostgreSQL (TEST_DATABASE_URL) as well, where they are real ----------

test('card pages and balance payments of the same orders at once: each order paid once, every other cent given back', async () => {
  const count = server.kind === 'postgres' ? 12 : 4;
  const start = 2_000_000;
  const seller = await server.signUp();
  await topUp(server.db, seller.userId, start);
  const cases = [];
  for (let i = 0; i < count; i++) {
    const order = await insertOrderWithItems(server, seller.userId, [{ priceCents: 1_000 + i, quantity: 1 }]);
    const a = await createTransaction(seller, order, 1);
    const page = await openCardPage(seller, a);
    const b = await createTransaction(seller, order, 0);
    cases.push({ order, a, b, page });
  }
  const answers = await Promise.all(cases.map(async (c) => Promise.all([payFromBalance(seller, c.b), submitCard(c.page.redirectUrl)])));

  let debited = 0;
  for (const [i, c] of cases.entries()) {
    const [balanceAnswer] = answers[i]!;
    const row = await orderOf(c.order);
    assert.equal(row.status, 'waitingShip');
    assert.equal((await payment(c.a)).status, 'succeeded', 'the card money is always recorded');
    const giveBacks = await giveBacksOf(c.a);
    if (row.payment_transaction_id === c.b) {
      assert.equal(balanceAnswer.status, 200);
      debited += c.order.totalCents;
      assert.deepEqual(giveBacks.map((g) => g.amount_cents), [c.order.totalCents], 'the card money goes back');
    } else {
      assert.equal(row.payment_transaction_id, c.a);
      assert.equal(balanceAnswer.status, 409, `${JSON.stringify(balanceAnswer.body)}`);
      assert.equal(balanceAnswer.body.message, 'These orders can no longer be paid. Please check your order list.');
      assert.equal((await payment(c.b)).status, 'created', 'the balance payment took nothing');
      assert.equal(giveBacks.length, 0);
    }
  }
  assert.equal(await balance(seller), start - debited);
  await runJobsNow(server, GIVE_BACK_JOB);
  const pending = await rows<{ n: number }>(sql`select count(*)::int as n from payment_transactions where user_id = ${seller.userId} and payment_type = 3 and status <> 'succeeded'`);
  assert.equal(pending[0]!.n, 0);
  await assertLedgerBalanced(server, seller.token);
});

test('a top-up completed by many webhook events at once is credited once', async () => {
  const seller = await server.signUp();
  const started = expectOk<{ transactionId: number; redirectUrl: string; sessionId: string }>(await server.request('POST', '/api/payment/recharge', { token: seller.token, body: { amount: 25_000 } }));
  const events = Array.from({ length: server.kind === 'postgres' ? 20 : 5 }, (_, i) => signedCardEvent(`evt_top_up_${started.transactionId}_${i}`, started.transactionId, started.sessionId, 25_000));
  const answers = await Promise.all(events.map((event) => server.request('POST', CARD_WEBHOOK, event)));
  for (const answer of answers) assert.equal(answer.status, 200, JSON.stringify(answer.body));
  assert.equal(await balance(seller), 25_000);
  assert.equal((await rows<{ n: number }>(sql`select count(*)::int as n from ledger_entries where transaction_id = ${started.transactionId}`))[0]!.n, 1);
  await assertLedgerBalanced(server, seller.token);
});

test('balance payments of different orders at once never take the balance below 0', async () => {
  const seller = await server.signUp();
  const count = server.kind === 'postgres' ? 16 : 6;
  const each = 1_000;
  // Enough for half of them.
  await topUp(server.db, seller.userId, (count / 2) * (each + 500));
  const transactions = [];
  for (let i = 0; i < count; i++) {
    const order = await insertOrderWithItems(server, seller.userId, [{ priceCents: each, quantity: 1 }]);
    transactions.push(await createTransaction(seller, order, 0));
  }
  const answers = await Promise.all(transactions.map((id) => payFromBalance(seller, id)));
  const paid = answers.filter((answer) => answer.status === 200).length;
  assert.equal(paid, count / 2, answers.map((answer) => answer.status).join(','));
  for (const refused of answers.filter((answer) => answer.status !== 200)) assert.deepEqual([refused.status, refused.body.message], [400, 'Insufficient balance, please top up or pay by other means']);
  assert.equal(await balance(seller), 0);
  await assertLedgerBalanced(server, seller.token);
});
