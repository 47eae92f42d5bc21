import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { formatMessage } from '@threadway/contracts';
import { DEMO, expectFailure, expectOk, randomIp, useTestServer } from './harness.ts';

/** A server whose general limit is 5 requests a minute, so the ceiling is reached quickly. */
const LIMIT = 5;
const TOO_FREQUENT = 'Requests are too frequent, Please try again later.';

const s = useTestServer({ rateLimitPerMinute: LIMIT });

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
});
