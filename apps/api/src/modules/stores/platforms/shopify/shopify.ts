import { SHOPIFY_SHOP_PATTERN } from '@threadway/contracts';
import type { Config } from '../../../../platform/config.ts';
import type { HttpFetch } from '../../../../platform/outbound-http.ts';
import { call, jsonOf, type AdapterOf } from '../extras.ts';
import { PlatformError, type ConnectedShop, type StoreConnection, type StoreCollection } from '../platform.ts';
import { COLLECTIONS, PRODUCT_TAGS, SHOP_CURRENCY, SHOP_IDENTITY, SHOP_PING, WEBHOOK_CREATE, WEBHOOK_DELETE, WEBHOOK_LIST } from './shopify-operations.ts';
import { shopifyBase, shopifyGraphql } from './shopify-graphql.ts';
import { readShopifyOrderNotice } from './shopify-order-webhook.ts';
import { shopifyPublisher } from './shopify-publisher.ts';
import { verifyOAuthHmac, verifyWebhookHmac } from './shopify-signatures.ts';

/**
 * Shopify through its Admin GraphQL API of one pinned version (SHOPIFY_API_VERSION): the authorization-code
 * grant of a non-embedded app (offline token), then GraphQL calls with X-Shopify-Access-Token. Where a shop
 * lives is SHOPIFY_SHOP_URL_TEMPLATE ({shop} = its myshopify.com host): https://{shop} in production, the
 * local simulator in development and tests. Stores keep their real https://x.myshopify.com URL.
 */

/** Our public webhook path for app/uninstalled and the mandatory compliance topics. */
export const SHOPIFY_WEBHOOK_PATH = '/api/store/open/webhooks/shopify';
/** A callback older than this is refused (Shopify signs its timestamp). */
const CALLBACK_MAX_AGE_SECONDS = 3600;

interface UserErrors {
  userErrors: { field: string[] | null; message: string }[];
}

export const shopOf = (storeUrl: string) => new URL(storeUrl).hostname;

const notYet = async (): Promise<never> => {
  throw new PlatformError('unavailable', 'Shopify order API not connected yet');
};

