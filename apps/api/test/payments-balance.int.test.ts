import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO, expectFailure, expectOk, useTestServer, type SignedUp } from './harness.ts';
import { debitsOf, insertUnpaidOrder, orderRow, topUp } from './payments-fixtures.ts';

// The concurrency tests send up to 1,000 calls as one seller within a second.
const server = useTestServer({ rateLimitPerMinute: 10_000 });

async function seller(balanceCents: number): Promise<SignedUp> {
  const account = await server.signUp();
  if (balanceCents > 0) await topUp(server.db, account.userId, balanceCents);
  return account;
}

async function createTransaction(token: string, kkOrderIds: string[], amount: number, paymentMethod = 0, headers?: Record<string, string>) {
  return server.request('POST', '/api/payment/transaction', { token, headers, body: { amount, paymentMethod, currencyCode: 'USD', paymentType: 0, kkOrderIds } });
}

test('the demo seller starts with a $5,000 system top-up; guests are refused', async () => {
  const { token } = await server.login(DEMO.email, DEMO.password);
  assert.equal(expectOk(await server.request('GET', '/api/payment/balance', { token })).balance, 500_000);
  const page = expectOk(await server.request('GET', '/api/payment/transactions', { token, query: { type: 'system top-up' } }));
  assert.equal(page.total, 1);
  assert.deepEqual({ type: page.list[0].type, amount: page.list[0].amount, direction: page.list[0].direction }, { type: 'system top-up', amount: 500_000, direction: 'income' });
  expectFailure(await server.request('GET', '/api/payment/balance'), 401);
});

test('paying from the balance debits it once, marks the orders paid and lists the purchase', async () => {
  const buyer = await seller(10_000);
  const first = await insertUnpaidOrder(server.db, buyer.userId, 2_500);
  const second = await insertUnpaidOrder(server.db, buyer.userId, 1_000);
  const id = expectOk(await createTransaction(buyer.token, [first.kkOrderId, second.kkOrderId], 3_500));
  assert.equal(expectOk(await server.request('GET', `/api/payment/transaction/${id}/status`, { token: buyer.token })).status, 'created');

  const paid = expectOk(await server.request('POST', `/api/payment/balance/${id}`, { token: buyer.token }), 'Payment Successful');
  assert.deepEqual(paid, { id, status: 'succeeded', balance: 6_500 });
  assert.equal(expectOk(await server.request('GET', '/api/payment/balance', { token: buyer.token })).balance, 6_500);
  for (const order of [first, second]) {
    const row = await orderRow(server.db, order.id);
    assert.equal(row?.status, 'waitingShip');
    assert.ok(row?.paidAt);
    assert.equal(row?.paymentTransactionId, id);
  }
  const transaction = expectOk(await server.request('GET', `/api/payment/transaction/${id}`, { token: buyer.token }));
  assert.equal(transaction.status, 'succeeded');
  assert.deepEqual(transaction.kkOrderIds.sort(), [first.kkOrderId, second.kkOrderId].sort());

  const spent = expectOk(await server.request('GET', '/api/payment/transactions', { token: buyer.token, query: { direction: 'expenditure' } }));
  assert.equal(spent.total, 1);
  assert.deepEqual({ type: spent.list[0].type, amount: spent.list[0].amount }, { type: 'purchase', amount: 3_500 });
  assert.ok(spent.list[0].orderNumber.includes(first.kkOrderId));

  expectFailure(await server.request('POST', `/api/payment/balance/${id}`, { token: buyer.token }), 409, 40900, 'This payment has already been processed.');
  assert.equal((await debitsOf(server.db, id)).length, 1);
  // Paid orders cannot start another transaction.
  expectFailure(await createTransaction(buyer.token, [first.kkOrderId], 2_500), 409);
});

test('a balance below the total is refused with nothing changed', async () => {
  const buyer = await seller(999);
  const order = await insertUnpaidOrder(server.db, buyer.userId, 1_000);
  const id = expectOk(await createTransaction(buyer.token, [order.kkOrderId], 1_000));
  expectFailure(await server.request('POST', `/api/payment/balance/${id}`, { token: buyer.token }), 400, 40000, 'Insufficient balance, please top up or pay by other means');
  assert.equal((await orderRow(server.db, order.id))?.status, 'waitingPayment');
  assert.equal(expectOk(await server.request('GET', `/api/payment/transaction/${id}/status`, { token: buyer.token })).status, 'created');
});

