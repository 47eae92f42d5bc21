import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { TEST_CARDS, type CardGatewaySimulator } from '../../../tools/simulators/card-gateway/server.ts';
import { stripeCardVault } from '../src/modules/payments/card/stripe-cards.ts';
import { translate } from '../src/platform/i18n.ts';
import { CHARGE_SWEEP_JOB } from '../src/modules/store-orders/auto-purchase/charge-sweep.ts';
import { AUTO_PURCHASE_JOB, enqueueAutoPurchases } from '../src/modules/store-orders/auto-purchase/enqueue.ts';
import { GatewayUnreachable, runAutoPurchase as runWithVault } from '../src/modules/store-orders/auto-purchase/job.ts';
import { startServerWithCardGateway } from './card-gateway-server.ts';
import { expectFailure, expectOk, type SignedUp, type TestServer } from './harness.ts';
import { makeJobsDue, pendingJobs } from './job-fixtures.ts';
import { assertLedgerBalanced } from './ledger-check.ts';
import { insertOrderWithItems, type PlacedOrder } from './paid-order-fixture.ts';
import { topUp } from './payments-fixtures.ts';
import { markAsStoreOrder } from './store-order-marking-fixture.ts';
import { addCard } from './wallet-fixtures.ts';

/**
 * Store orders paid automatically (the auto-purchase job) or by the seller's Auto Checkout
 * (decision 0029): the seller's payment methods in their consent order — the balance through Pay
 * Now's own debit, then saved cards charged off-session at the card-gateway simulator — with the
 * paid-exactly-once invariants (docs/money-invariants.md) holding when Pay Now races the job.
 */

const CARD = { secretKey: 'sk_test_auto_purchase', webhookSecret: 'whsec_auto_purchase' };
let server: TestServer;
let gateway: CardGatewaySimulator;

before(async () => {
  ({ server, gateway } = await startServerWithCardGateway(CARD));
});
after(async () => {
  await server?.close();
  await gateway?.close();
});

// ---------- helpers ----------

const rows = async <T>(query: ReturnType<typeof sql>) => ((await server.db.execute(query)) as unknown as { rows: T[] }).rows;
interface OrderState {
  status: string;
  payment_transaction_id: number | null;
  payment_method: number | null;
}
const orderState = async (order: PlacedOrder) =>
  (await rows<OrderState>(sql`select status, payment_transaction_id::float8 as payment_transaction_id, payment_method from orders where id = ${order.id}`))[0]!;
const payment = async (id: number) =>
  (await rows<{ status: string; payment_method: number; amount_cents: number; provider_ref: string | null; failure_message: string | null }>(
    sql`select status, payment_method, amount_cents, provider_ref, failure_message from payment_transactions where id = ${id}`,
  ))[0]!;
const paymentsOf = (seller: SignedUp) =>
  rows<{ id: number; status: string; payment_method: number; payment_type: number; amount_cents: number; provider_ref: string | null }>(
    sql`select id::float8 as id, status, payment_method, payment_type, amount_cents, provider_ref from payment_transactions where user_id = ${seller.userId} order by id`,
  );
const debitsOf = (seller: SignedUp) => rows<{ amount_cents: number }>(sql`select amount_cents from ledger_entries where user_id = ${seller.userId} and amount_cents < 0`);
const balance = async (seller: SignedUp) => expectOk<{ balance: number }>(await server.request('GET', '/api/payment/balance', { token: seller.token })).balance;
const letters = async (seller: SignedUp) =>
  expectOk<{ list: { title: string; content: string }[] }>(await server.request('GET', '/api/message/stationLetterSendsList', { token: seller.token, query: { type: 1, pageNumber: 1, pageSize: 20 } })).list;
/** The seller's Auto Checkout failure letters only: a payment also sends 'Order paid', through a job that may or may not have run yet. */
const failureLetters = async (seller: SignedUp) => (await letters(seller)).filter((letter) => letter.title === translate('en', 'autoCheckout.letterTitle'));
const detail = async (seller: SignedUp, order: PlacedOrder) => expectOk(await server.request('GET', `/api/orders/orders/${order.kkOrderId}`, { token: seller.token }));

const useBalance = async (seller: SignedUp) => expectOk(await server.request('POST', '/api/payment/paymentConsents', { token: seller.token, body: { paymentMethod: 0 } }));

