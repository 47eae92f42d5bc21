import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ADMIN, DEMO, expectFailure, expectOk, useTestServer } from './harness.ts';

let admin: { token: string; operator: { id: number } };
const s = useTestServer({}, async (server) => {
  admin = await server.adminLogin();
});

const asAdmin = (method: string, path: string, body?: unknown) => s.request(method, path, { token: admin.token, body });

async function createOperator(roles: string[], password = 'Operator123') {
  const email = s.uniqueEmail('operator');
  const created = expectOk(await asAdmin('POST', '/api/admin/operators', { email, fullName: 'Op Erator', password, roles }), 'Saved successfully');
  return { ...created, password, session: await s.adminLogin(email, password) };
}

describe('operator sign-in', () => {
  test('the bootstrap administrator signs in; wrong or seller credentials do not', async () => {
    const t0 = Date.now();
    const session = await s.adminLogin(ADMIN.email.toUpperCase(), ADMIN.password);
    assert.equal(session.operator.email, ADMIN.email);
    assert.deepEqual(session.operator.roles, ['admin']);
    assert.equal(session.operator.active, true);
    assert.ok(Date.parse(session.operator.lastLoginAt) >= t0 - 1000);
    const life = Date.parse(session.expiresAt) - t0;
    assert.ok(life > 11.9 * 3600_000 && life < 12.1 * 3600_000, `${life}`);
    assert.equal(expectOk(await s.request('GET', '/api/admin/me', { token: session.token })).email, ADMIN.email);

    const wrong = await s.request('POST', '/api/admin/open/login', { body: { email: ADMIN.email, password: 'Admin12345' } });
    expectFailure(wrong, 400, 40010, 'Incorrect E-mail/password!');
    expectFailure(await s.request('POST', '/api/admin/open/login', { body: { email: 'nobody@threadway.shop', password: ADMIN.password } }), 400, 40010);
    expectFailure(await s.request('POST', '/api/admin/open/login', { body: { email: DEMO.email, password: DEMO.password } }), 400, 40010);
    // And operators cannot use the sellers' sign-in.
    expectFailure(await s.request('POST', '/api/oauth/login', { body: { account: ADMIN.email, password: ADMIN.password } }), 400, 40010);
  });

  test('logout revokes the operator token', async () => {
    const session = await s.adminLogin();
    expectOk(await s.request('PUT', '/api/admin/logout', { token: session.token }), 'You have signed out.');
    expectFailure(await s.request('GET', '/api/admin/me', { token: session.token }), 401, 40100);
    expectOk(await s.request('GET', '/api/admin/me', { token: admin.token }));
  });
});

