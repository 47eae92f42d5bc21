import type { Config } from '../../../../platform/config.ts';
import type { HttpFetch } from '../../../../platform/outbound-http.ts';
import type { AdapterOf, PlatformFactory } from '../extras.ts';
import { PlatformError, type ConnectedShop, type HealthResult, type PlatformCredentials, type StoreConnection, type StorePlatform } from '../platform.ts';
import { tiktokClient, type Http } from './client.ts';
import { tiktokPublisher } from './publisher.ts';
import { tiktokOrders } from './orders.ts';
import { tiktokShopApi } from './shop-api.ts';
import { attributesOf, leafCategories, recommendedLeaf } from './categories.ts';
import { authorizedShopsSchema, categoriesSchema, categoryAttributesSchema, emptySchema, recommendedCategorySchema, warehousesSchema, type TikTokShop, type TikTokToken } from './schemas.ts';
import { isGenuineWebhook } from './signing.ts';

/**
 * TikTok Shop behind the StorePlatform interface (Partner API, 202309 paths). Connect: the seller
 * authorizes our service at services.tiktokshop.com/open/authorize, TikTok sends the browser to the
 * redirect URL set for the app in Partner Center with `code` and `state`; the code buys a token
 * pair, and /authorization/202309/shops names the shop and its `cipher`, which shop-scoped calls
 * carry. Credentials keep the cipher, shop id and region in `extra`.
 */

export interface TikTokShopConfig {
  appKey: string;
  appSecret: string;
  serviceId: string;
  /** Unset: the real hosts. The local simulator serves all three on one URL. */
  authUrl?: string;
  tokenUrl?: string;
  apiUrl?: string;
}

export const TIKTOK_HOSTS = {
  auth: 'https://services.tiktokshop.com',
  token: 'https://auth.tiktok-shops.com',
  api: 'https://open-api.tiktokglobalshop.com',
} as const;

/** Our public webhook route for TikTok Shop (the stores module serves it). */
export const TIKTOK_WEBHOOK_PATH = '/api/store/open/tiktok-shop/webhook';
/** The events we subscribe: order changes and buyers' cancellation requests (store orders), product review outcomes (listings) and the seller revoking us. */
export const TIKTOK_WEBHOOK_EVENTS = ['ORDER_STATUS_CHANGE', 'CANCELLATION_STATUS_CHANGE', 'PRODUCT_STATUS_CHANGE', 'SELLER_DEAUTHORIZATION'] as const;

/** A shop's currency from its region (TikTok sells in the local currency of each market). */
const REGION_CURRENCY: Record<string, string> = {
  US: 'USD', GB: 'GBP', DE: 'EUR', FR: 'EUR', IT: 'EUR', ES: 'EUR', IE: 'EUR', MX: 'MXN', BR: 'BRL', JP: 'JPY',
  ID: 'IDR', MY: 'MYR', PH: 'PHP', SG: 'SGD', TH: 'THB', VN: 'VND',
};

const fromUnixSeconds = (seconds: number) => new Date(seconds * 1000);