export function shopifyPlatform(config: Config, http: HttpFetch): AdapterOf {
  const base = (shop: string) => shopifyBase(config, shop);
  const graphql = shopifyGraphql(config, http);

  const on = (connection: StoreConnection) => ({ shop: shopOf(connection.storeUrl), token: connection.credentials.accessToken });

  return {
    code: 'shopify',
    publisher: shopifyPublisher(graphql),
    // Store orders (issue 17). The webhooks are read here; the Admin GraphQL side (listOrders, getOrder,
    // tracking) is the so-track branch's, which replaces the placeholders: until then they answer
    // 'unavailable', so the jobs calling them retry later instead of losing work.
    orders: {
      readOrderNotice: readShopifyOrderNotice,
      listOrders: notYet,
      getOrder: notYet,
      uploadTracking: notYet,
      cancelTracking: notYet,
    },

    authorizationUrl({ state, redirectUri, shop }) {
      const url = new URL(`${base(shop ?? '')}/admin/oauth/authorize`);
      // No grant_options[]=per-user: an offline token, which the store keeps after the seller signs out.
      url.search = new URLSearchParams({ client_id: config.SHOPIFY_API_KEY, scope: config.SHOPIFY_SCOPES, redirect_uri: redirectUri, state }).toString();
      return url.toString();
    },

    verifyCallback(params) {
      const timestamp = Number(params.timestamp);
      const fresh = Number.isFinite(timestamp) && Math.abs(Date.now() / 1000 - timestamp) <= CALLBACK_MAX_AGE_SECONDS;
      return fresh && SHOPIFY_SHOP_PATTERN.test(params.shop ?? '') && verifyOAuthHmac(params, config.SHOPIFY_API_SECRET);
    },

    async exchangeCode({ code, shop }): Promise<ConnectedShop> {
      if (!shop) throw new PlatformError('rejected', 'no shop');
      const response = await call(http, `${base(shop)}/admin/oauth/access_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ client_id: config.SHOPIFY_API_KEY, client_secret: config.SHOPIFY_API_SECRET, code }),
      });
      if (response.status >= 500) throw new PlatformError('unavailable', `Shopify answered ${response.status}`);
      const token = await jsonOf<{ access_token?: string; scope?: string; error_description?: string }>(response);
      if (!response.ok || !token.access_token) throw new PlatformError('unauthorized', token.error_description ?? `Shopify refused the code (${response.status})`);
      const { shop: identity } = await graphql<{ shop: { id: string; name: string; myshopifyDomain: string } }>(shop, token.access_token, SHOP_IDENTITY);
      return {
        credentials: { accessToken: token.access_token, extra: { scope: token.scope ?? '' } },
        platformShopId: identity.id,
        shopName: identity.name,
        storeUrl: `https://${shop}`,
      };
    },

    async checkHealth(connection) {
      try {
        const { shop, token } = on(connection);
        await graphql(shop, token, SHOP_PING);
        return { ok: true };
      } catch (error) {
        if (error instanceof PlatformError && error.kind === 'unauthorized') return { ok: false, reason: 'unauthorized', detail: error.message };
        return { ok: false, reason: 'unreachable', detail: error instanceof Error ? error.message : String(error) };
      }
    },

    async getCurrency(connection) {
      const { shop, token } = on(connection);
      return (await graphql<{ shop: { currencyCode: string } }>(shop, token, SHOP_CURRENCY)).shop.currencyCode;
    },

    async listCollections(connection) {
      const { shop, token } = on(connection);
      const found: StoreCollection[] = [];
      let after: string | null = null;
      // At most 10 pages of 250: a store with more collections than that is not a dropshipper's.
      for (let page = 0; page < 10; page++) {
        const { collections }: { collections: { nodes: { id: string; title: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } } = await graphql(shop, token, COLLECTIONS, { first: 250, after });
        found.push(...collections.nodes.map((node) => ({ id: node.id, name: node.title })));
        if (!collections.pageInfo.hasNextPage) break;
        after = collections.pageInfo.endCursor;
      }
      return found;
    },

    async listTags(connection) {
      const { shop, token } = on(connection);
      return (await graphql<{ productTags: { nodes: string[] } }>(shop, token, PRODUCT_TAGS, { first: 250 })).productTags.nodes;
    },

    verifyWebhook({ headers, rawBody }) {
      return verifyWebhookHmac(rawBody, headers['x-shopify-hmac-sha256'], config.SHOPIFY_API_SECRET);
    },

    async subscribeWebhooks(connection, callbackBaseUrl) {
      const { shop, token } = on(connection);
      const { webhookSubscriptionCreate } = await graphql<{ webhookSubscriptionCreate: UserErrors }>(shop, token, WEBHOOK_CREATE, {
        topic: 'APP_UNINSTALLED',
        webhookSubscription: { uri: `${callbackBaseUrl}${SHOPIFY_WEBHOOK_PATH}` },
      });
      // Reconnecting a store finds its subscription in place: Shopify says the address is taken.
      const errors = webhookSubscriptionCreate.userErrors.filter((error) => !/already been taken/i.test(error.message));
      if (errors.length > 0) throw new PlatformError('rejected', errors.map((error) => error.message).join('; '));
    },

    async unsubscribeWebhooks(connection) {
      const { shop, token } = on(connection);
      const { webhookSubscriptions } = await graphql<{ webhookSubscriptions: { nodes: { id: string }[] } }>(shop, token, WEBHOOK_LIST, { first: 100 });
      for (const { id } of webhookSubscriptions.nodes) await graphql(shop, token, WEBHOOK_DELETE, { id });
    },
  };
}