describe('operators', () => {
  test('an administrator lists, creates and updates operators', async () => {
    const support = await createOperator(['support']);
    assert.deepEqual(support.roles, ['support']);
    assert.equal(support.active, true);
    const list = expectOk(await asAdmin('GET', '/api/admin/operators'));
    assert.ok(list.some((o: { id: number }) => o.id === admin.operator.id));
    assert.ok(list.some((o: { id: number; email: string }) => o.id === support.id && o.email === support.email));
    assert.ok(!JSON.stringify(list).includes('argon2'), 'no password hashes');

    const updated = expectOk(await asAdmin('PUT', `/api/admin/operators/${support.id}`, { fullName: 'Support Lead', roles: ['support', 'catalogue'] }));
    assert.equal(updated.fullName, 'Support Lead');
    assert.deepEqual(updated.roles, ['support', 'catalogue']);
    expectFailure(await asAdmin('PUT', '/api/admin/operators/999999', { fullName: 'Nobody' }), 404, 40400);

    const duplicate = await asAdmin('POST', '/api/admin/operators', { email: support.email.toUpperCase(), fullName: 'Twin', password: 'Operator123', roles: ['support'] });
    expectFailure(duplicate, 409, 40900, 'An operator with this e-mail already exists.');
    expectFailure(await asAdmin('POST', '/api/admin/operators', { email: s.uniqueEmail(), fullName: 'Weak', password: 'weakpass', roles: ['support'] }), 400, 40000);
    expectFailure(await asAdmin('POST', '/api/admin/operators', { email: s.uniqueEmail(), fullName: 'Roleless', password: 'Operator123', roles: [] }), 400, 40000);
  });

  test('a support operator gets 403 on operator management and admin-only switches', async () => {
    const support = await createOperator(['support']);
    const as = (method: string, path: string, body?: unknown) => s.request(method, path, { token: support.session.token, body });
    expectOk(await as('GET', '/api/admin/me'));
    expectFailure(await as('GET', '/api/admin/operators'), 403, 40300);
    expectFailure(await as('POST', '/api/admin/operators', { email: s.uniqueEmail(), fullName: 'Sneaky', password: 'Operator123', roles: ['admin'] }), 403, 40300);
    expectFailure(await as('PUT', `/api/admin/operators/${support.id}`, { roles: ['admin'] }), 403, 40300);
    expectFailure(await as('PUT', '/api/admin/maintenance', { enabled: true }), 403, 40300);
    expectFailure(await as('PUT', '/api/admin/currencies/EUR', { rate: '1.5' }), 403, 40300);
    expectFailure(await as('GET', '/api/admin/audit-log'), 403, 40300);
    expectOk(await as('GET', '/api/admin/maintenance'));
    expectOk(await as('GET', '/api/admin/currencies'));
    assert.equal(expectOk(await asAdmin('GET', '/api/admin/maintenance')).enabled, false);
  });

  test('the last active administrator cannot be disabled or demoted', async () => {
    const lastAdmin = 'At least one active administrator must remain.';
    const second = await createOperator(['admin']);
    expectOk(await asAdmin('PUT', `/api/admin/operators/${second.id}`, { active: false }));
    expectFailure(await asAdmin('PUT', `/api/admin/operators/${admin.operator.id}`, { active: false }), 409, 40900, lastAdmin);
    expectFailure(await asAdmin('PUT', `/api/admin/operators/${admin.operator.id}`, { roles: ['support'] }), 409, 40900, lastAdmin);
    expectOk(await s.request('GET', '/api/admin/me', { token: admin.token }));
    assert.deepEqual(expectOk(await s.request('GET', '/api/admin/me', { token: admin.token })).roles, ['admin']);
  });

  test("a disabled operator's token stops working at once, and they cannot sign in", async () => {
    const support = await createOperator(['support']);
    expectOk(await s.request('GET', '/api/admin/me', { token: support.session.token }));
    expectOk(await asAdmin('PUT', `/api/admin/operators/${support.id}`, { active: false }));
    expectFailure(await s.request('GET', '/api/admin/me', { token: support.session.token }), 401, 40100);
    expectFailure(await s.request('POST', '/api/admin/open/login', { body: { email: support.email, password: support.password } }), 403, 40301);
  });

  test("a new password ends the operator's sessions", async () => {
    const finance = await createOperator(['finance']);
    expectOk(await asAdmin('PUT', `/api/admin/operators/${finance.id}`, { password: 'Renewed123' }));
    expectFailure(await s.request('GET', '/api/admin/me', { token: finance.session.token }), 401, 40100);
    await s.adminLogin(finance.email, 'Renewed123');
  });
});

describe('guessing operator passwords', () => {
  test('an operator account is locked after a burst of wrong passwords, whatever the letter case', async () => {
    const support = await createOperator(['support']);
    const statuses: number[] = [];
    for (let i = 0; i < 20 && !statuses.includes(429); i++) {
      const email = i % 2 ? support.email.toUpperCase() : support.email;
      statuses.push((await s.request('POST', '/api/admin/open/login', { body: { email, password: `Wrong${i}pass` } })).status);
    }
    assert.ok(statuses.includes(429) && statuses.indexOf(429) < 19, statuses.join(','));
    expectFailure(await s.request('POST', '/api/admin/open/login', { body: { email: support.email, password: support.password } }), 429, 42900);
    await s.adminLogin();
  });
});