/** A seller with `cents` on the balance and `count` unpaid orders of $25 each (with $5 shipping), made one store order. */
async function storeOrderOf(cents: number, count = 1) {
  const seller = await server.signUp();
  if (cents > 0) await topUp(server.db, seller.userId, cents);
  const orders: PlacedOrder[] = [];
  for (let i = 0; i < count; i++) orders.push(await insertOrderWithItems(server, seller.userId, [{ priceCents: 1_000, quantity: 2 }]));
  const storeOrderRef = await markAsStoreOrder(server, seller.userId, orders.map((order) => order.id));
  return { seller, orders, storeOrderRef };
}

async function enqueue(seller: SignedUp, storeOrderRef: number, orders: PlacedOrder[]) {
  await server.db.transaction((tx) => enqueueAutoPurchases(server.app.jobs, tx, [{ userId: seller.userId, storeOrderRef, orderIds: orders.map((order) => order.id) }]));
}
async function runAutoPurchase() {
  await makeJobsDue(server.db, { name: AUTO_PURCHASE_JOB });
  await server.app.jobs.runDue(100);
}
const autoCheckout = (seller: SignedUp | undefined, body: unknown) => server.request('POST', '/api/orders/autoCheckout', { token: seller?.token, body });

// ---------- the job ----------

