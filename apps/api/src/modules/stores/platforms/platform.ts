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
  /**
   * Statuses in which the platform is still reviewing a product (TikTok Shop: PENDING): its outcome comes
   * later, so the listing's status is read again until it leaves them.
   */
  readonly reviewStatuses?: readonly string[];
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
  /** Store orders flowing back and tracking pushed to the store (issue 17). */
  orders?: StoreOrderSource;
}

/** The recipient of a store order as the platform gives it; any field may be missing (then the order is abnormal). */
export interface StoreOrderAddress {
  name: string;
  phone: string;
  email?: string;
  street1: string;
  street2?: string;
  city: string;
  province?: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  zip: string;
}

/** One line of a store order; money in the store currency's minor units. */
export interface StoreOrderLine {
  /** The platform's id of the line (Shopify line item, WooCommerce line item, TikTok sku line): what a fulfilment names. */
  platformLineId: string;
  platformProductId?: string;
  platformVariantId?: string;
  /** The SKU code the store shows (ours unless the seller changed it). */
  sku?: string;
  title: string;
  quantity: number;
  unitPriceCents: number;
}

/** A store order as every adapter hands it to the store-orders domain (issue 17). */
export interface StoreOrder {
  /** The platform's own id, unique within the shop: how the same order delivered many times becomes one. */
  platformOrderId: string;
  /** What the seller and shopper see as the store order ID (Shopify '#1001', WooCommerce number, TikTok id). */
  name: string;
  /** Paid by the shopper (Shopify financial_status paid, WooCommerce processing/completed, TikTok AWAITING_SHIPMENT and later). Only paid orders are taken. */
  paid: boolean;
  cancelled: boolean;
  /** The shopper asked to cancel (TikTok cancellation request, Shopify/WooCommerce simulated through an order note or tag, see the adapter). */
  cancelRequested: boolean;
  /** ISO 4217 and total the shopper paid, minor units. */
  currency: string;
  totalCents: number;
  shippingCents: number;
  /** The shipping method's name the shopper chose (mapped to our channel by name, spec 9.4). */
  shippingMethod?: string;
  customerName: string;
  address: StoreOrderAddress | null;
  lines: StoreOrderLine[];
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
}

/** What a verified webhook says about orders: which shop and which order; the whole order when the body carries it. */
export interface StoreOrderNotice {
  /** Shopify shop domain (x.myshopify.com), WooCommerce site URL (X-WC-Webhook-Source), TikTok shop_id: how the store is found. */
  shopKey: string;
  platformOrderId: string;
  /** The platform's delivery id (X-Shopify-Webhook-Id, X-WC-Webhook-Delivery-ID, TikTok tts_notification_id): duplicates are dropped. */
  deliveryId?: string;
  /** Present when the body is the order itself (Shopify, WooCommerce); TikTok's push names the order only. */
  order?: StoreOrder;
}

/** One parcel's tracking as the store is told (spec 2.5 Fulfill Order; issue 17 tracking upload). */
export interface TrackingUpload {
  platformOrderId: string;
  /** The store lines and quantities in this parcel; all lines when empty (a partial shipment names its own). */
  lines: { platformLineId: string; quantity: number }[];
  trackingNumber: string;
  carrier: string;
  trackingUrl?: string;
}

/**
 * Store orders (issue 17). Same error rules as ListingPublisher: rate_limited / unavailable are retried by the
 * caller's job, rejected keeps the platform's words for the seller, unauthorized marks the store.
 */
export interface StoreOrderSource {
  /** Orders created or updated since the given time, oldest first, a page at a time (the polling fallback). */
  listOrders(connection: StoreConnection, input: { updatedSince: Date; cursor?: string }): Promise<{ orders: StoreOrder[]; nextCursor?: string }>;
  /** One order read back through the signed API; null when the store has no such order. */
  getOrder(connection: StoreConnection, platformOrderId: string): Promise<StoreOrder | null>;
  /** Reads a webhook the platform adapter already verified; null when it is not about an order. */
  readOrderNotice(input: { headers: Record<string, string | undefined>; rawBody: Buffer }): StoreOrderNotice | null;
  /** Pushes one parcel's tracking to the store order; answers the platform's id of the fulfilment (package, note). */
  uploadTracking(connection: StoreConnection, input: TrackingUpload): Promise<{ platformFulfilmentId: string }>;
  /** Cancel Fulfillment: withdraws an uploaded fulfilment where the platform allows it. */
  cancelTracking(connection: StoreConnection, input: { platformOrderId: string; platformFulfilmentId: string }): Promise<void>;
  /** Answers the shopper's cancellation request where the platform has the call (TikTok); others only record it. */
  answerCancellation?(connection: StoreConnection, input: { platformOrderId: string; agree: boolean }): Promise<void>;
}
