import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import { sessions, temporaryTokens, users } from '../src/db/schema/index.ts';
import { DEMO, expectFailure, expectOk, randomIp, useTestServer } from './harness.ts';

const s = useTestServer();

const login = (account: string, password: string, extra: { rememberMe?: boolean; ip?: string } = {}) =>
  s.request('POST', '/api/oauth/login', { body: { account, password, rememberMe: extra.rememberMe ?? false }, ip: extra.ip });
/** An HS256 JWT signed with a key the server does not know. */
function forge(claims: object, key = 'x'.repeat(64)) {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ iat: Math.floor(Date.now() / 1000), ...claims })}`;
  return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`;
}
const profile = (token: string, userId: number) => s.request('GET', `/api/store/user/${userId}`, { token });

describe('sign-in', () => {
  test('by e-mail: the demo seller', async () => {
    const session = expectOk(await login(DEMO.email, DEMO.password));
    assert.equal(session.email, DEMO.email);
    assert.equal(session.phone, DEMO.phone);
    assert.equal(session.userName, 'Demo Seller');
    assert.equal(session.approvalStatus, 3);
    assert.deepEqual(session.authorities, ['1', '2']);
    assert.equal(session.isAuthentication, true);
    expectOk(await profile(session.token, session.userId));
  });

  test('by phone, with or without the area code, however it is written', async () => {
    const byEmail = await s.login(DEMO.email, DEMO.password);
    for (const account of [DEMO.phone, DEMO.nationalPhone, '+12025550123', '(202) 555-0123', ' 202-555-0123 ']) {
      const session = expectOk(await login(account, DEMO.password));
      assert.equal(session.userId, byEmail.userId, account);
    }
  });

  test('e-mail letter case and surrounding spaces do not matter', async () => {
    const session = expectOk(await login('  DEMO@Threadway.SHOP ', DEMO.password));
    assert.equal(session.email, DEMO.email);
  });

  test('wrong password and unknown account get the same answer', async () => {
    const wrong = await login(DEMO.email, 'Demo12345');
    expectFailure(wrong, 400, 40010, 'Incorrect E-mail/password!');
    expectFailure(await login(DEMO.email, DEMO.password.toLowerCase()), 400, 40010, 'Incorrect E-mail/password!');
    expectFailure(await login('nobody@example.com', DEMO.password), 400, 40010, 'Incorrect E-mail/password!');
    expectFailure(await login('+44 7700900999', DEMO.password), 400, 40010, 'Incorrect E-mail/password!');
    expectFailure(await login('2025550', DEMO.password), 400, 40010, 'Incorrect E-mail/password!');
  });

  test('a disabled account cannot sign in', async () => {
    const seller = await s.signUp();
    await s.db.update(users).set({ active: false }).where(eq(users.id, seller.userId));
    expectFailure(await login(seller.email, seller.password), 403, 40301);
    expectFailure(await login(seller.email, 'Wrong1234'), 400, 40010);
  });

  test('Remember me keeps the session 30 days instead of one', async () => {
    const t0 = Date.now();
    const short = expectOk(await login(DEMO.email, DEMO.password));
    const long = expectOk(await login(DEMO.email, DEMO.password, { rememberMe: true }));
    const day = 24 * 3600_000;
    const shortLife = Date.parse(short.expiresAt) - t0;
    const longLife = Date.parse(long.expiresAt) - t0;
    assert.ok(shortLife > day - 60_000 && shortLife < day + 60_000, `short: ${shortLife}`);
    assert.ok(longLife > 30 * day - 60_000 && longLife < 30 * day + 60_000, `long: ${longLife}`);
    const [row] = await s.db.select().from(sessions).where(eq(sessions.jti, long.jti));
    assert.equal(row?.rememberMe, true);
    // The token itself expires with the session.
    const claims = JSON.parse(Buffer.from(long.token.split('.')[1], 'base64url').toString());
    assert.ok(Math.abs(claims.exp * 1000 - Date.parse(long.expiresAt)) < 5_000);
  });
});

