import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { CANCEL_REASONS, CARRIERS, CURRENCIES, ORDER_STATUSES, englishMessages, formatMessage } from '@threadway/contracts';
import { DEMO, expectFailure, expectOk, useTestServer } from './harness.ts';

let token: string;
const s = useTestServer({}, async (server) => {
  token = (await server.login(DEMO.email, DEMO.password)).token;
});

type Option = { code: string; name: string };
const dropDown = (query: Record<string, string | number>, headers?: Record<string, string>) =>
  s.request<Option[]>('GET', '/api/system/open/dropDownInfo', { query, headers });
const isSortedBy = (names: string[], locale: string) => names.every((name, i) => i === 0 || names[i - 1]!.localeCompare(name, locale) <= 0);

describe('currencies', () => {
  test('a rate against USD for each of the six currencies, as a decimal string', async () => {
    const all = expectOk(await s.request('GET', '/api/system/allCurrency', { token }));
    assert.deepEqual(all.map((c: { code: string }) => c.code), CURRENCIES.map((c) => c.code));
    for (const currency of CURRENCIES) {
      const rate = expectOk(await s.request('GET', '/api/system/open/currencyRate', { query: { currencyCode: 'USD', forCurrency: currency.code } }));
      assert.equal(rate.currencyCode, 'USD');
      assert.equal(rate.forCurrency, currency.code);
      assert.equal(rate.symbol, currency.symbol);
      assert.equal(typeof rate.rate, 'string');
      assert.match(rate.rate, /^\d+(\.\d*[1-9])?$/, `${currency.code}: ${rate.rate} (no trailing zeros)`);
      assert.ok(Number(rate.rate) > 0);
      assert.equal(rate.rate, all.find((c: { code: string }) => c.code === currency.code).rate);
    }
    assert.equal(expectOk(await s.request('GET', '/api/system/open/currencyRate', { query: { forCurrency: 'USD' } })).rate, '1');
  });

  test('an unknown or missing currency is a 400 envelope', async () => {
    for (const query of [{ forCurrency: 'XYZ' }, { forCurrency: 'usd' }, {}, { forCurrency: 'EUR', currencyCode: 'EUR' }]) {
      const answer = await s.request('GET', '/api/system/open/currencyRate', { query });
      expectFailure(answer, 400, 40000, 'This value is not valid.');
      assert.ok(['forCurrency', 'currencyCode'].includes(answer.body.data.field), JSON.stringify(answer.body));
    }
    expectFailure(await s.request('GET', '/api/system/allCurrency'), 401, 40100);
  });
});

