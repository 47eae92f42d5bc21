import type { Config } from '../../../../platform/config.ts';
import type { HttpFetch } from '../../../../platform/outbound-http.ts';
import type { AdapterOf } from '../extras.ts';
import { PlatformError, type ConnectedShop, type HealthResult, type StoreConnection, type StorePlatform } from '../platform.ts';
import { isTemuRegion, temuClient, type Http, type TemuRegion } from './client.ts';
import { categoriesSchema, tokenCreateSchema, tokenInfoSchema } from './schemas.ts';
import { temuOrders } from './orders.ts';

/**
 * Temu behind the StorePlatform interface (Partner API, one router per region). Two ways in:
 * the seller pastes the access token Seller Center shows after a manual authorization
 * (connectWithToken), or Seller Center sends the browser to the app's redirect URL with a `code`
 * (callback authorization, exchangeCode: bg.open.accesstoken.create). Tokens cannot be refreshed
 * through the API: when one expires the store becomes Unauthorized and the seller authorizes again.
 *
 * Webhooks: Temu's push signature scheme is not published, so verifyWebhook trusts none (always
 * false) and orders are polled (orders.ts); a push may only prompt a re-read through the signed API.
 */

export interface TemuConfig {
  appKey: string;
  appSecret: string;
  /** Unset: the regions' real routers. The local simulator serves one router for all regions. */
  apiUrl?: string;
  /** Seller Center, where the seller authorizes the app. */
  authUrl?: string;
}

export const TEMU_SELLER_CENTER = 'https://seller.temu.com';
/** The Seller Center page where a seller authorizes an app (partner docs, "Seller authorization"). */
export const TEMU_AUTHORIZE_PATH = '/open-platform/client-manage';

/** The currency a region's router sells in: US dollars, euros in the EU; the global router's first market is priced in dollars too. */
const REGION_CURRENCY: Record<TemuRegion, string> = { us: 'USD', eu: 'EUR', global: 'USD' };

export interface TemuPlatform extends StorePlatform {
  /** Manual authorization: checks the pasted token with a real call and answers the mall it belongs to. */
  connectWithToken(input: { accessToken: string; region: string }): Promise<ConnectedShop>;
}

const regionOf = (connection: StoreConnection): TemuRegion => {
  const region = connection.credentials.extra.region ?? connection.storeUrl;
  if (!isTemuRegion(region)) throw new PlatformError('rejected', `Temu: unknown region ${region}`);
  return region;
};

export function createTemuPlatform(config: TemuConfig, http: Http): TemuPlatform {
  const client = temuClient({ appKey: config.appKey, appSecret: config.appSecret, apiUrl: config.apiUrl }, http);

  const tokenInfo = (accessToken: string, region: TemuRegion) => client.call(tokenInfoSchema, { type: 'bg.open.accesstoken.info.get', region, accessToken });

  const connected = (accessToken: string, region: TemuRegion, info: { mallId: string; expiredTime?: number }): ConnectedShop => ({
    credentials: {
      accessToken,
      accessTokenExpiresAt: info.expiredTime ? new Date(info.expiredTime * 1000) : undefined,
      extra: { mallId: info.mallId, region },
    },
    platformShopId: info.mallId,
    storeUrl: region,
  });

  return {
    code: 'temu',
    orders: temuOrders(client, regionOf),

    authorizationUrl({ state }) {
      // The redirect URL is the one set for the app in the Partner Platform; Temu takes none here.
      const url = new URL(`${(config.authUrl ?? TEMU_SELLER_CENTER).replace(/\/+$/, '')}${TEMU_AUTHORIZE_PATH}`);
      url.searchParams.set('app_key', config.appKey);
      url.searchParams.set('state', state);
      return url.toString();
    },

    /** Callback authorization; `shop` carries the seller's region (us, eu, global; us when absent). */
    async exchangeCode({ code, shop }) {
      const region = isTemuRegion(shop) ? shop : 'us';
      // The docs: on this first call the access_token is the code itself.
      const token = await client.call(tokenCreateSchema, { type: 'bg.open.accesstoken.create', region, accessToken: code, params: { code } });
      return connected(token.accessToken, region, token);
    },

    async connectWithToken({ accessToken, region }) {
      // The region is seller input here: an unknown one is refused before any call.
      if (!isTemuRegion(region)) throw new PlatformError('rejected', `Temu: unknown region ${region}`);
      return connected(accessToken, region, await tokenInfo(accessToken, region));
    },

    async checkHealth(connection): Promise<HealthResult> {
      try {
        await tokenInfo(connection.credentials.accessToken, regionOf(connection));
        return { ok: true };
      } catch (error) {
        if (!(error instanceof PlatformError)) throw error;
        return { ok: false, reason: error.kind === 'unauthorized' ? 'unauthorized' : 'unreachable', detail: error.message };
      }
    },

    /** By region, no call: the router a mall is served by fixes its selling currency. */
    async getCurrency(connection) {
      return REGION_CURRENCY[regionOf(connection)];
    },

    /** The top level of Temu's category tree (parentCatId 0). */
    async listCollections(connection) {
      const { goodsCatsList } = await client.call(categoriesSchema, {
        type: 'bg.local.goods.cats.get',
        region: regionOf(connection),
        accessToken: connection.credentials.accessToken,
        params: { parentCatId: 0 },
      });
      return goodsCatsList.map((c) => ({ id: c.catId, name: c.catName }));
    },

    async listTags() {
      return [];
    },

    verifyWebhook() {
      return false;
    },
  };
}

/** The registry's factory: the app's Temu settings (unset URLs are the regions' real routers and Seller Center). */
export const temuPlatform = (config: Config, http: HttpFetch): AdapterOf =>
  createTemuPlatform({ appKey: config.TEMU_APP_KEY, appSecret: config.TEMU_APP_SECRET, apiUrl: config.TEMU_API_URL, authUrl: config.TEMU_AUTH_URL }, http);
