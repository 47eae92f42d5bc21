import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { creditBillLines, paymentTransactions, users } from '../src/db/schema/index.ts';
import { CARD_CHECK_JOB } from '../src/modules/payments/billing/card-payment.job.ts';
import { creditInfo, creditPaidOrder, insertParcel, issueNow, runJobsNow, sellerWithCredit, submitForm, useBillingWorld } from './billing-fixtures.ts';
import { expectFailure, expectOk, type SignedUp } from './harness.ts';
import { assertLedgerBalanced } from './ledger-check.ts';
import { insertOrderWithItems } from './paid-order-fixture.ts';
import { topUp } from './payments-fixtures.ts';

const world = useBillingWorld();
const LIMIT = 1_000_000;

async function billOf(seller: SignedUp) {
  const [bill] = expectOk(await world.server.request('POST', '/api/payment/bill/getBilleds', { token: seller.token, body: {} })).list;
  return bill;
}
const pay = (seller: SignedUp, billId: number, paymentMethod: number) => world.server.request('POST', `/api/payment/bill/${billId}/pay`, { token: seller.token, body: { paymentMethod } });

/** A seller with one issued bill for a $3,005 credit order shipped in full. */
async function sellerWithBill() {
  const seller = await sellerWithCredit(world);
  const order = await creditPaidOrder(world, seller, [{ priceCents: 150_000, quantity: 2 }]);
  await insertParcel(world.server, order, [{ itemIndex: 0, quantity: 2 }]);
  await issueNow(world.server);
  return { seller, order, bill: await billOf(seller) };
}

test('Pay Now from the balance pays the bill and its lines, debits once, and the provider restores the credit', async () => {
  const { server } = world;
  const { seller, order, bill } = await sellerWithBill();
  assert.deepEqual(await creditInfo(server, seller), { status: 'approved', creditLimit: LIMIT, availableCredit: LIMIT - order.totalCents, unpaidAmount: bill.billsAmount });

  expectFailure(await pay(seller, bill.id, 0), 400, 40000, 'Insufficient balance, please top up or pay by other means');
  await topUp(server.db, seller.userId, bill.billsAmount + 1_234);
  const paid = expectOk(await pay(seller, bill.id, 0), 'Payment Successful');
  assert.deepEqual({ ...paid, transactionId: typeof paid.transactionId }, { billId: bill.id, status: 'paid', transactionId: 'number', paymentMethod: 0, balance: 1_234 });

  const after = await billOf(seller);
  assert.equal(after.status, 'paid');
  assert.equal(after.paidAmount, bill.billsAmount);
  assert.equal(after.paymentAmount, 0);
  assert.ok(after.paymentDate);
  const detail = expectOk(await server.request('GET', `/api/payment/bill/billedDetail/${bill.id}`, { token: seller.token }));
  assert.deepEqual(detail.lines.map((line: { status: string }) => line.status), ['paid']);
  assert.ok(detail.lines[0].paymentDate);
  const [transaction] = await server.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, paid.transactionId));
  assert.deepEqual({ type: transaction!.paymentType, billId: transaction!.billId, status: transaction!.status, amount: transaction!.amountCents }, { type: 2, billId: bill.id, status: 'succeeded', amount: bill.billsAmount });

  // The repayment reaches the provider, which gives the credit back (buyer/limit_updated).
  assert.deepEqual(await creditInfo(server, seller), { status: 'approved', creditLimit: LIMIT, availableCredit: LIMIT, unpaidAmount: 0 });
  expectFailure(await pay(seller, bill.id, 0), 409, 40900, 'This bill has already been paid.');
  expectFailure(await pay(seller, bill.id, 1), 409, 40900, 'This bill has already been paid.');
  assert.equal(await assertLedgerBalanced(server, seller.token), 1_234);

  const ledger = expectOk(await server.request('GET', '/api/payment/transactions', { token: seller.token, query: { direction: 'expenditure' } }));
  type Row = { orderNumber: string; amount: number; method: number; onBalance: boolean };
  // The balance paid the bill; the order was paid on credit (method 8), listed too but not from the balance.
  assert.deepEqual(ledger.list.filter((row: Row) => row.onBalance).map((row: Row) => [row.orderNumber, row.amount]), [[bill.billNo, bill.billsAmount]]);
  assert.deepEqual(ledger.list.filter((row: Row) => !row.onBalance).map((row: Row) => [row.orderNumber, row.amount, row.method]), [[order.kkOrderId, order.totalCents, 8]]);
});

