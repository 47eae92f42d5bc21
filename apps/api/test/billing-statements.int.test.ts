import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { creditBillLines, creditBills } from '../src/db/schema/index.ts';
import { scheduleStatementRun, STATEMENT_JOB } from '../src/modules/payments/billing/statement.job.ts';
import { creditPaidOrder, insertParcel, issueNow, sellerWithCredit, setParcelStatus, useBillingWorld } from './billing-fixtures.ts';
import { expectFailure, expectOk } from './harness.ts';
import { pendingJobs } from './job-fixtures.ts';

const world = useBillingWorld();
const DAY = 86_400_000;

const billed = (token: string, body: object = {}) => world.server.request('POST', '/api/payment/bill/getBilleds', { token, body });
const incoming = (token: string, body: object = {}) => world.server.request('POST', '/api/payment/bill/getBills', { token, body });

test('the statement job bills shipped parcels of the closed period exactly once and queues the next close', async () => {
  const { server } = world;
  const seller = await sellerWithCredit(world);
  const order = await creditPaidOrder(world, seller, [{ priceCents: 100_000, quantity: 2 }, { priceCents: 50_000, quantity: 1 }], { shippingCents: 1_500 });
  // Shipped 20 days ago: in a period that has closed whatever today is.
  const longAgo = new Date(Date.now() - 20 * DAY);
  const first = await insertParcel(server, order, [{ itemIndex: 0, quantity: 2 }], { shippedAt: longAgo, status: 'delivered' });
  const second = await insertParcel(server, order, [{ itemIndex: 1, quantity: 1 }], { status: 'preparing' });

  // The run of that period's close is due (its time has passed); the next close is not.
  await scheduleStatementRun(server.app.jobs, server.db, longAgo);
  await server.app.jobs.runDue(100);
  await scheduleStatementRun(server.app.jobs, server.db, longAgo);
  await server.app.jobs.runDue(100);

  const page = expectOk(await billed(seller.token));
  assert.equal(page.total, 1);
  const [bill] = page.list;
  assert.ok(new Date(bill.periodEnd).getTime() <= Date.now(), 'billed on the closed period');
  // The first parcel carries the freight.
  assert.equal(bill.billsAmount, 201_500);
  assert.equal(bill.paymentAmount, 201_500);
  assert.equal(bill.paidAmount, 0);
  assert.equal(bill.status, 'waitingPayment');
  assert.equal(bill.lineCount, 1);
  assert.equal(new Date(bill.dueDate).getTime() - new Date(bill.periodEnd).getTime(), 30 * DAY);

  const detail = expectOk(await server.request('GET', `/api/payment/bill/billedDetail/${bill.id}`, { token: seller.token }));
  assert.deepEqual(detail.lines, [{ orderId: order.kkOrderId, parcelCode: first.parcelCode, paidAmount: 201_500, deliveryTime: longAgo.toISOString(), paymentDate: null, status: 'waitingPayment' }]);

  // The parcel still preparing is an incoming line, not billed, with no statement date yet.
  const waiting = expectOk(await incoming(seller.token));
  assert.equal(waiting.total, 1);
  assert.deepEqual({ ...waiting.list[0], paymentTime: undefined }, { orderId: order.kkOrderId, parcelCode: second.parcelCode, parcelStatus: 'preparing', paymentTime: undefined, deliveryTime: null, statementDate: null, amount: 50_000 });
  assert.ok(waiting.list[0].paymentTime, 'the credit payment time is shown');

  // The next close is queued, once.
  assert.ok((await pendingJobs(server.db, { name: STATEMENT_JOB })).filter((job) => job.later).length >= 1);

  // Shipped now, it shows its statement date: the end of the current period.
  await setParcelStatus(server, second.id, 'shipped');
  const shipped = expectOk(await incoming(seller.token)).list[0];
  assert.equal(shipped.parcelStatus, 'shipped');
  assert.ok(new Date(shipped.statementDate).getTime() > Date.now());
});

