import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { stores } from '../src/db/schema/index.ts';
import { expectFailure, expectOk, type SignedUp } from './harness.ts';
import { installApp, startStoresWorld, type StoresWorld } from './stores-fixtures.ts';
import { STORE_AUTH_SWEEP_JOB } from '../src/modules/stores/auth-sweep.ts';

let world: StoresWorld;
let seller: SignedUp;
let other: SignedUp;
/** Every answer body of this file, to check that no secret ever left the server. */
const bodies: string[] = [];

before(async () => {
  world = await startStoresWorld();
  seller = await world.server.signUp();
  other = await world.server.signUp();
});
after(() => world?.close());

async function call(method: string, path: string, options: { token?: string; body?: unknown; query?: Record<string, string | number> } = {}) {
  const answer = await world.server.request(method, path, options);
  bodies.push(JSON.stringify(answer.body));
  return answer;
}
const params = (url: URL) => Object.fromEntries(url.searchParams);
const startShopify = async (shop: string, token = seller.token) => expectOk(await call('POST', '/api/store/shopify/newStore', { token, body: { storeName: 'My Shopify', storeUrl: shop } })).redirectUrl as string;
const storeList = async (token = seller.token) => expectOk(await call('GET', '/api/store/storeList', { token })) as any[];

describe('Shopify through its OAuth grant', () => {
  let storeId = 0;

  test('newStore answers the install page of the shop; the seller installs; the callback connects the store', async () => {
    const redirectUrl = await startShopify('dress-shop');
    const authorize = new URL(redirectUrl);
    assert.equal(`${authorize.origin}${authorize.pathname}`, `${world.shopify.url}/shops/dress-shop.myshopify.com/admin/oauth/authorize`);
    assert.equal(authorize.searchParams.get('client_id'), 'shopify_app_test');
    assert.equal(authorize.searchParams.get('redirect_uri'), `${world.server.baseUrl}/personal-center/store-callback/shopify`);
    assert.match(await (await fetch(redirectUrl)).text(), /<button type="submit" name="decision" value="install">Install app<\/button>/);

    const back = await installApp(redirectUrl);
    assert.equal(back.pathname, '/personal-center/store-callback/shopify');
    const store = expectOk(await call('POST', '/api/store/authCallback/shopify', { token: seller.token, body: { params: params(back) } }), 'Store connected successfully');
    assert.deepEqual(
      { name: store.storeName, url: store.storeUrl, platform: store.platform, code: store.platformCode, authorized: store.authorized, enabled: store.enabled, currency: store.currency },
      { name: 'My Shopify', url: 'dress-shop.myshopify.com', platform: 'shopify', code: 'SP', authorized: true, enabled: true, currency: 'USD' },
    );
    storeId = store.storeId;
    assert.equal(world.shopify.shop('dress-shop.myshopify.com').webhooks.filter((hook) => hook.topic === 'APP_UNINSTALLED').length, 1, 'app/uninstalled subscribed');

    const platforms = expectOk(await call('GET', '/api/store/allPlatform', { token: seller.token }));
    assert.deepEqual(platforms.map((p: any) => [p.code, p.platformCode, p.available]), [['shopify', 'SP', true], ['woocommerce', 'WC', true], ['tiktok-shop', 'TT', true], ['temu', 'PD', true]]);
    assert.deepEqual(expectOk(await call('GET', '/api/store/userPlatform', { token: seller.token })).map((p: any) => p.code), ['shopify']);
    assert.deepEqual(expectOk(await call('POST', '/api/store/allStore', { token: seller.token })).map((row: any) => row.storeId), [storeId], 'no body: every store');
    assert.deepEqual(expectOk(await call('POST', '/api/store/allStore', { token: seller.token, body: { platform: 'woocommerce' } })), []);

    // The same callback again: its state was used.
    expectFailure(await call('POST', '/api/store/authCallback/shopify', { token: seller.token, body: { params: params(back) } }), 400, 40000, 'The authorization has expired. Please connect the store again.');
  });

  test('a tampered callback is refused: bad HMAC, another seller or session, a foreign shop', async () => {
    const back = params(await installApp(await startShopify('tamper-shop')));
    const refused = 'The authorization could not be verified. Please connect the store again.';
    expectFailure(await call('POST', '/api/store/authCallback/shopify', { token: seller.token, body: { params: { ...back, hmac: back.hmac!.replace(/.$/, (c) => (c === '0' ? '1' : '0')) } } }), 400, 40000, refused);
    expectFailure(await call('POST', '/api/store/authCallback/shopify', { token: seller.token, body: { params: { ...back, code: 'f'.repeat(32) } } }), 400, 40000, refused);
    expectFailure(await call('POST', '/api/store/authCallback/shopify', { token: other.token, body: { params: back } }), 400, 40000, 'The authorization has expired. Please connect the store again.');
    const secondSession = (await world.server.login(seller.email, seller.password)).token;
    expectFailure(await call('POST', '/api/store/authCallback/shopify', { token: secondSession, body: { params: back } }), 400, 40000, 'The authorization has expired. Please connect the store again.');

    // Started for one shop, installed on another: a valid signature, but not the shop the seller named.
    const started = await startShopify('asked-shop');
    const foreign = params(await installApp(started.replace('/shops/asked-shop.myshopify.com/', '/shops/foreign-shop.myshopify.com/')));
    assert.equal(foreign.shop, 'foreign-shop.myshopify.com');
    expectFailure(await call('POST', '/api/store/authCallback/shopify', { token: seller.token, body: { params: foreign } }), 400, 40000, refused);
    assert.equal((await storeList()).filter((row) => row.platform === 'shopify').length, 1, 'nothing connected by a refused callback');
  });

  test("spec 5.4's rules on the shop's domain and the platform", async () => {
    expectFailure(await call('POST', '/api/store/shopify/newStore', { token: seller.token, body: { storeName: 'x', storeUrl: '-shop' } }), 400, 40000, "The default domain may use only English letters, digits, '-' and '_', and must start and end with a letter or digit.");
    expectFailure(await call('POST', '/api/store/shopify/newStore', { token: seller.token, body: { storeName: 'x', storeUrl: 'shop.example.com' } }), 400, 40000, "Please enter the store's myshopify.com domain.");
    expectFailure(await call('POST', '/api/store/nowhere/newStore', { token: seller.token, body: { storeName: 'x', storeUrl: 'shop' } }), 400, 40000, "Please choose your store's platform at first");
    expectFailure(await call('POST', '/api/store/storeBind', { token: seller.token, body: { storeName: 'x', storeUrl: 'shop', consumerKey: 'a', consumerSecret: 'b' } }), 400, 40000, "Please choose your store's platform at first");
  });

  test('settings, status and another seller (404)', async () => {
    const detail = expectOk(await call('GET', `/api/store/storeSettingDetail/${storeId}`, { token: seller.token }));
    assert.equal(detail.defaultShippingMethod, 'original');
    assert.equal(detail.priceRule.base, 'suggestedPrice');
    const { storeName: _, platform: __, ...settings } = detail;
    const saved = expectOk(await call('POST', '/api/store/storeSetting', { token: seller.token, body: { ...settings, taxable: true, currency: 'EUR', defaultShippingMethod: 'Express', syncFields: { ...settings.syncFields, title: true } } }), 'Save store setting successfully');
    assert.equal(saved.taxable, true);
    const reread = expectOk(await call('GET', '/api/listings/storeSetting', { token: seller.token, query: { storeId } }));
    assert.deepEqual([reread.taxable, reread.currency, reread.defaultShippingMethod, reread.syncFields.title], [true, 'EUR', 'Express', true]);
    assert.deepEqual(expectOk(await call('GET', '/api/store/storeCurrency', { token: seller.token, query: { storeId } })), { storeId, currency: 'EUR' });

    expectOk(await call('PUT', '/api/store/storeStatus', { token: seller.token, body: { storeId, enabled: false } }));
    assert.deepEqual(expectOk(await call('GET', '/api/store/storeSelect', { token: seller.token, query: { platformCode: 'SP' } })), [], 'a deactivated store is not offered');
    expectOk(await call('PUT', '/api/store/storeStatus', { token: seller.token, body: { storeId, enabled: true } }));
    assert.deepEqual(expectOk(await call('GET', '/api/store/storeSelect', { token: seller.token, query: { platformCode: 'SP' } })), [{ storeId, storeName: 'My Shopify' }]);
    assert.equal(expectOk(await call('GET', '/api/listings/publications', { token: seller.token }))[0].stores[0].currency, 'EUR');

    for (const [method, path, body] of [
      ['GET', `/api/store/storeSettingDetail/${storeId}`],
      ['POST', '/api/store/storeSetting', { ...settings, storeId }],
      ['PUT', '/api/store/storeStatus', { storeId, enabled: false }],
      ['GET', `/api/store/reauthorize/${storeId}`],
      ['DELETE', `/api/store/store/${storeId}`],
    ] as const) {
      expectFailure(await call(method, path, { token: other.token, body }), 404);
    }
    assert.deepEqual(await storeList(other.token), []);
  });

  test('compliance webhooks answer 401 to a bad HMAC; app/uninstalled makes the store Unauthorized; Reauthorize brings it back', async () => {
    assert.equal(await world.shopify.compliance('dress-shop.myshopify.com', 'customers/redact', 'not-the-secret'), 401);
    assert.equal(await world.shopify.compliance('dress-shop.myshopify.com', 'customers/data_request'), 200);
    const forged = await fetch(`${world.server.baseUrl}/api/store/open/webhooks/shopify`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-shopify-topic': 'app/uninstalled', 'x-shopify-shop-domain': 'dress-shop.myshopify.com', 'x-shopify-hmac-sha256': 'AAAA' }, body: '{}' });
    assert.equal(forged.status, 401);
    assert.equal((await storeList()).find((row) => row.storeId === storeId).authorized, true, 'a forged uninstall changes nothing');

    assert.deepEqual(await world.shopify.uninstall('dress-shop.myshopify.com'), [200]);
    const unauthorized = (await storeList()).find((row) => row.storeId === storeId);
    assert.deepEqual([unauthorized.authorized, unauthorized.unauthorizedReason], [false, 'uninstalled']);
    const [row] = await world.server.db.select().from(stores).where(eq(stores.id, storeId));
    assert.equal(row!.credentials, null, 'the revoked token is dropped');

    const again = expectOk(await call('GET', `/api/store/reauthorize/${storeId}`, { token: seller.token }));
    const store = expectOk(await call('POST', '/api/store/authCallback/shopify', { token: seller.token, body: { params: params(await installApp(again.redirectUrl)) } }));
    assert.deepEqual([store.storeId, store.authorized], [storeId, true]);
  });

  test('a throttled shop is a clear failure, never a 500', async () => {
    const back = params(await installApp(await startShopify('busy-shop')));
    world.shopify.drainBucket('busy-shop.myshopify.com');
    const answer = await call('POST', '/api/store/authCallback/shopify', { token: seller.token, body: { params: back } });
    expectFailure(answer, 400, 40000, 'The store could not be reached. Please check the store URL and try again.');
  });

  test('removing a store unsubscribes its webhooks and deletes it', async () => {
    expectOk(await call('DELETE', `/api/store/store/${storeId}`, { token: seller.token }), 'Store removed');
    assert.equal(world.shopify.shop('dress-shop.myshopify.com').webhooks.length, 0);
    expectFailure(await call('GET', `/api/store/storeSettingDetail/${storeId}`, { token: seller.token }), 404);
  });
});

describe('WooCommerce by keys and by app authentication', () => {
  test('wrong keys are refused with a clear 4xx; right keys connect the store with its currency', async () => {
    const base = { platform: 'woocommerce', storeName: 'My Woo', storeUrl: world.woo.url };
    expectFailure(await call('POST', '/api/store/storeBind', { token: seller.token, body: { ...base, consumerKey: world.wooKey.consumerKey, consumerSecret: 'cs_wrong' } }), 400, 40000, 'The store refused these keys. Please check the Consumer Key and Consumer Secret (Read/Write) and try again.');
    expectFailure(await call('POST', '/api/store/storeBind', { token: seller.token, body: { ...base, consumerKey: 'ck_unknown', consumerSecret: world.wooKey.consumerSecret } }), 400, 40000);
    expectFailure(await call('POST', '/api/store/storeBind', { token: seller.token, body: { ...base, storeUrl: 'http://127.0.0.1:9', consumerKey: 'a', consumerSecret: 'b' } }), 400, 40000, 'The store could not be reached. Please check the store URL and try again.');
    expectFailure(await call('POST', '/api/store/storeBind', { token: seller.token, body: { ...base, consumerKey: '', consumerSecret: 'b' } }), 400, 40000, 'Please enter the Consumer Key');
    const store = expectOk(await call('POST', '/api/store/storeBind', { token: seller.token, body: { ...base, consumerKey: world.wooKey.consumerKey, consumerSecret: world.wooKey.consumerSecret } }), 'Store connected successfully');
    assert.deepEqual([store.platform, store.currency, store.authorized, store.storeUrl], ['woocommerce', 'EUR', true, world.woo.url]);
    assert.deepEqual(world.woo.webhooks().map((hook) => hook.topic).sort(), ['order.created', 'order.updated'], 'the order topics subscribed');
    // Signed, so past the signature check (401 otherwise); its body is no order, which the order topic refuses.
    assert.deepEqual(await world.woo.deliverOrder({ id: 1, total: '9.99' }), [400], 'a signed delivery passes the signature check');
  });

  test("WooCommerce's app authentication delivers keys to the public path and connects the seller's store", async () => {
    const { redirectUrl } = expectOk(await call('POST', '/api/store/woocommerce/newStore', { token: other.token, body: { storeName: 'Other Woo', storeUrl: world.woo.url } }));
    const authorize = new URL(redirectUrl);
    assert.equal(authorize.pathname, '/wc-auth/v1/authorize');
    assert.equal(authorize.searchParams.get('callback_url'), `${world.server.baseUrl}/api/v1/store/open/woocommerce/auth`);
    assert.match(await (await fetch(redirectUrl)).text(), />Approve<\/button>/);
    const approved = await fetch(redirectUrl, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=approve' });
    assert.equal(approved.status, 302);
    assert.equal(new URL(approved.headers.get('location')!).searchParams.get('success'), '1');
    const [store] = await storeList(other.token);
    assert.deepEqual([store.storeName, store.authorized, store.currency], ['Other Woo', true, 'EUR']);

    // A delivery for no pending authorization connects nothing.
    const stray = await call('POST', '/api/v1/store/open/woocommerce/auth', { body: { key_id: 1, user_id: 'not-a-state', consumer_key: world.wooKey.consumerKey, consumer_secret: world.wooKey.consumerSecret, key_permissions: 'read_write' } });
    expectFailure(stray, 400);
  });

  test("the back office lists a seller's stores with their authorization and disconnects one", async () => {
    const operator = await world.server.adminLogin();
    const listed = expectOk(await call('GET', '/api/admin/stores', { token: operator.token, query: { userId: other.userId } }));
    assert.deepEqual(listed.map((row: any) => [row.userId, row.platform, row.authorized]), [[other.userId, 'woocommerce', true]]);
    const disconnected = expectOk(await call('POST', `/api/admin/stores/${listed[0].storeId}/disconnect`, { token: operator.token }));
    assert.deepEqual([disconnected.authorized, disconnected.unauthorizedReason], [false, 'disconnected']);
    assert.equal((await storeList(other.token))[0].authorized, false);
  });

  test('a revoked key shows the store Unauthorized after the authorization job', async () => {
    const [store] = (await storeList()).filter((row) => row.platform === 'woocommerce');
    await world.server.db.update(stores).set({ lastCheckedAt: new Date(Date.now() - 2 * 86_400_000) }).where(eq(stores.id, store.storeId));
    world.woo.revokeKey(world.wooKey.consumerKey);
    // An occurrence of the sweep's schedule (decision 0026), as the supervising worker creates it, then the worker's run.
    await world.server.app.jobs.enqueue(world.server.db, STORE_AUTH_SWEEP_JOB, {});
    assert.ok((await world.server.app.jobs.runDue()) >= 1);
    const after = (await storeList()).find((row) => row.storeId === store.storeId);
    assert.deepEqual([after.authorized, after.unauthorizedReason], [false, 'revoked']);
    // Reauthorize sends the seller through WooCommerce's app authentication again.
    const again = expectOk(await call('GET', `/api/store/reauthorize/${store.storeId}`, { token: seller.token }));
    assert.equal(again.authorized, false);
    assert.equal(new URL(again.redirectUrl).pathname, '/wc-auth/v1/authorize');
  });
});

test('no token, consumer secret or sealed credentials in any answer or log line', async () => {
  const secrets = [world.wooKey.consumerSecret, ...['dress-shop', 'tamper-shop', 'foreign-shop'].flatMap((shop) => world.shopify.tokensOf(`${shop}.myshopify.com`))];
  const [row] = await world.server.db.select({ credentials: stores.credentials }).from(stores).where(eq(stores.platform, 'woocommerce')).limit(1);
  assert.ok(secrets.length >= 2, 'the flows above made secrets');
  assert.ok(world.logs.length > 20, 'the log was captured');
  const everything = [...bodies, ...world.logs].join('\n');
  for (const secret of secrets) assert.equal(everything.includes(secret), false, `a secret (${secret.slice(0, 6)}…) leaked`);
  if (row?.credentials) assert.equal(everything.includes(row.credentials.slice(3, 40)), false);
  assert.equal(everything.includes('shpat_'), false);
});
