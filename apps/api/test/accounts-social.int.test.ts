import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startOidcProviderSimulator, type IdTokenFault, type OidcProviderSimulator } from '../../../tools/simulators/oidc/server.ts';
import { expectFailure, expectOk, randomIp, startTestServer, type TestServer } from './harness.ts';

const CLIENT = { clientId: 'threadway-test.apps.googleusercontent.com', clientSecret: 'GOCSPX-test-secret' };
let server: TestServer;
let provider: OidcProviderSimulator;

before(async () => {
  provider = await startOidcProviderSimulator({ port: 0, ...CLIENT });
  server = await startTestServer({ env: { GOOGLE_CLIENT_ID: CLIENT.clientId, GOOGLE_CLIENT_SECRET: CLIENT.clientSecret, GOOGLE_ISSUER: provider.url } });
});
after(async () => {
  await server?.close();
  await provider?.close();
});

/** One browser: its own address and the cookies the API sets. */
function browser() {
  const ip = randomIp();
  let cookie = '';
  return {
    async get(url: string) {
      const response = await fetch(url, { redirect: 'manual', headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) } });
      const set = response.headers.get('set-cookie');
      if (set?.startsWith('tw_social_flow=')) cookie = set.split(';')[0]!;
      return response;
    },
  };
}

/** Google's side as a person does it: the button, the account chooser, back to our callback (not yet followed). */
async function toCallback(b = browser(), choice: { account?: string; email?: string; name?: string } = {}) {
  const start = await b.get(`${server.baseUrl}/api/oauth/google/authorize`);
  assert.equal(start.status, 302);
  const authorize = new URL(start.headers.get('location')!);
  assert.equal(authorize.origin, provider.url);
  assert.equal(authorize.searchParams.get('code_challenge_method'), 'S256');
  const chooser = await fetch(authorize);
  assert.match(await chooser.text(), /Choose an account/);
  const q = authorize.searchParams;
  const form = new URLSearchParams({
    client_id: q.get('client_id')!,
    redirect_uri: q.get('redirect_uri')!,
    state: q.get('state')!,
    nonce: q.get('nonce')!,
    code_challenge: q.get('code_challenge')!,
    decision: 'continue',
    account: choice.email ? 'other' : (choice.account ?? '108000000000000000001'),
    email: choice.email ?? '',
    name: choice.name ?? '',
  });
  const back = await fetch(`${provider.url}/o/oauth2/v2/auth`, { method: 'POST', body: form, redirect: 'manual' });
  assert.equal(back.status, 302);
  const callback = new URL(back.headers.get('location')!);
  assert.equal(callback.pathname, '/api/oauth/google/callback');
  // The registered redirect URI is PUBLIC_URL's; the test server listens on its own port.
  return { b, callback: `${server.baseUrl}${callback.pathname}${callback.search}`, state: callback.searchParams.get('state')! };
}