describe('the auto-purchase job', () => {
  test('the balance covers the store order: its orders are paid together, from the balance, debited once, no letter', async () => {
    const { seller, orders, storeOrderRef } = await storeOrderOf(10_000, 2);
    await useBalance(seller);
    await enqueue(seller, storeOrderRef, orders);
    await runAutoPurchase();

    const states = await Promise.all(orders.map(orderState));
    assert.deepEqual(states.map((state) => [state.status, state.payment_method]), [['waitingShip', 0], ['waitingShip', 0]]);
    assert.equal(states[0]!.payment_transaction_id, states[1]!.payment_transaction_id, 'one payment for the store order');
    assert.deepEqual((await debitsOf(seller)).map((row) => row.amount_cents), [-5_000]);
    assert.equal(await balance(seller), 5_000);
    assert.equal((await letters(seller)).length, 0);
    assert.equal((await pendingJobs(server.db, { name: AUTO_PURCHASE_JOB, singletonKey: String(storeOrderRef) })).length, 0);
    await assertLedgerBalanced(server, seller.token);
  });

  test('the balance is short: the next method, a saved card, is charged off-session at the gateway', async () => {
    const { seller, orders, storeOrderRef } = await storeOrderOf(300);
    await useBalance(seller);
    const card = await addCard(server, seller.token);
    await enqueue(seller, storeOrderRef, orders);
    await runAutoPurchase();

    const state = await orderState(orders[0]!);
    assert.equal(state.status, 'waitingShip');
    assert.equal(state.payment_method, 4, 'paid by the saved card');
    const paid = await payment(state.payment_transaction_id!);
    assert.equal(paid.status, 'succeeded');
    assert.equal(paid.amount_cents, 2_500);
    assert.match(paid.provider_ref ?? '', /^pi_/, 'the gateway’s payment intent is kept, so a refund can name it');
    const intent = await fetch(`${gateway.url}/v1/payment_intents/${paid.provider_ref}`, { headers: { authorization: `Bearer ${CARD.secretKey}` } }).then((r) => r.json());
    assert.deepEqual([intent.status, intent.amount, intent.off_session, intent.metadata.transactionId], ['succeeded', 2_500, true, String(state.payment_transaction_id)]);
    assert.equal(card.last4, '4242');
    assert.equal(await balance(seller), 300, 'the balance was not touched');
    assert.equal((await debitsOf(seller)).length, 0);
    await assertLedgerBalanced(server, seller.token);
  });

  test('no method pays: Auto Checkout Failed with the reason on the order, a station letter, and Pay Now still pays', async () => {
    const { seller, orders, storeOrderRef } = await storeOrderOf(300);
    await useBalance(seller);
    await enqueue(seller, storeOrderRef, orders);
    await runAutoPurchase();

    const order = orders[0]!;
    assert.equal((await orderState(order)).status, 'autoCheckoutFailed');
    const shown = await detail(seller, order);
    assert.deepEqual(shown.autoCheckoutFailure, { reason: 'methodsFailed', attempts: [{ method: 'balance', outcome: 'short' }] });
    assert.ok(shown.actions.includes('payNow'), 'Pay Now is offered');
    const [letter] = await letters(seller);
    assert.equal(letter?.title, 'Auto Checkout failed');
    assert.match(letter!.content, new RegExp(order.kkOrderId));
    assert.match(letter!.content, /Balance: not enough to pay the order\./);
    assert.equal((await paymentsOf(seller)).length, 0, 'a short balance writes no payment');

    await topUp(server.db, seller.userId, 10_000);
    const transactionId = expectOk<number>(
      await server.request('POST', '/api/payment/transaction', { token: seller.token, body: { amount: order.totalCents, paymentMethod: 0, currencyCode: 'USD', paymentType: 0, kkOrderIds: [order.kkOrderId] } }),
    );
    expectOk(await server.request('POST', `/api/payment/balance/${transactionId}`, { token: seller.token }));
    assert.deepEqual(await orderState(order), { status: 'waitingShip', payment_transaction_id: transactionId, payment_method: 0 });
    assert.equal((await detail(seller, order)).autoCheckoutFailure, null, 'the reason goes once the order is paid');
    await assertLedgerBalanced(server, seller.token);
  });

  test('a declined card fails the orders at once and is never retried', async () => {
    const { seller, orders, storeOrderRef } = await storeOrderOf(0);
    await addCard(server, seller.token, TEST_CARDS.chargeDeclined);
    await enqueue(seller, storeOrderRef, orders);
    await runAutoPurchase();

    const order = orders[0]!;
    assert.equal((await orderState(order)).status, 'autoCheckoutFailed');
    assert.deepEqual((await detail(seller, order)).autoCheckoutFailure, {
      reason: 'methodsFailed',
      attempts: [{ method: 'card', card: 'visa •••• 0341', outcome: 'declined', message: 'Your card was declined.' }],
    });
    const [charge] = await paymentsOf(seller);
    assert.deepEqual([charge?.status, charge?.payment_method], ['failed', 4]);
    assert.equal((await pendingJobs(server.db, { name: AUTO_PURCHASE_JOB })).filter((job) => job.singleton_key === String(storeOrderRef)).length, 0, 'no retry waits');
    await runAutoPurchase();
    assert.equal((await paymentsOf(seller)).length, 1, 'the card was asked once');
    assert.match((await letters(seller))[0]!.content, /Card visa •••• 0341: declined \(Your card was declined\.\)/);
  });

  test('a gateway that cannot be reached is retried, and the retry asks for the same charge, never a second one', async () => {
    const { seller, orders, storeOrderRef } = await storeOrderOf(0);
    await addCard(server, seller.token);
    const order = orders[0]!;
    // The card adapter pointed at an address where nothing listens: the charge's answer is lost.
    const unreachable = stripeCardVault({ baseUrl: 'http://127.0.0.1:9', secretKey: CARD.secretKey });
    const run = { userId: seller.userId, orderIds: [order.id] };
    await assert.rejects(runWithVault(server.db, server.app.jobs, unreachable, { ...run, lastAttempt: false }), GatewayUnreachable, 'the queue runs it again later');
    const [open] = await paymentsOf(seller);
    assert.equal(open?.status, 'processing', 'the charge may have happened: its payment stays open');
    assert.equal((await orderState(order)).status, 'waitingPayment', 'nothing is recorded on the order yet');

    // The last attempt records the failure; Pay Now is offered, and the open charge is kept.
    await runWithVault(server.db, server.app.jobs, unreachable, { ...run, lastAttempt: true });
    assert.equal((await orderState(order)).status, 'autoCheckoutFailed');
    assert.deepEqual((await detail(seller, order)).autoCheckoutFailure.attempts, [{ method: 'card', card: 'visa •••• 4242', outcome: 'unavailable', message: null }]);
    assert.match((await letters(seller))[0]!.content, /the card gateway could not be reached/);

    // The gateway is back (the job's own adapter): the open charge is asked again with its key and pays.
    await enqueue(seller, storeOrderRef, orders);
    await runAutoPurchase();
    const payments = await paymentsOf(seller);
    assert.equal(payments.length, 1, 'no second payment was made');
    assert.equal(payments[0]!.id, open!.id);
    assert.equal(payments[0]!.status, 'succeeded');
    assert.deepEqual(await orderState(order), { status: 'waitingShip', payment_transaction_id: open!.id, payment_method: 4 });
  });

  test('Pay Now while the card is being charged: the order is paid once, by Pay Now, and the card’s money goes back to the card', async () => {
    const { seller, orders, storeOrderRef } = await storeOrderOf(2_500);
    await addCard(server, seller.token);
    const order = orders[0]!;
    const payNowId = expectOk<number>(
      await server.request('POST', '/api/payment/transaction', { token: seller.token, body: { amount: order.totalCents, paymentMethod: 0, currencyCode: 'USD', paymentType: 0, kkOrderIds: [order.kkOrderId] } }),
    );
    // The gateway tells of the charge (payment_intent.succeeded) before it answers the job: the seller's Pay Now lands right then.
    let payNow: Awaited<ReturnType<TestServer['request']>> | undefined;
    const hook = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', async () => {
        if ((JSON.parse(body) as { type: string }).type === 'payment_intent.succeeded') payNow = await server.request('POST', `/api/payment/balance/${payNowId}`, { token: seller.token });
        response.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    gateway.setWebhookUrl(`http://127.0.0.1:${(hook.address() as AddressInfo).port}/`);
    try {
      await enqueue(seller, storeOrderRef, orders);
      await runAutoPurchase();
    } finally {
      gateway.setWebhookUrl(`${server.baseUrl}/api/payment/open/cardgateway/webhook`);
      hook.close();
    }

    expectOk(payNow!, 'Payment Successful');
    assert.deepEqual(await orderState(order), { status: 'waitingShip', payment_transaction_id: payNowId, payment_method: 0 });
    const card = (await paymentsOf(seller)).find((row) => row.payment_method === 4 && row.payment_type === 0)!;
    assert.equal(card.status, 'succeeded', 'the card money is recorded as taken');
    const giveBack = () => rows<{ status: string; amount_cents: number; provider_ref: string | null }>(sql`select status, amount_cents, provider_ref from payment_transactions where returns_transaction_id = ${card.id}`);
    assert.deepEqual((await giveBack()).map((row) => [row.status, row.amount_cents]), [['processing', 2_500]]);
    await makeJobsDue(server.db, { name: 'payments.give-back' });
    await server.app.jobs.runDue(100);
    const [back] = await giveBack();
    assert.equal(back?.status, 'succeeded');
    const refund = await fetch(`${gateway.url}/v1/refunds/${back!.provider_ref}`, { headers: { authorization: `Bearer ${CARD.secretKey}` } }).then((r) => r.json());
    assert.deepEqual([refund.payment_intent, refund.amount], [card.provider_ref, 2_500], 'refunded to the card’s payment intent, in full');
    assert.deepEqual((await debitsOf(seller)).map((row) => row.amount_cents), [-2_500], 'the balance was debited once');
    assert.equal((await detail(seller, order)).autoCheckoutFailure, null);
    await assertLedgerBalanced(server, seller.token);
  });

  test('the job and Pay Now at once: each order is paid once and the balance debited once', async () => {
    for (let round = 0; round < 4; round++) {
      const { seller, orders, storeOrderRef } = await storeOrderOf(2_500);
      await useBalance(seller);
      const order = orders[0]!;
      const transactionId = expectOk<number>(
        await server.request('POST', '/api/payment/transaction', { token: seller.token, body: { amount: order.totalCents, paymentMethod: 0, currencyCode: 'USD', paymentType: 0, kkOrderIds: [order.kkOrderId] } }),
      );
      await enqueue(seller, storeOrderRef, orders);
      await makeJobsDue(server.db, { name: AUTO_PURCHASE_JOB });
      const [payNow] = await Promise.all([server.request('POST', `/api/payment/balance/${transactionId}`, { token: seller.token }), server.app.jobs.runDue(100)]);

      const state = await orderState(order);
      assert.equal(state.status, 'waitingShip');
      if (payNow.status === 200) assert.equal(state.payment_transaction_id, transactionId, 'Pay Now got there first');
      else expectFailure(payNow, 409, undefined, 'These orders can no longer be paid. Please check your order list.');
      assert.deepEqual((await debitsOf(seller)).map((row) => row.amount_cents), [-2_500], 'debited once');
      assert.equal(await balance(seller), 0);
      assert.equal((await failureLetters(seller)).length, 0, 'no failure was recorded');
      await assertLedgerBalanced(server, seller.token);
    }
  });
});

