import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { PlatformError } from '../platform.ts';
import { tiktokClient } from './client.ts';
import { authorizedShopsSchema, tokenSchema } from './schemas.ts';
import { requestSignature } from './signing.ts';

const NOW = 1_780_000_000_000;
const options = { appKey: 'app_k', appSecret: 'secret_s', apiUrl: 'https://api.example', tokenUrl: 'https://auth.example', now: () => NOW };
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const shops = { shops: [{ id: '7494', name: 'Demo', region: 'GB', seller_type: 'LOCAL', cipher: 'GCP_x', code: 'GBLC1' }] };

async function failure(answer: Response): Promise<PlatformError> {
  const client = tiktokClient(options, async () => answer);
  const error = await client.call(authorizedShopsSchema, { method: 'GET', path: '/authorization/202309/shops', accessToken: 't' }).catch((e: unknown) => e);
  assert.ok(error instanceof PlatformError, String(error));
  return error;
}

test('a signed call: app_key, timestamp and sign in the query, the token in x-tts-access-token, the body signed as sent', async () => {
  const seen: { url: string; init: RequestInit }[] = [];
  const client = tiktokClient(options, async (url, init) => {
    seen.push({ url, init });
    return json({ code: 0, message: 'Success', request_id: 'r', data: {} });
  });
  await client.call(z.unknown(), {
    method: 'PUT',
    path: '/event/202309/webhooks',
    accessToken: 'TTP_token',
    query: { shop_cipher: 'GCP_x' },
    body: { address: 'https://threadway.example/hook', event_type: 'ORDER_STATUS_CHANGE' },
  });
  const url = new URL(seen[0]!.url);
  assert.equal(url.origin + url.pathname, 'https://api.example/event/202309/webhooks');
  assert.equal(url.searchParams.get('timestamp'), String(NOW / 1000));
  assert.equal(url.searchParams.get('access_token'), null);
  const query = { app_key: 'app_k', shop_cipher: 'GCP_x', timestamp: String(NOW / 1000) };
  assert.equal(url.searchParams.get('sign'), requestSignature('secret_s', '/event/202309/webhooks', query, String(seen[0]!.init.body)));
  assert.equal((seen[0]!.init.headers as Record<string, string>)['x-tts-access-token'], 'TTP_token');
  assert.equal(seen[0]!.init.body, '{"address":"https://threadway.example/hook","event_type":"ORDER_STATUS_CHANGE"}');
});

test('token exchange reads Unix-second expiries and sends the grant on the auth host', async () => {
  let asked = '';
  const client = tiktokClient(options, async (url) => {
    asked = url;
    return json({ code: 0, message: 'success', data: { access_token: 'ROW_a', access_token_expire_in: 1_780_604_800, refresh_token: 'ROW_r', refresh_token_expire_in: 1_811_536_000, open_id: 'o1', seller_name: 'Demo' } });
  });
  const token = await client.token({ authCode: 'code1' });
  assert.equal(token.access_token_expire_in, 1_780_604_800);
  const url = new URL(asked);
  assert.equal(url.pathname, '/api/v2/token/get');
  assert.equal(url.searchParams.get('grant_type'), 'authorized_code');
  assert.equal(url.searchParams.get('auth_code'), 'code1');
});

test('error codes map to the PlatformError kinds', async () => {
  assert.equal((await failure(json({ code: 105002, message: 'Expired credentials. The `access_token` or `x-tts-access-token` header has expired.' }, 401))).kind, 'unauthorized');
  assert.equal((await failure(json({ code: 36009004, message: 'Invalid credentials. The `x-tts-access-token` header is invalid.' }, 401))).kind, 'unauthorized');
  assert.equal((await failure(json({ code: 106001, message: "Invalid credentials. The 'sign' query parameter is invalid." }, 401))).kind, 'rejected');
  assert.equal((await failure(json({ code: 36009004, message: 'Invalid timestamp. The value of the `timestamp` query parameter must not be earlier than 5 minutes before the current time.' }))).kind, 'rejected');
  const limited = await failure(json({ code: 36009002, message: 'Too many requests.' }, 429, { 'retry-after': '3' }));
  assert.equal(limited.kind, 'rate_limited');
  assert.equal(limited.retryAfterMs, 3000);
  assert.equal((await failure(json({ code: 36009002, message: 'Too many requests.' }, 429))).retryAfterMs, 1000);
  assert.equal((await failure(json({ code: 36009003, message: 'Internal error.' }))).kind, 'unavailable');
  assert.equal((await failure(new Response('<html>Bad gateway</html>', { status: 502 }))).kind, 'unavailable');
  assert.equal((await failure(json({ code: 0, message: 'Success', data: { shops: [{ id: '1', region: 'US' }] } }))).kind, 'rejected', 'a shop without cipher is not a payload we can use');
  const unreachable = await tiktokClient(options, async () => Promise.reject(new Error('ECONNREFUSED')))
    .token({ refreshToken: 'r' })
    .catch((e: unknown) => e);
  assert.ok(unreachable instanceof PlatformError && unreachable.kind === 'unavailable');
});

test('schemas: the shops payload keeps cipher, id and region', () => {
  const parsed = authorizedShopsSchema.parse(shops);
  assert.deepEqual(parsed.shops[0], shops.shops[0]);
  assert.equal(tokenSchema.safeParse({ access_token: 'a', refresh_token: 'r', access_token_expire_in: -1, refresh_token_expire_in: 1 }).success, false);
});
