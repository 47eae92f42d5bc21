import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authorizePage, problemPage } from '../shared/authorize-page.ts';
import { perSecondLimit } from '../shared/rate-limit.ts';
import { acceptRawJson, rawJsonOf } from '../shared/raw-json.ts';
import { formOf, html, listen, simulatorApp } from '../shared/server.ts';
import { testSwitches, type TestSwitches } from '../shared/test-switches.ts';
import { isUseCase, newImageUri, parseMultipart, ProductRefusal, shopCatalogue, type ShopCatalogue, type TikTokImage } from './products.ts';
import { hmacSha256Hex, webhookSender } from '../shared/webhooks.ts';
import { attributesOf, categoriesView, categoryById, recommend } from './categories.ts';
import { gatewayRefusal, refusal, type Refusal } from './gateway.ts';
import { bodyOf, OrderRefusal, shopOrders, type ShopOrders } from './orders.ts';
import { shopperRoutes } from './shopper-routes.ts';

/**
 * A local stand-in for TikTok Shop's Partner API (202309 paths), for one app: the seller
 * authorization page (/open/authorize?service_id&state, 'Authorize' sends the browser to the app's
 * redirect URL with `code` and `state`), the auth host's token calls (/api/v2/token/get|refresh),
 * and signed API calls checked like TikTok's gateway (gateway.ts) with its error envelopes:
 * authorized shops, product categories (the tree, the recommendation for a title, a leaf's attributes:
 * categories.ts), webhook subscriptions, warehouses, and the Product API (products.ts:
 * image upload, create, edit, activate, deactivate, delete, inventory, detail). Webhooks are signed
 * `Authorization: hex HMAC-SHA256(app_secret, app_key + body)`.
 * GET /storefront/{shopId} (and /shop/{shopId}) is the shop's storefront: its live (ACTIVATE) products as
 * cards with pictures, SKUs with colour, size, price and list price in the shop currency.
 * Test controls (not TikTok's): GET /simulator/shops/{shopId}/products (every product as JSON),
 * POST /simulator/shops/{shopId}/too-many {calls} (the next calls answer 429 36009002),
 * POST|DELETE /simulator/shops/{shopId}/reject {titleContains?, next?, message?} (create/edit fail with a
 * product validation error), POST /simulator/latency?ms= (every API call waits first),
 * POST /simulator/shops/{shopId}/products/{productId}/status {status, reason?} (review or moderation: FAILED,
 * PLATFORM_DEACTIVATED, FREEZE, PENDING held, …).
 * Orders (orders.ts; the shopper's pages and the order test controls: shopper-routes.ts, order-pages.ts): the storefront's Buy form and order pages (tracking, the buyer's
 * cancellation request); Order Search and Detail, the delivery option's shipping providers, Mark Package As
 * Shipped, package detail and shipping info update, Search Cancellations, approve and reject; pushes
 * ORDER_STATUS_CHANGE and CANCELLATION_STATUS_CHANGE. Test controls: GET|POST /simulator/shops/{shopId}/orders,
 * POST …/orders/{orderId}/status {status}, POST …/orders/{orderId}/cancellation-request. See ../README.md.
 */

export interface TikTokShopSimulatorOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  appKey: string;
  appSecret: string;
  serviceId: string;
  /** The app's redirect URL (set in Partner Center for a real app); can be set later. */
  redirectUrl?: string;
  /** TikTok: access tokens live 7 days, refresh tokens far longer. */
  accessTokenTtlSeconds?: number;
  refreshTokenTtlSeconds?: number;
  /** Calls per second per app key; TikTok Shop allows 50. */
  qps?: number;
  /** How long a new or edited product stays PENDING (in review) before it is ACTIVATE; 0 by default. */
  auditMs?: number;
}

export interface SimulatedShop {
  id: string;
  name: string;
  region: string;
  cipher: string;
  code: string;
  catalogue: ShopCatalogue;
  orders: ShopOrders;
  /** event_type → address, as subscribed through PUT /event/202309/webhooks. */
  webhooks: Map<string, string>;
}