describe('select lists (dropDownInfo)', () => {
  test('type 3: every country, sorted by name', async () => {
    const countries = expectOk(await dropDown({ type: 3 }));
    assert.ok(countries.length >= 200, `${countries.length} countries`);
    assert.ok(countries.some((c) => c.code === 'GB' && c.name === 'United Kingdom'));
    assert.ok(isSortedBy(countries.map((c) => c.name), 'en'));
    assert.deepEqual(Object.keys(countries[0]!).sort(), ['code', 'name']);
  });

  test('types 4, 5 and 8: order statuses, cancel reasons, carriers', async () => {
    assert.deepEqual(expectOk(await dropDown({ type: 4 })), ORDER_STATUSES.map((o) => ({ code: o.code, name: o.name })));
    assert.deepEqual(expectOk(await dropDown({ type: 5 })), CANCEL_REASONS.map((o) => ({ code: o.code, name: o.name })));
    assert.deepEqual(expectOk(await dropDown({ type: 8 })), CARRIERS.map((name) => ({ code: name, name })));
    assert.deepEqual(expectOk(await s.request('GET', '/api/system/dictValue', { token, query: { type: 'carrier' } })), CARRIERS.map((name) => ({ code: name, name })));
    assert.deepEqual(expectOk(await s.request('GET', '/api/system/dictValue', { token, query: { type: 'nothing' } })), []);
  });

  test('type 7: the US, UK and German warehouses ship at home only', async () => {
    assert.deepEqual(expectOk(await dropDown({ type: 7, warehouseCode: 'US' })), [{ code: 'US', name: 'United States' }]);
    assert.deepEqual(expectOk(await dropDown({ type: 7, warehouseCode: 'GB' })).map((c) => c.code), ['GB']);
    assert.deepEqual(expectOk(await dropDown({ type: 7, warehouseCode: 'DE' })).map((c) => c.code), ['DE']);
  });

  test('type 7: China ships to 200+ countries, sorted by name in the caller language', async () => {
    const english = expectOk(await dropDown({ type: 7, warehouseCode: 'CN_S' }));
    assert.ok(english.length >= 200, `${english.length}`);
    assert.ok(isSortedBy(english.map((c) => c.name), 'en'));
    assert.equal(expectOk(await dropDown({ type: 7, warehouseCode: 'CN_N' })).length, english.length);
    const french = expectOk(await dropDown({ type: 7, warehouseCode: 'CN_S' }, { 'accept-language': 'fr-FR,fr;q=0.9' }));
    assert.equal(french.find((c) => c.code === 'DE')?.name, 'Allemagne');
    assert.ok(isSortedBy(french.map((c) => c.name), 'fr'));
    assert.notDeepEqual(french.map((c) => c.code), english.map((c) => c.code), 'the order follows the language');
    // Language-Id 4 is French too, when Accept-Language says nothing useful.
    const byId = expectOk(await dropDown({ type: 7, warehouseCode: 'US' }, { 'language-id': '4' }));
    assert.equal(byId[0]?.name, 'États-Unis');
  });

  test('type 7 needs a known warehouse', async () => {
    expectFailure(await dropDown({ type: 7 }), 400, 40000, 'Please choose an option.');
    expectFailure(await dropDown({ type: 7, warehouseCode: 'XX' }), 404, 40400, 'Sorry, No Data Found');
  });

  test('an unknown type is a 400 envelope; the signed-in path needs a token', async () => {
    for (const type of [1, 6, 'abc', '', '3.5', -3]) {
      const answer = await dropDown({ type });
      expectFailure(answer, 400, 40000);
      assert.equal((answer.body.data as unknown as { field: string }).field, 'type');
    }
    expectFailure(await s.request('GET', '/api/system/dropDownInfo', { query: { type: 3 } }), 401, 40100);
    assert.ok(expectOk(await s.request('GET', '/api/system/dropDownInfo', { token, query: { type: 3 } })).length >= 200);
  });
});

describe('countries and area codes', () => {
  test('open/address lists area codes, GB is +44', async () => {
    const list = expectOk(await s.request('GET', '/api/system/open/address'));
    assert.ok(list.length >= 200);
    assert.ok(list.some((c: { countryCode: string; areaCode: string }) => c.countryCode === 'GB' && c.areaCode === '+44'));
    assert.ok(list.some((c: { countryCode: string; areaCode: string }) => c.countryCode === 'US' && c.areaCode === '+1'));
    for (const c of list) assert.match(c.areaCode, /^\+\d{1,4}$/, c.countryCode);
  });

  test('countryList (signed in) gives names and area codes', async () => {
    const list = expectOk(await s.request('GET', '/api/system/countryList', { token }));
    assert.deepEqual(list.find((c: { code: string }) => c.code === 'DE'), { code: 'DE', name: 'Germany', areaCode: '+49' });
    expectFailure(await s.request('GET', '/api/system/countryList'), 401, 40100);
  });
});

describe('languages', () => {
  const frFile = fileURLToPath(new URL('../../../packages/contracts/src/i18n/messages/fr.json', import.meta.url));
  test('Accept-Language: fr (or Language-Id 4) localizes error messages', async () => {
    const fr = JSON.parse(readFileSync(frFile, 'utf8')) as Record<string, unknown>;
    for (const [key, call] of [
      ['errors.notFound', () => dropDown({ type: 7, warehouseCode: 'XX' }, { 'accept-language': 'fr' })],
      ['errors.notSignedIn', () => s.request('GET', '/api/system/allCurrency', { headers: { 'accept-language': 'fr-FR' } })],
      ['validation.emailInvalid', () => s.request('POST', '/api/store/open/forgetPassword', { body: { email: 'a..b@x.com' }, headers: { 'accept-language': 'fr' } })],
      ['errors.incorrectCredentials', () => s.request('POST', '/api/oauth/login', { body: { account: DEMO.email, password: 'nope' }, headers: { 'language-id': '4' } })],
    ] as const) {
      const answer = await call();
      const expected = formatMessage(fr, key);
      assert.ok(expected, `fr.json has ${key}`);
      assert.notEqual(expected, formatMessage(englishMessages, key), `${key} is translated`);
      assert.equal(answer.body.message, expected, key);
    }
  });
  test('an unsupported language falls back to English', async () => {
    const answer = await dropDown({ type: 7, warehouseCode: 'XX' }, { 'accept-language': 'xx-YY' });
    expectFailure(answer, 404, 40400, 'Sorry, No Data Found');
    assert.equal(expectOk(await dropDown({ type: 7, warehouseCode: 'US' }, { 'accept-language': 'xx' }))[0]?.name, 'United States');
  });
});

