import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { addressesBadInput } from './bad-input/addresses.ts';
import { adminCatalogueBadInput } from './bad-input/admin-catalogue.ts';
import { cartBadInput } from './bad-input/cart.ts';
import type { Auth, Case } from './bad-input/case.ts';
import { catalogueBadInput } from './bad-input/catalogue.ts';
import { checkoutBadInput } from './bad-input/checkout.ts';
import { promotionsBadInput } from './bad-input/promotions.ts';
import { contentBadInput } from './bad-input/content.ts';
import { logisticsBadInput } from './bad-input/logistics.ts';
import { ordersBadInput } from './bad-input/orders.ts';
import { paymentsBadInput } from './bad-input/payments.ts';
import { notificationsBadInput } from './bad-input/notifications.ts';
import { refundsBadInput } from './bad-input/refunds.ts';
import { walletBadInput } from './bad-input/wallet.ts';
import { orderManagementBadInput } from './bad-input/order-management.ts';
import { fulfilmentBadInput } from './bad-input/fulfilment.ts';
import { billingBadInput } from './bad-input/billing.ts';
import { ENCODED_NUL, jsonSchemaOf, multipartText, NUL, type Operation, pathParams, pathWithNul, plainPath, queryParamOf, takesMultipart, UNREADABLE_FORMS, withNul, BOUNDARY } from './bad-input/hostile.ts';
import { socialBadInput } from './bad-input/social.ts';
import { storesBadInput } from './bad-input/stores.ts';
import { listingsBadInput } from './bad-input/listings.ts';
import { listingsSyncBadInput } from './bad-input/listings-sync.ts';
import { DEMO, expectFailure, expectOk, useTestServer } from './harness.ts';
import { jobsBadInput } from './bad-input/jobs.ts';
import { trackingUploadsBadInput } from './bad-input/tracking-uploads.ts';

/**
 * Every endpoint of the accounts, system, admin and developer-mailbox modules gets malformed
 * input (body, query, path parameter, or missing/wrong credentials where it takes no input)
 * and must answer a 4xx envelope, never a 500. The table is checked against the OpenAPI
 * document, so a new endpoint without a row fails the suite.
 */

const long = (n: number) => 'x'.repeat(n);
const code6 = '123456';

