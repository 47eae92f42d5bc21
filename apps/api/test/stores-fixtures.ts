import { storeCallbackPage } from '@threadway/contracts';
import { startShopifySimulator, type ShopifySimulator, type ShopifySimulatorOptions } from '../../../tools/simulators/shopify/server.ts';
import { startTemuSimulator, type TemuSimulator } from '../../../tools/simulators/temu/server.ts';
import { marketplaceSimulatorEnv } from '../../../tools/simulators/marketplace-env.ts';
import { startTikTokShopSimulator, type TikTokShopSimulator } from '../../../tools/simulators/tiktok-shop/server.ts';
import { startWooCommerceSimulator, type WooKey, type WooSimulator } from '../../../tools/simulators/woocommerce/server.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * A test server wired to the store simulators: Shopify shops reach the Shopify simulator through
 * SHOPIFY_SHOP_URL_TEMPLATE, WooCommerce stores are the simulator's URL. PUBLIC_URL is set to the server's
 * own address once it listens (port 0 before), so the platforms' callbacks and webhooks reach it.
 */
export const SHOPIFY_APP = { apiKey: 'shopify_app_test', apiSecret: 'shpss_test_secret' };

export interface StoresWorld {
  server: TestServer;
  shopify: ShopifySimulator;
  woo: WooSimulator;
  wooKey: WooKey;
  logs: string[];
  close(): Promise<void>;
}

export async function startStoresWorld(): Promise<StoresWorld> {
  const shopifyOptions: ShopifySimulatorOptions = { port: 0, ...SHOPIFY_APP };
  const shopify = await startShopifySimulator(shopifyOptions);
  const wooKey = { consumerKey: `ck_${'1'.repeat(40)}`, consumerSecret: `cs_${'2'.repeat(40)}`, permissions: 'read_write' as const };
  const woo = await startWooCommerceSimulator({ port: 0, storeName: 'Woo Test Store', currency: 'EUR', keys: [wooKey] });
  const { server, logs } = await storesServer({ SHOPIFY_API_KEY: SHOPIFY_APP.apiKey, SHOPIFY_API_SECRET: SHOPIFY_APP.apiSecret, SHOPIFY_SHOP_URL_TEMPLATE: shopify.shopUrlTemplate });
  shopifyOptions.complianceUrl = `${server.baseUrl}/api/store/open/webhooks/shopify`;
  return {
    server,
    shopify,
    woo,
    wooKey,
    logs,
    async close() {
      await server.close();
      await shopify.close();
      await woo.close();
    },
  };
}

/** A test server logging everything into `logs` (to look for secrets), whose PUBLIC_URL is its own address. */
async function storesServer(env: Record<string, string>) {
  const logs: string[] = [];
  const server = await startTestServer({ env: { LOG_LEVEL: 'trace', ...env }, logStream: { write: (line) => void logs.push(line) } });
  (server.config as { PUBLIC_URL: string }).PUBLIC_URL = server.baseUrl;
  return { server, logs };
}

export const TIKTOK_APP = { appKey: 'tts_app_test', appSecret: 'tts_secret_test', serviceId: 'tts_service_test' };
export const TEMU_APP = { appKey: 'temu_app_test', appSecret: 'temu_secret_test' };

export interface MarketplaceWorld {
  server: TestServer;
  tiktok: TikTokShopSimulator;
  temu: TemuSimulator;
  logs: string[];
  close(): Promise<void>;
}

/**
 * A test server wired to the TikTok Shop and Temu simulators (decision 0020). Their redirect URLs, set in the
 * partner portals in real life, are given to the simulators once the server listens: our store-callback page.
 */
export async function startMarketplaceWorld(): Promise<MarketplaceWorld> {
  const tiktok = await startTikTokShopSimulator({ port: 0, ...TIKTOK_APP });
  const temu = await startTemuSimulator({ port: 0, ...TEMU_APP });
  const { server, logs } = await storesServer(marketplaceSimulatorEnv(tiktok.url, temu.url, { tiktok: TIKTOK_APP, temu: TEMU_APP }));
  tiktok.setRedirectUrl(`${server.baseUrl}${storeCallbackPage('tiktok-shop')}`);
  temu.setRedirectUrl(`${server.baseUrl}${storeCallbackPage('temu')}`);
  return {
    server,
    tiktok,
    temu,
    logs,
    async close() {
      await server.close();
      await tiktok.close();
      await temu.close();
    },
  };
}

export interface OrderPlatformsWorld {
  server: TestServer;
  shopify: ShopifySimulator;
  woo: WooSimulator;
  wooKey: WooKey;
  tiktok: TikTokShopSimulator;
  temu: TemuSimulator;
  close(): Promise<void>;
}

/**
 * A test server wired to every store simulator at once (store orders from each, issue 17): Shopify shops through
 * SHOPIFY_SHOP_URL_TEMPLATE, the WooCommerce site as the store URL, TikTok's and Temu's redirect URLs our callback page.
 */
export async function startOrderPlatformsWorld(): Promise<OrderPlatformsWorld> {
  const shopify = await startShopifySimulator({ port: 0, ...SHOPIFY_APP });
  const wooKey = { consumerKey: `ck_${'3'.repeat(40)}`, consumerSecret: `cs_${'4'.repeat(40)}`, permissions: 'read_write' as const };
  const woo = await startWooCommerceSimulator({ port: 0, storeName: 'Woo Orders Store', currency: 'EUR', keys: [wooKey] });
  const tiktok = await startTikTokShopSimulator({ port: 0, ...TIKTOK_APP });
  const temu = await startTemuSimulator({ port: 0, ...TEMU_APP });
  const simulators = () => Promise.all([shopify.close(), woo.close(), tiktok.close(), temu.close()]);
  const { server } = await storesServer({
    ...marketplaceSimulatorEnv(tiktok.url, temu.url, { tiktok: TIKTOK_APP, temu: TEMU_APP }),
    SHOPIFY_API_KEY: SHOPIFY_APP.apiKey,
    SHOPIFY_API_SECRET: SHOPIFY_APP.apiSecret,
    SHOPIFY_SHOP_URL_TEMPLATE: shopify.shopUrlTemplate,
    // A server that did not start leaves no simulator listening (the test process would never end).
  }).catch(async (error: unknown) => {
    await simulators();
    throw error;
  });
  tiktok.setRedirectUrl(`${server.baseUrl}${storeCallbackPage('tiktok-shop')}`);
  temu.setRedirectUrl(`${server.baseUrl}${storeCallbackPage('temu')}`);
  return {
    server,
    shopify,
    woo,
    wooKey,
    tiktok,
    temu,
    async close() {
      await server.close();
      await simulators();
    },
  };
}

/** Clicks 'Install app' on the simulator's page; answers where Shopify sends the browser back. */
export async function installApp(authorizeUrl: string): Promise<URL> {
  const response = await fetch(authorizeUrl, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=install' });
  if (response.status !== 302) throw new Error(`install answered ${response.status}`);
  return new URL(response.headers.get('location')!);
}
