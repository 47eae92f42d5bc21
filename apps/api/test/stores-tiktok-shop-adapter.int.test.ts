import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTikTokShopSimulator, type TikTokShopSimulator } from '../../../tools/simulators/tiktok-shop/server.ts';
import { createTikTokShopPlatform, TIKTOK_WEBHOOK_PATH } from '../src/modules/stores/platforms/tiktok-shop/adapter.ts';
import { readTikTokPush } from '../src/modules/stores/platforms/tiktok-shop/webhook.ts';
import { PlatformError, type StoreConnection } from '../src/modules/stores/platforms/platform.ts';
import { webhookReceiver, type WebhookReceiver } from './stores-webhook-receiver.ts';

/** The TikTok Shop adapter against its simulator over real HTTP: no app server needed. */

const app = { appKey: 'tts_app_test', appSecret: 'tts_secret_test', serviceId: 'tts_service_test' };
let simulator: TikTokShopSimulator;
let receiver: WebhookReceiver;
let connection: StoreConnection;
const http = (url: string, init: RequestInit) => fetch(url, init);
const platformOf = (appSecret = app.appSecret) => createTikTokShopPlatform({ ...app, appSecret, authUrl: simulator.url, tokenUrl: simulator.url, apiUrl: simulator.url }, http);

before(async () => {
  receiver = await webhookReceiver();
  simulator = await startTikTokShopSimulator({ port: 0, ...app, redirectUrl: 'https://threadway.example/api/store/open/tiktok-shop/callback' });
});
after(async () => {
  await simulator?.close();
  await receiver?.close();
});

