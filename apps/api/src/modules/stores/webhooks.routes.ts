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

type Headers = Record<string, string | undefined>;
const headersOf = (request: FastifyRequest): Headers => Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));

/** Shopify topics we answer: the uninstall, and the three mandatory compliance topics (we keep no customer data yet). */
const SHOPIFY_TOPICS = new Set(['app/uninstalled', 'customers/data_request', 'customers/redact', 'shop/redact']);

/**
 * The platforms' public callbacks. Signatures cover the exact bytes, so these routes read the body as a
 * Buffer whatever its type (their own context; other routes keep JSON). A bad signature is 401, as Shopify
 * requires of the compliance webhooks.
 */
export function webhookRoutes(registry: PlatformRegistry, stores: StoresService, connect: ConnectService) {
  return async (app: FastifyInstance) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    const refuse = (request: FastifyRequest, reply: FastifyReply) => reply.status(401).send({ code: ErrorCode.notSignedIn, data: null, message: translate(request.locale, 'payments.invalidSignature') });
    const verified = (platform: PlatformCode, request: FastifyRequest) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return registry.get(platform)?.verifyWebhook({ headers: headersOf(request), rawBody }) === true;
    };
    const schema = (summary: string) => ({ tags: ['stores'], summary });

    app.post(SHOPIFY_WEBHOOK_PATH, { schema: schema('Shopify webhooks: app/uninstalled (the store becomes Unauthorized) and the compliance topics; 401 on a bad X-Shopify-Hmac-Sha256') }, async (request, reply) => {
      if (!verified('shopify', request)) return refuse(request, reply);
      const topic = String(request.headers['x-shopify-topic'] ?? '');
      const shop = String(request.headers['x-shopify-shop-domain'] ?? '');
      if (!SHOPIFY_TOPICS.has(topic)) return ok(request, { received: false });
      if (topic === 'app/uninstalled' || topic === 'shop/redact') await stores.revokedByPlatform('shopify', `https://${shop}`, topic === 'app/uninstalled' ? 'uninstalled' : 'redacted');
      return ok(request, { received: true });
    });

    app.post(WOO_WEBHOOK_PATH, { schema: schema('WooCommerce webhooks (X-WC-Webhook-Signature); the creation ping passes') }, async (request, reply) => {
      if (!verified('woocommerce', request)) return refuse(request, reply);
      // Store orders arrive here with the store-orders issue; today a verified delivery is acknowledged.
      return ok(request, { received: true });
    });

    app.post(TIKTOK_WEBHOOK_PATH, { schema: schema('TikTok Shop pushes (Authorization: HMAC-SHA256 of app key + body); SELLER_DEAUTHORIZATION makes the shop’s stores Unauthorized; 401 on a bad signature') }, async (request, reply) => {
      if (!verified('tiktok-shop', request)) return refuse(request, reply);
      const push = readTikTokPush(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));
      if (!push) return ok(request, { received: false });
      if (push.event === 'SELLER_DEAUTHORIZATION') await stores.revokedShop('tiktok-shop', push.shopId, 'deauthorized');
      // A product's review ended or its status changed: its listings read the status again (listings module).
      if (push.event === 'PRODUCT_STATUS_CHANGE' && push.productId) await productStatusPushed(app.database.db, app.jobs, 'tiktok-shop', push.shopId, push.productId);
      // ORDER_STATUS_CHANGE is acknowledged; the store-order issue reads the order back through the signed API.
      return ok(request, { received: true });
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
