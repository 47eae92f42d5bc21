import { storeCallbackPage } from '@threadway/contracts';
import type { Config } from '../../apps/api/src/platform/config.ts';
import { startCardGatewaySimulator } from './card-gateway/server.ts';
import { startCarrierSimulator } from './carrier/server.ts';
import { startOidcProviderSimulator } from './oidc/server.ts';
import { startPayLaterSimulator } from './pay-later/server.ts';
import { startPayoutProviderSimulator } from './payout/server.ts';
import { startTemuSimulator } from './temu/server.ts';
import { startTikTokShopSimulator } from './tiktok-shop/server.ts';
import { startWalletSimulator } from './wallet/server.ts';
import { startWooCommerceSimulator } from './woocommerce/server.ts';

/**
 * Development only: for every outside party (payments, parcel tracking) whose URL is not configured, starts its
 * simulator and points the configuration at it, so `npm start` can pay by card, wallet,
 * pay-later and the payout provider on one machine with no internet. The product code only ever sees a URL and keys,
 * exactly as in production; this file is wired in by the server's entry point, nowhere else.
 * The webhook paths are the API's public callback routes (docs/api-conventions.md, Payments).
 */
export async function withLocalPaymentParties(config: Config): Promise<Config> {
  if (config.NODE_ENV !== 'development') return config;
  const api = `http://127.0.0.1:${config.PORT}`;
  const started: string[] = [];
  let next = config;
  if (!next.CARD_GATEWAY_URL) {
    const simulator = await startCardGatewaySimulator({
      port: config.CARD_GATEWAY_SIMULATOR_PORT,
      webhookUrl: `${api}/api/payment/open/cardgateway/webhook`,
      webhookSecret: config.CARD_GATEWAY_WEBHOOK_SECRET,
      secretKey: config.CARD_GATEWAY_SECRET_KEY,
      publishableKey: config.CARD_GATEWAY_PUBLISHABLE_KEY,
    });
    started.push(`card gateway ${simulator.url}`);
    next = { ...next, CARD_GATEWAY_URL: simulator.url, CARD_GATEWAY_JS_URL: `${simulator.url}/v3/` };
  }
  if (!next.PAY_LATER_URL) {
    const simulator = await startPayLaterSimulator({
      port: config.PAY_LATER_SIMULATOR_PORT,
      webhookUrl: `${api}/api/payment/open/paylater/webhook`,
      webhookSecret: config.PAY_LATER_WEBHOOK_SECRET,
      apiToken: config.PAY_LATER_API_TOKEN,
    });
    started.push(`pay-later ${simulator.url}`);
    next = { ...next, PAY_LATER_URL: simulator.url };
  }
  if (!next.WALLET_URL) {
    const simulator = await startWalletSimulator({ port: config.WALLET_SIMULATOR_PORT, clientId: config.WALLET_CLIENT_ID, clientSecret: config.WALLET_CLIENT_SECRET });
    started.push(`wallet ${simulator.url}`);
    next = { ...next, WALLET_URL: simulator.url };
  }
  if (!next.PAYOUT_PROVIDER_URL) {
    const simulator = await startPayoutProviderSimulator({ port: config.PAYOUT_PROVIDER_SIMULATOR_PORT, merchantCode: config.PAYOUT_PROVIDER_MERCHANT_CODE, paymentToken: config.PAYOUT_PROVIDER_TOKEN });
    started.push(`payout provider ${simulator.url}`);
    next = { ...next, PAYOUT_PROVIDER_URL: simulator.url };
  }
  if (!next.CARRIER_TRACKING_URL) {
    const simulator = await startCarrierSimulator({
      port: config.CARRIER_SIMULATOR_PORT,
      webhookUrl: `${api}/api/orders/open/tracking/webhook`,
      webhookSecret: config.CARRIER_WEBHOOK_SECRET,
      apiKey: config.CARRIER_TRACKING_API_KEY,
      stepSeconds: config.CARRIER_SIMULATOR_STEP_SECONDS,
    });
    started.push(`carrier tracking ${simulator.url}`);
    next = { ...next, CARRIER_TRACKING_URL: simulator.url };
  }
  if (!next.GOOGLE_CLIENT_ID) {
    // Sign in with Google: the simulator is the OpenID provider, with a local client registration.
    const client = { clientId: 'threadway-local.apps.googleusercontent.com', clientSecret: 'GOCSPX-threadway-local' };
    const simulator = await startOidcProviderSimulator({ port: config.GOOGLE_SIMULATOR_PORT, ...client });
    started.push(`Google sign-in ${simulator.url}`);
    next = { ...next, GOOGLE_CLIENT_ID: client.clientId, GOOGLE_CLIENT_SECRET: client.clientSecret, GOOGLE_ISSUER: simulator.url };
  }
  if (started.length > 0) process.stdout.write(`  Simulators of outside parties: ${started.join(', ')} (test cards and rules in tools/simulators/README.md)\n`);
  return next;
}