const FOUNDATION: Record<string, Case[]> = {
  // accounts: sessions
  'POST /api/oauth/login': [
    { note: 'empty body', body: {} },
    { note: 'empty account', body: { account: '', password: 'x' }, message: 'Please enter your e-mail or phone number' },
    { note: 'empty password', body: { account: DEMO.email, password: '' }, message: 'Please enter the password' },
    { note: 'account not a string', body: { account: 5, password: 'x' } },
    { note: 'rememberMe not a boolean', body: { account: DEMO.email, password: 'x', rememberMe: 'yes' } },
    { note: 'temporary token too short', body: { temporaryToken: 'short' } },
    { note: 'an array', body: [DEMO.email, DEMO.password] },
  ],
  'PUT /api/oauth/logout': [
    { note: 'no token', auth: 'none', status: 401 },
    { note: 'garbage token', auth: 'garbage', status: 401 },
    { note: 'operator token', auth: 'operator', status: 403 },
  ],
  'GET /api/store/{userId}/temporary/token': [
    { note: 'id not a number', path: '/api/store/abc/temporary/token' },
    { note: 'id not an integer', path: '/api/store/1.5/temporary/token' },
    { note: 'id beyond a safe integer', path: '/api/store/99999999999999999999/temporary/token' },
  ],
  // accounts: sign-up and codes
  'POST /api/store/open/signUp': [
    { note: 'empty body', body: {} },
    { note: 'bad e-mail', body: signUp({ email: 'a..b@x.com' }), message: 'Please enter your valid email' },
    { note: 'terms not accepted', body: signUp({ acceptTerms: false }), message: 'Please check the terms of service at the bottom' },
    { note: 'bad phone', body: signUp({ phone: '+1 12345' }), message: 'Please enter your valid phoneNumber' },
    { note: '5-digit code', body: signUp({ verificationCode: '12345' }), message: 'The verification code is 6 digits.' },
    { note: 'weak password', body: signUp({ password: 'password1' }) },
    { note: 'website without scheme', body: signUp({ websiteUrl: 'shop.example.com' }) },
    { note: 'unknown referrer source', body: signUp({ referrerSource: 'tv' }) },
    { note: 'name too short', body: signUp({ fullName: 'J' }) },
  ],
  'POST /api/store/open/v2/signUp': [
    { note: 'empty body', body: {} },
    { note: '5-character password', body: { fullName: 'Guest', email: 'g@x.co', verificationCode: code6, password: 'abc12', acceptTerms: true } },
    { note: 'no terms', body: { fullName: 'Guest', email: 'g@x.co', verificationCode: code6, password: 'abc123' } },
  ],
  'PUT /api/store/open/questionnaireAnswers': [
    { note: 'no role', query: {} },
    { note: 'unknown role', query: { role: 'astronaut' }, auth: 'seller' },
    { note: 'other text too long', query: { role: 'other', otherText: long(256) }, auth: 'seller' },
  ],
  'POST /api/store/open/verificationCode': [
    { note: 'bad e-mail', body: { email: 'not-an-email' } },
    { note: 'purpose not allowed here', body: { email: 'a@b.co', purpose: 'changeEmail' } },
    { note: 'no e-mail', body: { purpose: 'register' }, message: 'Email required' },
  ],
  'POST /api/store/open/emailAuthentication': [
    { note: 'bad e-mail', body: { email: 'a@b.c' } },
    { note: 'unknown purpose', body: { email: 'a@b.co', purpose: 'anything' } },
  ],
  'POST /api/store/open/forgetPassword': [
    { note: 'empty body', body: {} },
    { note: 'bad e-mail', body: { email: 'x' } },
  ],
  'POST /api/store/open/checkVerificationCode': [
    { note: 'code with letters', body: { email: 'a@b.co', verificationCode: '12a456' } },
    { note: 'no e-mail', body: { verificationCode: code6 } },
    { note: 'unknown purpose', body: { email: 'a@b.co', verificationCode: code6, purpose: 'changePhone' } },
  ],
  'PUT /api/store/open/password': [
    { note: 'passwords differ', body: { email: 'a@b.co', verificationCode: code6, password: 'Secret123', confirmPassword: 'Secret124' }, message: 'The two passwords are inconsistent!' },
    { note: 'weak password', body: { email: 'a@b.co', verificationCode: code6, password: 'secret', confirmPassword: 'secret' } },
    { note: 'no code', body: { email: 'a@b.co', password: 'Secret123', confirmPassword: 'Secret123' } },
  ],
  'POST /api/store/exitByEmail': [
    { note: 'bad e-mail', body: { email: 'nope' } },
    { note: 'no credentials', body: { email: DEMO.email }, auth: 'none', status: 401 },
  ],
  'POST /api/v1/store/auth/exitByEmail': [
    { note: 'bad e-mail', body: { email: 'nope' } },
    { note: 'garbage token', body: { email: DEMO.email }, auth: 'garbage', status: 401 },
  ],
  // accounts: settings
  'GET /api/store/user/{id}': [
    { note: 'id not a number', path: '/api/store/user/abc' },
    { note: 'id huge', path: '/api/store/user/1e400' },
    { note: 'no token', path: '/api/store/user/:me', auth: 'none', status: 401 },
  ],
  'POST /api/store/accountSetting': [
    { note: 'empty body', body: {} },
    { note: 'userId a string', body: { userId: 'me', fullName: 'Jane Doe' } },
    { note: 'bad e-mail', body: { userId: ':me', email: 'bad', verificationCode: code6 }, message: 'Please enter your valid email' },
    { note: 'bad phone', body: { userId: ':me', phone: '12', verificationCode: code6 } },
  ],
  'POST /api/store/authentication': [
    { note: 'bad e-mail', body: { userId: ':me', email: 'bad' } },
    { note: 'bad phone', body: { userId: ':me', phone: '+1 123' } },
    { note: 'no userId', body: { email: 'a@b.co' } },
  ],
  'POST /api/store/authenticationCheck': [
    { note: 'short code', body: { email: 'a@b.co', verificationCode: '1' } },
    { note: 'neither e-mail nor phone', body: { verificationCode: code6 } },
  ],
  'GET /api/store/authenticationByUserId': [
    { note: 'no token', auth: 'none', status: 401 },
    { note: 'operator token', auth: 'operator', status: 403 },
  ],
  'POST /api/store/user/loginLog': [
    { note: 'device too long', body: { device: long(201) } },
    { note: 'screen a number', body: { screen: 390 } },
  ],
  'GET /api/store/loginLogs/{id}': [
    { note: 'id not a number', path: '/api/store/loginLogs/me' },
    { note: 'id of somebody else', path: '/api/store/loginLogs/1', status: 403 },
  ],
  'GET /api/store/user/behaviorConfig/{type}': [
    { note: 'type 0', path: '/api/store/user/behaviorConfig/0' },
    { note: 'type 100', path: '/api/store/user/behaviorConfig/100' },
    { note: 'type not a number', path: '/api/store/user/behaviorConfig/three' },
  ],
  'POST /api/store/user/behaviorConfig': [
    { note: 'type a string', body: { type: '3', content: '1' } },
    { note: 'content too long', body: { type: 3, content: long(4001) } },
    { note: 'no content', body: { type: 3 } },
  ],
  'GET /api/store/userBehavior': [
    { note: 'no type', query: {} },
    { note: 'type 0', query: { type: 0 } },
  ],
  'PUT /api/store/userBehavior': [
    { note: 'no content', body: { type: 2 } },
    { note: 'content an object', body: { type: 2, content: { currency: 'EUR' } } },
  ],
  // system
  'GET /api/system/allCurrency': [
    { note: 'no token', auth: 'none', status: 401 },
    { note: 'garbage token', auth: 'garbage', status: 401 },
  ],
  'GET /api/system/open/currencyRate': [
    { note: 'unknown currency', query: { forCurrency: 'XYZ' } },
    { note: 'base other than USD', query: { currencyCode: 'EUR', forCurrency: 'GBP' } },
  ],
  'GET /api/system/dropDownInfo': [
    { note: 'type not a number', query: { type: 'x' } },
    { note: 'unknown type', query: { type: 6 } },
  ],
  'GET /api/system/open/dropDownInfo': [
    { note: 'no type', query: {} },
    { note: 'warehouse code too long', query: { type: 7, warehouseCode: long(21) } },
    { note: 'ship-to without a warehouse', query: { type: 7 } },
  ],
  'GET /api/system/dictValue': [
    { note: 'no type', query: {} },
    { note: 'type too long', query: { type: long(41) } },
  ],
  'GET /api/system/countryList': [{ note: 'no token', auth: 'none', status: 401 }],
  'GET /api/dev/open/mailbox': [{ note: 'address too long', query: { to: long(255) } }],
  // admin
  'POST /api/admin/open/login': [
    { note: 'empty body', body: {} },
    { note: 'bad e-mail', body: { email: 'admin', password: 'x' } },
    { note: 'empty password', body: { email: 'admin@threadway.shop', password: '' } },
  ],
  'PUT /api/admin/logout': [
    { note: 'no token', auth: 'none', status: 401 },
    { note: 'seller token', auth: 'seller', status: 403 },
  ],
  'GET /api/admin/me': [
    { note: 'no token', auth: 'none', status: 401 },
    { note: 'seller token', auth: 'seller', status: 403 },
  ],
  'GET /api/admin/operators': [{ note: 'garbage token', auth: 'garbage', status: 401 }],
  'POST /api/admin/operators': [
    { note: 'empty body', body: {} },
    { note: 'unknown role', body: { email: 'op@x.co', fullName: 'Op Erator', password: 'Operator123', roles: ['boss'] } },
    { note: 'roles not an array', body: { email: 'op@x.co', fullName: 'Op Erator', password: 'Operator123', roles: 'admin' } },
  ],
  'PUT /api/admin/operators/{id}': [
    { note: 'id not a number', path: '/api/admin/operators/abc', body: { fullName: 'Op Erator' } },
    { note: 'id 0', path: '/api/admin/operators/0', body: { fullName: 'Op Erator' } },
    { note: 'no roles', path: '/api/admin/operators/:admin', body: { roles: [] } },
    { note: 'active not a boolean', path: '/api/admin/operators/:admin', body: { active: 'no' } },
  ],
  'GET /api/admin/maintenance': [{ note: 'no token', auth: 'none', status: 401 }],
  'PUT /api/admin/maintenance': [
    { note: 'enabled not a boolean', body: { enabled: 'yes' } },
    { note: 'message too long', body: { enabled: false, message: long(501) } },
    { note: 'empty body', body: {} },
  ],
  'GET /api/admin/currencies': [{ note: 'seller token', auth: 'seller', status: 403 }],
  'PUT /api/admin/currencies/{code}': [
    { note: 'lower-case code', path: '/api/admin/currencies/eur', body: { rate: '1.1' } },
    { note: 'rate not a number', path: '/api/admin/currencies/EUR', body: { rate: 'x' } },
    { note: 'rate a JSON number', path: '/api/admin/currencies/EUR', body: { rate: 1.1 } },
  ],
  'GET /api/admin/audit-log': [{ note: 'no token', auth: 'none', status: 401 }],
};

