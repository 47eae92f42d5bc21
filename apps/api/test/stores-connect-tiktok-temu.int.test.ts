import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { stores } from '../src/db/schema/index.ts';
import { TEST_STORE_SECRETS_KEY } from '../src/platform/config.ts';
import { STORE_AUTH_SWEEP_JOB } from '../src/modules/stores/auth-sweep.ts';
import { TIKTOK_WEBHOOK_EVENTS, TIKTOK_WEBHOOK_PATH } from '../src/modules/stores/platforms/tiktok-shop/adapter.ts';
import type { PlatformCredentials } from '../src/modules/stores/platforms/platform.ts';
import { platformRegistry } from '../src/modules/stores/platforms/registry.ts';
import { secretBox } from '../src/modules/stores/secrets.ts';
import { expectFailure, expectOk, type SignedUp } from './harness.ts';
import { startMarketplaceWorld, TEMU_APP, TIKTOK_APP, type MarketplaceWorld } from './stores-fixtures.ts';

/**
 * TikTok Shop and Temu connected end to end over HTTP (decision 0020): through their simulators' authorization
 * pages, the store-callback call, Temu's pasted token, the authorization job and TikTok's signed pushes.
 */
let world: MarketplaceWorld;
let seller: SignedUp;
let other: SignedUp;
/** Every answer body, and every token the flows made, to check that none ever left the server. */
const bodies: string[] = [];
const secrets: string[] = [];
const box = secretBox(TEST_STORE_SECRETS_KEY);

before(async () => {
  world = await startMarketplaceWorld();
  seller = await world.server.signUp();
  other = await world.server.signUp();
});
after(() => world?.close());

