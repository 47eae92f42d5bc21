import assert from 'node:assert/strict';
import { test } from 'node:test';
import { creditPaidOrder, insertParcel, sellerWithCredit, submitForm, useBillingWorld } from './billing-fixtures.ts';
import { expectFailure, expectOk } from './harness.ts';

const world = useBillingWorld();
const REVIEW_DESK = () => `${world.provider.url}/review`;

async function operatorWith(roles: string[]) {
  const { server } = world;
  const admin = await server.adminLogin();
  const email = server.uniqueEmail('operator');
  expectOk(await server.request('POST', '/api/admin/operators', { token: admin.token, body: { email, fullName: 'Finance Desk', password: 'Operator123', roles } }));
  return server.adminLogin(email, 'Operator123');
}

test('finance operators list applications with the submitted data, status and credit; the simulator switch decides them', async () => {
  const { server } = world;
  const finance = await operatorWith(['finance']);
  const pending = await sellerWithCredit(world, 'pending');
  const declined = await sellerWithCredit(world, 'declined');
  const page = expectOk(await server.request('GET', '/api/admin/finance/pay-later', { token: finance.token, query: { search: pending.email } }));
  assert.equal(page.total, 1);
  assert.deepEqual({ ...page.list[0], updatedAt: undefined }, {
    userId: pending.userId,
    sellerEmail: pending.email,
    sellerName: pending.fullName,
    companyName: 'Bill Buyer LLC',
    contactEmail: pending.email,
    phone: '+1 2025550111',
    country: 'US',
    requestedLimit: 5_000_000,
    status: 'pending',
    creditLimit: 0,
    availableCredit: 0,
    unpaidBills: 0,
    updatedAt: undefined,
  });
  const declinedRows = expectOk(await server.request('GET', '/api/admin/finance/pay-later', { token: finance.token, query: { status: 'declined', pageSize: 100 } })).list;
  assert.ok(declinedRows.some((row: { userId: number }) => row.userId === declined.userId));
  assert.ok(declinedRows.every((row: { status: string }) => row.status === 'declined'));

  // The simulator's review desk approves the application kept under review; the webhook updates us.
  const desk = await (await fetch(REVIEW_DESK())).text();
  const rows = [...desk.matchAll(/<tr><td>[^<]*<\/td><td>(\d+)<\/td>.*?action="\/review\/([^"]+)"/gs)];
  const uuid = rows.find((row) => Number(row[1]) === pending.userId)?.[2];
  assert.ok(uuid, 'the pending buyer is on the review desk');
  assert.equal((await submitForm(`${world.provider.url}/review/${uuid}`, { review: 'accepted' })).status, 303);
  const approved = expectOk(await server.request('GET', '/api/payment/paylater/buyer/creditline', { token: pending.token }));
  assert.deepEqual(approved, { status: 'approved', availableCredit: 1_000_000, creditLimit: 1_000_000 });

  // Refresh reads the provider again (here it says the same) and is audit-logged.
  const refreshed = expectOk(await server.request('POST', `/api/admin/finance/pay-later/${pending.userId}/refresh`, { token: finance.token }), 'Pay-later status refreshed from the provider.');
  assert.equal(refreshed.status, 'approved');
  assert.equal(refreshed.availableCredit, 1_000_000);
  expectFailure(await server.request('POST', '/api/admin/finance/pay-later/999999999/refresh', { token: finance.token }), 404, 40400);
  expectFailure(await server.request('GET', '/api/admin/finance/pay-later', { token: finance.token, query: { status: 'maybe' } }), 400, 40000);
});

test('statements now and the bills list; other roles 403, sellers 403, guests 401', async () => {
  const { server } = world;
  const finance = await operatorWith(['finance']);
  const seller = await sellerWithCredit(world);
  const order = await creditPaidOrder(world, seller, [{ priceCents: 220_000, quantity: 1 }]);
  await insertParcel(server, order, [{ itemIndex: 0, quantity: 1 }]);
  const issued = expectOk(await server.request('POST', '/api/admin/finance/statements', { token: finance.token }));
  assert.ok(issued.issued >= 1);
  assert.match((await server.request('POST', '/api/admin/finance/statements', { token: finance.token })).body.message, /^0 statements issued\.$/);
  const bills = expectOk(await server.request('GET', '/api/admin/finance/bills', { token: finance.token, query: { userId: seller.userId } }));
  assert.equal(bills.total, 1);
  assert.equal(bills.list[0].sellerEmail, seller.email);
  assert.equal(bills.list[0].billsAmount, order.totalCents);
  const application = expectOk(await server.request('GET', '/api/admin/finance/pay-later', { token: finance.token, query: { search: seller.email } })).list[0];
  assert.equal(application.unpaidBills, order.totalCents);

  const catalogue = await operatorWith(['catalogue']);
  expectFailure(await server.request('GET', '/api/admin/finance/pay-later', { token: catalogue.token }), 403, 40300);
  expectFailure(await server.request('POST', '/api/admin/finance/statements', { token: catalogue.token }), 403, 40300);
  expectFailure(await server.request('GET', '/api/admin/finance/bills', { token: seller.token }), 403, 40300);
  expectFailure(await server.request('GET', '/api/admin/finance/bills'), 401, 40100);
  expectFailure(await server.request('GET', '/api/admin/finance/bills', { token: finance.token, query: { status: 'late' } }), 400, 40000);
});