/** Each domain keeps its rows in test/bad-input/<domain>.ts. */
const DOMAINS = [catalogueBadInput, promotionsBadInput, checkoutBadInput, contentBadInput, logisticsBadInput, adminCatalogueBadInput, cartBadInput, addressesBadInput, paymentsBadInput, ordersBadInput, refundsBadInput, walletBadInput, notificationsBadInput, orderManagementBadInput, fulfilmentBadInput, billingBadInput, storesBadInput, listingsBadInput, jobsBadInput, listingsSyncBadInput, trackingUploadsBadInput, socialBadInput];
const TABLE: Record<string, Case[]> = Object.assign({}, FOUNDATION, ...DOMAINS.map((d) => d.cases));

/** Public endpoints that take no input at all: nothing to malform. */
const NO_INPUT = [...DOMAINS.flatMap((d) => d.noInput ?? []), 'GET /api/system/open/address', 'GET /api/system/open/visitor', 'GET /api/system/open/ip', 'GET /api/message/open/processingPopup'];

function signUp(overrides: Record<string, unknown>) {
  return { phone: '+1 2025550199', fullName: 'Jane Doe', email: 'jane@example.com', verificationCode: code6, password: 'Secret123', acceptTerms: true, ...overrides };
}

let seller: { token: string; userId: number };
let operator: { token: string; operator: { id: number } };
let documented: Map<string, Operation>;
const s = useTestServer({}, async (server) => {
  seller = await server.login(DEMO.email, DEMO.password);
  operator = await server.adminLogin();
  const answer = await server.request('GET', '/api/docs/json');
  assert.equal(answer.status, 200);
  const docs = answer.body as unknown as { paths: Record<string, Record<string, Operation>> };
  documented = new Map();
  for (const [path, operations] of Object.entries(docs.paths)) {
    for (const [method, operation] of Object.entries(operations)) documented.set(`${method.toUpperCase()} ${path}`, operation);
  }
});

