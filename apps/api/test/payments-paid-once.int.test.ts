import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { runJobsNow, submitForm } from './billing-fixtures.ts';
import { expectFailure, expectOk } from './harness.ts';
import { assertLedgerBalanced } from './ledger-check.ts';
import { insertOrderWithItems } from './paid-order-fixture.ts';
import { topUp } from './payments-fixtures.ts';
import { assertNothingMoreGivenBack, assertPaidByBalanceAndReturnQueued, assertPaidOutBack, assertReturnedOnce, balance, CARD, CARD_WEBHOOK, createTransaction, gateway, GIVE_BACK_JOB, giveBacksOf, letters, notifyPayout, openCardPage, openPayLaterAccount, orderOf, payFromBalance, payment, payout, rows, sellerWithOrder, server, signedCardEvent, submitCard, usePaidTwiceWorld, wallet, WALLET } from './paid-twice-fixtures.ts';

/**
 * An order is paid once (docs/money-invariants.md, decision 0017). A provider page opened for an
 * unpaid order (payment A), the order paid from the balance meanwhile (payment B), then the page
 * completed: B pays the order, A's money is recorded as succeeded and given back through A's own
 * method — card refund, PayPal refund, payout of the charge, pay-later cancel — as a payment of
 * type 3, once, with a station letter; where the method cannot take it back, the balance does.
 * Two attempts of one payment, both paid: payments-paid-once-attempts.int.test.ts.
 */

usePaidTwiceWorld();

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

test('pay-later: credit lent after a balance payment is cancelled at the provider and the credit comes back', async () => {
  const start = 1_000_000;
  const { seller, order } = await sellerWithOrder(start, 150_000, 2);
  const creditLine = await openPayLaterAccount(seller, 'Paid Once LLC', '+1 2025550111');
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
