import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import { loginLogs, users } from '../src/db/schema/index.ts';
import { DEMO, expectFailure, expectOk, otherCode, useTestServer } from './harness.ts';

const s = useTestServer();


describe('profile and account settings', () => {
  test('a seller reads their own record only', async () => {
    const seller = await s.signUp();
    const demo = await s.login(DEMO.email, DEMO.password);
    const own = expectOk(await s.request('GET', `/api/store/user/${seller.userId}`, { token: seller.token }));
    assert.equal(own.userId, seller.userId);
    assert.equal(own.email, seller.email);
    assert.equal(own.phone, seller.phone);
    assert.equal(own.fullName, seller.fullName);
    assert.ok(!('passwordHash' in own) && !JSON.stringify(own).includes('argon2'), 'no password hash leaves the API');
    expectFailure(await s.request('GET', `/api/store/user/${demo.userId}`, { token: seller.token }), 403, 40300);
    expectFailure(await s.request('GET', `/api/store/user/${seller.userId + 100_000}`, { token: seller.token }), 403, 40300);
    expectFailure(await s.request('GET', `/api/store/user/${seller.userId}`), 401, 40100);
  });

  test('full name', async () => {
    const seller = await s.signUp();
    const saved = expectOk(await s.request('POST', '/api/store/accountSetting', { token: seller.token, body: { userId: seller.userId, fullName: '  Renamed Seller ' } }), 'Saved successfully');
    assert.equal(saved.fullName, 'Renamed Seller');
    assert.equal(expectOk(await s.request('GET', `/api/store/user/${seller.userId}`, { token: seller.token })).fullName, 'Renamed Seller');
    const demo = await s.login(DEMO.email, DEMO.password);
    expectFailure(await s.request('POST', '/api/store/accountSetting', { token: seller.token, body: { userId: demo.userId, fullName: 'Hijacked' } }), 403, 40300);
    expectFailure(await s.request('POST', '/api/store/accountSetting', { token: seller.token, body: { userId: seller.userId, fullName: 'A' } }), 400, 40000, 'Your full name must be 2 to 255 characters.');
    const [row] = await s.db.select().from(users).where(eq(users.id, demo.userId));
    assert.equal(row?.fullName, 'Demo Seller');
  });

  test('e-mail change by code marks the new e-mail verified', async () => {
    const seller = await s.signUp();
    await s.db.update(users).set({ emailVerified: false }).where(eq(users.id, seller.userId));
    assert.deepEqual(expectOk(await s.request('GET', '/api/store/authenticationByUserId', { token: seller.token })), { email: seller.email, emailVerified: false });

    const next = s.uniqueEmail('moved');
    expectOk(await s.request('POST', '/api/store/authentication', { token: seller.token, body: { userId: seller.userId, email: next, purpose: 'changeEmail', token: 'client-hash' } }), 'Verification Code Sent');
    const code = await s.latestCode(next);
    expectFailure(await s.request('POST', '/api/store/accountSetting', { token: seller.token, body: { userId: seller.userId, email: next, verificationCode: otherCode(code) } }), 400, 40011);
    const changed = expectOk(await s.request('POST', '/api/store/accountSetting', { token: seller.token, body: { userId: seller.userId, email: next.toUpperCase(), verificationCode: code } }));
    assert.equal(changed.email, next);
    assert.equal(changed.emailVerified, true);
    assert.deepEqual(expectOk(await s.request('GET', '/api/store/authenticationByUserId', { token: seller.token })), { email: next, emailVerified: true });
    assert.equal((await s.login(next, seller.password)).userId, seller.userId);
    expectFailure(await s.request('POST', '/api/oauth/login', { body: { account: seller.email, password: seller.password } }), 400, 40010);
  });

  test('an e-mail or phone of another account is refused', async () => {
    const seller = await s.signUp();
    const body = (extra: object) => ({ token: seller.token, body: { userId: seller.userId, ...extra } });
    expectFailure(await s.request('POST', '/api/store/authentication', body({ email: DEMO.email, purpose: 'changeEmail' })), 409, 40900, 'The email has been registered already');
    expectFailure(await s.request('POST', '/api/store/authentication', body({ email: 'DEMO@threadway.shop', purpose: 'bindEmail' })), 409, 40900);
    expectFailure(await s.request('POST', '/api/store/accountSetting', body({ email: DEMO.email, verificationCode: '123456' })), 409, 40900, 'The email has been registered already');
    expectFailure(await s.request('POST', '/api/store/authentication', body({ phone: DEMO.phone, purpose: 'changePhone' })), 409, 40900, 'This phone number is used by another account.');
    expectFailure(await s.request('POST', '/api/store/authentication', body({ phone: '+1 (202) 555-0123' })), 409, 40900);
    expectFailure(await s.request('POST', '/api/store/accountSetting', body({ phone: '+1 202 555 0123', verificationCode: '123456' })), 409, 40900);
    // Codes for another user's account cannot be asked for at all.
    const demo = await s.login(DEMO.email, DEMO.password);
    expectFailure(await s.request('POST', '/api/store/authentication', { token: seller.token, body: { userId: demo.userId, email: s.uniqueEmail() } }), 403, 40300);
    expectFailure(await s.request('POST', '/api/store/authentication', body({ email: DEMO.email, purpose: 'resetPassword' })), 403, 40300);
    assert.equal((await s.mailbox(DEMO.email)).length, 0);
  });

  test('phone change by SMS code', async () => {
    const seller = await s.signUp();
    expectOk(await s.request('POST', '/api/store/authentication', { token: seller.token, body: { userId: seller.userId, phone: '+44 7700 900123' } }), 'Verification Code Sent');
    const [sms] = await s.mailbox('+44 7700900123');
    assert.equal(sms?.channel, 'sms');
    const code = await s.latestCode('+44 7700900123');
    expectOk(await s.request('POST', '/api/store/authenticationCheck', { token: seller.token, body: { phone: '+44 7700-900-123', verificationCode: code } }), 'The verification code is correct.');
    const changed = expectOk(await s.request('POST', '/api/store/accountSetting', { token: seller.token, body: { userId: seller.userId, phone: '+44 7700900123', verificationCode: code } }));
    assert.equal(changed.phone, '+44 7700900123');
    assert.equal((await s.login('7700900123', seller.password)).userId, seller.userId);
    // The code is used up.
    expectFailure(await s.request('POST', '/api/store/accountSetting', { token: seller.token, body: { userId: seller.userId, phone: '+44 7700900123', verificationCode: code } }), 400, 40011);
  });

  test('verifying the own e-mail by code', async () => {
    const seller = await s.signUp();
    await s.db.update(users).set({ emailVerified: false }).where(eq(users.id, seller.userId));
    expectOk(await s.request('POST', '/api/store/authentication', { token: seller.token, body: { userId: seller.userId, email: seller.email, purpose: 'verifyEmail' } }));
    const code = await s.latestCode(seller.email);
    expectFailure(await s.request('POST', '/api/store/authenticationCheck', { token: seller.token, body: { email: seller.email, verificationCode: otherCode(code), purpose: 'verifyEmail' } }), 400, 40011);
    expectOk(await s.request('POST', '/api/store/authenticationCheck', { token: seller.token, body: { email: seller.email, verificationCode: code, purpose: 'verifyEmail' } }));
    assert.equal(expectOk(await s.request('GET', '/api/store/authenticationByUserId', { token: seller.token })).emailVerified, true);
  });
});