// ---------- the sweep of charges left unanswered ----------

describe('the open-charge sweep (store-orders.charge-sweep)', () => {
  /** A store order whose card charge got no answer on any of the job's attempts: Auto Checkout Failed, its payment still 'processing'. */
  async function unansweredCharge(balanceCents = 0) {
    const { seller, orders } = await storeOrderOf(balanceCents);
    await addCard(server, seller.token);
    const unreachable = stripeCardVault({ baseUrl: 'http://127.0.0.1:9', secretKey: CARD.secretKey });
    const run = { userId: seller.userId, orderIds: [orders[0]!.id] };
    await assert.rejects(runWithVault(server.db, server.app.jobs, unreachable, { ...run, lastAttempt: false }), GatewayUnreachable);
    await runWithVault(server.db, server.app.jobs, unreachable, { ...run, lastAttempt: true });
    assert.equal((await orderState(orders[0]!)).status, 'autoCheckoutFailed');
    const [open] = await paymentsOf(seller);
    assert.equal(open?.status, 'processing');
    return { seller, order: orders[0]!, open: open! };
  }
  /** The schedule's run, as a worker takes it. */
  async function sweep() {
    await server.app.jobs.enqueue(server.db, CHARGE_SWEEP_JOB, {}, { singletonKey: `test-${Math.random()}` });
    await server.app.jobs.runDue(100, [CHARGE_SWEEP_JOB]);
  }
  /** Time passes: nothing has asked about the charge for an hour. */
  const leftAlone = (id: number) => server.db.execute(sql`update payment_transactions set updated_at = now() - interval '1 hour' where id = ${id}`);

  test('the gateway unreachable through every attempt: the sweep later asks with the same key and the charge settles once', async () => {
    const { seller, order, open } = await unansweredCharge();
    await sweep();
    assert.equal((await payment(open.id)).status, 'processing', 'a charge an attempt may still be asking about is left alone');

    await leftAlone(open.id);
    await sweep();
    const paid = await payment(open.id);
    assert.equal(paid.status, 'succeeded');
    assert.deepEqual(await orderState(order), { status: 'waitingShip', payment_transaction_id: open.id, payment_method: 4 });
    const intent = await fetch(`${gateway.url}/v1/payment_intents/${paid.provider_ref}`, { headers: { authorization: `Bearer ${CARD.secretKey}` } }).then((r) => r.json());
    assert.deepEqual([intent.status, intent.amount, intent.metadata.transactionId], ['succeeded', 2_500, String(open.id)]);

    // Later runs find nothing open: one payment, the card charged once.
    await leftAlone(open.id);
    await sweep();
    assert.deepEqual((await paymentsOf(seller)).map((row) => [row.id, row.status]), [[open.id, 'succeeded']]);
    assert.equal((await detail(seller, order)).autoCheckoutFailure, null);
    await assertLedgerBalanced(server, seller.token);
  });

  test('Pay Now and the sweep at once: the order is paid once; a card charge that lands second goes back to the card', async () => {
    for (let round = 0; round < 3; round++) {
      const { seller, order, open } = await unansweredCharge(2_500);
      const payNowId = expectOk<number>(
        await server.request('POST', '/api/payment/transaction', { token: seller.token, body: { amount: order.totalCents, paymentMethod: 0, currencyCode: 'USD', paymentType: 0, kkOrderIds: [order.kkOrderId] } }),
      );
      await leftAlone(open.id);
      const [payNow] = await Promise.all([server.request('POST', `/api/payment/balance/${payNowId}`, { token: seller.token }), sweep()]);

      const state = await orderState(order);
      assert.equal(state.status, 'waitingShip');
      assert.equal((await payment(open.id)).status, 'succeeded', 'the card money is recorded as taken either way');
      const giveBacks = await rows<{ amount_cents: number }>(sql`select amount_cents from payment_transactions where returns_transaction_id = ${open.id}`);
      if (state.payment_transaction_id === payNowId) {
        expectOk(payNow);
        assert.deepEqual((await debitsOf(seller)).map((row) => row.amount_cents), [-2_500], 'the balance paid, once');
        assert.deepEqual(giveBacks.map((row) => row.amount_cents), [2_500], 'the card charge is given back in full');
      } else {
        assert.equal(state.payment_transaction_id, open.id, 'the card paid');
        expectFailure(payNow, 409, undefined, 'These orders can no longer be paid. Please check your order list.');
        assert.equal((await debitsOf(seller)).length, 0, 'the balance was not debited');
        assert.equal(giveBacks.length, 0);
      }
      await assertLedgerBalanced(server, seller.token);
    }
  });
});