/** The whole way to the key the web app receives in the fragment of /login. */
async function socialKey(choice?: Parameters<typeof toCallback>[1]) {
  const { b, callback } = await toCallback(browser(), choice);
  const answer = await b.get(callback);
  assert.equal(answer.status, 302, await answer.clone().text());
  const location = answer.headers.get('location')!;
  assert.match(location, /^\/login#social=google&key=/);
  return new URLSearchParams(location.split('#')[1]).get('key')!;
}

const envelope = async (response: Response) => ({ status: response.status, body: (await response.json()) as any, headers: response.headers });
const userInfo = (key: string) => server.request('GET', '/api/oauth/userInfoByKeyAndType', { query: { key, type: 'google' } });

test('the configured providers are listed', async () => {
  assert.deepEqual(expectOk(await server.request('GET', '/api/oauth/providers')).providers, ['google']);
});

test('a new Google account registers with full name, e-mail and password, and next time signs straight in', async () => {
  const email = server.uniqueEmail('newsocial');
  const key = await socialKey({ email, name: 'Nia Social' });
  const info = expectOk(await userInfo(key));
  assert.deepEqual({ bound: info.bound, email: info.email, fullName: info.fullName, session: info.session }, { bound: false, email, fullName: 'Nia Social', session: null });

  const session = expectOk(await server.request('POST', '/api/oauth/social/signUp', { body: { key, type: 'google', fullName: 'Nia Social', email, password: 'Social1234' } }));
  const profile = expectOk(await server.request('GET', `/api/store/user/${session.userId}`, { token: session.token }));
  assert.equal(profile.email, email);
  // The provider vouched for this e-mail, so it is verified; the password works for a normal sign-in too.
  assert.equal(profile.emailVerified, true);
  await server.login(email, 'Social1234');
  // The key is used up.
  expectFailure(await server.request('POST', '/api/oauth/social/signUp', { body: { key, type: 'google', fullName: 'Nia Social', email: server.uniqueEmail(), password: 'Social1234' } }), 400, 40000, 'This Google sign-in has expired. Please sign in with Google again.');

  const again = expectOk(await userInfo(await socialKey({ email, name: 'Nia Social' })));
  assert.equal(again.bound, true);
  assert.equal(again.session.userId, session.userId);
  expectOk(await server.request('GET', `/api/store/user/${again.session.userId}`, { token: again.session.token }));
});

test('registering with an e-mail already taken is refused; another e-mail than Google’s is not verified', async () => {
  const taken = await server.signUp();
  const key = await socialKey({ email: server.uniqueEmail('other'), name: 'Oli' });
  expectFailure(await server.request('POST', '/api/oauth/social/signUp', { body: { key, type: 'google', fullName: 'Oli', email: taken.email, password: 'Social1234' } }), 409, 40900, 'The email has been registered already');
  const own = server.uniqueEmail('own');
  const session = expectOk(await server.request('POST', '/api/oauth/social/signUp', { body: { key, type: 'google', fullName: 'Oli', email: own, password: 'Social1234' } }));
  assert.equal(expectOk(await server.request('GET', `/api/store/user/${session.userId}`, { token: session.token })).emailVerified, false);
});

test('an existing account binds with its e-mail and password; the wrong password binds nothing', async () => {
  const seller = await server.signUp();
  const key = await socialKey({ email: server.uniqueEmail('bindme'), name: 'Bo' });
  expectFailure(await server.request('POST', '/api/oauth/social/bind', { body: { key, type: 'google', email: seller.email, password: 'Wrong1234' } }), 400, 40010, 'Incorrect E-mail/password!');
  const bound = expectOk(await server.request('POST', '/api/oauth/social/bind', { body: { key, type: 'google', email: seller.email, password: seller.password } }), 'Your Google account is now bound.');
  assert.equal(bound.userId, seller.userId);

  // A second Google account cannot be bound to the same seller.
  const second = await socialKey({ email: server.uniqueEmail('second'), name: 'Bo Two' });
  expectFailure(await server.request('POST', '/api/oauth/social/bind', { body: { key: second, type: 'google', email: seller.email, password: seller.password } }), 409, 40900, 'This account is already bound to another Google account.');
});

test('a callback with a wrong state, without the browser that started it, or twice is refused', async () => {
  const { b, callback, state } = await toCallback();
  const forged = callback.replace(`state=${encodeURIComponent(state)}`, 'state=forged-state-value');
  expectFailure(await envelope(await b.get(forged)), 400, 40000, 'Signing in with Google could not be confirmed. Please try again.');
  // Another browser (no flow cookie): login CSRF.
  expectFailure(await envelope(await fetch(callback, { redirect: 'manual', headers: { 'x-forwarded-for': randomIp() } })), 400, 40000);
  // The right browser works once, then the flow is closed.
  assert.equal((await b.get(callback)).status, 302);
  expectFailure(await envelope(await b.get(callback)), 400, 40000);
});

for (const fault of ['nonce', 'signature', 'audience', 'issuer', 'expired'] as IdTokenFault[]) {
  test(`an ID token with a wrong ${fault} is refused and signs nobody in`, async () => {
    const { b, callback } = await toCallback();
    provider.spoilNextIdToken(fault);
    const answer = await envelope(await b.get(callback));
    expectFailure(answer, 400, 40000, 'Signing in with Google could not be confirmed. Please try again.');
    assert.equal(answer.headers.get('location'), null);
  });
}

test('an unknown or malformed key is refused', async () => {
  expectFailure(await userInfo('x'.repeat(43)), 400, 40000, 'This Google sign-in has expired. Please sign in with Google again.');
  expectFailure(await server.request('GET', '/api/oauth/userInfoByKeyAndType', { query: { key: 'short', type: 'google' } }), 400);
  expectFailure(await server.request('GET', '/api/oauth/userInfoByKeyAndType', { query: { key: 'x'.repeat(43), type: 'myspace' } }), 400);
});

test('cancelling at Google goes back to the sign-in page', async () => {
  const b = browser();
  const start = await b.get(`${server.baseUrl}/api/oauth/google/authorize`);
  const q = new URL(start.headers.get('location')!).searchParams;
  const form = new URLSearchParams({ client_id: q.get('client_id')!, redirect_uri: q.get('redirect_uri')!, state: q.get('state')!, nonce: q.get('nonce')!, code_challenge: q.get('code_challenge')!, decision: 'cancel' });
  const back = new URL((await fetch(`${provider.url}/o/oauth2/v2/auth`, { method: 'POST', body: form, redirect: 'manual' })).headers.get('location')!);
  assert.equal(back.searchParams.get('error'), 'access_denied');
  const answer = await b.get(`${server.baseUrl}${back.pathname}${back.search}`);
  assert.equal(answer.status, 302);
  assert.equal(answer.headers.get('location'), '/login');
});