describe('transport', () => {
  test('an unknown API path is a 404 envelope, signed in or not', async () => {
    const operator = await s.adminLogin();
    for (const [method, path, auth] of [
      ['GET', '/api/nope', undefined],
      ['GET', '/api/store/nope', 'garbage'],
      ['POST', '/api/store/open/nope', undefined],
      ['GET', '/api/admin/nope', token],
      ['DELETE', '/api/store/user/1', token],
      ['GET', '/api/admin/nope', operator.token],
      ['GET', '/not-api', undefined],
    ] as const) {
      expectFailure(await s.request(method, path, { token: auth }), 404, 40400, /cannot be found/);
    }
  });

  test('a percent-encoded path is routed like the plain one, and is guarded like it', async () => {
    // '/%61pi/...' reaches the '/api/...' routes; access must follow the route, not the raw URL.
    for (const path of ['/%61pi/system/allCurrency', '/%61pi/system/countryList', '/%61pi/system/dropDownInfo?type=3', '/api/%73ystem/allCurrency']) {
      expectFailure(await s.request('GET', path), 401, 40100);
    }
    assert.equal(expectOk(await s.request('GET', '/%61pi/system/allCurrency', { token })).length, 6);
    const operator = await s.adminLogin();
    expectFailure(await s.request('GET', '/%61pi/system/allCurrency', { token: operator.token }), 403, 40300);
  });

  test('a malformed body is a 400 envelope, never a 500', async () => {
    expectFailure(await s.request('POST', '/api/oauth/login', { rawBody: '{"account": "demo@threadway.shop",' }), 400, 40000, 'The request is not valid.');
    expectFailure(await s.request('POST', '/api/store/user/behaviorConfig', { token, rawBody: '{nope}' }), 400, 40000);
    expectFailure(await s.request('POST', '/api/oauth/login', { rawBody: '' }), 400, 40000);
    expectFailure(await s.request('POST', '/api/oauth/login', { rawBody: 'null' }), 400, 40000);
    const form = await s.request('POST', '/api/oauth/login', { rawBody: 'account=a&password=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expectFailure(form, 415, 41500);
    const huge = await s.request('POST', '/api/oauth/login', { rawBody: JSON.stringify({ account: 'x'.repeat(1_100_000), password: 'x' }) });
    expectFailure(huge, 413, 41300);
  });

  test('processingPopup, visitor ticket, ip, request id', async () => {
    assert.deepEqual(expectOk(await s.request('GET', '/api/message/open/processingPopup')), { processing: false, message: null });
    const a = expectOk(await s.request('GET', '/api/system/open/visitor'));
    const b = expectOk(await s.request('GET', '/api/system/open/visitor'));
    assert.notEqual(a.ticket, b.ticket);
    assert.deepEqual(expectOk(await s.request('GET', '/api/system/open/ip', { ip: '203.0.113.7' })), { ip: '203.0.113.7', countryCode: null });
    assert.equal(expectOk(await s.request('GET', '/api/system/open/ip', { headers: { 'cf-ipcountry': 'GB' } })).countryCode, 'GB');
    assert.equal(expectOk(await s.request('GET', '/api/system/open/ip', { headers: { 'cf-ipcountry': 'gb<script>' } })).countryCode, null);
    const traced = await s.request('GET', '/api/message/open/processingPopup', { headers: { 'x-request-id': 'trace-123' } });
    assert.equal(traced.headers.get('x-request-id'), 'trace-123');
  });

  test('the server runs on the database the environment names', async () => {
    assert.equal(s.kind, process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    const result = (await s.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const [row] = result.rows;
    if (s.kind === 'postgres') assert.match(row!.name, /^tw_test_[0-9a-f]{12}$/);
  });

  test('the API reference is public', async () => {
    const docs = await s.request('GET', '/api/docs/json');
    assert.equal(docs.status, 200);
    assert.ok(docs.body.paths['/api/oauth/login'], 'sign-in is documented');
  });
});