// ---------- Auto Checkout on selected orders ----------

describe('Auto Checkout (POST /api/orders/autoCheckout)', () => {
  test('pays each selected order from the seller’s methods and says which were paid and why the others were not', async () => {
    const seller = await server.signUp();
    await topUp(server.db, seller.userId, 4_000);
    await useBalance(seller);
    const [first, second, paidBefore] = [
      await insertOrderWithItems(server, seller.userId, [{ priceCents: 1_000, quantity: 2 }]),
      await insertOrderWithItems(server, seller.userId, [{ priceCents: 1_000, quantity: 2 }]),
      await insertOrderWithItems(server, seller.userId, [{ priceCents: 500, quantity: 1 }]),
    ];
    await server.db.execute(sql`update orders set status = 'waitingShip', paid_at = now(), payment_method = 0 where id = ${paidBefore!.id}`);

    const answer = await autoCheckout(seller, { kkOrderIds: [first!.kkOrderId, second!.kkOrderId, paidBefore!.kkOrderId] });
    const data = expectOk(answer, 'Auto Checkout finished: 1 paid, 2 not paid.');
    assert.deepEqual(data.paid, [first!.kkOrderId], 'the balance covers one order of $25');
    assert.deepEqual(data.failed, [
      { kkOrderId: second!.kkOrderId, failure: { reason: 'methodsFailed', attempts: [{ method: 'balance', outcome: 'short' }] } },
      { kkOrderId: paidBefore!.kkOrderId, failure: { reason: 'notPayable', attempts: [] } },
    ]);
    assert.equal((await orderState(first!)).status, 'waitingShip');
    assert.equal((await orderState(second!)).status, 'autoCheckoutFailed');
    assert.equal((await orderState(paidBefore!)).status, 'waitingShip');
    assert.equal((await letters(seller)).length, 0, 'the seller read the answer: no letter');

    // With a card on file, Auto Checkout again pays the failed order off-session.
    await addCard(server, seller.token);
    const again = expectOk(await autoCheckout(seller, { kkOrderIds: [second!.kkOrderId] }));
    assert.deepEqual(again, { paid: [second!.kkOrderId], failed: [] });
    assert.deepEqual([(await orderState(second!)).status, (await orderState(second!)).payment_method], ['waitingShip', 4]);
    await assertLedgerBalanced(server, seller.token);
  });

  test('needs a payment method on file', async () => {
    const seller = await server.signUp();
    await topUp(server.db, seller.userId, 10_000);
    const order = await insertOrderWithItems(server, seller.userId, [{ priceCents: 1_000, quantity: 1 }]);
    expectFailure(await autoCheckout(seller, { kkOrderIds: [order.kkOrderId] }), 400, undefined, 'Auto checkout requires a payment method on file. Please add a card or enable a payment method first.');
    assert.equal((await orderState(order)).status, 'waitingPayment');
    assert.equal(await balance(seller), 10_000);
  });

  test('another seller’s order is not found, and nothing is paid', async () => {
    const seller = await server.signUp();
    const other = await server.signUp();
    await topUp(server.db, seller.userId, 10_000);
    await useBalance(seller);
    const mine = await insertOrderWithItems(server, seller.userId, [{ priceCents: 1_000, quantity: 1 }]);
    const theirs = await insertOrderWithItems(server, other.userId, [{ priceCents: 1_000, quantity: 1 }]);
    expectFailure(await autoCheckout(seller, { kkOrderIds: [mine.kkOrderId, theirs.kkOrderId] }), 404);
    assert.equal((await orderState(mine)).status, 'waitingPayment');
    assert.equal((await orderState(theirs)).status, 'waitingPayment');
    assert.equal(await balance(seller), 10_000);
  });

  test('bad input and guests are refused with 4xx', async () => {
    const seller = await server.signUp();
    expectFailure(await autoCheckout(undefined, { kkOrderIds: ['KK2026112800001'] }), 401);
    for (const body of [{}, { kkOrderIds: [] }, { kkOrderIds: 'KK2026112800001' }, { kkOrderIds: ['not-an-order'] }, { kkOrderIds: [42] }]) {
      const answer = await autoCheckout(seller, body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.ok(answer.body.message, 'a message is shown');
    }
  });
});
