import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startWooCommerceSimulator, type WooKey, type WooSimulator } from '../../../../../../../tools/simulators/woocommerce/server.ts';
import { loadConfig } from '../../../../platform/config.ts';
import { outboundHttp } from '../../../../platform/outbound-http.ts';
import { PlatformError } from '../platform.ts';
import { woocommercePlatform } from './woocommerce.ts';

/** The adapter against the simulator: keys checked with a real call, reads, WooCommerce's errors, webhooks. */
describe('WooCommerce adapter', () => {
  let simulator: WooSimulator;
  let key: WooKey;
  let adapter: ReturnType<typeof woocommercePlatform>;

  before(async () => {
    simulator = await startWooCommerceSimulator({ port: 0, storeName: 'Adapter Woo', currency: 'GBP' });
    key = simulator.addKey();
    adapter = woocommercePlatform(loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' }), outboundHttp({ allowPrivate: true, timeoutMs: 5000, maxBytes: 1_000_000 }));
  });
  after(() => simulator.close());
  const connectionOf = (k: WooKey) => ({ storeUrl: simulator.url, credentials: { accessToken: k.consumerKey, extra: { consumerKey: k.consumerKey, consumerSecret: k.consumerSecret } } });

  test('keys are checked with a real call; wrong ones are unauthorized, a site without WooCommerce rejected', async () => {
    const shop = await adapter.connectWithKeys!({ storeUrl: simulator.url, consumerKey: key.consumerKey, consumerSecret: key.consumerSecret });
    assert.deepEqual([shop.shopName, shop.platformShopId, shop.storeUrl], ['Adapter Woo', simulator.url.toLowerCase(), simulator.url]);
    for (const wrong of [{ consumerKey: key.consumerKey, consumerSecret: 'cs_wrong' }, { consumerKey: 'ck_unknown', consumerSecret: key.consumerSecret }]) {
      await assert.rejects(adapter.connectWithKeys!({ storeUrl: simulator.url, ...wrong }), (error: unknown) => error instanceof PlatformError && error.kind === 'unauthorized' && /woocommerce_rest_authentication_error/.test(error.message));
    }
    await assert.rejects(adapter.connectWithKeys!({ storeUrl: `${simulator.url}/nothing-here`, ...key }), (error: unknown) => error instanceof PlatformError);
  });

  test('currency, categories and tags; a revoked key fails the health check', async () => {
    const connection = connectionOf(key);
    assert.equal(await adapter.getCurrency(connection), 'GBP');
    assert.deepEqual((await adapter.listCollections(connection)).map((c) => c.name), ['Uncategorized', 'Dresses']);
    assert.deepEqual(await adapter.listTags(connection), ['summer']);
    const spare = simulator.addKey();
    simulator.revokeKey(spare.consumerKey);
    const health = await adapter.checkHealth(connectionOf(spare));
    assert.deepEqual([health.ok, !health.ok && health.reason], [false, 'unauthorized']);
  });

  test('webhooks: one subscription per order topic, signed deliveries verify, the ping passes, unsubscribe removes ours', async () => {
    const connection = connectionOf(key);
    await adapter.subscribeWebhooks!(connection, 'http://127.0.0.1:9');
    await adapter.subscribeWebhooks!(connection, 'http://127.0.0.1:9');
    assert.deepEqual(simulator.webhooks().map((hook) => hook.topic).sort(), ['order.created', 'order.updated'], 'one subscription per order topic, not doubled');
    const [hook] = simulator.webhooks();
    const body = Buffer.from('{"id":5}');
    const { createHmac } = await import('node:crypto');
    const signature = createHmac('sha256', hook!.secret).update(body).digest('base64');
    assert.equal(adapter.verifyWebhook({ headers: { 'x-wc-webhook-source': `${simulator.url}/`, 'x-wc-webhook-signature': signature }, rawBody: body }), true);
    assert.equal(adapter.verifyWebhook({ headers: { 'x-wc-webhook-source': 'https://other.example.com/', 'x-wc-webhook-signature': signature }, rawBody: body }), false, "another store's secret");
    assert.equal(adapter.verifyWebhook({ headers: {}, rawBody: Buffer.from(`webhook_id=${hook!.id}`) }), true);
    await adapter.unsubscribeWebhooks!(connection);
    assert.equal(simulator.webhooks().length, 0);
  });

  test("the simulator keeps WooCommerce's 100-item batch limit", async () => {
    const auth = `Basic ${Buffer.from(`${key.consumerKey}:${key.consumerSecret}`).toString('base64')}`;
    const post = (n: number) => fetch(`${simulator.url}/wp-json/wc/v3/products/categories/batch`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify({ create: Array.from({ length: n }, (_, i) => ({ name: `Cat ${i}` })) }) });
    const tooMany = await post(101);
    assert.equal(tooMany.status, 413);
    assert.equal(((await tooMany.json()) as { code: string }).code, 'woocommerce_rest_request_entity_too_large');
    assert.equal((await post(100)).status, 200);
  });
});