/**
 * Development only: the store platforms. Without SHOPIFY_SHOP_URL_TEMPLATE every *.myshopify.com shop is served
 * by the local Shopify simulator; a local WooCommerce site stands for the demo seller's self-hosted store
 * (its URL and REST keys go to the demo seed); without their URLs TikTok Shop (auth, token and API hosts in one)
 * and Temu (router and Seller Center) are local simulators whose redirect URL, set in the partner portals in
 * real life, is our store-callback page. Rules: tools/simulators/README.md.
 */
export async function withLocalStorePlatforms(config: Config): Promise<Config> {
  if (config.NODE_ENV !== 'development') return config;
  const started: string[] = [];
  let next = config;
  if (!config.SHOPIFY_SHOP_URL_TEMPLATE) {
    // Loaded only here: it needs graphql and @shopify/dev-mcp, development dependencies a production install leaves out.
    const { startShopifySimulator } = await import('./shopify/server.ts');
    const simulator = await startShopifySimulator({
      port: config.SHOPIFY_SIMULATOR_PORT,
      apiKey: config.SHOPIFY_API_KEY,
      apiSecret: config.SHOPIFY_API_SECRET,
      complianceUrl: `http://127.0.0.1:${config.PORT}/api/store/open/webhooks/shopify`,
    });
    started.push(`Shopify ${simulator.url}`);
    next = { ...next, SHOPIFY_SHOP_URL_TEMPLATE: simulator.shopUrlTemplate, shopifyShopUrlTemplate: simulator.shopUrlTemplate };
  }
  if (!config.WOOCOMMERCE_DEMO_STORE_URL) {
    const key = { consumerKey: `ck_${'d'.repeat(40)}`, consumerSecret: `cs_${'e'.repeat(40)}`, permissions: 'read_write' as const };
    const simulator = await startWooCommerceSimulator({ port: config.WOOCOMMERCE_SIMULATOR_PORT, storeName: 'Demo Woo Boutique', currency: 'EUR', keys: [key] });
    started.push(`WooCommerce ${simulator.url}`);
    next = { ...next, WOOCOMMERCE_DEMO_STORE_URL: simulator.url, WOOCOMMERCE_DEMO_CONSUMER_KEY: key.consumerKey, WOOCOMMERCE_DEMO_CONSUMER_SECRET: key.consumerSecret };
  }
  if (!config.TIKTOK_SHOP_AUTH_URL && !config.TIKTOK_SHOP_TOKEN_URL && !config.TIKTOK_SHOP_API_URL) {
    const simulator = await startTikTokShopSimulator({
      port: config.TIKTOK_SHOP_SIMULATOR_PORT,
      appKey: config.TIKTOK_SHOP_APP_KEY,
      appSecret: config.TIKTOK_SHOP_APP_SECRET,
      serviceId: config.TIKTOK_SHOP_SERVICE_ID,
      redirectUrl: `${config.PUBLIC_URL}${storeCallbackPage('tiktok-shop')}`,
    });
    started.push(`TikTok Shop ${simulator.url}`);
    next = { ...next, TIKTOK_SHOP_AUTH_URL: simulator.url, TIKTOK_SHOP_TOKEN_URL: simulator.url, TIKTOK_SHOP_API_URL: simulator.url };
  }
  if (!config.TEMU_API_URL && !config.TEMU_AUTH_URL) {
    const simulator = await startTemuSimulator({ port: config.TEMU_SIMULATOR_PORT, appKey: config.TEMU_APP_KEY, appSecret: config.TEMU_APP_SECRET, redirectUrl: `${config.PUBLIC_URL}${storeCallbackPage('temu')}` });
    started.push(`Temu ${simulator.url}`);
    next = { ...next, TEMU_API_URL: simulator.url, TEMU_AUTH_URL: simulator.url };
  }
  if (started.length > 0) process.stdout.write(`  Store platform simulators: ${started.join(', ')}\n`);
  return next;
}
