import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { users, verificationCodes } from '../src/db/schema/index.ts';
import { expectFailure, expectOk, randomIp, otherCode, useTestServer } from './harness.ts';

const s = useTestServer();


async function sendRegisterCode(email: string, ip?: string) {
  return s.request('POST', '/api/store/open/verificationCode', { body: { email, purpose: 'register' }, ip });
}

function signUpBody(email: string, verificationCode: string, extra: Record<string, unknown> = {}) {
  return { phone: s.uniquePhone(), fullName: 'Jane Doe', email, verificationCode, password: 'Secret123', acceptTerms: true, ...extra };
}

/** Moves the newest code of an address back in time, as if `seconds` had passed since it was sent. */
async function age(email: string, seconds: number) {
  await s.db
    .update(verificationCodes)
    .set({
      sentAt: sql`${verificationCodes.sentAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${verificationCodes.expiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(verificationCodes.target, email));
}

describe('sign-up', () => {
  test('send a register code, then sign up with it from the mailbox', async () => {
    const email = s.uniqueEmail('Jane');
    const sent = await sendRegisterCode(email.toUpperCase());
    assert.deepEqual(expectOk(sent, 'Verification Code Sent'), { resendAfterSeconds: 60, expiresInSeconds: 60 });
    const [message] = await s.mailbox(email.toLowerCase());
    assert.ok(message, 'a message in the outbox for the lower-cased address');
    assert.equal(message.channel, 'email');
    const code = await s.latestCode(email.toLowerCase());
    assert.match(code, /^\d{6}$/);

    const phone = s.uniquePhone();
    const before = Date.now();
    const answer = await s.request('POST', '/api/store/open/signUp', {
      body: { ...signUpBody(email, code, { phone, fullName: '  Jane Doe  ', brandName: 'Jane Shop', websiteUrl: 'https://jane.example.com', referrerSource: 'socialMedia' }) },
    });
    const session = expectOk(answer, 'Register success!');
    assert.equal(typeof session.token, 'string');
    assert.equal(session.token.split('.').length, 3, 'a JWT');
    assert.match(session.jti, /^[0-9a-f-]{36}$/);
    assert.equal(typeof session.userId, 'number');
    assert.equal(session.userName, 'Jane Doe');
    assert.equal(session.email, email.toLowerCase());
    assert.equal(session.phone, phone);
    assert.deepEqual(session.authorities, ['1']);
    assert.equal(session.approvalStatus, 0);
    assert.equal(session.isAuthentication, true, 'the e-mail was verified by the code');
    const lifetime = Date.parse(session.expiresAt) - before;
    assert.ok(lifetime > 23 * 3600_000 && lifetime <= 24 * 3600_000 + 60_000, `a one-day session, got ${lifetime} ms`);

    const profile = expectOk(await s.request('GET', `/api/store/user/${session.userId}`, { token: session.token }));
    assert.equal(profile.email, email.toLowerCase());
    assert.equal(profile.brandName, 'Jane Shop');
    assert.equal(profile.websiteUrl, 'https://jane.example.com');
    assert.equal(profile.emailVerified, true);

    // The code was used up: it cannot sign anybody else up.
    const again = await s.request('POST', '/api/store/open/signUp', { body: signUpBody(s.uniqueEmail(), code) });
    expectFailure(again, 400, 40011, 'Incorrect Verification Code.');
  });

  test('questionnaire: answered with the new token, refused without one', async () => {
    const seller = await s.signUp();
    const profile = () => s.request('GET', `/api/store/user/${seller.userId}`, { token: seller.token }).then((a) => expectOk(a).questionnaireAnswered);
    assert.equal(await profile(), false, 'the profile says the questionnaire is still open (a signed-in /register visit goes there)');
    const answer = await s.request('PUT', '/api/store/open/questionnaireAnswers', { token: seller.token, query: { role: 'other', otherText: 'Pop-up stores' } });
    expectOk(answer, 'Thanks for your submission!');
    assert.equal(await profile(), true);
    const [row] = await s.db.select().from(users).where(eq(users.id, seller.userId));
    assert.equal(row?.sellerRole, 'other');
    assert.equal(row?.sellerRoleOther, 'Pop-up stores');

    expectFailure(await s.request('PUT', '/api/store/open/questionnaireAnswers', { query: { role: 'onlineSeller' } }), 401, 40100);
    expectFailure(await s.request('PUT', '/api/store/open/questionnaireAnswers', { token: 'not-a-token', query: { role: 'onlineSeller' } }), 401, 40100);
    expectFailure(await s.request('PUT', '/api/store/open/questionnaireAnswers', { token: seller.token, query: { role: 'astronaut' } }), 400, 40000);
  });

  test('an e-mail registered already: no register code, no second account (any letter case)', async () => {
    const seller = await s.signUp();
    expectFailure(await sendRegisterCode(seller.email), 409, 40900, 'The email has been registered already');
    expectFailure(await sendRegisterCode(seller.email.toUpperCase()), 409, 40900, 'The email has been registered already');
    const duplicate = await s.request('POST', '/api/store/open/signUp', { body: signUpBody(seller.email.toUpperCase(), '123456') });
    expectFailure(duplicate, 409, 40900, 'The email has been registered already');
    const [{ n } = { n: 0 }] = await s.db.select({ n: sql<number>`count(*)::int` }).from(users).where(sql`lower(${users.email}) = ${seller.email}`);
    assert.equal(n, 1);
  });

  test('a phone number registered already is refused, however it is written', async () => {
    const seller = await s.signUp({ phone: '+1 (415) 555-0142' });
    assert.equal(seller.session.phone, '+1 4155550142', 'stored as {areaCode} {digits}');
    const email = s.uniqueEmail();
    expectOk(await sendRegisterCode(email));
    const code = await s.latestCode(email);
    const answer = await s.request('POST', '/api/store/open/signUp', { body: signUpBody(email, code, { phone: '+1 415-555-0142' }) });
    expectFailure(answer, 409, 40900, 'This phone number is used by another account.');
    // And the number signs the first seller in, with or without its area code.
    assert.equal((await s.login('4155550142', seller.password)).userId, seller.userId);
    assert.equal((await s.login('+1 415 555 0142', seller.password)).userId, seller.userId);
  });

  test('a wrong code is refused', async () => {
    const email = s.uniqueEmail();
    expectOk(await sendRegisterCode(email));
    const code = await s.latestCode(email);
    const answer = await s.request('POST', '/api/store/open/signUp', { body: signUpBody(email, otherCode(code)) });
    expectFailure(answer, 400, 40011, 'Incorrect Verification Code.');
    // No code was ever sent to this one.
    expectFailure(await s.request('POST', '/api/store/open/signUp', { body: signUpBody(s.uniqueEmail(), code) }), 400, 40011);
    // The right code still works after one wrong try.
    expectOk(await s.request('POST', '/api/store/open/signUp', { body: signUpBody(email, code) }), 'Register success!');
  });

  test('a code expires 60 s after it was sent', async () => {
    const email = s.uniqueEmail();
    expectOk(await sendRegisterCode(email));
    const code = await s.latestCode(email);
    await age(email, 61);
    const [row] = await s.db.select().from(verificationCodes).where(eq(verificationCodes.target, email));
    assert.equal(row?.verifiedAt, null);
    assert.ok(row!.expiresAt.getTime() < Date.now());
    const answer = await s.request('POST', '/api/store/open/signUp', { body: signUpBody(email, code) });
    expectFailure(answer, 400, 40012, 'The verification code has expired. Please send a new one.');
    expectFailure(await s.request('POST', '/api/store/open/checkVerificationCode', { body: { email, verificationCode: code } }), 400, 40012);
    const [users_] = await s.db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.email, email));
    assert.equal(users_?.n, 0);
  });

  test('a code checked in time completes sign-up within 15 minutes (decision 0003), not after', async () => {
    const email = s.uniqueEmail();
    expectOk(await sendRegisterCode(email));
    const code = await s.latestCode(email);
    expectOk(await s.request('POST', '/api/store/open/checkVerificationCode', { body: { email, verificationCode: code, purpose: 'register' } }), 'The verification code is correct.');
    await age(email, 120);
    expectOk(await s.request('POST', '/api/store/open/signUp', { body: signUpBody(email, code) }), 'Register success!');

    const late = s.uniqueEmail();
    expectOk(await sendRegisterCode(late));
    const lateCode = await s.latestCode(late);
    expectOk(await s.request('POST', '/api/store/open/checkVerificationCode', { body: { email: late, verificationCode: lateCode } }));
    await age(late, 16 * 60);
    await s.db.update(verificationCodes).set({ verifiedAt: sql`now() - interval '16 minutes'` }).where(eq(verificationCodes.target, late));
    expectFailure(await s.request('POST', '/api/store/open/signUp', { body: signUpBody(late, lateCode) }), 400, 40012);
  });

  test('resend only after 60 s; the new code replaces the old one', async () => {
    const email = s.uniqueEmail();
    expectOk(await sendRegisterCode(email));
    const first = await s.latestCode(email);

    const tooSoon = await sendRegisterCode(email);
    expectFailure(tooSoon, 429, 42900, /^You can resend the code after (\d+) s later$/);
    const n = Number(/after (\d+) s/.exec(tooSoon.body.message)![1]);
    assert.ok(n >= 1 && n <= 60, `N = ${n}`);

    await age(email, 45);
    const later = await sendRegisterCode(email);
    expectFailure(later, 429, 42900);
    const m = Number(/after (\d+) s/.exec(later.body.message)![1]);
    assert.ok(m >= 1 && m <= 15, `N = ${m} after 45 s`);
    assert.equal((await s.mailbox(email)).length, 1, 'nothing was sent while refused');

    await age(email, 16);
    expectOk(await sendRegisterCode(email), 'Verification Code Sent');
    assert.equal((await s.mailbox(email)).length, 2);
    const second = await s.latestCode(email);
    if (second !== first) {
      expectFailure(await s.request('POST', '/api/store/open/signUp', { body: signUpBody(email, first) }), 400, 40011);
    }
    expectOk(await s.request('POST', '/api/store/open/signUp', { body: signUpBody(email, second) }), 'Register success!');
  });

  test('five wrong tries burn the code', async () => {
    const email = s.uniqueEmail();
    expectOk(await sendRegisterCode(email));
    const code = await s.latestCode(email);
    for (let i = 0; i < 5; i++) {
      expectFailure(await s.request('POST', '/api/store/open/checkVerificationCode', { body: { email, verificationCode: otherCode(code) } }), 400, 40011);
    }
    expectFailure(await s.request('POST', '/api/store/open/signUp', { body: signUpBody(email, code) }), 400, 40011, 'Incorrect Verification Code.');
    const [row] = await s.db.select().from(verificationCodes).where(and(eq(verificationCodes.target, email), eq(verificationCodes.purpose, 'register')));
    assert.equal(row?.failedAttempts, 5);
  });

  test('two sign-ups racing with one code: exactly one account', async () => {
    const email = s.uniqueEmail();
    expectOk(await sendRegisterCode(email));
    const code = await s.latestCode(email);
    const answers = await Promise.all([1, 2, 3].map(() => s.request('POST', '/api/store/open/signUp', { body: signUpBody(email, code) })));
    assert.equal(answers.filter((a) => a.body.code === 10000).length, 1, JSON.stringify(answers.map((a) => a.body.code)));
    for (const a of answers.filter((x) => x.body.code !== 10000)) {
      assert.ok([400, 409].includes(a.status), `${a.status} ${JSON.stringify(a.body)}`);
    }
    const [row] = await s.db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.email, email));
    assert.equal(row?.n, 1);
  });

  test('checkout sign-up (v2) takes a 6-character password; the full sign-up does not', async () => {
    const email = s.uniqueEmail('checkout');
    expectOk(await sendRegisterCode(email));
    const code = await s.latestCode(email);
    expectFailure(
      await s.request('POST', '/api/store/open/signUp', { body: signUpBody(email, code, { password: 'abc123' }) }),
      400,
      40000,
      'Please enter a password of 8 to 20 characters',
    );
    expectFailure(
      await s.request('POST', '/api/store/open/v2/signUp', { body: { fullName: 'Guest Buyer', email, verificationCode: code, password: 'abc12', acceptTerms: true } }),
      400,
      40000,
      'Please enter a password of 6 to 20 characters',
    );
    const session = expectOk(
      await s.request('POST', '/api/store/open/v2/signUp', { body: { fullName: 'Guest Buyer', email, verificationCode: code, password: 'abc123', acceptTerms: true } }),
      'Register success!',
    );
    assert.equal(session.email, email);
    assert.equal(session.phone, null);
    const [row] = await s.db.select().from(users).where(eq(users.id, session.userId));
    assert.equal(row?.signUpChannel, 'checkout');
    assert.equal((await s.login(email, 'abc123')).userId, session.userId);
  });

  test('one address may ask for at most 10 codes in 10 minutes', async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i++) expectOk(await sendRegisterCode(s.uniqueEmail('flood'), ip));
    expectFailure(await sendRegisterCode(s.uniqueEmail('flood'), ip), 429, 42900, 'Requests are too frequent, Please try again later.');
    expectOk(await sendRegisterCode(s.uniqueEmail('flood')), 'Verification Code Sent');
  });
});
