import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTemuSimulator, type TemuSimulator } from '../../../tools/simulators/temu/server.ts';
import { createTemuPlatform } from '../src/modules/stores/platforms/temu/adapter.ts';
import { PlatformError, type StoreConnection } from '../src/modules/stores/platforms/platform.ts';

/** The Temu adapter against its simulator over real HTTP: no app server needed. */

const app = { appKey: 'temu_app_test', appSecret: 'temu_secret_test' };
const REDIRECT = 'https://threadway.example/api/store/open/temu/callback';
let simulator: TemuSimulator;
const http = (url: string, init: RequestInit) => fetch(url, init);
const platformOf = (appSecret = app.appSecret, url = simulator.url) => createTemuPlatform({ ...app, appSecret, apiUrl: url, authUrl: url }, http);
const connectionOf = (shop: { storeUrl: string; credentials: StoreConnection['credentials'] }): StoreConnection => ({ storeUrl: shop.storeUrl, credentials: shop.credentials });

before(async () => {
  simulator = await startTemuSimulator({ port: 0, ...app, redirectUrl: REDIRECT });
});
after(async () => {
  await simulator?.close();
});

/** Submits the simulator's Seller Center form as a browser would. */
const submit = (form: Record<string, string>) =>
  fetch(`${simulator.url}/open-platform/client-manage`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ app_key: app.appKey, ...form }),
  });

async function manualToken(storeName: string, region: string) {
  const page = await (await submit({ shop_name: storeName, region, decision: 'manual' })).text();
  return /<code id="access-token">([^<]+)<\/code>/.exec(page)![1]!;
}

test('callback authorization: authorize page → code → bg.open.accesstoken.create → the mall, its region and token expiry', async () => {
  const platform = platformOf();
  const authorizationUrl = platform.authorizationUrl!({ state: 'st_9', redirectUri: REDIRECT });
  const page = await fetch(authorizationUrl);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /value="callback">Authorize<\/button>/);
  assert.equal((await fetch(authorizationUrl.replace(app.appKey, 'someone_else'))).status, 400);

  const response = await submit({ state: 'st_9', shop_name: 'Threadway EU', region: 'eu', decision: 'callback' });
  assert.equal(response.status, 302);
  const back = new URL(response.headers.get('location')!);
  assert.equal(back.origin + back.pathname, REDIRECT);
  const code = back.searchParams.get('code')!;
  const shop = await platform.exchangeCode!({ code, shop: 'eu', redirectUri: REDIRECT });
  const mall = simulator.malls().find((m) => m.name === 'Threadway EU')!;
  assert.equal(shop.platformShopId, String(mall.mallId));
  assert.equal(shop.storeUrl, 'eu');
  assert.deepEqual(shop.credentials.extra, { mallId: String(mall.mallId), region: 'eu' });
  assert.ok(((shop.credentials.accessTokenExpiresAt?.getTime() ?? 0) - Date.now()) / 86_400_000 > 364);
  assert.equal(shop.credentials.refreshToken, undefined);

  assert.equal(await platform.getCurrency(connectionOf(shop)), 'EUR');
  const reused = await platform.exchangeCode!({ code, shop: 'eu', redirectUri: REDIRECT }).catch((e: unknown) => e);
  assert.ok(reused instanceof PlatformError && reused.kind === 'unauthorized', String(reused));
});

test('manual authorization: a pasted token is checked with a real call; a made-up one is refused', async () => {
  const platform = platformOf();
  const token = await manualToken('Threadway US', 'us');
  const shop = await platform.connectWithToken({ accessToken: token, region: 'us' });
  const mall = simulator.malls().find((m) => m.name === 'Threadway US')!;
  assert.equal(shop.platformShopId, String(mall.mallId));
  assert.equal(shop.credentials.accessToken, token);
  const made = await platform.connectWithToken({ accessToken: 'upl_not_a_token', region: 'us' }).catch((e: unknown) => e);
  assert.ok(made instanceof PlatformError && made.kind === 'unauthorized', String(made));
});

