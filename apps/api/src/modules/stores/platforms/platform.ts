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

/** One variant as the store receives it; money in the store currency's minor units. */
export interface ListingVariantPayload {
  /** The SKU code the store shows (our SKU code unless the seller changed it); how variants are matched on update. */
  sku: string;
  size: string;
  colour: string;
  priceCents: number;
  /** Shown struck through; null when none. */
  compareAtCents: number | null;
  quantity: number;
  weightGrams: number;
  /** The colour's picture (absolute URL), when it has one. */
  imageUrl?: string;
  /** Known after the first publication; absent for new variants. */
  platformVariantId?: string;
}

/** A product as we send it to a store (spec 2.8's fields); every platform maps it to its own API. */
export interface ListingPayload {
  /**
   * Our listing's id, when the caller gives it: a key the store keeps so that a create retried after a lost
   * answer finds the product the first attempt made (Shopify: the product handle ends with it and productSet
   * upserts by handle; WooCommerce: the parent product's SKU).
   */
  reference?: string;
  title: string;
  descriptionHtml: string;
  tags: string[];
  /** Shopify collections, WooCommerce categories: ids in the store. */
  collectionIds: string[];
  /** TikTok Shop's leaf category id; WooCommerce/Shopify ignore it. */
  categoryId?: string;
  productType?: string;
  /** Absolute picture URLs in order; adapters upload them where the platform wants bytes (TikTok). */
  images: string[];
  /** ISO 4217 of the prices. */
  currency: string;
  variants: ListingVariantPayload[];
  /** Visible in the store (Shopify ACTIVE, WooCommerce publish, TikTok activated) or not. */
  active: boolean;
  /** Platform-specific fields, e.g. TikTok warehouse id, package dimensions, attributes. */
  extra?: Record<string, unknown>;
}

/** What the store answered for a created or updated product. */
export interface PublishedProduct {
  platformProductId: string;
  /** The product page in the store, when the platform tells it. */
  url?: string;
  /** The platform's own status word (ACTIVE, publish, LIVE, ...). */
  platformStatus: string;
  /** Our SKU code → the platform's variant id. */
  variants: { sku: string; platformVariantId: string }[];
}

/** A product's state as the store reports it now (spec 2.7 real-time status). */
export interface ProductState {
  exists: boolean;
  platformStatus?: string;
}

/**
 * Publishing (issue 15). Adapters call the platform's real product API; `PlatformError('rate_limited', …,
 * retryAfterMs)` and 'unavailable' are retried by the caller's job, 'rejected' is the product's own fault
 * (recorded with the platform's words), 'unauthorized' marks the store. Each adapter keeps to its platform's
 * published rate limits itself (Shopify's cost bucket, TikTok/Temu QPS) before calling.
 */
export interface ListingPublisher {
  createProduct(connection: StoreConnection, payload: ListingPayload): Promise<PublishedProduct>;
  /** Replaces the product's fields and variants with the payload's (variants missing from it are removed). */
  updateProduct(connection: StoreConnection, platformProductId: string, payload: ListingPayload): Promise<PublishedProduct>;
  /** Hide (deactivate) or relist (activate). */
  setProductActive(connection: StoreConnection, platformProductId: string, active: boolean): Promise<ProductState>;
  /** A product already gone from the store counts as deleted. */
  deleteProduct(connection: StoreConnection, platformProductId: string): Promise<void>;
  setInventory(connection: StoreConnection, platformProductId: string, levels: { platformVariantId: string; sku: string; quantity: number }[]): Promise<void>;
  /** States of several products, keyed by platform product id. */
  getProductStates(connection: StoreConnection, platformProductIds: string[]): Promise<Record<string, ProductState>>;
  /** Most pictures one product takes on this platform (spec 5.1: 250, or 40 / 9 where the platform says so). */
  readonly maxImages: number;
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
  /** Product publishing; Temu's has its own editor (a later issue). */
  publisher?: ListingPublisher;
}