export interface TikTokShopSimulator {
  url: string;
  setRedirectUrl(url: string): void;
  shops(): SimulatedShop[];
  /** The seller authorizes without the page (demo data, tests): an authorization code for the shop (created when new). */
  issueCode(shopName: string, region?: string): string;
  /** The seller removes the app: every token of the shop stops working and SELLER_DEAUTHORIZATION is pushed. */
  deauthorize(shopId: string): Promise<void>;
  /** Every access token expires now (refresh tokens still work). */
  expireAccessTokens(): void;
  /** Pushes a signed event to the address the shop subscribed for it (nothing when none). */
  emitWebhook(shopId: string, eventType: keyof typeof EVENT_TYPES, data: Record<string, unknown>): Promise<void>;
  /** Test switches (429s, rejections, latency) by shop id, also reachable over HTTP under /simulator/. */
  switches: TestSwitches;
  close(): Promise<void>;
}

/** TikTok Shop's webhook event numbers. */
export const EVENT_TYPES = {
  ORDER_STATUS_CHANGE: 1,
  REVERSE_STATUS_UPDATE: 2,
  RECIPIENT_ADDRESS_UPDATE: 3,
  PACKAGE_UPDATE: 4,
  PRODUCT_STATUS_CHANGE: 5,
  SELLER_DEAUTHORIZATION: 6,
  UPCOMING_AUTHORIZATION_EXPIRATION: 7,
  CANCELLATION_STATUS_CHANGE: 11,
  RETURN_STATUS_CHANGE: 12,
} as const;

export const TIKTOK_REGIONS = ['US', 'GB', 'DE', 'FR', 'ES', 'IT', 'MX', 'JP', 'ID', 'MY', 'PH', 'SG', 'TH', 'VN'] as const;

interface Authorization {
  shopId: string;
  refreshToken: string;
  refreshExpiresAt: number;
  revoked: boolean;
}
interface AccessGrant {
  authorization: Authorization;
  expiresAt: number;
}

const token = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const requestId = () => `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(9).toString('hex').toUpperCase()}`;

const INVALID_TOKEN = refusal(401, 36009004, 'Invalid credentials. The `x-tts-access-token` header is invalid.');
const EXPIRED_TOKEN = refusal(401, 105002, 'Expired credentials. The `access_token` or `x-tts-access-token` header has expired.');
const TOO_MANY = refusal(429, 36009002, "Too many requests. You've made too many requests in a short period of time.");
const BAD_PARAM = (message = 'invalid param error') => refusal(400, 36009004, message);