describe('passwords', () => {
  test('change from account settings by e-mail code ends every session', async () => {
    const seller = await s.signUp();
    const second = await s.login(seller.email, seller.password, true);
    expectOk(await s.request('POST', '/api/store/authentication', { token: seller.token, body: { userId: seller.userId, email: seller.email, purpose: 'resetPassword' } }));
    const code = await s.latestCode(seller.email);
    const reset = await s.request('PUT', '/api/store/open/password', { body: { email: seller.email, verificationCode: code, password: 'Changed123', confirmPassword: 'Changed123' } });
    expectOk(reset, 'Password has reset, please login again');
    expectFailure(await s.request('GET', `/api/store/user/${seller.userId}`, { token: seller.token }), 401, 40100);
    expectFailure(await s.request('GET', `/api/store/user/${seller.userId}`, { token: second.token }), 401, 40100);
    expectFailure(await s.request('POST', '/api/oauth/login', { body: { account: seller.email, password: seller.password } }), 400, 40010);
    assert.equal((await s.login(seller.email, 'Changed123')).userId, seller.userId);
  });

  test('forgot password: code, check, reset', async () => {
    const seller = await s.signUp();
    expectFailure(await s.request('POST', '/api/store/open/forgetPassword', { body: { email: s.uniqueEmail('ghost') } }), 404, 40400, 'This e-mail is not registered.');
    expectOk(await s.request('POST', '/api/store/open/forgetPassword', { body: { email: seller.email.toUpperCase() } }), 'Verification Code Sent');
    const code = await s.latestCode(seller.email);
    expectFailure(await s.request('POST', '/api/store/open/checkVerificationCode', { body: { email: seller.email, verificationCode: otherCode(code), purpose: 'resetPassword' } }), 400, 40011);
    // A reset code is not a sign-up code.
    expectFailure(await s.request('POST', '/api/store/open/checkVerificationCode', { body: { email: seller.email, verificationCode: code, purpose: 'register' } }), 400, 40011);
    expectOk(
      await s.request('POST', '/api/store/open/checkVerificationCode', { body: { email: seller.email, verificationCode: code, purpose: 'resetPassword' } }),
      'Email verified, please reset your password',
    );
    const body = { email: seller.email, verificationCode: code, password: 'Forgot123', confirmPassword: 'Forgot124' };
    expectFailure(await s.request('PUT', '/api/store/open/password', { body }), 400, 40000, 'The two passwords are inconsistent!');
    expectFailure(await s.request('PUT', '/api/store/open/password', { body: { ...body, password: 'weak', confirmPassword: 'weak' } }), 400, 40000);
    expectOk(await s.request('PUT', '/api/store/open/password', { body: { ...body, confirmPassword: 'Forgot123' } }), 'Password has reset, please login again');
    expectFailure(await s.request('PUT', '/api/store/open/password', { body: { ...body, password: 'Again1234', confirmPassword: 'Again1234' } }), 400, 40011);
    assert.equal((await s.login(seller.email, 'Forgot123')).userId, seller.userId);
    expectFailure(await s.request('PUT', '/api/store/open/password', { body: { ...body, email: s.uniqueEmail('ghost'), confirmPassword: 'Forgot123' } }), 404, 40400);
  });

  test('a code sent for another purpose cannot reset the password', async () => {
    const seller = await s.signUp();
    expectOk(await s.request('POST', '/api/store/open/emailAuthentication', { body: { email: seller.email, purpose: 'verifyEmail' } }));
    const code = await s.latestCode(seller.email);
    expectFailure(await s.request('PUT', '/api/store/open/password', { body: { email: seller.email, verificationCode: code, password: 'Stolen123', confirmPassword: 'Stolen123' } }), 400, 40011);
    assert.equal((await s.login(seller.email, seller.password)).userId, seller.userId);
  });
});

