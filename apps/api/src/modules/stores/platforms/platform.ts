// apps/api/src/modules/stores/platforms/platform.ts
/** The four store platforms; the URL segment and database value. Spec codes: shopify = 'SP', temu = 'PD'. */
export type PlatformCode = 'shopify' | 'woocommerce' | 'tiktok-shop' | 'temu';

/** What we keep of an authorization. Secrets are encrypted at rest by the stores service, never by adapters. */
export interface PlatformCredentials {
  accessToken: string;
  refreshToken?: string;
  accessTokenExpiresAt?: Date;
  refreshTokenExpiresAt?: Date;
  /** Platform-specific values, e.g. WooCommerce consumerKey/consumerSecret, TikTok shopCipher/shopId, Temu mallId/region. */
  extra: Record<string, string>;
}

/** A connected store as an adapter sees it. */
export interface StoreConnection {
  /** The store's base URL the adapter calls (Shopify https://x.myshopify.com, WooCommerce site URL); for TikTok/Temu the region. */
  storeUrl: string;
  credentials: PlatformCredentials;
}

export interface ConnectedShop {
  credentials: PlatformCredentials;
  /** The platform's own id of the shop, used to deduplicate (one store per seller and shop). */
  platformShopId: string;
  shopName?: string;
  storeUrl: string;
}

export type HealthResult = { ok: true } | { ok: false; reason: 'unauthorized' | 'unreachable'; detail: string };

export interface StoreCollection { id: string; name: string }

/** Raised by adapters; `kind` decides retry (rate_limited, unavailable) vs. give up (unauthorized, rejected). */
export class PlatformError extends Error {
  constructor(readonly kind: 'unauthorized' | 'rate_limited' | 'unavailable' | 'rejected', message: string, readonly retryAfterMs?: number) {
    super(message);
  }
}

export interface StorePlatform {
  readonly code: PlatformCode;
  /** OAuth-style platforms: the URL the seller's browser is sent to. `shop` is the Shopify domain when needed. */
  authorizationUrl?(input: { state: string; redirectUri: string; shop?: string }): string;
  /** Exchanges the callback's authorization code for credentials (and reads the shop's identity). */
  exchangeCode?(input: { code: string; shop?: string; redirectUri: string }): Promise<ConnectedShop>;
  /** Key-based platforms (WooCommerce): checks the keys with a real call before they are saved. */
  connectWithKeys?(input: { storeUrl: string; consumerKey: string; consumerSecret: string }): Promise<ConnectedShop>;
  /** Platforms with expiring tokens: a fresh token pair. */
  refresh?(connection: StoreConnection): Promise<PlatformCredentials>;
  /** Is the authorization still valid (one cheap authenticated call)? */
  checkHealth(connection: StoreConnection): Promise<HealthResult>;
  /** The store's currency, ISO 4217. */
  getCurrency(connection: StoreConnection): Promise<string>;
  /** Collections (Shopify), categories (WooCommerce, TikTok, Temu) for the listing screens. */
  listCollections(connection: StoreConnection): Promise<StoreCollection[]>;
  /** Tags (Shopify, WooCommerce); [] where the platform has none. */
  listTags(connection: StoreConnection): Promise<string[]>;
  /** Verifies an inbound webhook with the platform's real algorithm over the raw body. */
  verifyWebhook(input: { headers: Record<string, string | undefined>; rawBody: Buffer }): boolean;
  /** Subscribes the store's webhooks to our callback URL (uninstall, orders later); where the platform has an API for it. */
  subscribeWebhooks?(connection: StoreConnection, callbackBaseUrl: string): Promise<void>;
  /** Removes our webhook subscriptions when the seller removes the store. */
  unsubscribeWebhooks?(connection: StoreConnection): Promise<void>;
}