test('health, currency by region, top-level categories, no tags, no refresh, webhooks never trusted', async () => {
  const platform = platformOf();
  const connection = connectionOf(await platform.connectWithToken({ accessToken: await manualToken('Threadway US', 'us'), region: 'us' }));
  assert.deepEqual(await platform.checkHealth(connection), { ok: true });
  assert.equal(await platform.getCurrency(connection), 'USD');
  assert.deepEqual(
    await platform.listCollections(connection),
    [
      { id: '601152', name: 'Womenswear & Underwear' },
      { id: '824328', name: 'Menswear & Underwear' },
      { id: '802184', name: 'Kids\u2019 Fashion' },
      { id: '605196', name: 'Fashion Accessories' },
    ],
  );
  assert.deepEqual(await platform.listTags(connection), []);
  const storefront = await fetch(`${simulator.url}/mall/${connection.credentials.extra.mallId}`);
  assert.equal(storefront.status, 200);
  assert.match(await storefront.text(), /Threadway US[\s\S]*No products listed yet\.[\s\S]*No orders yet\./);
  assert.equal(platform.refresh, undefined);
  assert.equal(platform.subscribeWebhooks, undefined);
  assert.equal(platform.verifyWebhook({ headers: { 'content-type': 'application/json' }, rawBody: Buffer.from('{"event":"bg_order_status_change_event"}') }), false);
});

test('an expired token and a revoked authorization both make the store unauthorized', async () => {
  const platform = platformOf();
  const revokedShop = await platform.connectWithToken({ accessToken: await manualToken('To Revoke', 'global'), region: 'global' });
  simulator.revoke(Number(revokedShop.platformShopId));
  const revoked = await platform.checkHealth(connectionOf(revokedShop));
  assert.equal(!revoked.ok && revoked.reason, 'unauthorized');
  assert.match(!revoked.ok ? revoked.detail : '', /3000031/);

  const expiring = connectionOf(await platform.connectWithToken({ accessToken: await manualToken('To Expire', 'us'), region: 'us' }));
  simulator.expireTokens();
  const expired = await platform.checkHealth(expiring);
  assert.equal(!expired.ok && expired.reason, 'unauthorized');
  assert.match(!expired.ok ? expired.detail : '', /3000034/);
});

test('a wrong sign is refused by the simulator with errorCode 3000001, and is not called unauthorized', async () => {
  const token = await manualToken('Sign Check', 'us');
  const body = { type: 'bg.open.accesstoken.info.get', app_key: app.appKey, access_token: token, timestamp: Math.floor(Date.now() / 1000), data_type: 'JSON', sign: '0'.repeat(32) };
  const response = await fetch(`${simulator.url}/openapi/router`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  assert.deepEqual(
    await response.json().then((b) => ({ success: (b as { success: boolean }).success, errorCode: (b as { errorCode: number }).errorCode })),
    { success: false, errorCode: 3000001 },
  );
  const health = await platformOf('wrong_secret').checkHealth({ storeUrl: 'us', credentials: { accessToken: token, extra: { region: 'us' } } });
  assert.equal(!health.ok && health.reason, 'unreachable');
  assert.match(!health.ok ? health.detail : '', /3000001/);
});

test('more than the app key may make in a second is answered rate_limited (errorCode 4000004) with a back-off', async () => {
  const limited = await startTemuSimulator({ port: 0, ...app, qps: 2 });
  try {
    const platform = platformOf(app.appSecret, limited.url);
    const connection: StoreConnection = { storeUrl: 'us', credentials: { accessToken: limited.issueToken('Busy'), extra: { region: 'us' } } };
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => platform.listCollections(connection)));
    const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason);
    assert.equal(refused.length, 3);
    for (const error of refused) {
      assert.ok(error instanceof PlatformError && error.kind === 'rate_limited', String(error));
      assert.equal(error.retryAfterMs, 1000);
    }
  } finally {
    await limited.close();
  }
});