describe('maintenance', () => {
  test('switched on: sellers get 426, the back office keeps working; switched off: back to normal', async () => {
    const seller = await s.login(DEMO.email, DEMO.password);
    const sellerCalls = () => [
      s.request('GET', `/api/store/user/${seller.userId}`, { token: seller.token }),
      s.request('GET', '/api/system/allCurrency', { token: seller.token }),
      s.request('GET', '/api/system/open/currencyRate', { query: { forCurrency: 'EUR' } }),
      s.request('POST', '/api/oauth/login', { body: { account: DEMO.email, password: DEMO.password } }),
      s.request('POST', '/api/store/open/verificationCode', { body: { email: s.uniqueEmail() } }),
      // However the path is spelled.
      s.request('GET', '/%61pi/system/open/currencyRate', { query: { forCurrency: 'EUR' } }),
      s.request('POST', '/%61pi/oauth/login', { body: { account: DEMO.email, password: DEMO.password } }),
    ];
    try {
      const on = expectOk(await asAdmin('PUT', '/api/admin/maintenance', { enabled: true, message: 'Back at 10:00 UTC' }), 'Saved successfully');
      assert.equal(on.enabled, true);
      assert.equal(on.message, 'Back at 10:00 UTC');
      assert.ok(on.updatedAt);
      for (const answer of await Promise.all(sellerCalls())) expectFailure(answer, 426, 42600, 'System update is processing');
      assert.deepEqual(expectOk(await s.request('GET', '/api/message/open/processingPopup')), { processing: true, message: 'Back at 10:00 UTC' });
      expectOk(await asAdmin('GET', '/api/admin/currencies'));
      expectOk(await asAdmin('GET', '/api/admin/operators'));
      assert.equal(expectOk(await asAdmin('GET', '/api/admin/maintenance')).enabled, true);
      await s.adminLogin();
      await s.mailbox(DEMO.email);
    } finally {
      const off = expectOk(await asAdmin('PUT', '/api/admin/maintenance', { enabled: false }));
      assert.equal(off.enabled, false);
    }
    for (const answer of await Promise.all(sellerCalls())) assert.equal(answer.body.code, 10000, JSON.stringify(answer.body));
    assert.deepEqual(expectOk(await s.request('GET', '/api/message/open/processingPopup')), { processing: false, message: null });
    const audit = expectOk(await asAdmin('GET', '/api/admin/audit-log'));
    const actions = audit.map((a: { action: string }) => a.action);
    assert.ok(actions.indexOf('maintenance.off') < actions.indexOf('maintenance.on'), 'newest first, both recorded');
  });
});

describe('currency rates', () => {
  test('an administrator or finance operator sets a rate; sellers see it', async () => {
    const updated = expectOk(await asAdmin('PUT', '/api/admin/currencies/EUR', { rate: '0.9512' }), 'Saved successfully');
    assert.equal(updated.find((c: { code: string }) => c.code === 'EUR').rate, '0.9512');
    assert.equal(expectOk(await s.request('GET', '/api/system/open/currencyRate', { query: { forCurrency: 'EUR' } })).rate, '0.9512');

    const finance = await createOperator(['finance']);
    expectOk(await s.request('PUT', '/api/admin/currencies/GBP', { token: finance.session.token, body: { rate: '0.8' } }));
    assert.equal(expectOk(await s.request('GET', '/api/system/open/currencyRate', { query: { forCurrency: 'GBP' } })).rate, '0.8');

    const audit = expectOk(await asAdmin('GET', '/api/admin/audit-log'));
    assert.ok(audit.some((a: { action: string; subject: string; detail: string; operatorId: number }) => a.action === 'currency.rate' && a.subject === 'GBP' && a.detail === '0.8' && a.operatorId === finance.id));
  });

  test('a bad rate or an unknown currency is refused', async () => {
    for (const rate of ['abc', '-1', '0', '0.00000000', '1.123456789', '', '1e3', '1 2']) {
      const answer = await asAdmin('PUT', '/api/admin/currencies/EUR', { rate });
      expectFailure(answer, 400, 40000);
      assert.equal(answer.body.data.field, 'rate', rate);
    }
    expectFailure(await asAdmin('PUT', '/api/admin/currencies/EUR', { rate: 1.2 }), 400, 40000);
    expectFailure(await asAdmin('PUT', '/api/admin/currencies/eur', { rate: '1.2' }), 400, 40000);
    expectFailure(await asAdmin('PUT', '/api/admin/currencies/XYZ', { rate: '1.2' }), 404, 40400);
    const seller = await s.login(DEMO.email, DEMO.password);
    expectFailure(await s.request('PUT', '/api/admin/currencies/EUR', { token: seller.token, body: { rate: '1.2' } }), 403, 40300);
    expectFailure(await s.request('PUT', '/api/admin/currencies/EUR', { body: { rate: '1.2' } }), 401, 40100);
  });
});
