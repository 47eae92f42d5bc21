import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { startCardGatewaySimulator, type CardGatewaySimulator } from '../../../tools/simulators/card-gateway/server.ts';
import { startPayLaterSimulator } from '../../../tools/simulators/pay-later/server.ts';
import { CARD_CHECK_JOB } from '../src/modules/payments/billing/card-payment.job.ts';
import { creditInfo, creditPaidOrder, insertParcel, issueNow, runJobsNow, sellerWithCredit, submitForm, type BillingWorld } from './billing-fixtures.ts';
import { expectFailure, expectOk, startTestServer, type SignedUp } from './harness.ts';
import { assertLedgerBalanced } from './ledger-check.ts';
import { topUp } from './payments-fixtures.ts';

/**
 * A bill is paid once (docs/money-invariants.md, decision 0017): whichever payment settles first
 * pays it under the bill's row lock; a card payment completed later (its page abandoned and
 * cancelled by the card-payment check, the bill then paid from the balance) is given back.
 */

const CARD = { secretKey: 'sk_test_bill_once', webhookSecret: 'whsec_bill_once' };
const PAY_LATER = { apiToken: 'pl_bill_once', webhookSecret: 'whsec_pl_bill_once' };
const GIVE_BACK_JOB = 'payments.give-back';
const LIMIT = 1_000_000;

const world = {} as BillingWorld;
let gateway: CardGatewaySimulator;
before(async () => {
  gateway = await startCardGatewaySimulator({ port: 0, ...CARD });
  world.provider = await startPayLaterSimulator({ port: 0, ...PAY_LATER });
  world.server = await startTestServer({
    rateLimitPerMinute: 100_000,
    env: {
      CARD_GATEWAY_URL: gateway.url,
      CARD_GATEWAY_SECRET_KEY: CARD.secretKey,
      CARD_GATEWAY_WEBHOOK_SECRET: CARD.webhookSecret,
      PAY_LATER_URL: world.provider.url,
      PAY_LATER_API_TOKEN: PAY_LATER.apiToken,
      PAY_LATER_WEBHOOK_SECRET: PAY_LATER.webhookSecret,
    },
  });
  gateway.setWebhookUrl(`${world.server.baseUrl}/api/payment/open/cardgateway/webhook`);
  world.provider.setWebhookUrl(`${world.server.baseUrl}/api/payment/open/paylater/webhook`);
});
after(async () => {
  await world.server?.close();
  await Promise.all([gateway?.close(), world.provider?.close()]);
});

const rows = async <T>(query: ReturnType<typeof sql>) => ((await world.server.db.execute(query)) as unknown as { rows: T[] }).rows;
const billRow = async (id: number) =>
  (await rows<{ status: string; payment_transaction_id: number | null }>(sql`select status, payment_transaction_id::float8 as payment_transaction_id from credit_bills where id = ${id}`))[0]!;
const paymentStatus = async (id: number) => (await rows<{ status: string }>(sql`select status from payment_transactions where id = ${id}`))[0]!.status;
const giveBacksOf = (id: number) =>
  rows<{ id: number; status: string; amount_cents: number; bill_id: number | null; payment_type: number }>(
    sql`select id::float8 as id, status, amount_cents, bill_id::float8 as bill_id, payment_type from payment_transactions where returns_transaction_id = ${id}`,
  );
const pay = (seller: SignedUp, billId: number, paymentMethod: number) => world.server.request('POST', `/api/payment/bill/${billId}/pay`, { token: seller.token, body: { paymentMethod } });
const balance = async (seller: SignedUp) => expectOk<{ balance: number }>(await world.server.request('GET', '/api/payment/balance', { token: seller.token })).balance;

/** A seller with one issued bill for a credit order shipped in full. */
async function sellerWithBill() {
  const { server } = world;
  const seller = await sellerWithCredit(world);
  const order = await creditPaidOrder(world, seller, [{ priceCents: 150_000, quantity: 2 }]);
  await insertParcel(server, order, [{ itemIndex: 0, quantity: 2 }]);
  await issueNow(server);
  const [bill] = expectOk(await server.request('POST', '/api/payment/bill/getBilleds', { token: seller.token, body: {} })).list;
  return { seller, bill: bill as { id: number; billNo: string; billsAmount: number } };
}