test('the amount is the server’s: a different client amount is refused', async () => {
  const buyer = await seller(0);
  const order = await insertUnpaidOrder(server.db, buyer.userId, 4_200);
  expectFailure(await createTransaction(buyer.token, [order.kkOrderId], 4_199), 400, 40000, 'The payment amount does not match the orders. Please refresh the page and try again.');
  expectFailure(await createTransaction(buyer.token, [order.kkOrderId], 4_200, 5), 400, 40000, 'Please select the payment method');
  // The card choice (4) is stored as 3.
  const id = expectOk(await createTransaction(buyer.token, [order.kkOrderId], 4_200, 4));
  assert.equal(expectOk(await server.request('GET', `/api/payment/transaction/${id}`, { token: buyer.token })).paymentMethod, 3);
  expectFailure(await server.request('POST', `/api/payment/balance/${id}`, { token: buyer.token }), 400, 40000, 'This payment was created for another payment method.');
});

test("another seller's orders and transactions answer 404", async () => {
  const owner = await seller(10_000);
  const stranger = await seller(10_000);
  const order = await insertUnpaidOrder(server.db, owner.userId, 500);
  expectFailure(await createTransaction(stranger.token, [order.kkOrderId], 500), 404);
  const id = expectOk(await createTransaction(owner.token, [order.kkOrderId], 500));
  expectFailure(await server.request('GET', `/api/payment/transaction/${id}`, { token: stranger.token }), 404);
  expectFailure(await server.request('GET', `/api/payment/transaction/${id}/status`, { token: stranger.token }), 404);
  expectFailure(await server.request('POST', `/api/payment/balance/${id}`, { token: stranger.token }), 404);
  assert.equal(expectOk(await server.request('GET', '/api/payment/balance', { token: stranger.token })).balance, 10_000);
  assert.equal((await orderRow(server.db, order.id))?.status, 'waitingPayment');
});

// PGlite runs one statement at a time, so fewer requests prove the same there.
const CONCURRENT = () => (server.kind === 'postgres' ? 1_000 : 50);
/** Sockets open at once: beyond the listen backlog (511) the kernel resets connections. */
const IN_FLIGHT = 200;

/** Sends `count` calls with at most IN_FLIGHT open at a time; answers them in order. */
async function concurrently<T>(count: number, call: () => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      answers[index] = await call();
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, count) }, worker));
  return answers;
}

test('many concurrent payments with one Idempotency-Key debit once', async () => {
  const buyer = await seller(100_000);
  const order = await insertUnpaidOrder(server.db, buyer.userId, 7_000);
  const id = expectOk(await createTransaction(buyer.token, [order.kkOrderId], 7_000));
  const headers = { 'idempotency-key': `pay-${id}` };
  const answers = await concurrently(CONCURRENT(), () => server.request('POST', `/api/payment/balance/${id}`, { token: buyer.token, headers }));
  assert.ok(answers.every((answer) => answer.status === 200 || answer.status === 409), JSON.stringify(answers.find((a) => a.status !== 200 && a.status !== 409)?.body));
  assert.ok(answers.some((answer) => answer.status === 200));
  assert.equal((await debitsOf(server.db, id)).length, 1);
  assert.equal(expectOk(await server.request('GET', '/api/payment/balance', { token: buyer.token })).balance, 93_000);
  // A later replay with the key answers the stored success.
  const replay = await server.request('POST', `/api/payment/balance/${id}`, { token: buyer.token, headers });
  assert.equal(expectOk(replay).status, 'succeeded');
  assert.equal(replay.headers.get('idempotent-replayed'), 'true');
});

test('many concurrent payments without a key debit once', async () => {
  const buyer = await seller(100_000);
  const order = await insertUnpaidOrder(server.db, buyer.userId, 9_900);
  const id = expectOk(await createTransaction(buyer.token, [order.kkOrderId], 9_900));
  const answers = await concurrently(CONCURRENT(), () => server.request('POST', `/api/payment/balance/${id}`, { token: buyer.token }));
  assert.equal(answers.filter((answer) => answer.status === 200).length, 1);
  assert.ok(answers.every((answer) => answer.status === 200 || answer.status === 409));
  assert.equal((await debitsOf(server.db, id)).length, 1);
  assert.equal(expectOk(await server.request('GET', '/api/payment/balance', { token: buyer.token })).balance, 90_100);
});