/** Clicks 'Authorize' on the simulator's page the way a browser posts its form; answers the redirect. */
async function authorize(authorizationUrl: string, shopName: string, region: string) {
  const page = await fetch(authorizationUrl);
  assert.equal(page.status, 200);
  const text = await page.text();
  assert.match(text, /<button type="submit" name="decision" value="authorize">Authorize<\/button>/);
  const state = new URL(authorizationUrl).searchParams.get('state')!;
  const form = new URLSearchParams({ service_id: app.serviceId, state, shop_name: shopName, region, decision: 'authorize' });
  const response = await fetch(`${simulator.url}/open/authorize`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
  assert.equal(response.status, 302);
  return new URL(response.headers.get('location')!);
}

test('authorize page → code → exchange: the shop, its cipher and region, expiries as dates', async () => {
  const platform = platformOf();
  const authorizationUrl = platform.authorizationUrl!({ state: 'st_123', redirectUri: 'ignored: set in Partner Center' });
  assert.equal(new URL(authorizationUrl).pathname, '/open/authorize');
  assert.equal(new URL(authorizationUrl).searchParams.get('service_id'), app.serviceId);
  assert.equal((await fetch(authorizationUrl.replace(app.serviceId, 'other'))).status, 400);

  const back = await authorize(authorizationUrl, 'Threadway Fashion UK', 'GB');
  assert.equal(back.origin + back.pathname, 'https://threadway.example/api/store/open/tiktok-shop/callback');
  assert.equal(back.searchParams.get('state'), 'st_123');
  const shop = await platform.exchangeCode!({ code: back.searchParams.get('code')!, redirectUri: '' });
  const simulated = simulator.shops().find((s) => s.name === 'Threadway Fashion UK')!;
  assert.equal(shop.platformShopId, simulated.id);
  assert.equal(shop.shopName, 'Threadway Fashion UK');
  assert.equal(shop.storeUrl, 'GB');
  assert.deepEqual({ cipher: shop.credentials.extra.shopCipher, id: shop.credentials.extra.shopId, region: shop.credentials.extra.region }, { cipher: simulated.cipher, id: simulated.id, region: 'GB' });
  const days = (date: Date | undefined) => ((date?.getTime() ?? 0) - Date.now()) / 86_400_000;
  assert.ok(days(shop.credentials.accessTokenExpiresAt) > 6.9 && days(shop.credentials.accessTokenExpiresAt) <= 7);
  assert.ok(days(shop.credentials.refreshTokenExpiresAt) > 300);
  connection = { storeUrl: shop.storeUrl, credentials: shop.credentials };

  // A code is good once.
  const again = await platform.exchangeCode!({ code: back.searchParams.get('code')!, redirectUri: '' }).catch((e: unknown) => e);
  assert.ok(again instanceof PlatformError && again.kind === 'unauthorized', String(again));
});

test("TikTok's category recommendation for a title: the leaf and its path; none for a title naming no garment", async () => {
  const platform = platformOf();
  assert.deepEqual(await platform.recommendCategory!(connection, { title: "Women's Linen Summer Dress" }), { id: '601153', name: 'Womenswear & Underwear > Dresses' });
  assert.deepEqual(await platform.recommendCategory!(connection, { title: 'Girls Floral Dress' }), { id: '802185', name: 'Kids\u2019 Fashion > Girls\u2019 Clothing > Girls\u2019 Dresses' });
  assert.deepEqual(await platform.recommendCategory!(connection, { title: 'Mens Oversized Cotton T-Shirts' }), { id: '824329', name: 'Menswear & Underwear > Men\u2019s Tops > T-shirts' });
  assert.equal(await platform.recommendCategory!(connection, { title: 'Gift card' }), null);
});

test("a leaf's attributes: the SKU axes (sales) and the product's own, TikTok's is_requried read as required", async () => {
  const platform = platformOf();
  const attributes = await platform.listAttributes!(connection, '601153');
  assert.deepEqual(
    attributes.map((a) => [a.name, a.kind, a.required]),
    [
      ['Color', 'sales', false],
      ['Size', 'sales', false],
      ['Material', 'product', true],
      ['Dress Length', 'product', true],
      ['Sleeve Length', 'product', true],
      ['Neckline', 'product', false],
      ['Pattern', 'product', false],
      ['Season', 'product', false],
    ],
  );
  const size = attributes.find((a) => a.name === 'Size')!;
  assert.deepEqual(size.values.map((v) => v.name), ['XS', 'S', 'M', 'L', 'XL', 'XXL']);
  assert.ok(size.values.every((v) => /^\d+$/.test(v.id)) && size.customizable);
  assert.deepEqual(
    attributes.filter((a) => a.multipleValues).map((a) => a.name),
    ['Material', 'Season'],
  );
  // Jeans are sized by the waist.
  assert.deepEqual((await platform.listAttributes!(connection, '824351')).find((a) => a.name === 'Size')?.values.map((v) => v.name), ['26', '28', '30', '32', '34', '36']);
  const notLeaf = await platform.listAttributes!(connection, '601739').catch((e: unknown) => e);
  assert.ok(notLeaf instanceof PlatformError && notLeaf.kind === 'rejected' && /12052024/.test(notLeaf.message), String(notLeaf));
  const unknown = await platform.listAttributes!(connection, '999').catch((e: unknown) => e);
  assert.ok(unknown instanceof PlatformError && unknown.kind === 'rejected' && /12052004/.test(unknown.message), String(unknown));
});

test('health, currency from the region, leaf categories named by their path, no tags', async () => {
  const platform = platformOf();
  assert.deepEqual(await platform.checkHealth(connection), { ok: true });
  assert.equal(await platform.getCurrency(connection), 'GBP');
  assert.deepEqual(await platform.getCurrency({ ...connection, credentials: { ...connection.credentials, extra: { ...connection.credentials.extra, region: '' } } }), 'GBP');
  const categories = await platform.listCollections(connection);
  // Only leaves take products: no top level, no middle level (Women's Tops), and T-shirts twice, told apart by the path.
  assert.deepEqual(
    categories.filter((c) => /Tops|T-shirts/.test(c.name)),
    [
      { id: '802196', name: 'Kids\u2019 Fashion > Boys\u2019 Clothing > Boys\u2019 T-shirts' },
      { id: '802191', name: 'Kids\u2019 Fashion > Girls\u2019 Clothing > Girls\u2019 Tops' },
      { id: '824330', name: 'Menswear & Underwear > Men\u2019s Tops > Hoodies & Sweatshirts' },
      { id: '824341', name: 'Menswear & Underwear > Men\u2019s Tops > Shirts' },
      { id: '824329', name: 'Menswear & Underwear > Men\u2019s Tops > T-shirts' },
      { id: '601303', name: 'Womenswear & Underwear > Women\u2019s Tops > Blouses & Shirts' },
      { id: '601304', name: 'Womenswear & Underwear > Women\u2019s Tops > Hoodies & Sweatshirts' },
      { id: '601302', name: 'Womenswear & Underwear > Women\u2019s Tops > T-shirts' },
    ],
  );
  assert.ok(categories.some((c) => c.id === '601153' && c.name === 'Womenswear & Underwear > Dresses'), 'a leaf one level down');
  assert.ok(!categories.some((c) => ['601152', '601739', '824328', '605210'].includes(c.id)), JSON.stringify(categories));
  assert.equal(categories.length, 17);
  assert.deepEqual(await platform.listTags(connection), []);
  const storefront = await fetch(`${simulator.url}/shop/${connection.credentials.extra.shopId}`);
  assert.equal(storefront.status, 200);
  assert.match(await storefront.text(), /Threadway Fashion UK[\s\S]*No products listed yet\.[\s\S]*No orders yet\./);
});

test('webhooks: subscribed for orders and deauthorization, signed pushes verify, tampered ones do not', async () => {
  const platform = platformOf();
  await platform.subscribeWebhooks!(connection, receiver.url);
  const shop = simulator.shops().find((s) => s.id === connection.credentials.extra.shopId)!;
  assert.deepEqual(Object.fromEntries(shop.webhooks), { ORDER_STATUS_CHANGE: `${receiver.url}${TIKTOK_WEBHOOK_PATH}`, CANCELLATION_STATUS_CHANGE: `${receiver.url}${TIKTOK_WEBHOOK_PATH}`, PRODUCT_STATUS_CHANGE: `${receiver.url}${TIKTOK_WEBHOOK_PATH}`, SELLER_DEAUTHORIZATION: `${receiver.url}${TIKTOK_WEBHOOK_PATH}` });

  await simulator.emitWebhook(shop.id, 'ORDER_STATUS_CHANGE', { order_id: '576461413038785752', order_status: 'AWAITING_SHIPMENT', update_time: 1_780_000_000 });
  const push = receiver.take();
  assert.equal(push.path, TIKTOK_WEBHOOK_PATH);
  assert.equal(JSON.parse(push.rawBody.toString()).type, 1);
  assert.equal(platform.verifyWebhook({ headers: push.headers, rawBody: push.rawBody }), true);
  assert.equal(platform.verifyWebhook({ headers: push.headers, rawBody: Buffer.from(push.rawBody.toString().replace('AWAITING_SHIPMENT', 'CANCELLED')) }), false);
  assert.equal(platform.verifyWebhook({ headers: {}, rawBody: push.rawBody }), false);
  assert.equal(platformOf('another_secret').verifyWebhook({ headers: push.headers, rawBody: push.rawBody }), false);

  await platform.unsubscribeWebhooks!(connection);
  assert.equal(shop.webhooks.size, 0);
  await simulator.emitWebhook(shop.id, 'ORDER_STATUS_CHANGE', { order_id: '1' });
  assert.equal(receiver.count(), 0);
});

test('an expired access token is unhealthy until refreshed', async () => {
  const platform = platformOf();
  simulator.expireAccessTokens();
  const expired = await platform.checkHealth(connection);
  assert.equal(expired.ok, false);
  assert.equal(!expired.ok && expired.reason, 'unauthorized');
  const fresh = await platform.refresh!(connection);
  assert.notEqual(fresh.accessToken, connection.credentials.accessToken);
  assert.deepEqual(fresh.extra, connection.credentials.extra);
  assert.ok((fresh.accessTokenExpiresAt?.getTime() ?? 0) > Date.now());
  connection = { ...connection, credentials: fresh };
  assert.deepEqual(await platform.checkHealth(connection), { ok: true });
});

test('a seller who removes the app: the deauthorization push verifies, health says unauthorized, refresh is refused', async () => {
  const platform = platformOf();
  await platform.subscribeWebhooks!(connection, receiver.url);
  await simulator.deauthorize(connection.credentials.extra.shopId!);
  const push = receiver.take();
  assert.equal(platform.verifyWebhook({ headers: push.headers, rawBody: push.rawBody }), true);
  assert.deepEqual(
    (({ event, shopId }) => ({ event, shopId }))(readTikTokPush(push.rawBody)!),
    { event: 'SELLER_DEAUTHORIZATION', shopId: connection.credentials.extra.shopId },
  );
  const health = await platform.checkHealth(connection);
  assert.equal(!health.ok && health.reason, 'unauthorized');
  const refused = await platform.refresh!(connection).catch((e: unknown) => e);
  assert.ok(refused instanceof PlatformError && refused.kind === 'unauthorized', String(refused));
});

test('a wrong signature is refused by the simulator as TikTok does (106001), and is not called unauthorized', async () => {
  const code = (await authorize(platformOf().authorizationUrl!({ state: 's', redirectUri: '' }), 'Second Shop', 'US')).searchParams.get('code')!;
  const shop = await platformOf().exchangeCode!({ code, redirectUri: '' });
  const query = new URLSearchParams({ app_key: app.appKey, timestamp: String(Math.floor(Date.now() / 1000)), sign: '0'.repeat(64) });
  const response = await fetch(`${simulator.url}/authorization/202309/shops?${query}`, { headers: { 'x-tts-access-token': shop.credentials.accessToken } });
  assert.equal(response.status, 401);
  const body = (await response.json()) as { code: number; message: string };
  assert.equal(body.code, 106001);
  const health = await platformOf('wrong_secret').checkHealth({ storeUrl: 'US', credentials: shop.credentials });
  assert.equal(!health.ok && health.reason, 'unreachable');
  assert.match(!health.ok ? health.detail : '', /106001/);
});

test('more calls than the app key may make in a second are answered rate_limited with a back-off', async () => {
  const limited = await startTikTokShopSimulator({ port: 0, ...app, redirectUrl: 'https://threadway.example/cb', qps: 2 });
  try {
    const platform = createTikTokShopPlatform({ ...app, authUrl: limited.url, tokenUrl: limited.url, apiUrl: limited.url }, http);
    const shop = await platform.exchangeCode!({ code: limited.issueCode('Busy'), redirectUri: '' });
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => platform.listCollections({ storeUrl: shop.storeUrl, credentials: shop.credentials })));
    const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason);
    assert.ok(refused.length >= 2, `expected refusals, got ${refused.length}`);
    for (const error of refused) {
      assert.ok(error instanceof PlatformError && error.kind === 'rate_limited', String(error));
      assert.ok((error.retryAfterMs ?? 0) >= 1000);
    }
  } finally {
    await limited.close();
  }
});