/** Pay Now by card: the bill's card transaction and its hosted page, then the page left open past the checkout's lifetime. */
async function abandonedCardPayment(seller: SignedUp, billId: number) {
  const { server } = world;
  const started = expectOk<{ transactionId: number }>(await pay(seller, billId, 1));
  const page = expectOk<{ redirectUrl: string }>(await server.request('POST', '/api/payment/cardgateway/onePage/signValue', { token: seller.token, body: { transactionId: started.transactionId } }));
  await server.db.execute(sql`update payment_transactions set created_at = now() - interval '31 minutes' where id = ${started.transactionId}`);
  await runJobsNow(server, CARD_CHECK_JOB);
  assert.equal(await paymentStatus(started.transactionId), 'cancelled');
  assert.equal((await billRow(billId)).status, 'waitingPayment');
  return { a: started.transactionId, page };
}
const submitCard = (url: string) => submitForm(url, { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Bill Buyer' });

test('a bill paid from the balance while an abandoned card page was still open: the late card money goes back, the bill is paid once', async () => {
  const { server } = world;
  const { seller, bill } = await sellerWithBill();
  await topUp(server.db, seller.userId, bill.billsAmount);
  const { a, page } = await abandonedCardPayment(seller, bill.id);
  const b = expectOk<{ transactionId: number }>(await pay(seller, bill.id, 0)).transactionId;
  assert.deepEqual(await billRow(bill.id), { status: 'paid', payment_transaction_id: b });

  assert.equal((await submitCard(page.redirectUrl)).status, 303);
  assert.deepEqual(await billRow(bill.id), { status: 'paid', payment_transaction_id: b }, 'the bill stays paid by the balance');
  assert.equal(await paymentStatus(a), 'succeeded', "the card's money is recorded");
  const [giveBack, ...more] = await giveBacksOf(a);
  assert.equal(more.length, 0);
  assert.deepEqual({ type: giveBack!.payment_type, amount: giveBack!.amount_cents, bill: giveBack!.bill_id }, { type: 3, amount: bill.billsAmount, bill: bill.id });

  await runJobsNow(server, GIVE_BACK_JOB);
  await runJobsNow(server, GIVE_BACK_JOB);
  assert.deepEqual((await giveBacksOf(a)).map((row) => row.status), ['succeeded']);
  const refunds = await rows<{ provider_ref: string }>(sql`select provider_ref from payment_transactions where returns_transaction_id = ${a}`);
  const refund = await (await fetch(`${gateway.url}/v1/refunds/${refunds[0]!.provider_ref}`, { headers: { authorization: `Bearer ${CARD.secretKey}` } })).json();
  assert.deepEqual({ amount: refund.amount, status: refund.status }, { amount: bill.billsAmount, status: 'succeeded' });
  const [letter] = expectOk(await server.request('GET', '/api/message/stationLetterSendsList', { token: seller.token, query: { type: 1, pageNumber: 1, pageSize: 10 } })).list;
  assert.match(letter.content, new RegExp(`arrived for bill ${bill.billNo}, which had already been paid another way`));

  assert.equal(await balance(seller), 0, 'the balance paid the bill once');
  await runJobsNow(server, 'billing.report-repayment');
  assert.deepEqual(await creditInfo(server, seller), { status: 'approved', creditLimit: LIMIT, availableCredit: LIMIT, unpaidAmount: 0 });
  await assertLedgerBalanced(server, seller.token);
});

test('a card payment completed after its page was abandoned still pays the bill when nothing else did, at once', async () => {
  const { server } = world;
  const { seller, bill } = await sellerWithBill();
  const { a, page } = await abandonedCardPayment(seller, bill.id);
  await submitCard(page.redirectUrl);
  // The webhook pays the bill itself (no wait for the check job), with the payment that paid it.
  assert.deepEqual(await billRow(bill.id), { status: 'paid', payment_transaction_id: a });
  assert.deepEqual(await giveBacksOf(a), []);
  expectFailure(await pay(seller, bill.id, 0), 409, 40900, 'This bill has already been paid.');
});

test('many Pay Now from the balance at once: the bill is paid once and the balance debited once', async () => {
  const { server } = world;
  const { seller, bill } = await sellerWithBill();
  await topUp(server.db, seller.userId, bill.billsAmount * 3);
  const answers = await Promise.all(Array.from({ length: server.kind === 'postgres' ? 20 : 5 }, () => pay(seller, bill.id, 0)));
  assert.equal(answers.filter((answer) => answer.status === 200).length, 1);
  for (const loser of answers.filter((answer) => answer.status !== 200)) assert.deepEqual([loser.status, loser.body.message], [409, 'This bill has already been paid.']);
  assert.equal(await balance(seller), bill.billsAmount * 2);
  const debits = await rows<{ n: number }>(sql`select count(*)::int as n from ledger_entries where user_id = ${seller.userId} and amount_cents < 0`);
  assert.equal(debits[0]!.n, 1);
  await assertLedgerBalanced(server, seller.token);
});