/** Who may call a path by default (docs/api-conventions.md). */
const defaultAuth = (path: string): Auth => (path.includes('/open/') || path === '/api/oauth/login' ? 'none' : path.startsWith('/api/admin/') ? 'operator' : 'seller');
const tokenFor = (auth: Auth) => ({ none: undefined, seller: seller.token, operator: operator.token, garbage: 'garbage.token.value' })[auth];
const fill = (text: string) => text.replaceAll(':me', String(seller.userId)).replaceAll(':admin', String(operator.operator.id));
/** A body with ':me' values replaced by the seller's id. */
const fillBody = (body: unknown): unknown =>
  body === ':me' ? seller.userId : Array.isArray(body) ? body.map(fillBody) : body && typeof body === 'object' ? Object.fromEntries(Object.entries(body).map(([k, v]) => [k, fillBody(v)])) : body;

describe('bad input of every endpoint answers a 4xx envelope', () => {
  test('the table covers every documented endpoint, and only those', () => {
    const listed = new Set([...Object.keys(TABLE), ...NO_INPUT]);
    // The API itself; the load balancer's probes (/healthz, /readyz) answer no envelope and take no input.
    const api = [...documented.keys()].filter((key) => key.split(' ')[1]!.startsWith('/api/') && !key.split(' ')[1]!.startsWith('/api/docs'));
    assert.ok(api.length >= 40, `only ${api.length} endpoints documented`);
    assert.deepEqual(api.filter((key) => !listed.has(key)), [], 'endpoints without bad-input cases');
    assert.deepEqual([...listed].filter((key) => !documented.has(key)), [], 'cases for endpoints that do not exist');
  });

  for (const [key, cases] of Object.entries(TABLE)) {
    test(key, async () => {
      const [method, docPath] = key.split(' ') as [string, string];
      for (const c of cases) {
        const path = fill(c.path ?? docPath);
        assert.ok(!path.includes('{'), `${key} / ${c.note}: give a concrete path`);
        const answer = await s.request(method, path, { query: c.query, body: fillBody(c.body), rawBody: c.rawBody, token: tokenFor(c.auth ?? defaultAuth(docPath)) });
        const where = `${key} / ${c.note}: ${answer.status} ${JSON.stringify(answer.body)}`;
        assert.ok(answer.status >= 400 && answer.status < 500, where);
        if (c.status) assert.equal(answer.status, c.status, where);
        expectFailure(answer, answer.status, undefined, c.message);
        if (answer.status === 400 && c.auth === undefined) assert.equal(answer.body.code, 40000, where);
      }
    });
  }

  test('a malformed JSON body is 400 on every endpoint that takes a body', async () => {
    const withBody = [...documented].filter(([, op]) => op.requestBody).map(([key]) => key);
    assert.ok(withBody.length >= 20, `${withBody.length}`);
    for (const key of withBody) {
      const [method, docPath] = key.split(' ') as [string, string];
      const path = docPath.replace('{id}', String(operator.operator.id)).replace('{code}', 'EUR');
      const answer = await s.request(method, path, { rawBody: '{"truncated": ', token: tokenFor(defaultAuth(docPath)) });
      assert.equal(answer.status, 400, `${key}: ${answer.status} ${JSON.stringify(answer.body)}`);
      expectFailure(answer, 400, 40000, 'The request is not valid.');
    }
  });

  test('endpoints without input take none, and ignore stray query parameters', async () => {
    for (const key of NO_INPUT) {
      const operation = documented.get(key)!;
      assert.equal(operation.requestBody, undefined, key);
      assert.equal(operation.parameters?.length ?? 0, 0, key);
      const answer = await s.request('GET', key.split(' ')[1]!, { query: { type: 'x', id: '../../etc', $where: '1=1' } });
      expectOk(answer);
    }
  });
});

