import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { runJobsNow, submitForm } from './billing-fixtures.ts';
import { expectOk } from './harness.ts';
import { assertLedgerBalanced } from './ledger-check.ts';
import { assertNothingMoreGivenBack, assertPaidOutBack, assertReturnedOnce, balance, CARD, CARD_WEBHOOK, createTransaction, gateway, GIVE_BACK_JOB, giveBacksOf, notifyPayout, openCardPage, openPayLaterAccount, orderOf, PAY_LATER, payLater, payment, payout, rows, sellerWithOrder, server, signedCardEvent, submitCard, usePaidTwiceWorld, wallet, WALLET } from './paid-twice-fixtures.ts';

/**
 * Two pages, widgets, LISTs or wallet orders opened for one payment, both paid (money invariant 23, decision 0060):
 * the first report pays the orders, and the other attempt's money is given back through that attempt, once.
 */

usePaidTwiceWorld();

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


test('pay-later: two widgets of one payment both approved: the first pays the order, the other order is cancelled at the provider and its credit comes back', async () => {
  const { seller, order } = await sellerWithOrder(0, 150_000, 2);
  const creditLine = await openPayLaterAccount(seller, 'Two Widgets LLC', '+1 2025550112');
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
