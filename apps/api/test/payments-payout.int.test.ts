import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { startPayoutProviderSimulator, type PayoutProviderSimulator } from '../../../tools/simulators/payout/server.ts';
import { orders, refunds } from '../src/db/schema/index.ts';
import { REFUND_PAYOUT_JOB } from '../src/modules/orders/refunds/refund-payout.job.ts';
import { runJobsNow, submitForm } from './billing-fixtures.ts';
import { expectFailure, expectOk, startTestServer, type SignedUp, type TestServer } from './harness.ts';
import { assertLedgerBalanced } from './ledger-check.ts';
import { insertOrderWithItems } from './paid-order-fixture.ts';
import { insertUnpaidOrder, orderRow } from './payments-fixtures.ts';
import { applyForRefund, records } from './refunds-fixture.ts';

/** Method 9, the payout/payment provider (Payoneer Checkout shape), through its simulator (decision 0016). */

const MERCHANT = { merchantCode: 'THREADWAY_TEST', paymentToken: 'payout_token_test' };
const provider: PayoutProviderSimulator = await startPayoutProviderSimulator({ port: 0, ...MERCHANT });
let server: TestServer;
let buyer: SignedUp;

before(async () => {
  server = await startTestServer({ env: { PAYOUT_PROVIDER_URL: provider.url, PAYOUT_PROVIDER_MERCHANT_CODE: MERCHANT.merchantCode, PAYOUT_PROVIDER_TOKEN: MERCHANT.paymentToken } });
  buyer = await server.signUp();
});
// The server first: it may still be asking the provider.
after(() => server?.close().finally(() => provider.close()));

const createTransaction = async (seller: SignedUp, kkOrderId: string, amount: number, paymentMethod = 9) =>
  expectOk<number>(await server.request('POST', '/api/payment/transaction', { token: seller.token, body: { amount, paymentMethod, currencyCode: 'USD', paymentType: 0, kkOrderIds: [kkOrderId] } }));

async function payoutTransaction(totalCents: number, paymentMethod = 9) {
  const order = await insertUnpaidOrder(server.db, buyer.userId, totalCents);
  return { order, id: await createTransaction(buyer, order.kkOrderId, totalCents, paymentMethod) };
}
/** `null` calls as a guest. */
const openList = (id: unknown, token: string | null = buyer.token) => server.request('POST', '/api/payment/payoneer/lists', { token: token ?? undefined, body: { transactionId: id } });
const callback = (id: number | string, token: string | null = buyer.token) => server.request('PUT', `/api/payment/payoneer/charge/${id}/callback`, { token: token ?? undefined });
const status = async (id: number) => expectOk(await server.request('GET', `/api/payment/transaction/${id}/status`, { token: buyer.token }));

/** A notification as the provider posts it: form parameters, no signature. */
const notify = (params: Record<string, string>) =>
  fetch(`${server.baseUrl}/api/payment/open/payoneer/notification`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(params) });