describe('hostile input on every documented operation answers a 4xx envelope (issue 13)', () => {
  const operations = () => [...documented].filter(([key]) => !key.split(' ')[1]!.startsWith('/api/docs')).map(([key, op]) => [...(key.split(' ') as [string, string]), op] as const);
  const show = (what: string, answer: { status: number; body: unknown }) => `${what}: ${answer.status} ${JSON.stringify(answer.body)}`;
  const FORM_UNREADABLE = /^The form data cannot be read/;

  test('a NUL in any path parameter is refused at the edge, naming the parameter', async () => {
    let sent = 0;
    for (const [method, docPath] of operations()) {
      for (const param of pathParams(docPath)) {
        const answer = await s.request(method, pathWithNul(docPath, param), { token: tokenFor(defaultAuth(docPath)) });
        expectFailure(answer, 400, 40000, 'This value is not valid.');
        assert.deepEqual(answer.body.data, { field: param }, show(`${method} ${docPath} {${param}}`, answer));
        sent++;
      }
    }
    assert.ok(sent >= 50, `${sent} path parameters`);
  });

  test('a NUL in a query parameter is refused at the edge on every operation, naming it', async () => {
    for (const [method, docPath, operation] of operations()) {
      const name = queryParamOf(operation);
      const answer = await s.request(method, plainPath(docPath), { query: { [name]: `a${NUL}b` }, token: tokenFor(defaultAuth(docPath)) });
      expectFailure(answer, 400, 40000, 'This value is not valid.');
      assert.deepEqual(answer.body.data, { field: name }, show(`${method} ${docPath} ?${name}`, answer));
    }
  });

  test('a NUL inside the strings of a JSON body is never a 500', async () => {
    const withJson = operations().filter(([, , operation]) => jsonSchemaOf(operation));
    assert.ok(withJson.length >= 100, `${withJson.length}`);
    let refused = 0;
    for (const [method, docPath, operation] of withJson) {
      const answer = await s.request(method, plainPath(docPath), { body: withNul(jsonSchemaOf(operation)), token: tokenFor(defaultAuth(docPath)) });
      // A body without any string field (paging, or a top-up that then meets the absent payment
      // provider's 503) may go further: no NUL is left in it. Never the 500 of a failed query.
      assert.ok(answer.status !== 500 && typeof answer.body?.code === 'number', show(`${method} ${docPath}`, answer));
      if (answer.status >= 400) refused++;
    }
    assert.ok(refused >= withJson.length * 0.8, `${refused} of ${withJson.length} refused`);
    // One that passes validation, so only the guard stands between the NUL and the database.
    const answer = await s.request('POST', '/api/product/open/suggestionCompletion', { body: { text: `a${NUL}b` } });
    expectFailure(answer, 400, 40000, 'This value is not valid.');
    assert.deepEqual(answer.body.data, { field: 'text' });
  });

  test('a multipart body without a boundary, or cut short, is a clear 400 on every route that takes multipart', async () => {
    const multipart = operations().filter(([, , operation]) => takesMultipart(operation));
    assert.ok(multipart.length >= 3, multipart.map(([m, p]) => `${m} ${p}`).join(', '));
    for (const [method, docPath] of multipart) {
      for (const form of UNREADABLE_FORMS) {
        const answer = await s.request(method, plainPath(docPath), { rawBody: form.body, headers: { 'content-type': form.contentType }, token: tokenFor(defaultAuth(docPath)) });
        expectFailure(answer, 400, 40000, FORM_UNREADABLE);
      }
      const fields = { note: `a${NUL}b`, directory: `a${NUL}b` };
      const answer = await s.request(method, plainPath(docPath), { rawBody: multipartText(fields), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, token: tokenFor(defaultAuth(docPath)) });
      assert.ok(answer.status >= 400 && answer.status < 500, show(`${method} ${docPath} NUL field`, answer));
    }
  });

  test('a NUL in a multipart text field that passes validation is refused, naming the field', async () => {
    const order = 'KK26010199999999';
    const body = multipartText({ kkOrderId: order, reason: 'other', remarks: `a${NUL}b` });
    const answer = await s.request('PUT', `/api/orders/orders/${order}/refund`, { rawBody: body, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, token: seller.token });
    expectFailure(answer, 400, 40000, 'This value is not valid.');
    assert.deepEqual(answer.body.data, { field: 'remarks' });
  });

  test('an encoded NUL is refused on any path, even one no route serves', async () => {
    expectFailure(await s.request('GET', `/product-detail/x/${ENCODED_NUL}`), 400, 40000);
    expectFailure(await s.request('GET', `/media/products/${ENCODED_NUL}.webp`), 400, 40000);
  });
});