test('credit used up answers "Failed, reached credit limit!"; repaying a bill makes room again', async () => {
  const { server } = world;
  const seller = await sellerWithCredit(world);
  const first = await creditPaidOrder(world, seller, [{ priceCents: 300_000, quantity: 2 }], { shippingCents: 0 });
  await creditPaidOrder(world, seller, [{ priceCents: 300_000, quantity: 1 }], { shippingCents: 0 });
  assert.equal((await creditInfo(server, seller)).availableCredit, 100_000);

  const next = await insertOrderWithItems(server, seller.userId, [{ priceCents: 250_000, quantity: 1 }], { shippingCents: 0 });
  const transactionId = expectOk<number>(
    await server.request('POST', '/api/payment/transaction', { token: seller.token, body: { amount: next.totalCents, paymentMethod: 8, currencyCode: 'USD', paymentType: 0, kkOrderIds: [next.kkOrderId] } }),
  );
  expectFailure(await server.request('POST', `/api/payment/paylater/checkout/${transactionId}`, { token: seller.token }), 400, 40000, 'Failed, reached credit limit!');

  await insertParcel(server, first, [{ itemIndex: 0, quantity: 2 }]);
  await issueNow(server);
  const bill = await billOf(seller);
  await topUp(server.db, seller.userId, bill.billsAmount);
  expectOk(await pay(seller, bill.id, 0));
  assert.equal((await creditInfo(server, seller)).availableCredit, 700_000);
  const widget = expectOk(await server.request('POST', `/api/payment/paylater/checkout/${transactionId}`, { token: seller.token }));
  assert.equal((await submitForm(widget.redirectUrl, { decision: 'approve' })).status, 303);
  assert.equal((await creditInfo(server, seller)).availableCredit, 450_000);
  await assertLedgerBalanced(server, seller.token);
});

test('by card the bill waits in Payment Processing until the gateway settles or fails the transaction', async () => {
  const { server } = world;
  const { seller, bill } = await sellerWithBill();
  const started = expectOk(await pay(seller, bill.id, 4));
  assert.deepEqual({ ...started, transactionId: typeof started.transactionId }, { billId: bill.id, status: 'paymentProcessing', transactionId: 'number', paymentMethod: 3, balance: null });
  assert.equal((await billOf(seller)).status, 'paymentProcessing');
  expectFailure(await pay(seller, bill.id, 0), 409, 40900, 'This bill is already being paid. Please wait for the payment result.');

  // Still open at the gateway: nothing changes, the check comes again.
  await runJobsNow(server, CARD_CHECK_JOB);
  assert.equal((await billOf(seller)).status, 'paymentProcessing');
  // The gateway's webhook failed it: the bill can be paid again.
  await server.db.update(paymentTransactions).set({ status: 'failed' }).where(eq(paymentTransactions.id, started.transactionId));
  await runJobsNow(server, CARD_CHECK_JOB);
  assert.equal((await billOf(seller)).status, 'waitingPayment');

  const again = expectOk(await pay(seller, bill.id, 1));
  assert.equal(again.paymentMethod, 1);
  // The gateway's webhook settled it (the card tests cover the webhook itself).
  await server.db.update(paymentTransactions).set({ status: 'succeeded', paidAt: new Date() }).where(eq(paymentTransactions.id, again.transactionId));
  await runJobsNow(server, CARD_CHECK_JOB);
  const paid = await billOf(seller);
  assert.equal(paid.status, 'paid');
  const lines = await server.db.select().from(creditBillLines).where(eq(creditBillLines.billId, bill.id));
  assert.ok(lines.every((line) => line.paidAt));
  // The repayment report is queued with the payment.
  await runJobsNow(server, 'billing.report-repayment');
  assert.equal((await creditInfo(server, seller)).availableCredit, LIMIT);
  assert.equal(await assertLedgerBalanced(server, seller.token), 0);
});

test('the card hand-off opens the gateway for a bill transaction of the caller only', async () => {
  const { server } = world;
  const { seller, bill } = await sellerWithBill();
  const started = expectOk(await pay(seller, bill.id, 1));
  const other = await server.signUp();
  expectFailure(await server.request('POST', '/api/payment/cardgateway/onePage/signValue', { token: other.token, body: { transactionId: started.transactionId } }), 404, 40400);
});

test('the statement PDF names the issuer, the statement number, period and due date, the buyer in their script, each parcel and what is due', async () => {
  const { server } = world;
  const { seller, order, bill } = await sellerWithBill();
  await server.db.update(users).set({ brandName: 'متجر النور', fullName: '王小明' }).where(eq(users.id, seller.userId));
  const detail = expectOk(await server.request('GET', `/api/payment/bill/billedDetail/${bill.id}`, { token: seller.token }));
  const response = await fetch(`${server.baseUrl}/api/payment/bill/statement/${bill.id}`, { headers: { authorization: `Bearer ${seller.token}` } });
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('content-type'), 'application/pdf');
  const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true });
  const flat = text.replace(/\s+/g, '');
  const due = `USD ${(bill.paymentAmount / 100).toFixed(2)}`;
  for (const expected of [
    'STATEMENT',
    'Threadway Trading Ltd.',
    'Tax number: BR 00000000',
    `Statement number: ${bill.billNo}`,
    `Period: ${bill.periodStart.slice(0, 10)} to ${bill.periodEnd.slice(0, 10)}`,
    `Due date: ${bill.dueDate.slice(0, 10)}`,
    'Bill to (buyer)',
    'متجر',
    '王小明',
    order.kkOrderId,
    detail.lines[0].parcelCode,
    `Amount due ${due}`,
    `Please pay ${due} by ${bill.dueDate.slice(0, 10)}`,
    'Currency: USD',
  ])
    assert.ok(flat.includes(expected.replace(/\s+/g, '')), `the statement says '${expected}'\n${text}`);
  assert.ok(!text.includes('?'), 'no character printed as ?');

  const other = await sellerWithCredit(world);
  expectFailure(await server.request('GET', `/api/payment/bill/statement/${bill.id}`, { token: other.token }), 404);
});