export async function startTikTokShopSimulator(options: TikTokShopSimulatorOptions): Promise<TikTokShopSimulator> {
  const app = simulatorApp();
  acceptRawJson(app);
  const accessTtl = (options.accessTokenTtlSeconds ?? 7 * 86_400) * 1000;
  const refreshTtl = (options.refreshTokenTtlSeconds ?? 365 * 86_400) * 1000;
  const limit = perSecondLimit(options.qps ?? 50);
  const shops = new Map<string, SimulatedShop>();
  const codes = new Map<string, { shopId: string; expiresAt: number }>();
  const grants = new Map<string, AccessGrant>();
  const authorizations = new Map<string, Authorization>();
  const images = new Map<string, TikTokImage>();
  const switches = testSwitches();
  let redirectUrl = options.redirectUrl;
  let baseUrl = '';

  const envelope = (reply: FastifyReply, status: number, code: number, message: string, data: unknown = null) =>
    reply.status(status).send({ code, message, request_id: requestId(), data });
  const refuse = (reply: FastifyReply, r: Refusal) => envelope(reply, r.status, r.code, r.message);
  const ok = (reply: FastifyReply, data: unknown) => envelope(reply, 200, 0, 'Success', data);

  const shopView = (shop: SimulatedShop) => ({ id: shop.id, name: shop.name, region: shop.region, seller_type: 'LOCAL', cipher: shop.cipher, code: shop.code });

  function shopNamed(name: string, region: string): SimulatedShop {
    const existing = [...shops.values()].find((s) => s.name === name && s.region === region);
    if (existing) return existing;
    const id = `7494${digits(15)}`;
    const catalogue = shopCatalogue({
      region,
      auditMs: options.auditMs ?? 0,
      images,
      rejection: (title) => switches.rejection(id, title),
      // TikTok's push of a review outcome or status change; a receiver that is down misses it, as with TikTok.
      onStatusChange: (productId, status, reason) =>
        void emitWebhook(id, 'PRODUCT_STATUS_CHANGE', { product_id: productId, status, suspended_reason: reason, update_time: Math.floor(Date.now() / 1000) }).catch(() => undefined),
    });
    const orders = shopOrders({ region, catalogue, warehouseId: catalogue.warehouses()[0]!.id, push: (event, data) => emitWebhook(id, event, data) });
    const shop: SimulatedShop = { id, name, region, cipher: token('ROW_'), code: `${region}LC${randomBytes(3).toString('hex').toUpperCase()}`, catalogue, orders, webhooks: new Map() };
    shops.set(shop.id, shop);
    return shop;
  }

  function issueTokens(authorization: Authorization) {
    const accessToken = token('ROW_');
    const expiresAt = Date.now() + accessTtl;
    grants.set(accessToken, { authorization, expiresAt });
    const shop = shops.get(authorization.shopId)!;
    return {
      access_token: accessToken,
      access_token_expire_in: Math.floor(expiresAt / 1000),
      refresh_token: authorization.refreshToken,
      refresh_token_expire_in: Math.floor(authorization.refreshExpiresAt / 1000),
      open_id: `open_${shop.id}`,
      seller_name: shop.name,
      seller_base_region: shop.region,
      user_type: 0,
      granted_scopes: ['seller.authorization.info', 'seller.product.basic', 'seller.order.info', 'seller.shop.info'],
    };
  }

  function issueCode(shopName: string, region = 'US') {
    const code = token('TTP_');
    codes.set(code, { shopId: shopNamed(shopName, region).id, expiresAt: Date.now() + 30 * 60_000 });
    return code;
  }

  async function emitWebhook(shopId: string, eventType: keyof typeof EVENT_TYPES, data: Record<string, unknown>) {
    const address = shops.get(shopId)?.webhooks.get(eventType);
    if (!address) return;
    const body = JSON.stringify({ type: EVENT_TYPES[eventType], tts_notification_id: digits(19), shop_id: shopId, timestamp: Math.floor(Date.now() / 1000), data });
    await webhookSender(address).post(body, { authorization: hmacSha256Hex(options.appSecret, options.appKey + body) });
  }

  async function deauthorize(shopId: string) {
    for (const authorization of authorizations.values()) if (authorization.shopId === shopId) authorization.revoked = true;
    await emitWebhook(shopId, 'SELLER_DEAUTHORIZATION', { message: `Shop_id ${shopId} is deauthorized from your APP by merchant.` });
  }

  // --- The seller's authorization page (services.tiktokshop.com/open/authorize) ---

  app.get<{ Querystring: { service_id?: string; state?: string } }>('/open/authorize', async (request, reply) => {
    if (request.query.service_id !== options.serviceId) return html(reply, 400, problemPage('App not found', 'This service is not available. Check the service_id.'));
    return html(
      reply,
      200,
      authorizePage({
        platform: 'TikTok Shop',
        appName: 'Threadway',
        action: '/open/authorize',
        hidden: { service_id: options.serviceId, state: request.query.state ?? '' },
        shopLabel: 'Shop name',
        shopDefault: 'Threadway Demo Shop',
        regions: TIKTOK_REGIONS,
        buttons: [{ value: 'authorize', label: 'Authorize' }],
      }),
    );
  });

  app.post('/open/authorize', async (request, reply) => {
    const form = formOf(request.body);
    const region = form.get('region') ?? 'US';
    if (form.get('service_id') !== options.serviceId || !TIKTOK_REGIONS.includes(region as (typeof TIKTOK_REGIONS)[number])) return html(reply, 400, problemPage('App not found', 'This service is not available.'));
    if (!redirectUrl) return html(reply, 400, problemPage('No redirect URL', 'The app has no redirect URL set in Partner Center.'));
    const code = issueCode((form.get('shop_name') ?? '').trim() || 'Threadway Demo Shop', region);
    const target = new URL(redirectUrl);
    target.searchParams.set('code', code);
    target.searchParams.set('state', form.get('state') ?? '');
    return reply.redirect(target.toString(), 302);
  });

  // --- The auth host (auth.tiktok-shops.com): token calls carry the app key and secret, unsigned ---

  type TokenQuery = { app_key?: string; app_secret?: string; auth_code?: string; refresh_token?: string; grant_type?: string };
  const appRefusal = (query: TokenQuery, grantType: string): Refusal | null => {
    if (query.app_key !== options.appKey) return refusal(200, 36009004, 'Invalid credentials. Invalid `app_key` query parameter.');
    if (query.app_secret !== options.appSecret) return refusal(200, 36009004, 'Invalid credentials. The `app_secret` query parameter is invalid.');
    if (query.grant_type !== grantType) return BAD_PARAM();
    return null;
  };

  app.get<{ Querystring: TokenQuery }>('/api/v2/token/get', async (request, reply) => {
    const refused = appRefusal(request.query, 'authorized_code');
    if (refused) return refuse(reply, refused);
    const grant = codes.get(request.query.auth_code ?? '');
    codes.delete(request.query.auth_code ?? '');
    if (!grant || grant.expiresAt < Date.now()) return envelope(reply, 200, 36004004, 'Invalid auth code.');
    const authorization: Authorization = { shopId: grant.shopId, refreshToken: token('ROW_'), refreshExpiresAt: Date.now() + refreshTtl, revoked: false };
    authorizations.set(authorization.refreshToken, authorization);
    return ok(reply, issueTokens(authorization));
  });

  app.get<{ Querystring: TokenQuery }>('/api/v2/token/refresh', async (request, reply) => {
    const refused = appRefusal(request.query, 'refresh_token');
    if (refused) return refuse(reply, refused);
    const authorization = authorizations.get(request.query.refresh_token ?? '');
    if (!authorization || authorization.revoked || authorization.refreshExpiresAt < Date.now()) return envelope(reply, 200, 36004004, 'Invalid refresh token.');
    return ok(reply, issueTokens(authorization));
  });

  // --- Signed API calls (open-api.tiktokglobalshop.com) ---

  // Image uploads are multipart: kept as bytes; the gateway leaves them out of the sign.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_request, body, done) => done(null, { raw: '', json: undefined, multipart: body }));

  interface Call {
    shop: SimulatedShop;
    body: unknown;
    params: Record<string, string>;
    query: Record<string, string>;
    multipart?: ReturnType<typeof parseMultipart>;
  }
  function api(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, shopScoped: boolean, handle: (call: Call, reply: FastifyReply) => unknown) {
    app.route({
      method,
      url: path,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const url = new URL(request.url, 'http://simulator');
        const { raw, json } = rawJsonOf(request.body);
        if (!limit.take(url.searchParams.get('app_key') ?? '')) return refuse(reply, TOO_MANY);
        const refused = gatewayRefusal(options, url, raw, String(request.headers['content-type'] ?? ''), Date.now());
        if (refused) return refuse(reply, refused);
        const grant = grants.get(String(request.headers['x-tts-access-token'] ?? ''));
        if (!grant || grant.authorization.revoked) return refuse(reply, INVALID_TOKEN);
        if (grant.expiresAt <= Date.now()) return refuse(reply, EXPIRED_TOKEN);
        const shop = shops.get(grant.authorization.shopId)!;
        const cipher = url.searchParams.get('shop_cipher');
        if (shopScoped && !cipher) return refuse(reply, refusal(400, 106013, 'Missing identifier. The `shop_cipher` query parameter is required to identify the target shop.'));
        if (shopScoped && cipher !== shop.cipher) return refuse(reply, BAD_PARAM('Invalid identifier. The `shop_cipher` query parameter is invalid.'));
        if (!shopScoped && cipher) return refuse(reply, BAD_PARAM('Unexpected identifier. The `shop_cipher` query parameter is not required for this request.'));
        await switches.delay();
        if (switches.takeTooMany(shop.id)) return refuse(reply, TOO_MANY);
        const bytes = (request.body as { multipart?: Buffer } | undefined)?.multipart;
        const multipart = bytes ? parseMultipart(bytes, String(request.headers['content-type'])) : undefined;
        try {
          return await handle({ shop, body: json, params: request.params as Record<string, string>, query: Object.fromEntries(url.searchParams), multipart }, reply);
        } catch (error) {
          if (error instanceof ProductRefusal || error instanceof OrderRefusal) return refuse(reply, refusal(400, error.code, error.message));
          throw error;
        }
      },
    });
  }

  api('GET', '/authorization/202309/shops', false, ({ shop }, reply) => ok(reply, { shops: [shopView(shop)] }));

  // --- Product categories (categories.ts) ---

  api('GET', '/product/202309/categories', true, (_call, reply) => ok(reply, { categories: categoriesView() }));

  api('POST', '/product/202309/categories/recommend', true, ({ body }, reply) => {
    const { product_title: title, description } = (body ?? {}) as { product_title?: unknown; description?: unknown };
    if (typeof title !== 'string' || !title.trim()) return refuse(reply, BAD_PARAM('Invalid parameter. product_title is required.'));
    return ok(reply, recommend(title, typeof description === 'string' ? description : ''));
  });

  api('GET', '/product/202309/categories/:id/attributes', true, ({ params }, reply) => {
    const category = categoryById(params.id);
    if (!category) return refuse(reply, refusal(400, 12052004, 'The category_id is invalid.'));
    if (!category.leaf) return refuse(reply, refusal(400, 12052024, 'The category is not a leaf category.'));
    return ok(reply, attributesOf(category));
  });

  const eventOf = (body: unknown) => {
    const eventType = (body as { event_type?: unknown } | undefined)?.event_type;
    return typeof eventType === 'string' && eventType in EVENT_TYPES ? eventType : null;
  };

  api('PUT', '/event/202309/webhooks', true, ({ shop, body }, reply) => {
    const eventType = eventOf(body);
    const address = (body as { address?: unknown }).address;
    if (!eventType || typeof address !== 'string' || !/^https?:\/\//.test(address)) return refuse(reply, BAD_PARAM());
    shop.webhooks.set(eventType, address);
    return ok(reply, {});
  });

  api('DELETE', '/event/202309/webhooks', true, ({ shop, body }, reply) => {
    const eventType = eventOf(body);
    if (!eventType) return refuse(reply, BAD_PARAM());
    shop.webhooks.delete(eventType);
    return ok(reply, {});
  });

  api('GET', '/event/202309/webhooks', true, ({ shop }, reply) =>
    ok(reply, { webhooks: [...shop.webhooks].map(([event_type, address]) => ({ event_type, address })), total_count: shop.webhooks.size }),
  );

  // --- Product API 202309 (products.ts) ---

  api('GET', '/logistics/202309/warehouses', true, ({ shop }, reply) => ok(reply, { warehouses: shop.catalogue.warehouses() }));

  api('POST', '/product/202309/images/upload', false, ({ multipart }, reply) => {
    const file = multipart?.get('data');
    const useCase = multipart?.get('use_case')?.value.toString('utf8') ?? 'MAIN_IMAGE';
    if (!file?.value.length) return refuse(reply, refusal(400, 12052100, 'The image file `data` is required.'));
    if (!isUseCase(useCase)) return refuse(reply, BAD_PARAM('Invalid use_case.'));
    if (!/^image\/(jpeg|png|webp|bmp|heic)$/.test(file.contentType ?? '')) return refuse(reply, refusal(400, 12052101, 'The image format is not supported: JPG, JPEG, PNG, WEBP, HEIC or BMP.'));
    const image = { uri: newImageUri(), bytes: file.value, contentType: file.contentType! };
    images.set(image.uri, image);
    return ok(reply, { uri: image.uri, url: `${baseUrl}/images/${image.uri}`, width: 1, height: 1, use_case: useCase });
  });

  const productBody = (body: unknown) => (body && typeof body === 'object' ? (body as Parameters<ShopCatalogue['create']>[0]) : {});
  api('POST', '/product/202309/products', true, ({ shop, body }, reply) => ok(reply, shop.catalogue.create(productBody(body))));
  api('PUT', '/product/202309/products/:id', true, ({ shop, body, params }, reply) => ok(reply, shop.catalogue.edit(params.id!, productBody(body))));
  api('GET', '/product/202309/products/:id', true, ({ shop, params }, reply) => ok(reply, shop.catalogue.detail(params.id!)));
  const productIds = (body: unknown) => (body as { product_ids?: unknown } | undefined)?.product_ids;
  api('POST', '/product/202309/products/activate', true, ({ shop, body }, reply) => ok(reply, shop.catalogue.activate(productIds(body))));
  api('POST', '/product/202309/products/deactivate', true, ({ shop, body }, reply) => ok(reply, shop.catalogue.deactivate(productIds(body))));
  api('DELETE', '/product/202309/products', true, ({ shop, body }, reply) => ok(reply, shop.catalogue.remove(productIds(body))));
  api('POST', '/product/202309/products/:id/inventory/update', true, ({ shop, body, params }, reply) => ok(reply, shop.catalogue.inventory(params.id!, (body ?? {}) as Parameters<ShopCatalogue['inventory']>[1])));

  // --- Orders (orders.ts): Order API, Logistics, Fulfillment, Return/Refund (cancellations) 202309 ---

  api('POST', '/order/202309/orders/search', true, ({ shop, query, body }, reply) => ok(reply, shop.orders.search(query, bodyOf(body))));
  api('GET', '/order/202309/orders', true, ({ shop, query }, reply) => ok(reply, shop.orders.detail(query.ids)));
  api('GET', '/logistics/202309/delivery_options/:id/shipping_providers', true, ({ shop, params }, reply) => ok(reply, shop.orders.shippingProviders(params.id!)));
  api('POST', '/fulfillment/202309/orders/:id/packages', true, async ({ shop, params, body }, reply) => ok(reply, await shop.orders.markShipped(params.id!, bodyOf(body))));
  api('GET', '/fulfillment/202309/packages/:id', true, ({ shop, params }, reply) => ok(reply, shop.orders.packageDetail(params.id!)));
  api('POST', '/fulfillment/202309/packages/:id/shipping_info/update', true, ({ shop, params, body }, reply) => ok(reply, shop.orders.updateShippingInfo(params.id!, bodyOf(body))));
  api('POST', '/return_refund/202309/cancellations/search', true, ({ shop, query, body }, reply) => ok(reply, shop.orders.searchCancellations(query, bodyOf(body))));
  api('POST', '/return_refund/202309/cancellations/:id/approve', true, async ({ shop, params, body }, reply) => ok(reply, await shop.orders.answer(params.id!, 'approve', bodyOf(body))));
  api('POST', '/return_refund/202309/cancellations/:id/reject', true, async ({ shop, params, body }, reply) => ok(reply, await shop.orders.answer(params.id!, 'reject', bodyOf(body))));

  // --- The storefront, a shopper's orders and the order test controls (shopper-routes.ts; not part of TikTok) ---
  shopperRoutes(app, { shops, imageUrl: (uri) => `${baseUrl}/images/${uri}` });

  // --- The simulator's own controls for images, products and the shop (not part of TikTok) ---
  app.get<{ Params: { '*': string } }>('/images/*', async (request, reply) => {
    const image = images.get(request.params['*']);
    if (!image) return reply.status(404).send('Not found');
    return reply.type(image.contentType).send(image.bytes);
  });
  app.get<{ Params: { id: string } }>('/simulator/shops/:id/products', async (request, reply) => {
    const shop = shops.get(request.params.id);
    return shop ? { products: shop.catalogue.all() } : reply.status(404).send({ error: 'unknown shop' });
  });
  app.post<{ Params: { id: string; productId: string } }>('/simulator/shops/:id/products/:productId/status', async (request, reply) => {
    const shop = shops.get(request.params.id);
    if (!shop) return reply.status(404).send({ error: 'unknown shop' });
    const { status, reason } = (rawJsonOf(request.body).json ?? {}) as { status?: string; reason?: string };
    try {
      shop.catalogue.setStatus(request.params.productId, String(status), reason);
    } catch (error) {
      if (error instanceof ProductRefusal) return reply.status(400).send({ error: error.message });
      throw error;
    }
    return { ok: true };
  });
  switches.routes(app, '/simulator/shops/:id', (params) => params.id!);

  app.post<{ Params: { id: string } }>('/simulator/shops/:id/deauthorize', async (request, reply) => {
    if (!shops.has(request.params.id)) return reply.status(404).send({ error: 'unknown shop' });
    await deauthorize(request.params.id);
    return { ok: true };
  });

  app.setNotFoundHandler((_request, reply) => envelope(reply, 404, 36009009, 'Invalid path. The specified path does not match any available endpoint.'));

  baseUrl = await listen(app, options);
  return {
    url: baseUrl,
    setRedirectUrl(url: string) {
      redirectUrl = url;
    },
    shops: () => [...shops.values()],
    issueCode,
    deauthorize,
    expireAccessTokens() {
      for (const grant of grants.values()) grant.expiresAt = Date.now() - 1;
    },
    emitWebhook,
    switches,
    close: () => app.close(),
  };
}