async function call(method: string, path: string, options: { token?: string; body?: unknown; query?: Record<string, string | number> } = {}) {
  const answer = await world.server.request(method, path, options);
  bodies.push(JSON.stringify(answer.body));
  return answer;
}
const storeList = async (token = seller.token) => expectOk(await call('GET', '/api/store/storeList', { token })) as any[];
const storeOf = async (storeId: number, token = seller.token) => (await storeList(token)).find((row) => row.storeId === storeId);
const rowOf = async (storeId: number) => (await world.server.db.select().from(stores).where(eq(stores.id, storeId)))[0]!;
/** The credentials kept for a store, opened as the stores service does; its tokens join the list looked for in answers and logs. */
async function credentialsOf(storeId: number): Promise<PlatformCredentials> {
  const row = await rowOf(storeId);
  const credentials = box.open(row.credentials!, { userId: row.userId, platform: row.platform });
  secrets.push(credentials.accessToken, ...(credentials.refreshToken ? [credentials.refreshToken] : []));
  return credentials;
}
/** The authorization job as the worker runs it: enqueued now (its own slot), then the due jobs run. */
async function runSweep(...storeIds: number[]) {
  // Each store counts as checked two days ago, so the daily health check is due.
  for (const id of storeIds) await world.server.db.update(stores).set({ lastCheckedAt: new Date(Date.now() - 2 * 86_400_000) }).where(eq(stores.id, id));
  await world.server.app.jobs.enqueue(world.server.db, STORE_AUTH_SWEEP_JOB, {}, { runAt: new Date(), singletonKey: `test-${Math.random()}` });
  assert.ok((await world.server.app.jobs.runDue()) >= 1);
}
const form = (url: string, fields: Record<string, string>, redirect: RequestRedirect = 'manual') =>
  fetch(url, { method: 'POST', redirect, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
const AUTH_INVALID = 'The authorization could not be verified. Please connect the store again.';
const AUTH_EXPIRED = 'The authorization has expired. Please connect the store again.';

/** Fetches TikTok's authorization page at redirectUrl and clicks 'Authorize' as the seller; answers where TikTok sends the browser. */
async function authorizeTikTok(redirectUrl: string, shopName: string, region: string): Promise<URL> {
  const page = await fetch(redirectUrl);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /<button type="submit" name="decision" value="authorize">Authorize<\/button>/);
  const url = new URL(redirectUrl);
  const answer = await form(`${url.origin}${url.pathname}`, { service_id: url.searchParams.get('service_id')!, state: url.searchParams.get('state')!, shop_name: shopName, region, decision: 'authorize' });
  assert.equal(answer.status, 302);
  return new URL(answer.headers.get('location')!);
}
const startTikTok = async (token = seller.token, region = 'GB') => expectOk(await call('POST', '/api/store/tiktok-shop/newStore', { token, body: { storeName: 'My TikTok Shop', storeUrl: region } })).redirectUrl as string;

describe('TikTok Shop through its authorization page', () => {
  let storeId = 0;
  let shopId = '';

  test('newStore answers the authorization page; Authorize sends the browser to our callback page; the callback connects the store', async () => {
    const redirectUrl = await startTikTok();
    const authorize = new URL(redirectUrl);
    assert.equal(`${authorize.origin}${authorize.pathname}`, `${world.tiktok.url}/open/authorize`);
    assert.equal(authorize.searchParams.get('service_id'), TIKTOK_APP.serviceId);
    assert.equal(authorize.searchParams.get('redirect_uri'), null, "TikTok takes the redirect URL from Partner Center, not the query");

    const back = await authorizeTikTok(redirectUrl, 'Threadway Fashion UK', 'GB');
    assert.equal(`${back.origin}${back.pathname}`, `${world.server.baseUrl}/personal-center/store-callback/tiktok-shop`);
    assert.equal(back.searchParams.get('state'), authorize.searchParams.get('state'));
    const store = expectOk(await call('POST', '/api/store/authCallback/tiktok-shop', { token: seller.token, body: { params: Object.fromEntries(back.searchParams) } }), 'Store connected successfully');
    assert.deepEqual(
      { name: store.storeName, url: store.storeUrl, platform: store.platform, code: store.platformCode, name2: store.platformName, authorized: store.authorized, currency: store.currency },
      { name: 'My TikTok Shop', url: 'GB', platform: 'tiktok-shop', code: 'TT', name2: 'TikTok Shop', authorized: true, currency: 'GBP' },
    );
    storeId = store.storeId;

    const shop = world.tiktok.shops().find((s) => s.name === 'Threadway Fashion UK')!;
    shopId = shop.id;
    const row = await rowOf(storeId);
    assert.equal(row.platformShopId, shop.id);
    assert.ok(row.accessTokenExpiresAt!.getTime() > Date.now() + 6.9 * 86_400_000, "the access token's expiry is kept in clear for the job");
    assert.ok(row.refreshTokenExpiresAt!.getTime() > Date.now() + 300 * 86_400_000);
    const credentials = await credentialsOf(storeId);
    assert.deepEqual([credentials.extra.shopId, credentials.extra.shopCipher, typeof credentials.refreshToken], [shop.id, shop.cipher, 'string']);
    assert.equal(row.credentials!.includes(credentials.accessToken), false, 'sealed at rest');
    const address = `${world.server.baseUrl}${TIKTOK_WEBHOOK_PATH}`;
    assert.deepEqual(Object.fromEntries(shop.webhooks), { ORDER_STATUS_CHANGE: address, CANCELLATION_STATUS_CHANGE: address, PRODUCT_STATUS_CHANGE: address, SELLER_DEAUTHORIZATION: address }, 'subscribed on connect');

    const platforms = expectOk(await call('GET', '/api/store/allPlatform', { token: seller.token }));
    assert.deepEqual(platforms.map((p: any) => [p.code, p.platformCode, p.available]), [['shopify', 'SP', true], ['woocommerce', 'WC', true], ['tiktok-shop', 'TT', true], ['temu', 'PD', true]]);

    // The same shop authorized again is the same store (one per seller and shop).
    const again = await authorizeTikTok(await startTikTok(), 'Threadway Fashion UK', 'GB');
    assert.equal(expectOk(await call('POST', '/api/store/authCallback/tiktok-shop', { token: seller.token, body: { params: Object.fromEntries(again.searchParams) } })).storeId, storeId);
    await credentialsOf(storeId);
    assert.equal((await storeList()).filter((row) => row.platform === 'tiktok-shop').length, 1);
  });

  test('a wrong or forged state, a used or forged code, and an unknown region are refused', async () => {
    const back = Object.fromEntries((await authorizeTikTok(await startTikTok(), 'Forged State Shop', 'US')).searchParams);
    expectFailure(await call('POST', '/api/store/authCallback/tiktok-shop', { token: seller.token, body: { params: { ...back, state: 'x'.repeat(32) } } }), 400, 40000, AUTH_EXPIRED);
    expectFailure(await call('POST', '/api/store/authCallback/tiktok-shop', { token: other.token, body: { params: back } }), 400, 40000, AUTH_EXPIRED);
    expectFailure(await call('POST', '/api/store/authCallback/shopify', { token: seller.token, body: { params: back } }), 400, 40000);
    const secondSession = (await world.server.login(seller.email, seller.password)).token;
    expectFailure(await call('POST', '/api/store/authCallback/tiktok-shop', { token: secondSession, body: { params: back } }), 400, 40000, AUTH_EXPIRED);
    expectFailure(await call('POST', '/api/store/authCallback/tiktok-shop', { token: seller.token, body: { params: { state: back.state! } } }), 400, 40000, AUTH_INVALID);

    // A state of this seller's session with a code TikTok never issued (the state is used up by it).
    const forged = Object.fromEntries((await authorizeTikTok(await startTikTok(), 'Forged Code Shop', 'US')).searchParams);
    expectFailure(await call('POST', '/api/store/authCallback/tiktok-shop', { token: seller.token, body: { params: { ...forged, code: 'TTP_forged' } } }), 400, 40000, AUTH_INVALID);
    expectFailure(await call('POST', '/api/store/authCallback/tiktok-shop', { token: seller.token, body: { params: forged } }), 400, 40000, AUTH_EXPIRED);

    expectFailure(await call('POST', '/api/store/tiktok-shop/newStore', { token: seller.token, body: { storeName: 'x', storeUrl: 'Atlantis' } }), 400, 40000, "Please choose the store's region");
    assert.deepEqual((await storeList()).filter((row) => row.platform === 'tiktok-shop').map((row) => row.storeId), [storeId], 'nothing connected by a refused callback');
  });

  test('the authorization job refreshes a token TikTok says expired, and the new token works', async () => {
    const before = await credentialsOf(storeId);
    world.tiktok.expireAccessTokens();
    await runSweep(storeId);
    const store = await storeOf(storeId);
    assert.deepEqual([store.authorized, store.unauthorizedReason], [true, null]);
    const fresh = await credentialsOf(storeId);
    assert.notEqual(fresh.accessToken, before.accessToken);
    assert.equal(fresh.extra.shopCipher, before.extra.shopCipher, 'the shop is kept');
    const adapter = platformRegistry(world.server.config, (url, init) => fetch(url, init)).get('tiktok-shop')!;
    assert.deepEqual(await adapter.checkHealth({ storeUrl: 'GB', credentials: fresh }), { ok: true });
    const stale = await adapter.checkHealth({ storeUrl: 'GB', credentials: before });
    assert.deepEqual([stale.ok, !stale.ok && stale.reason], [false, 'unauthorized'], 'the old token is dead');

    // A token expiring within the hour by our own clock is refreshed ahead of time.
    await world.server.db.update(stores).set({ accessTokenExpiresAt: new Date(Date.now() + 10 * 60_000) }).where(eq(stores.id, storeId));
    await runSweep();
    assert.notEqual((await credentialsOf(storeId)).accessToken, fresh.accessToken);
    assert.ok((await rowOf(storeId)).accessTokenExpiresAt!.getTime() > Date.now() + 6.9 * 86_400_000);
  });

  test('a push with a bad signature is 401 and changes nothing', async () => {
    const body = JSON.stringify({ type: 6, tts_notification_id: '1', shop_id: shopId, timestamp: Math.floor(Date.now() / 1000), data: {} });
    for (const authorization of ['0'.repeat(64), '', 'not-hex']) {
      const answer = await fetch(`${world.server.baseUrl}${TIKTOK_WEBHOOK_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) }, body });
      assert.equal(answer.status, 401, authorization);
    }
    assert.equal((await storeOf(storeId)).authorized, true, 'a forged deauthorization changes nothing');
  });

  test("the seller's deauthorization push makes the store Unauthorized; Reauthorize brings the same shop back", async () => {
    await world.tiktok.emitWebhook(shopId, 'ORDER_STATUS_CHANGE', { order_id: '576', order_status: 'AWAITING_SHIPMENT' });
    assert.equal((await storeOf(storeId)).authorized, true, 'an order push is only acknowledged');
    await world.tiktok.deauthorize(shopId);
    const store = await storeOf(storeId);
    assert.deepEqual([store.authorized, store.unauthorizedReason], [false, 'deauthorized']);
    assert.equal((await rowOf(storeId)).credentials, null, 'the revoked tokens are dropped');

    const { redirectUrl, authorized } = expectOk(await call('GET', `/api/store/reauthorize/${storeId}`, { token: seller.token }));
    assert.equal(authorized, false);
    // Another shop is not a reauthorization of this one.
    const wrong = await authorizeTikTok(redirectUrl, 'Some Other Shop', 'GB');
    expectFailure(await call('POST', '/api/store/authCallback/tiktok-shop', { token: seller.token, body: { params: Object.fromEntries(wrong.searchParams) } }), 400, 40000, AUTH_INVALID);
    const again = expectOk(await call('GET', `/api/store/reauthorize/${storeId}`, { token: seller.token }));
    const back = await authorizeTikTok(again.redirectUrl, 'Threadway Fashion UK', 'GB');
    const restored = expectOk(await call('POST', '/api/store/authCallback/tiktok-shop', { token: seller.token, body: { params: Object.fromEntries(back.searchParams) } }));
    assert.deepEqual([restored.storeId, restored.authorized, restored.unauthorizedReason], [storeId, true, null]);
    await credentialsOf(storeId);
  });

  test('a revoked authorization found by the job makes the store Unauthorized', async () => {
    const back = await authorizeTikTok(await startTikTok(other.token, 'US'), 'Revoked Shop', 'US');
    const store = expectOk(await call('POST', '/api/store/authCallback/tiktok-shop', { token: other.token, body: { params: Object.fromEntries(back.searchParams) } }));
    await credentialsOf(store.storeId);
    const shop = world.tiktok.shops().find((s) => s.name === 'Revoked Shop')!;
    shop.webhooks.clear(); // the push is lost: the job must find out by itself
    await world.tiktok.deauthorize(shop.id);
    await runSweep(store.storeId);
    const after = await storeOf(store.storeId, other.token);
    assert.deepEqual([after.authorized, after.unauthorizedReason], [false, 'revoked']);
  });

  test("another seller's store is 404; removing the store unsubscribes its webhooks", async () => {
    for (const [method, path, body] of [
      ['GET', `/api/store/reauthorize/${storeId}`],
      ['GET', `/api/store/storeSettingDetail/${storeId}`],
      ['PUT', '/api/store/storeStatus', { storeId, enabled: false }],
      ['DELETE', `/api/store/store/${storeId}`],
    ] as const) {
      expectFailure(await call(method, path, { token: other.token, body }), 404);
    }
    assert.equal(world.tiktok.shops().find((s) => s.id === shopId)!.webhooks.size, TIKTOK_WEBHOOK_EVENTS.length);
    expectOk(await call('DELETE', `/api/store/store/${storeId}`, { token: seller.token }), 'Store removed');
    assert.equal(world.tiktok.shops().find((s) => s.id === shopId)!.webhooks.size, 0, 'unsubscribed at TikTok');
    expectFailure(await call('GET', `/api/store/storeSettingDetail/${storeId}`, { token: seller.token }), 404);
  });
});

describe('Temu by pasted access token and by callback code', () => {
  /** Seller Center's manual authorization: the page shows the token for the seller to copy. */
  async function pastedToken(storeName: string, region: string) {
    const page = await (await form(`${world.temu.url}/open-platform/client-manage`, { app_key: TEMU_APP.appKey, shop_name: storeName, region, decision: 'manual' })).text();
    const token = /<code id="access-token">([^<]+)<\/code>/.exec(page)![1]!;
    secrets.push(token);
    return token;
  }
  const bind = (body: Record<string, unknown>, token = seller.token) => call('POST', '/api/store/tokenBind', { token, body: { platform: 'PD', storeName: 'My Temu', region: 'us', ...body } });
  let pastedId = 0;
  let callbackId = 0;

  test('a wrong token is refused with a clear 4xx; the pasted token connects the mall', async () => {
    const accessToken = await pastedToken('Threadway US Mall', 'us');
    const refused = await bind({ accessToken: `${accessToken.slice(0, -4)}0000` });
    expectFailure(refused, 400, 40000, 'The platform refused this access token. Please authorize the app in Seller Center again and paste the new access token.');
    assert.equal(refused.body.data.field, 'accessToken');
    expectFailure(await bind({ accessToken, region: 'mars' }), 400, 40000, "Please choose the store's region");
    expectFailure(await bind({ accessToken: ' ' }), 400, 40000, 'Please enter the Access Token');
    expectFailure(await bind({ accessToken, platform: 'woocommerce' }), 400, 40000, 'This platform cannot be connected yet.');
    const store = expectOk(await bind({ accessToken }), 'Store connected successfully');
    assert.deepEqual(
      { platform: store.platform, code: store.platformCode, url: store.storeUrl, currency: store.currency, authorized: store.authorized },
      { platform: 'temu', code: 'PD', url: 'us', currency: 'USD', authorized: true },
    );
    pastedId = store.storeId;
    const mall = world.temu.malls().find((m) => m.name === 'Threadway US Mall')!;
    assert.equal((await rowOf(pastedId)).platformShopId, String(mall.mallId));
    assert.equal((await credentialsOf(pastedId)).extra.mallId, String(mall.mallId));
    // Pasting the mall's token again refreshes the same store.
    assert.equal(expectOk(await bind({ accessToken: await pastedToken('Threadway US Mall', 'us') })).storeId, pastedId);
    assert.deepEqual(expectOk(await call('GET', '/api/store/storeSelect', { token: seller.token, query: { platformCode: 'PD' } })), [{ storeId: pastedId, storeName: 'My Temu' }]);
  });

  test("callback authorization: Seller Center's page → our callback page → the code exchanged", async () => {
    const { redirectUrl } = expectOk(await call('POST', '/api/store/temu/newStore', { token: seller.token, body: { storeName: 'My Temu EU', storeUrl: 'EU' } }));
    const authorize = new URL(redirectUrl);
    assert.equal(`${authorize.origin}${authorize.pathname}`, `${world.temu.url}/open-platform/client-manage`);
    assert.equal(authorize.searchParams.get('app_key'), TEMU_APP.appKey);
    assert.match(await (await fetch(redirectUrl)).text(), /value="callback">Authorize<\/button>/);
    const answer = await form(`${world.temu.url}/open-platform/client-manage`, { app_key: TEMU_APP.appKey, state: authorize.searchParams.get('state')!, shop_name: 'Threadway EU Mall', region: 'eu', decision: 'callback' });
    assert.equal(answer.status, 302);
    const back = new URL(answer.headers.get('location')!);
    assert.equal(`${back.origin}${back.pathname}`, `${world.server.baseUrl}/personal-center/store-callback/temu`);
    const params = Object.fromEntries(back.searchParams);

    expectFailure(await call('POST', '/api/store/authCallback/temu', { token: other.token, body: { params } }), 400, 40000, AUTH_EXPIRED);
    expectFailure(await call('POST', '/api/store/authCallback/temu', { token: seller.token, body: { params: { ...params, state: 'forged-state' } } }), 400, 40000, AUTH_EXPIRED);
    const store = expectOk(await call('POST', '/api/store/authCallback/temu', { token: seller.token, body: { params } }), 'Store connected successfully');
    assert.deepEqual([store.platform, store.storeUrl, store.currency, store.authorized], ['temu', 'eu', 'EUR', true]);
    callbackId = store.storeId;
    assert.equal((await credentialsOf(callbackId)).refreshToken, undefined, 'Temu tokens are not refreshed');
    expectFailure(await call('POST', '/api/store/authCallback/temu', { token: seller.token, body: { params } }), 400, 40000, AUTH_EXPIRED);
  });

  test('a revoked token and an expired one make the stores Unauthorized by the job; Reauthorize opens Seller Center', async () => {
    const mall = world.temu.malls().find((m) => m.name === 'Threadway US Mall')!;
    world.temu.revoke(mall.mallId);
    await runSweep(pastedId);
    assert.deepEqual([(await storeOf(pastedId)).authorized, (await storeOf(pastedId)).unauthorizedReason, (await storeOf(callbackId)).authorized], [false, 'revoked', true]);
    assert.equal((await rowOf(pastedId)).credentials, null);

    world.temu.expireTokens();
    await runSweep(callbackId);
    assert.equal((await storeOf(callbackId)).authorized, false);

    const again = expectOk(await call('GET', `/api/store/reauthorize/${pastedId}`, { token: seller.token }));
    assert.equal(new URL(again.redirectUrl).pathname, '/open-platform/client-manage');
    // Or the seller pastes a new token of the same mall: the same store is authorized again.
    const restored = expectOk(await bind({ accessToken: await pastedToken('Threadway US Mall', 'us') }));
    assert.deepEqual([restored.storeId, restored.authorized], [pastedId, true]);
  });

  test("another seller's Temu store is 404", async () => {
    for (const [method, path, body] of [
      ['GET', `/api/store/reauthorize/${pastedId}`],
      ['GET', `/api/store/storeSettingDetail/${callbackId}`],
      ['PUT', '/api/store/storeStatus', { storeId: pastedId, enabled: false }],
      ['DELETE', `/api/store/store/${callbackId}`],
    ] as const) {
      expectFailure(await call(method, path, { token: other.token, body }), 404);
    }
    expectFailure(await call('GET', '/api/store/storeCurrency', { token: other.token, query: { storeId: pastedId } }), 404);
    assert.deepEqual((await storeList(other.token)).filter((row) => row.platform === 'temu'), []);
  });
});

test('no token, app secret or sealed credentials in any answer or log line', async () => {
  assert.ok(secrets.length >= 8, 'the flows above made tokens');
  assert.ok(world.logs.length > 20, 'the log was captured');
  const everything = [...bodies, ...world.logs].join('\n');
  for (const secret of [...new Set(secrets), TIKTOK_APP.appSecret, TEMU_APP.appSecret]) assert.equal(everything.includes(secret), false, `a secret (${secret.slice(0, 6)}…) leaked`);
  const sealed = await world.server.db.select({ credentials: stores.credentials }).from(stores);
  for (const { credentials } of sealed) if (credentials) assert.equal(everything.includes(credentials.slice(3, 40)), false);
});