describe('behaviour config', () => {
  test('type 2 (currency and language) is per user', async () => {
    const a = await s.signUp();
    const b = await s.signUp();
    const content = JSON.stringify({ currency: 'EUR', language: 'fr' });
    assert.equal(expectOk(await s.request('PUT', '/api/store/userBehavior', { token: a.token, body: { type: 2, content } }), 'Saved successfully'), content);
    assert.equal(expectOk(await s.request('GET', '/api/store/userBehavior', { token: a.token, query: { type: 2 } })), content);
    assert.equal(expectOk(await s.request('GET', '/api/store/userBehavior', { token: b.token, query: { type: 2 } })), null);
    const changed = JSON.stringify({ currency: 'GBP', language: 'en' });
    expectOk(await s.request('PUT', '/api/store/userBehavior', { token: a.token, body: { type: 2, content: changed } }));
    assert.equal(expectOk(await s.request('GET', '/api/store/userBehavior', { token: a.token, query: { type: 2 } })), changed);
    expectFailure(await s.request('GET', '/api/store/userBehavior', { query: { type: 2 } }), 401, 40100);
    expectFailure(await s.request('PUT', '/api/store/userBehavior', { body: { type: 2, content } }), 401, 40100);
  });

  test("type 3 ('Don't ask me again') is per user and keeps its id", async () => {
    const a = await s.signUp();
    const b = await s.signUp();
    const saved = expectOk(await s.request('POST', '/api/store/user/behaviorConfig', { token: a.token, body: { type: 3, content: '1' } }));
    assert.equal(saved.type, 3);
    assert.equal(saved.content, '1');
    assert.equal(typeof saved.id, 'number');
    assert.deepEqual(expectOk(await s.request('GET', '/api/store/user/behaviorConfig/3', { token: a.token })), saved);
    assert.equal(expectOk(await s.request('GET', '/api/store/user/behaviorConfig/3', { token: b.token })), null);
    const again = expectOk(await s.request('POST', '/api/store/user/behaviorConfig', { token: a.token, body: { id: saved.id, type: 3, content: '0' } }));
    assert.equal(again.id, saved.id);
    assert.equal(again.content, '0');
    // b saving its own does not touch a's.
    const bSaved = expectOk(await s.request('POST', '/api/store/user/behaviorConfig', { token: b.token, body: { id: saved.id, type: 3, content: '1' } }));
    assert.notEqual(bSaved.id, saved.id);
    assert.equal(expectOk(await s.request('GET', '/api/store/user/behaviorConfig/3', { token: a.token })).content, '0');
    expectFailure(await s.request('GET', '/api/store/user/behaviorConfig/3'), 401, 40100);
  });
});

