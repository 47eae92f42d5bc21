import type { Config } from '../../../../platform/config.ts';
import type { HttpFetch } from '../../../../platform/outbound-http.ts';
import { call, jsonOf, type AdapterOf } from '../extras.ts';
import { PlatformError, type ConnectedShop, type StoreConnection, type StoreCollection } from '../platform.ts';
import { wooOrders } from './woocommerce-orders.ts';
import { wooPublisher } from './woocommerce-publisher.ts';
import { keysOf, wooRest, type WooRequest } from './woocommerce-rest.ts';
import { isWooPing, verifyWooSignature, webhookSecretFor } from './woocommerce-signatures.ts';

/**
 * WooCommerce through its REST API v3 (/wp-json/wc/v3) with HTTP Basic `consumer_key:consumer_secret`.
 * Keys are checked with a real call (the store's currency setting) before they are saved. WooCommerce's
 * app-authentication endpoint (/wc-auth/v1/authorize) delivers keys to our public key-delivery path.
 * Publishing: woocommerce-publisher.ts; store orders and tracking: woocommerce-orders.ts.
 */

export const WOO_KEY_DELIVERY_PATH = '/api/v1/store/open/woocommerce/auth';
export const WOO_WEBHOOK_PATH = '/api/store/open/webhooks/woocommerce';
const WEBHOOK_NAME = 'Threadway';
/** New orders, and every later change (paid, cancelled, the shopper's cancellation request). */
const WEBHOOK_TOPICS = ['order.created', 'order.updated'];

export function woocommercePlatform(config: Config, http: HttpFetch): AdapterOf {
  const { rest: wooCall, all: allOf } = wooRest(http);
  const rest = async <T>(storeUrl: string, key: string, secret: string, path: string, init: WooRequest = {}) => wooCall<T>([storeUrl, key, secret], path, init);
  const all = <T>(connection: StoreConnection, path: string) => allOf<T>(keysOf(connection), path);

  const currencyOf = async (storeUrl: string, key: string, secret: string) =>
    (await rest<{ value: string }>(storeUrl, key, secret, '/settings/general/woocommerce_currency')).data.value;

  return {
    code: 'woocommerce',
    publisher: wooPublisher(wooRest(http)),
    orders: wooOrders(wooRest(http)),

    authorizationUrl({ state, redirectUri, shop }) {
      const url = new URL(`${shop ?? ''}/wc-auth/v1/authorize`);
      url.search = new URLSearchParams({
        app_name: 'Threadway',
        scope: 'read_write',
        user_id: state,
        return_url: redirectUri,
        callback_url: `${config.PUBLIC_URL}${WOO_KEY_DELIVERY_PATH}`,
      }).toString();
      return url.toString();
    },

    async connectWithKeys({ storeUrl, consumerKey, consumerSecret }): Promise<ConnectedShop> {
      await currencyOf(storeUrl, consumerKey, consumerSecret);
      let shopName: string | undefined;
      try {
        const index = await call(http, `${storeUrl}/wp-json/`, { headers: { accept: 'application/json' } });
        if (index.ok) shopName = (await jsonOf<{ name?: string }>(index)).name || undefined;
      } catch {
        // The site's name is a nicety; the keys already proved the store.
      }
      return {
        credentials: { accessToken: consumerKey, extra: { consumerKey, consumerSecret } },
        // WooCommerce has no shop id: the site URL is the shop.
        platformShopId: storeUrl.toLowerCase(),
        shopName,
        storeUrl,
      };
    },

    async checkHealth(connection) {
      try {
        await currencyOf(...keysOf(connection));
        return { ok: true };
      } catch (error) {
        if (error instanceof PlatformError && error.kind === 'unauthorized') return { ok: false, reason: 'unauthorized', detail: error.message };
        return { ok: false, reason: 'unreachable', detail: error instanceof Error ? error.message : String(error) };
      }
    },

    getCurrency: (connection) => currencyOf(...keysOf(connection)),

    async listCollections(connection): Promise<StoreCollection[]> {
      return (await all<{ id: number; name: string }>(connection, '/products/categories')).map((category) => ({ id: String(category.id), name: category.name }));
    },

    async listTags(connection) {
      return (await all<{ name: string }>(connection, '/products/tags')).map((tag) => tag.name);
    },

    verifyWebhook({ headers, rawBody }) {
      if (isWooPing(rawBody) && !headers['x-wc-webhook-signature']) return true;
      const source = headers['x-wc-webhook-source'];
      if (!source) return false;
      return verifyWooSignature(rawBody, headers['x-wc-webhook-signature'], webhookSecretFor(config.WOOCOMMERCE_WEBHOOK_SECRET, source));
    },

    async subscribeWebhooks(connection, callbackBaseUrl) {
      const deliveryUrl = `${callbackBaseUrl}${WOO_WEBHOOK_PATH}`;
      const existing = await all<{ id: number; delivery_url: string; topic: string; status: string }>(connection, '/webhooks');
      for (const topic of WEBHOOK_TOPICS) {
        const ours = existing.find((hook) => hook.delivery_url === deliveryUrl && hook.topic === topic);
        // WooCommerce disables a webhook after 5 failed deliveries in a row (our outage): subscribing again revives it.
        if (ours && ours.status !== 'active') await rest(...keysOf(connection), `/webhooks/${ours.id}`, { method: 'PUT', body: { status: 'active' } });
        if (ours) continue;
        await rest(...keysOf(connection), '/webhooks', {
          method: 'POST',
          body: { name: `${WEBHOOK_NAME} ${topic}`, topic, delivery_url: deliveryUrl, secret: webhookSecretFor(config.WOOCOMMERCE_WEBHOOK_SECRET, connection.storeUrl) },
        });
      }
    },

    async unsubscribeWebhooks(connection) {
      const ours = (await all<{ id: number; name: string; delivery_url: string }>(connection, '/webhooks')).filter((hook) => hook.delivery_url.endsWith(WOO_WEBHOOK_PATH));
      for (const hook of ours) await rest(...keysOf(connection), `/webhooks/${hook.id}?force=true`, { method: 'DELETE' });
    },
  };
}