test('issuing now bills what has shipped up to now; a second run adds nothing; cancelled parcels never bill', async () => {
  const { server } = world;
  const seller = await sellerWithCredit(world);
  const order = await creditPaidOrder(world, seller, [{ priceCents: 70_000, quantity: 3 }, { priceCents: 10_000, quantity: 2 }], { shippingCents: 800 });
  const cancelled = await insertParcel(server, order, [{ itemIndex: 1, quantity: 2 }], { status: 'cancelled' });
  await insertParcel(server, order, [{ itemIndex: 0, quantity: 3 }]);
  const issued = await issueNow(server);
  assert.ok(issued.issued >= 1);
  assert.equal((await issueNow(server)).billIds.includes(issued.billIds[0]), false);
  const [bill] = expectOk(await billed(seller.token)).list;
  assert.equal(bill.billsAmount, 210_800);
  const lines = await server.db.select().from(creditBillLines).where(eq(creditBillLines.billId, bill.id));
  assert.equal(lines.length, 1);
  const rest = expectOk(await incoming(seller.token)).list;
  assert.deepEqual(rest.map((line: { parcelCode: string; parcelStatus: string }) => [line.parcelCode, line.parcelStatus]), [[cancelled.parcelCode, 'cancelled']]);
  // A bill of the same period is never issued twice (unique seller + period start).
  const same = await server.db.select().from(creditBills).where(and(eq(creditBills.userId, seller.userId)));
  assert.equal(same.length, 1);
});

test('bill calls: status filter, paging and bad input are 400; another seller gets 404; guests 401', async () => {
  const { server } = world;
  const seller = await sellerWithCredit(world);
  const order = await creditPaidOrder(world, seller, [{ priceCents: 250_000, quantity: 1 }]);
  await insertParcel(server, order, [{ itemIndex: 0, quantity: 1 }]);
  await issueNow(server);
  const [bill] = expectOk(await billed(seller.token)).list;

  assert.equal(expectOk(await billed(seller.token, { status: 'paid' })).total, 0);
  assert.equal(expectOk(await billed(seller.token, { status: 'waitingPayment', pageNumber: 1, pageSize: 5 })).total, 1);
  expectFailure(await billed(seller.token, { status: 'unknown' }), 400, 40000);
  expectFailure(await billed(seller.token, { pageSize: 1000 }), 400, 40000);
  expectFailure(await incoming(seller.token, { pageNumber: 0 }), 400, 40000);
  expectFailure(await server.request('GET', '/api/payment/bill/billedDetail/abc', { token: seller.token }), 400, 40000);
  expectFailure(await server.request('POST', `/api/payment/bill/${bill.id}/pay`, { token: seller.token, body: { paymentMethod: 2 } }), 400, 40000, 'Please select the payment method');
  expectFailure(await server.request('POST', `/api/payment/bill/${bill.id}/pay`, { token: seller.token, body: {} }), 400, 40000, 'Please select the payment method');

  const other = await server.signUp();
  expectFailure(await server.request('GET', `/api/payment/bill/billedDetail/${bill.id}`, { token: other.token }), 404, 40400);
  expectFailure(await server.request('POST', `/api/payment/bill/${bill.id}/pay`, { token: other.token, body: { paymentMethod: 0 } }), 404, 40400);
  assert.equal(expectOk(await billed(other.token)).total, 0);
  assert.equal(expectOk(await incoming(other.token)).total, 0);
  assert.deepEqual(expectOk(await server.request('GET', '/api/payment/bill/credit', { token: other.token })), { status: null, creditLimit: 0, availableCredit: 0, unpaidAmount: 0 });

  expectFailure(await server.request('GET', '/api/payment/bill/credit'), 401, 40100);
  expectFailure(await server.request('POST', '/api/payment/bill/getBilleds', { body: {} }), 401, 40100);
  expectFailure(await server.request('GET', `/api/payment/bill/billedDetail/${bill.id}`), 401, 40100);
  expectFailure(await server.request('POST', `/api/payment/bill/${bill.id}/pay`, { body: { paymentMethod: 0 } }), 401, 40100);
});
