import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startShopifySimulator, type ShopifySimulator } from '../../../../../../../tools/simulators/shopify/server.ts';
import { loadConfig } from '../../../../platform/config.ts';
import { outboundHttp } from '../../../../platform/outbound-http.ts';
import { PlatformError } from '../platform.ts';
import { shopifyPlatform } from './shopify.ts';

/** The adapter against the simulator: the token grant, GraphQL reads, errors mapped to PlatformError kinds. */
describe('Shopify adapter', () => {
  let simulator: ShopifySimulator;
  let adapter: ReturnType<typeof shopifyPlatform>;
  const shop = 'adapter-shop.myshopify.com';

  before(async () => {
    simulator = await startShopifySimulator({ port: 0, apiKey: 'key', apiSecret: 'secret' });
    const config = loadConfig({ NODE_ENV: 'test', SHOPIFY_API_KEY: 'key', SHOPIFY_API_SECRET: 'secret', SHOPIFY_SHOP_URL_TEMPLATE: simulator.shopUrlTemplate, DATA_DIR: 'memory://' });
    adapter = shopifyPlatform(config, outboundHttp({ allowPrivate: true, timeoutMs: 5000, maxBytes: 1_000_000 }));
  });
  after(() => simulator.close());

  async function connect() {
    const url = adapter.authorizationUrl!({ state: 'st', redirectUri: 'http://127.0.0.1:1/back', shop });
    const response = await fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=install' });
    const params = Object.fromEntries(new URL(response.headers.get('location')!).searchParams);
    assert.equal(adapter.verifyCallback!(params), true, 'the simulator signs as Shopify does');
    return adapter.exchangeCode!({ code: params.code!, shop, redirectUri: 'http://127.0.0.1:1/back' });
  }

  test('the code becomes an offline token and the shop identity', async () => {
    const connected = await connect();
    assert.match(connected.credentials.accessToken, /^shpat_/);
    assert.match(connected.platformShopId, /^gid:\/\/shopify\/Shop\/\d+$/);
    assert.deepEqual([connected.shopName, connected.storeUrl], ['Adapter Shop', `https://${shop}`]);
    await assert.rejects(adapter.exchangeCode!({ code: 'used-or-unknown', shop, redirectUri: 'x' }), (error: unknown) => error instanceof PlatformError && error.kind === 'unauthorized');
  });

  test('currency, collections across pages, tags, health', async () => {
    const { credentials, storeUrl } = await connect();
    const connection = { storeUrl, credentials };
    simulator.shop(shop).currency = 'CAD';
    simulator.shop(shop).collections = Array.from({ length: 260 }, (_, i) => ({ id: `gid://shopify/Collection/${i + 1}`, title: `C${i + 1}` }));
    assert.equal(await adapter.getCurrency(connection), 'CAD');
    const collections = await adapter.listCollections(connection);
    assert.equal(collections.length, 260, 'a second page of 250 read');
    assert.deepEqual(collections[259], { id: 'gid://shopify/Collection/260', name: 'C260' });
    assert.deepEqual(await adapter.listTags(connection), ['cotton', 'new']);
    assert.deepEqual(await adapter.checkHealth(connection), { ok: true });
    const revoked = await adapter.checkHealth({ storeUrl, credentials: { ...credentials, accessToken: 'shpat_revoked' } });
    assert.deepEqual([revoked.ok, !revoked.ok && revoked.reason], [false, 'unauthorized']);
  });

  test('throttling is rate_limited with a wait; webhooks subscribe once and unsubscribe', async () => {
    const { credentials, storeUrl } = await connect();
    const connection = { storeUrl, credentials };
    await adapter.subscribeWebhooks!(connection, 'http://127.0.0.1:9');
    await adapter.subscribeWebhooks!(connection, 'http://127.0.0.1:9');
    assert.equal(simulator.shop(shop).webhooks.filter((hook) => hook.topic === 'APP_UNINSTALLED').length, 1);
    simulator.drainBucket(shop);
    await assert.rejects(adapter.getCurrency(connection), (error: unknown) => error instanceof PlatformError && error.kind === 'rate_limited' && (error.retryAfterMs ?? 0) > 0);
    // Refilled rather than waited for: a webhook list (first: 100) costs 102 points, two seconds of restore.
    simulator.shop(shop).bucket = { available: 1000, at: Date.now() };
    await adapter.unsubscribeWebhooks!(connection);
    assert.equal(simulator.shop(shop).webhooks.length, 0);
  });

  test('a shop that is not a myshopify.com host is never called', async () => {
    await assert.rejects(adapter.getCurrency({ storeUrl: 'https://evil.example.com', credentials: { accessToken: 'x', extra: {} } }), (error: unknown) => error instanceof PlatformError && error.kind === 'rejected');
  });
});
