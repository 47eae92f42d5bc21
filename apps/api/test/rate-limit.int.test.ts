import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { formatMessage } from '@threadway/contracts';
import { DEMO, expectFailure, expectOk, randomIp, useTestServer } from './harness.ts';

/** A server whose general limit is 5 requests a minute, so the ceiling is reached quickly. */
const LIMIT = 5;
const TOO_FREQUENT = 'Requests are too frequent, Please try again later.';

/** A tiny built web app (the harness serves none), so that its files can be asked for. */
const webDist = mkdtempSync(path.join(os.tmpdir(), 'tw-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Threadway</title><div id="root"></div>');
writeFileSync(path.join(webDist, 'assets', 'x.js'), 'export const x = 1;');
after(() => rmSync(webDist, { recursive: true, force: true }));

/** Pictures /media/ may draw a minute per address: more than the API's LIMIT, counted apart. */
const DRAWINGS = 8;
const s = useTestServer({ rateLimitPerMinute: LIMIT, env: { WEB_DIST: webDist, MEDIA_RENDERS_PER_MINUTE: String(DRAWINGS) } });
/** The same limits behind no trusted proxy (TRUST_PROXY empty, the default): X-Forwarded-For is anybody's to write. */
const direct = useTestServer({ rateLimitPerMinute: LIMIT, env: { TRUST_PROXY: '' } });

describe('rate limits', () => {
  test('the general limit per address for guests', async () => {
    const ip = randomIp();
    for (let i = 0; i < LIMIT; i++) expectOk(await s.request('GET', '/api/system/open/currencyRate', { query: { forCurrency: 'EUR' }, ip }));
    const limited = await s.request('GET', '/api/system/open/currencyRate', { query: { forCurrency: 'EUR' }, ip });
    expectFailure(limited, 429, 42900, TOO_FREQUENT);
    assert.ok(Number(limited.headers.get('retry-after')) > 0, 'Retry-After tells when to come back');
    // Any public endpoint shares the address's budget; another address has its own.
    expectFailure(await s.request('GET', '/api/system/open/visitor', { ip }), 429, 42900, TOO_FREQUENT);
    expectOk(await s.request('GET', '/api/system/open/currencyRate', { query: { forCurrency: 'EUR' }, ip: randomIp() }));
  });

  test('the 429 message is in the caller language', async () => {
    const fr = JSON.parse(readFileSync(fileURLToPath(new URL('../../../packages/contracts/src/i18n/messages/fr.json', import.meta.url)), 'utf8'));
    const ip = randomIp();
    for (let i = 0; i < LIMIT; i++) await s.request('GET', '/api/message/open/processingPopup', { ip });
    const limited = await s.request('GET', '/api/message/open/processingPopup', { ip, headers: { 'accept-language': 'fr' } });
    expectFailure(limited, 429, 42900, formatMessage(fr, 'errors.tooFrequent'));
    assert.notEqual(limited.body.message, TOO_FREQUENT);
  });

  test('signed-in sellers are counted per account, from whatever address', async () => {
    const a = await s.login(DEMO.email, DEMO.password);
    const ip = randomIp();
    for (let i = 0; i < LIMIT; i++) expectOk(await s.request('GET', `/api/store/user/${a.userId}`, { token: a.token, ip }));
    expectFailure(await s.request('GET', `/api/store/user/${a.userId}`, { token: a.token, ip }), 429, 42900, TOO_FREQUENT);
    expectFailure(await s.request('GET', '/api/system/allCurrency', { token: a.token }), 429, 42900, TOO_FREQUENT);
    // The budget spent was the account's, not the address's.
    const operator = await s.adminLogin();
    expectOk(await s.request('GET', '/api/admin/me', { token: operator.token, ip }));
    expectOk(await s.request('GET', '/api/system/open/visitor', { ip }));
  });

  test('sign-in has its own tighter per-address limit of 20 a minute, apart from the general one', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await s.request('POST', '/api/oauth/login', { body: { account: DEMO.email, password: DEMO.password }, ip })).status);
    assert.deepEqual(statuses.slice(0, 20), Array(20).fill(200), 'more than the general 5 pass');
    assert.equal(statuses[20], 429);
  });

  test('X-Forwarded-For from a client that is not a trusted proxy is ignored: the limit counts the real address', async () => {
    const seen = expectOk(await direct.request('GET', '/api/system/open/ip', { ip: '203.0.113.7' }));
    assert.equal(seen.ip, '127.0.0.1');
    // A new made-up address on every call changes nothing.
    for (let i = 0; i < LIMIT - 1; i++) expectOk(await direct.request('GET', '/api/system/open/currencyRate', { query: { forCurrency: 'EUR' }, ip: randomIp() }));
    expectFailure(await direct.request('GET', '/api/system/open/currencyRate', { query: { forCurrency: 'EUR' }, ip: randomIp() }), 429, 42900, TOO_FREQUENT);
  });

  test('2,000 requests for built files, pictures and pages in a minute from one address all answer 200', async () => {
    const ip = randomIp();
    const paths = ['/assets/x.js', '/media/garments/shirt-solid-1f2a44-ffffff-7.webp', '/mall', '/index.html'];
    const statuses = new Map<number, number>();
    for (let batch = 0; batch < 100; batch++) {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => fetch(new URL(paths[(batch * 20 + i) % paths.length]!, s.baseUrl), { headers: { 'x-forwarded-for': ip } })));
      for (const answer of answers) {
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        await answer.arrayBuffer();
      }
    }
    assert.deepEqual(Object.fromEntries(statuses), { 200: 2000 });
    // None of them spent the address's API budget.
    for (let i = 0; i < LIMIT; i++) expectOk(await s.request('GET', '/api/system/open/visitor', { ip }));
  });

  test('drawing pictures has its own ceiling per address, apart from the API budget', async () => {
    const ip = randomIp();
    // Names never drawn before (the media folder outlives test runs).
    const fresh = () => `/media/garments/dress-dots-${randomBytes(3).toString('hex')}-ffffff-1.webp`;
    const drawn: string[] = [];
    for (let i = 0; i < DRAWINGS; i++) {
      drawn.push(fresh());
      assert.equal((await s.request('GET', drawn[i]!, { ip })).status, 200, `drawing ${i + 1}`);
    }
    expectFailure(await s.request('GET', fresh(), { ip }), 429, 42900, TOO_FREQUENT);
    // A picture already drawn is still served, and the API budget is untouched.
    assert.equal((await s.request('GET', drawn[0]!, { ip })).status, 200);
    expectOk(await s.request('GET', '/api/system/open/visitor', { ip }));
  });

  test('a hashed asset that is not there is a 404, not the app page in its place', async () => {
    const answer = await s.request('GET', '/assets/gone-after-a-deploy.js');
    expectFailure(answer, 404, 40400);
  });
});