describe('sessions and access', () => {
  test('after logout the same token answers 401; other sessions live on', async () => {
    const seller = await s.signUp();
    const other = await s.login(seller.email, seller.password);
    expectOk(await profile(seller.token, seller.userId));
    expectOk(await s.request('PUT', '/api/oauth/logout', { token: seller.token }), 'You have signed out.');
    expectFailure(await profile(seller.token, seller.userId), 401, 40100);
    expectFailure(await s.request('PUT', '/api/oauth/logout', { token: seller.token }), 401, 40100);
    expectOk(await profile(other.token, seller.userId));
  });

  test('an expired session answers 401', async () => {
    const seller = await s.signUp();
    await s.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.jti, seller.session.jti));
    expectFailure(await profile(seller.token, seller.userId), 401, 40100);
  });

  test('no token, a garbage token, a forged token: 401', async () => {
    const demo = await s.login(DEMO.email, DEMO.password);
    expectFailure(await profile('', demo.userId), 401, 40100);
    expectFailure(await profile('garbage', demo.userId), 401, 40100);
    expectFailure(await s.request('GET', `/api/store/user/${demo.userId}`, { headers: { authorization: demo.token } }), 401, 40100);
    const [header, , signature] = demo.token.split('.');
    const claims = JSON.parse(Buffer.from(demo.token.split('.')[1], 'base64url').toString());
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url')}.${signature}`;
    expectFailure(await profile(tampered, 1), 401, 40100);
    const forged = forge({ sub: String(demo.userId), typ: 'user', jti: demo.jti });
    expectFailure(await profile(forged, demo.userId), 401, 40100);
    // A valid signature naming a session that does not exist.
    const unknownSession = s.app.jwt.sign({ sub: String(demo.userId), typ: 'user', jti: '00000000-0000-4000-8000-000000000000' });
    expectFailure(await profile(unknownSession, demo.userId), 401, 40100);
    // An operator session number presented as a seller.
    const operator = await s.adminLogin();
    const swapped = s.app.jwt.sign({ sub: String(operator.operator.id), typ: 'user', jti: operator.jti });
    expectFailure(await profile(swapped, operator.operator.id), 401, 40100);
  });

  test('a token of the other kind: 403', async () => {
    const seller = await s.login(DEMO.email, DEMO.password);
    const operator = await s.adminLogin();
    expectFailure(await profile(operator.token, seller.userId), 403, 40300);
    expectFailure(await s.request('GET', '/api/system/allCurrency', { token: operator.token }), 403, 40300);
    expectFailure(await s.request('PUT', '/api/oauth/logout', { token: operator.token }), 403, 40300);
    expectFailure(await s.request('GET', '/api/admin/me', { token: seller.token }), 403, 40300);
    expectFailure(await s.request('GET', '/api/admin/operators', { token: seller.token }), 403, 40300);
    expectFailure(await s.request('PUT', '/api/admin/maintenance', { token: seller.token, body: { enabled: true } }), 403, 40300);
    expectOk(await s.request('GET', '/api/system/allCurrency', { token: seller.token }));
    expectOk(await s.request('GET', '/api/admin/me', { token: operator.token }));
  });
});

describe('limits on guessing passwords', () => {
  test('a burst of wrong passwords for one account gets 429 before the 20th try, from any address', async () => {
    const seller = await s.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 20 && !statuses.includes(429); i++) statuses.push((await login(seller.email, `Wrong${i}pass`)).status);
    assert.ok(statuses.includes(429), `statuses: ${statuses.join(',')}`);
    assert.ok(statuses.indexOf(429) < 19, `429 on try ${statuses.indexOf(429) + 1}`);
    assert.ok(statuses.slice(0, statuses.indexOf(429)).every((x) => x === 400));
    const locked = await login(seller.email, seller.password);
    expectFailure(locked, 429, 42900, 'Requests are too frequent, Please try again later.');
    // The lock is per account: others sign in.
    expectOk(await login(DEMO.email, DEMO.password));
  });

  test('the per-account limit holds whether the number is typed with or without the area code', async () => {
    const seller = await s.signUp();
    const national = seller.phone.split(' ')[1]!;
    const spellings = [seller.phone, national, `+1${national}`, `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`, seller.email.toUpperCase()];
    const statuses: number[] = [];
    for (let i = 0; i < 20 && !statuses.includes(429); i++) statuses.push((await login(spellings[i % spellings.length]!, `Wrong${i}pass`)).status);
    assert.ok(statuses.includes(429) && statuses.indexOf(429) < 19, `statuses: ${statuses.join(',')}`);
  });

  test('one address trying many accounts is stopped too', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 20 && !statuses.includes(429); i++) statuses.push((await login(s.uniqueEmail('guess'), 'Wrong1234', { ip })).status);
    assert.ok(statuses.includes(429) && statuses.indexOf(429) < 19, `statuses: ${statuses.join(',')}`);
    expectOk(await login(DEMO.email, DEMO.password));
  });
});

describe('temporary token (auto login)', () => {
  test('issued for oneself only, exchanged once for a session', async () => {
    const seller = await s.signUp();
    const demo = await s.login(DEMO.email, DEMO.password);
    expectFailure(await s.request('GET', `/api/store/${demo.userId}/temporary/token`, { token: seller.token }), 403, 40300);
    expectFailure(await s.request('GET', `/api/store/${seller.userId}/temporary/token`), 401, 40100);

    const issued = expectOk(await s.request('GET', `/api/store/${seller.userId}/temporary/token`, { token: seller.token }));
    assert.equal(issued.expiresInSeconds, 60);
    assert.ok(issued.temporaryToken.length >= 32);

    const session = expectOk(await s.request('POST', '/api/oauth/login', { body: { temporaryToken: issued.temporaryToken } }));
    assert.equal(session.userId, seller.userId);
    assert.notEqual(session.jti, seller.session.jti);
    expectOk(await profile(session.token, seller.userId));

    const again = await s.request('POST', '/api/oauth/login', { body: { temporaryToken: issued.temporaryToken } });
    expectFailure(again, 400, 40010, 'Login failed');
    expectFailure(await s.request('POST', '/api/oauth/login', { body: { temporaryToken: 'A'.repeat(43) } }), 400, 40010);
  });

  test('an expired temporary token fails', async () => {
    const seller = await s.signUp();
    const issued = expectOk(await s.request('GET', `/api/store/${seller.userId}/temporary/token`, { token: seller.token }));
    await s.db.update(temporaryTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(temporaryTokens.userId, seller.userId));
    expectFailure(await s.request('POST', '/api/oauth/login', { body: { temporaryToken: issued.temporaryToken } }), 400, 40010);
  });
});
