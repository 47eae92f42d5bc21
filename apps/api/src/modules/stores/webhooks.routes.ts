import { ErrorCode } from '@threadway/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { productStatusPushed } from '../listings/sync/review-watch.ts';
import type { ConnectService } from './connect.service.ts';
import type { PlatformCode } from './platforms/platform.ts';
import type { PlatformRegistry } from './platforms/registry.ts';
import { SHOPIFY_WEBHOOK_PATH } from './platforms/shopify/shopify.ts';
import { TIKTOK_WEBHOOK_PATH } from './platforms/tiktok-shop/adapter.ts';
import { readTikTokPush } from './platforms/tiktok-shop/webhook.ts';
import { WOO_WEBHOOK_PATH } from './platforms/woocommerce/woocommerce.ts';
import type { StoresService } from './stores.service.ts';
import type { StoreOrderNotices } from '../store-orders/notices.ts';
import { SHOPIFY_ORDER_TOPICS } from './platforms/shopify/shopify-order-webhook.ts';

type Headers = Record<string, string | undefined>;
const headersOf = (request: FastifyRequest): Headers => Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));

/** Shopify topics we answer: the uninstall, and the three mandatory compliance topics (store orders' topics are SHOPIFY_ORDER_TOPICS). */
const SHOPIFY_TOPICS = new Set(['app/uninstalled', 'customers/data_request', 'customers/redact', 'shop/redact']);
/** WooCommerce's order topics (X-WC-Webhook-Topic). */
const WOO_ORDER_TOPICS = new Set(['order.created', 'order.updated']);

/**
 * The platforms' public callbacks. Signatures cover the exact bytes, so these routes read the body as a
 * Buffer whatever its type (their own context; other routes keep JSON). A bad signature is 401, as Shopify
 * requires of the compliance webhooks.
 */
export function webhookRoutes(registry: PlatformRegistry, stores: StoresService, connect: ConnectService, notices: StoreOrderNotices) {
  return async (app: FastifyInstance) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    const refuse = (request: FastifyRequest, reply: FastifyReply) => reply.status(401).send({ code: ErrorCode.notSignedIn, data: null, message: translate(request.locale, 'payments.invalidSignature') });
    const verified = (platform: PlatformCode, request: FastifyRequest) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return registry.get(platform)?.verifyWebhook({ headers: headersOf(request), rawBody }) === true;
    };
    const schema = (summary: string) => ({ tags: ['stores'], summary });
    /**
     * A verified delivery about a store order (issue 17, decision 0027): read by the platform's adapter, then
     * recorded and queued in one short transaction (store-orders/notices.ts); the ingest job does the rest.
     * Undefined when the adapter reads no order from it (a topic it does not take, or no order source yet).
     */
    const orderNotice = async (platform: PlatformCode, request: FastifyRequest) => {
      const notice = registry.get(platform)?.orders?.readOrderNotice({ headers: headersOf(request), rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0) });
      return notice ? notices.accept(platform, notice) : undefined;
    };
    /** An order topic whose body is not an order: the sender's fault, 400 (never 500), so the platform does not retry it forever. */
    const notAnOrder = () => new AppError(ErrorCode.badRequest, 'errors.badRequest', 400);
    const hasOrders = (platform: PlatformCode) => registry.get(platform)?.orders !== undefined;

    app.post(SHOPIFY_WEBHOOK_PATH, { schema: schema('Shopify webhooks: orders/create, orders/paid, orders/updated, orders/cancelled (store orders, deduplicated by X-Shopify-Webhook-Id), app/uninstalled (the store becomes Unauthorized) and the compliance topics; 401 on a bad X-Shopify-Hmac-Sha256') }, async (request, reply) => {
      if (!verified('shopify', request)) return refuse(request, reply);
      const topic = String(request.headers['x-shopify-topic'] ?? '');
      const shop = String(request.headers['x-shopify-shop-domain'] ?? '');
      if (SHOPIFY_ORDER_TOPICS.has(topic) && hasOrders('shopify')) {
        const answer = await orderNotice('shopify', request);
        if (!answer) throw notAnOrder();
        return ok(request, { received: true, duplicate: answer.duplicate });
      }
      if (!SHOPIFY_TOPICS.has(topic)) return ok(request, { received: false });
      if (topic === 'app/uninstalled' || topic === 'shop/redact') await stores.revokedByPlatform('shopify', `https://${shop}`, topic === 'app/uninstalled' ? 'uninstalled' : 'redacted');
      return ok(request, { received: true });
    });

    app.post(WOO_WEBHOOK_PATH, { schema: schema('WooCommerce webhooks (X-WC-Webhook-Signature): order.created / order.updated are store orders; the creation ping passes') }, async (request, reply) => {
      if (!verified('woocommerce', request)) return refuse(request, reply);
      if (WOO_ORDER_TOPICS.has(String(request.headers['x-wc-webhook-topic'] ?? '')) && hasOrders('woocommerce')) {
        const answer = await orderNotice('woocommerce', request);
        if (!answer) throw notAnOrder();
        return ok(request, { received: true, duplicate: answer.duplicate });
      }
      return ok(request, { received: true });
    });

    app.post(TIKTOK_WEBHOOK_PATH, { schema: schema('TikTok Shop pushes (Authorization: HMAC-SHA256 of app key + body); SELLER_DEAUTHORIZATION makes the shop’s stores Unauthorized; 401 on a bad signature') }, async (request, reply) => {
      if (!verified('tiktok-shop', request)) return refuse(request, reply);
      const push = readTikTokPush(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));
      if (!push) return ok(request, { received: false });
      if (push.event === 'SELLER_DEAUTHORIZATION') await stores.revokedShop('tiktok-shop', push.shopId, 'deauthorized');
      // A product's review ended or its status changed: its listings read the status again (listings module).
      if (push.event === 'PRODUCT_STATUS_CHANGE' && push.productId) await productStatusPushed(app.database.db, app.jobs, 'tiktok-shop', push.shopId, push.productId);
      // ORDER_STATUS_CHANGE / CANCELLATION_STATUS_CHANGE name an order: the ingest job reads it back through the signed API.
      const answer = await orderNotice('tiktok-shop', request);
      return ok(request, { received: true, ...(answer ? { duplicate: answer.duplicate } : {}) });
    });

    app.post<{ Params: { plugin: string } }>('/api/v1/store/open/:plugin/auth', { schema: schema('WooCommerce app authentication: key delivery for a pending authorization (user_id)') }, async (request) => {
      if (request.params.plugin !== 'woocommerce') throw new AppError(ErrorCode.notFound, 'errors.notFound', 404);
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '{}') as Record<string, unknown>;
      } catch {
        body = Object.fromEntries(new URLSearchParams(Buffer.isBuffer(request.body) ? request.body.toString('utf8') : ''));
      }
      const text = (name: string) => (typeof body[name] === 'string' || typeof body[name] === 'number' ? String(body[name]).slice(0, 255) : '');
      if (!text('user_id') || !text('consumer_key') || !text('consumer_secret')) throw new AppError(ErrorCode.badRequest, 'errors.badRequest', 400);
      await connect.deliverKeys('woocommerce', { user_id: text('user_id'), consumer_key: text('consumer_key'), consumer_secret: text('consumer_secret') });
      return ok(request, null, 'stores.connected');
    });
  };
}
