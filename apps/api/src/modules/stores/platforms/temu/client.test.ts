import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PlatformError } from '../platform.ts';
import { temuClient } from './client.ts';
import { categoriesSchema, tokenCreateSchema, tokenInfoSchema } from './schemas.ts';
import { temuSignature } from './signing.ts';

const options = { appKey: 'app_k', appSecret: 'secret_s', now: () => 1_780_000_000_000 };
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function failure(response: Response): Promise<PlatformError> {
  const error = await temuClient(options, async () => response)
    .call(tokenInfoSchema, { type: 'bg.open.accesstoken.info.get', region: 'us', accessToken: 't' })
    .catch((e: unknown) => e);
  assert.ok(error instanceof PlatformError, String(error));
  return error;
}

test('posts the signed JSON body to the region router; the text sent is the text signed', async () => {
  const seen: { url: string; body: string }[] = [];
  const client = temuClient(options, async (url, init) => {
    seen.push({ url, body: String(init.body) });
    return answer({ success: true, errorCode: 1000000, requestId: 'eu-1', result: { goodsCatsList: [{ catId: 26116, catName: 'Women’s Clothing', leaf: false, catType: 0 }] } });
  });
  const result = await client.call(categoriesSchema, { type: 'bg.local.goods.cats.get', region: 'eu', accessToken: 'tok', params: { parentCatId: 0, filter: { names: ['a'], on: true } } });
  assert.deepEqual(result.goodsCatsList[0], { catId: '26116', catName: 'Women’s Clothing', leaf: false, catType: 0 });
  assert.equal(seen[0]!.url, 'https://openapi-b-eu.temu.com/openapi/router');
  const { sign, ...sent } = JSON.parse(seen[0]!.body) as Record<string, unknown>;
  assert.deepEqual(
    { type: sent.type, app_key: sent.app_key, access_token: sent.access_token, timestamp: sent.timestamp, data_type: sent.data_type },
    { type: 'bg.local.goods.cats.get', app_key: 'app_k', access_token: 'tok', timestamp: 1_780_000_000, data_type: 'JSON' },
  );
  assert.equal(sign, temuSignature('secret_s', sent));
  assert.equal(JSON.stringify(sent.filter), '{"names":["a"],"on":true}');
});

test('a configured router (the simulator) serves every region', async () => {
  let asked = '';
  await temuClient({ ...options, apiUrl: 'http://127.0.0.1:9/' }, async (url) => {
    asked = url;
    return answer({ success: true, errorCode: 1000000, result: { accessToken: 'a', mallId: 634418212345678, expiredTime: 1_800_000_000 } });
  }).call(tokenCreateSchema, { type: 'bg.open.accesstoken.create', region: 'global', accessToken: 'code', params: { code: 'code' } });
  assert.equal(asked, 'http://127.0.0.1:9/openapi/router');
});

test('errorCode maps to the PlatformError kinds', async () => {
  const fail = (errorCode: number, errorMsg: string) => failure(answer({ success: false, errorCode, errorMsg, requestId: 'us-x' }));
  assert.equal((await fail(3000001, 'SIGN_UNVALID')).kind, 'rejected');
  assert.equal((await fail(3000034, 'access_token is expired or have been refreshed')).kind, 'unauthorized');
  assert.equal((await fail(3000031, 'access_token not exists.')).kind, 'unauthorized');
  assert.equal((await fail(110020002, 'Invalid code, please check and try again.')).kind, 'unauthorized');
  assert.equal((await fail(3000012, 'timestamp is expired.')).kind, 'rejected');
  const limited = await fail(4000004, 'RATE_LIMIT_EXCEED_EXCEPTION');
  assert.equal(limited.kind, 'rate_limited');
  assert.equal(limited.retryAfterMs, 1000);
  assert.equal((await fail(4000000, 'SYSTEM_EXCEPTION')).kind, 'unavailable');
  assert.equal((await failure(new Response('upstream down', { status: 503 }))).kind, 'unavailable');
  assert.equal((await failure(answer({ success: true, errorCode: 1000000, result: { regionId: 211 } }))).kind, 'rejected', 'no mallId: not a payload we can use');
});

test('schemas: mall ids become text; the token expiry stays Unix seconds', () => {
  const info = tokenInfoSchema.parse({ mallId: 1024, regionId: 211, expiredTime: 1765634102, apiScopeList: ['bg.local.goods.cats.get'] });
  assert.equal(info.mallId, '1024');
  assert.equal(info.expiredTime, 1765634102);
});