describe('does this e-mail exist (exitByEmail)', () => {
  for (const path of ['/api/store/exitByEmail', '/api/v1/store/auth/exitByEmail']) {
    test(`${path}: a session or a visitor ticket is needed`, async () => {
      expectFailure(await s.request('POST', path, { body: { email: DEMO.email } }), 401, 40100);
      expectFailure(await s.request('POST', path, { body: { email: DEMO.email }, ticket: randomUUID() }), 401, 40100);
      expectFailure(await s.request('POST', path, { body: { email: DEMO.email }, ticket: 'not-a-ticket' }), 401, 40100);
      const operator = await s.adminLogin();
      expectFailure(await s.request('POST', path, { body: { email: DEMO.email }, token: operator.token }), 401, 40100);

      const { ticket } = expectOk(await s.request('GET', '/api/system/open/visitor'));
      assert.match(ticket, /^[0-9a-f-]{36}$/);
      assert.deepEqual(expectOk(await s.request('POST', path, { body: { email: DEMO.email.toUpperCase() }, ticket })), { exists: true });
      assert.deepEqual(expectOk(await s.request('POST', path, { body: { email: s.uniqueEmail('nobody') }, ticket })), { exists: false });
      const seller = await s.signUp();
      assert.deepEqual(expectOk(await s.request('POST', path, { body: { email: seller.email }, token: seller.token })), { exists: true });
    });
  }
});

describe('login logs', () => {
  test('a seller sees their own sign-ins only, and can annotate the latest', async () => {
    const seller = await s.signUp();
    await s.login(seller.email, seller.password);
    expectFailure(await s.request('POST', '/api/oauth/login', { body: { account: seller.email, password: 'Wrong1234' } }), 400, 40010);
    const logs = expectOk(await s.request('GET', `/api/store/loginLogs/${seller.userId}`, { token: seller.token }));
    assert.deepEqual(
      logs.map((l: { method: string; success: boolean }) => `${l.method}:${l.success}`),
      ['email:false', 'email:true', 'signUp:true'],
    );
    const demo = await s.login(DEMO.email, DEMO.password);
    expectFailure(await s.request('GET', `/api/store/loginLogs/${demo.userId}`, { token: seller.token }), 403, 40300);
    expectOk(await s.request('POST', '/api/store/user/loginLog', { token: seller.token, body: { device: 'iPhone', screen: '390x844' } }));
    const [latest] = await s.db.select().from(loginLogs).where(eq(loginLogs.userId, seller.userId)).orderBy(desc(loginLogs.id)).limit(2);
    // The latest successful sign-in got the details, not the failed try after it.
    assert.equal(latest?.success, false);
    const [annotated] = (await s.db.select().from(loginLogs).where(eq(loginLogs.userId, seller.userId)).orderBy(desc(loginLogs.id))).filter((r) => r.success);
    assert.deepEqual(annotated?.client, { device: 'iPhone', screen: '390x844' });
  });
});