export function createTikTokShopPlatform(config: TikTokShopConfig, http: Http): AdapterOf {
  const client = tiktokClient(
    { appKey: config.appKey, appSecret: config.appSecret, apiUrl: config.apiUrl ?? TIKTOK_HOSTS.api, tokenUrl: config.tokenUrl ?? TIKTOK_HOSTS.token },
    http,
  );
  // One pacer per shop for publishing and orders together: TikTok counts every call against the same QPS.
  const shopApi = tiktokShopApi(client);

  const authorizedShops = async (accessToken: string) =>
    (await client.call(authorizedShopsSchema, { method: 'GET', path: '/authorization/202309/shops', accessToken })).shops;

  const credentialsOf = (token: TikTokToken, shop: Pick<TikTokShop, 'id' | 'cipher' | 'region'>): PlatformCredentials => ({
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    accessTokenExpiresAt: fromUnixSeconds(token.access_token_expire_in),
    refreshTokenExpiresAt: fromUnixSeconds(token.refresh_token_expire_in),
    extra: { shopId: shop.id, shopCipher: shop.cipher, region: shop.region, openId: token.open_id },
  });

  const shopCipher = (connection: StoreConnection) => {
    const cipher = connection.credentials.extra.shopCipher;
    if (!cipher) throw new PlatformError('rejected', 'TikTok Shop: the connection has no shop cipher');
    return cipher;
  };

  /** One shop-scoped /event/202309/webhooks call per event we use. */
  async function eachWebhook(connection: StoreConnection, method: 'PUT' | 'DELETE', body: (eventType: string) => object) {
    for (const eventType of TIKTOK_WEBHOOK_EVENTS) {
      await client.call(emptySchema, { method, path: '/event/202309/webhooks', accessToken: connection.credentials.accessToken, query: { shop_cipher: shopCipher(connection) }, body: body(eventType) });
    }
  }

  /** The shop's region: kept at connect time; read again from the authorized shops when missing. */
  async function regionOf(connection: StoreConnection): Promise<string> {
    const kept = connection.credentials.extra.region;
    if (kept) return kept;
    const shops = await authorizedShops(connection.credentials.accessToken);
    const shop = shops.find((s) => s.id === connection.credentials.extra.shopId) ?? shops[0];
    if (!shop) throw new PlatformError('unauthorized', 'TikTok Shop: the token covers no shop');
    return shop.region;
  }

  return {
    code: 'tiktok-shop',
    publisher: tiktokPublisher(shopApi, http),
    orders: tiktokOrders(shopApi),

    authorizationUrl({ state }) {
      // The redirect URL is fixed in Partner Center for the app: TikTok takes no redirect_uri.
      const url = new URL(`${(config.authUrl ?? TIKTOK_HOSTS.auth).replace(/\/+$/, '')}/open/authorize`);
      url.searchParams.set('service_id', config.serviceId);
      url.searchParams.set('state', state);
      return url.toString();
    },

    async exchangeCode({ code }): Promise<ConnectedShop> {
      const token = await client.token({ authCode: code });
      const shops = await authorizedShops(token.access_token);
      // One authorization names one seller; a cross-border seller may list several shops, of which we take the first.
      const shop = shops[0];
      if (!shop) throw new PlatformError('rejected', 'TikTok Shop: the authorization covers no shop');
      return { credentials: credentialsOf(token, shop), platformShopId: shop.id, shopName: shop.name || token.seller_name || undefined, storeUrl: shop.region };
    },

    async refresh(connection) {
      const refreshToken = connection.credentials.refreshToken;
      if (!refreshToken) throw new PlatformError('unauthorized', 'TikTok Shop: no refresh token');
      const token = await client.token({ refreshToken });
      const { extra } = connection.credentials;
      return { ...credentialsOf(token, { id: extra.shopId ?? '', cipher: extra.shopCipher ?? '', region: extra.region ?? connection.storeUrl }), extra: { ...extra, openId: token.open_id || (extra.openId ?? '') } };
    },

    async checkHealth(connection): Promise<HealthResult> {
      try {
        await authorizedShops(connection.credentials.accessToken);
        return { ok: true };
      } catch (error) {
        if (!(error instanceof PlatformError)) throw error;
        // A bad sign or a refused parameter is our side's fault: reauthorizing would not help, so it is not 'unauthorized'.
        return { ok: false, reason: error.kind === 'unauthorized' ? 'unauthorized' : 'unreachable', detail: error.message };
      }
    },

    /** From the shop's region (kept at connect time from /authorization/202309/shops); no extra call. */
    async getCurrency(connection) {
      const region = (await regionOf(connection)).toUpperCase();
      const currency = REGION_CURRENCY[region];
      if (!currency) throw new PlatformError('rejected', `TikTok Shop: no currency known for region ${region}`);
      return currency;
    },

    /** The leaf categories a product can be listed in, each named by its path (categories.ts). */
    async listCollections(connection) {
      const { categories } = await client.call(categoriesSchema, {
        method: 'GET',
        path: '/product/202309/categories',
        accessToken: connection.credentials.accessToken,
        query: { shop_cipher: shopCipher(connection) },
      });
      return leafCategories(categories);
    },

    /** TikTok's own recommendation for a product: its leaf, named by its path; null when it has none. */
    async recommendCategory(connection, input) {
      const answer = await client.call(recommendedCategorySchema, {
        method: 'POST',
        path: '/product/202309/categories/recommend',
        accessToken: connection.credentials.accessToken,
        query: { shop_cipher: shopCipher(connection) },
        body: { product_title: input.title, ...(input.description ? { description: input.description } : {}), ...(input.images?.length ? { images: input.images.map((url) => ({ url })) } : {}) },
      });
      return recommendedLeaf(answer);
    },

    /** A leaf category's attributes: the SKU axes (SALES_PROPERTY) and the product's own (PRODUCT_PROPERTY). */
    async listAttributes(connection, categoryId) {
      const answer = await client.call(categoryAttributesSchema, {
        method: 'GET',
        path: `/product/202309/categories/${encodeURIComponent(categoryId)}/attributes`,
        accessToken: connection.credentials.accessToken,
        query: { shop_cipher: shopCipher(connection) },
      });
      return attributesOf(answer);
    },

    async listTags() {
      return [];
    },

    /** The shop's warehouses (GET /logistics/202309/warehouses), for the listing editor's warehouse select. */
    async listWarehouses(connection) {
      const { warehouses } = await client.call(warehousesSchema, {
        method: 'GET',
        path: '/logistics/202309/warehouses',
        accessToken: connection.credentials.accessToken,
        query: { shop_cipher: shopCipher(connection) },
      });
      return warehouses.map((w) => ({ id: w.id, name: w.name, isDefault: w.is_default }));
    },

    verifyWebhook({ headers, rawBody }) {
      return isGenuineWebhook(config.appKey, config.appSecret, headers.authorization, rawBody);
    },

    async subscribeWebhooks(connection, callbackBaseUrl) {
      const address = `${callbackBaseUrl.replace(/\/+$/, '')}${TIKTOK_WEBHOOK_PATH}`;
      await eachWebhook(connection, 'PUT', (eventType) => ({ address, event_type: eventType }));
    },

    async unsubscribeWebhooks(connection) {
      await eachWebhook(connection, 'DELETE', (eventType) => ({ event_type: eventType }));
    },
  };
}

/** The registry's factory: the app's TikTok Shop settings (unset URLs are TikTok's real hosts). */
export const tiktokShopPlatform: PlatformFactory = (config: Config, http: HttpFetch) =>
  createTikTokShopPlatform(
    {
      appKey: config.TIKTOK_SHOP_APP_KEY,
      appSecret: config.TIKTOK_SHOP_APP_SECRET,
      serviceId: config.TIKTOK_SHOP_SERVICE_ID,
      authUrl: config.TIKTOK_SHOP_AUTH_URL,
      tokenUrl: config.TIKTOK_SHOP_TOKEN_URL,
      apiUrl: config.TIKTOK_SHOP_API_URL,
    },
    http,
  );