/** A call to the provider as the merchant (its portal, or our adapter). */
async function atProvider(method: 'GET' | 'POST', path: string, body?: object) {
  const basic = Buffer.from(`${MERCHANT.merchantCode}:${MERCHANT.paymentToken}`).toString('base64');
  const response = await fetch(`${provider.url}${path}`, { method, headers: { authorization: `Basic ${basic}`, 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
  return { status: response.status, body: await response.json() };
}

test('a LIST paid on the hosted page settles the transaction once through the callback, and orders wait to ship', async () => {
  const { order, id } = await payoutTransaction(12_345);
  const list = expectOk(await openList(id));
  assert.equal(list.redirectUrl, `${provider.url}/pay/${list.longId}`);
  assert.equal((await status(id)).status, 'processing');
  const sent = (await atProvider('GET', `/api/lists/${list.longId}`)).body;
  assert.deepEqual(sent.payment, { amount: 123.45, currency: 'USD', reference: `Threadway orders ${order.kkOrderId}` });
  assert.equal(sent.identification.transactionId, String(id));
  assert.equal(sent.customer.number, String(buyer.userId));
  const page = await (await fetch(list.redirectUrl)).text();
  assert.match(page, /Pay 123\.45 USD/);
  assert.match(page, /<button type="submit" name="decision" value="pay">Pay<\/button>/);

  const back = new URL((await submitForm(list.redirectUrl, { decision: 'pay' })).location!);
  assert.equal(back.pathname, '/payment-return/payoneer');
  assert.equal(back.searchParams.get('transactionId'), String(id));
  assert.equal(back.searchParams.get('statusCode'), 'charged');
  assert.equal(back.searchParams.get('interactionCode'), 'PROCEED');

  // The return page calls back twice at once (a double render, a second tab): one settlement.
  const [first, second] = await Promise.all([callback(id), callback(id)]);
  assert.deepEqual(expectOk(first), { id, status: 'succeeded', failureMessage: null });
  assert.equal(expectOk(second).status, 'succeeded');
  const row = await orderRow(server.db, order.id);
  assert.equal(row?.status, 'waitingShip');
  assert.equal(row?.paymentMethod, 9);

  // Replayed callback and notification change nothing; paying again is refused.
  const paidAt = row?.paidAt?.toISOString();
  assert.equal(expectOk(await callback(id)).status, 'succeeded');
  assert.equal((await notify({ longId: list.longId, transactionId: String(id), statusCode: 'charged' })).status, 200);
  assert.equal((await orderRow(server.db, order.id))?.paidAt?.toISOString(), paidAt);
  expectFailure(await openList(id), 409, 40900, 'This payment has already been processed.');
  await assertLedgerBalanced(server, buyer.token);
});

test('a genuine notification settles the payment before the buyer is back', async () => {
  const { order, id } = await payoutTransaction(2_500);
  const list = expectOk(await openList(id));
  const back = new URL((await submitForm(list.redirectUrl, { decision: 'pay' })).location!);
  const answer = await notify({ ...Object.fromEntries(back.searchParams), entity: 'payment', notificationId: 'N-1' });
  assert.equal(answer.status, 200);
  assert.deepEqual((await answer.json()).data, { received: true });
  assert.equal((await status(id)).status, 'succeeded');
  assert.equal((await orderRow(server.db, order.id))?.status, 'waitingShip');
  assert.equal(expectOk(await callback(id)).status, 'succeeded');
});

test('a forged notification or return claiming a charge settles nothing: the provider is asked', async () => {
  const { order, id } = await payoutTransaction(5_000);
  const list = expectOk(await openList(id));
  const forged = { longId: list.longId, transactionId: String(id), statusCode: 'charged', interactionCode: 'PROCEED', amount: '50', currency: 'USD', entity: 'payment', notificationId: 'forged' };
  assert.equal((await notify(forged)).status, 200);
  assert.equal((await status(id)).status, 'processing');
  assert.equal(expectOk(await callback(id)).status, 'processing', 'the LIST is still only listed');
  assert.equal((await orderRow(server.db, order.id))?.status, 'waitingPayment');
  // A LIST we never opened is acknowledged and ignored; parameters we cannot read are refused.
  assert.equal((await notify({ longId: 'f00dfeed', statusCode: 'charged' })).status, 200);
  assert.equal((await notify({ statusCode: 'charged' })).status, 400);
  assert.equal((await notify({ longId: '../lists' })).status, 400);
});

test('a declined payment fails the transaction with the reason; a cancelled one leaves it open to pay again', async () => {
  const declined = await payoutTransaction(3_000);
  const list = expectOk(await openList(declined.id));
  const back = new URL((await submitForm(list.redirectUrl, { decision: 'decline' })).location!);
  assert.equal(back.searchParams.get('statusCode'), 'declined');
  assert.deepEqual(expectOk(await callback(declined.id)), { id: declined.id, status: 'failed', failureMessage: 'The payment was declined (insufficient_funds).' });
  assert.equal((await orderRow(server.db, declined.order.id))?.status, 'waitingPayment');
  assert.equal((await fetch(list.redirectUrl)).status, 404, 'the hosted page is closed');

  const cancelled = await payoutTransaction(3_000);
  const cancelledList = expectOk(await openList(cancelled.id));
  const cancelBack = await submitForm(cancelledList.redirectUrl, { decision: 'cancel' });
  const location = new URL(cancelBack.location!);
  assert.equal(`${location.origin}${location.pathname}`, `${server.config.PUBLIC_URL}/payment-status`);
  assert.equal(location.searchParams.get('state'), 'fail');
  assert.equal(location.searchParams.get('transactionId'), String(cancelled.id));
  assert.equal(location.searchParams.get('interactionCode'), 'ABORT');
  // Aborted at the provider: the transaction fails and the orders can be paid with a new one.
  assert.equal(expectOk(await callback(cancelled.id)).status, 'failed');
  assert.equal((await orderRow(server.db, cancelled.order.id))?.status, 'waitingPayment');
  const again = await createTransaction(buyer, cancelled.order.kkOrderId, 3_000);
  assert.ok(expectOk(await openList(again)).longId);
});

test('only the caller’s method-9 transactions open a LIST or are called back; bad ids are refused', async () => {
  const card = await payoutTransaction(3_000, 1);
  expectFailure(await openList(card.id), 400, 40000, 'This payment was created for another payment method.');
  expectFailure(await callback(card.id), 400, 40000, 'This payment was created for another payment method.');
  const mine = await payoutTransaction(3_000);
  const stranger = await server.signUp();
  expectFailure(await openList(mine.id, stranger.token), 404);
  expectFailure(await callback(mine.id, stranger.token), 404);
  expectFailure(await openList(mine.id, null), 401);
  expectFailure(await callback(mine.id, null), 401);
  for (const bad of ['abc', -1, 0, 1.5, null]) expectFailure(await openList(bad), 400);
  expectFailure(await callback('abc'), 400);
  expectFailure(await callback(0), 400);
  expectFailure(await openList(999_999_999), 404);
  expectFailure(await callback(999_999_999), 404);
});

test('a refund of a method-9 payment goes back as a payout of the charge, pending payouts are read again, and it is paid out once', async () => {
  const seller = await server.signUp();
  const operator = (await server.adminLogin()).token;
  const order = await insertOrderWithItems(server, seller.userId, [{ priceCents: 4_000, quantity: 2 }]);
  const id = await createTransaction(seller, order.kkOrderId, order.totalCents);
  const list = expectOk(await openList(id, seller.token));
  await submitForm(list.redirectUrl, { decision: 'pay' });
  assert.equal(expectOk(await callback(id, seller.token)).status, 'succeeded');
  const chargeId = String((await atProvider('GET', `/api/lists/${list.longId}`)).body.links.charge).split('/').at(-1)!;
  const refundRow = async (refundId: number) => (await server.db.select().from(refunds).where(eq(refunds.id, refundId)))[0]!;
  const orderOf = async () => (await server.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;

  provider.holdPayouts(true);
  try {
    const refund = expectOk<{ id: number }>(await applyForRefund(server, seller.token, order.kkOrderId, { reason: 'outOfStock', amount: 3_000 }));
    assert.equal(expectOk(await server.request('POST', `/api/admin/refunds/${refund.id}/approve`, { token: operator, body: { amount: 3_000 } })).status, 'refunding');
    await runJobsNow(server, REFUND_PAYOUT_JOB);
    const pending = await refundRow(refund.id);
    assert.equal(pending.status, 'refunding');
    assert.ok(pending.providerRef, 'the pending payout is remembered to be read again');
    const payout = (await atProvider('GET', `/api/payouts/${pending.providerRef}`)).body;
    assert.deepEqual(payout.payment, { amount: 30, currency: 'USD', reference: pending.refundNo });
    assert.equal(payout.status.code, 'pending');

    // A retry whose answer was lost sends the same reference: the provider answers the first payout.
    const replay = await atProvider('POST', `/api/charges/${chargeId}/payout`, { payment: { amount: 30, currency: 'USD', reference: pending.refundNo } });
    assert.equal(replay.body.identification.longId, pending.providerRef);

    provider.holdPayouts(false);
    await runJobsNow(server, REFUND_PAYOUT_JOB);
    const done = await refundRow(refund.id);
    assert.equal(done.status, 'completed');
    assert.equal(done.providerRef, pending.providerRef);
    assert.equal((await orderOf()).status, 'partialRefund');
    assert.equal((await orderOf()).refundedCents, 3_000);
    assert.deepEqual((await records(server, seller.token, order.kkOrderId)).map((r) => r.type), ['application', 'approved', 'succeeded']);
  } finally {
    provider.holdPayouts(false);
  }

  // More than the charge has left (the merchant paid $50 back in the provider's portal): refused, the refund fails.
  assert.equal((await atProvider('POST', `/api/charges/${chargeId}/payout`, { payment: { amount: 50, currency: 'USD', reference: 'portal-1' } })).status, 200);
  const rest = expectOk<{ id: number }>(await applyForRefund(server, seller.token, order.kkOrderId, { reason: 'outOfStock', amount: order.totalCents - 3_000 }));
  expectOk(await server.request('POST', `/api/admin/refunds/${rest.id}/approve`, { token: operator, body: { amount: order.totalCents - 3_000 } }));
  await runJobsNow(server, REFUND_PAYOUT_JOB);
  assert.equal((await refundRow(rest.id)).status, 'failed');
  assert.equal((await orderOf()).status, 'refundFailed');
  assert.match((await records(server, seller.token, order.kkOrderId)).at(-1)?.note ?? '', /exceeds what is left of the charge/);
  await assertLedgerBalanced(server, seller.token);
});
