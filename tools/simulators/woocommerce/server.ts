import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { formOf, html, listen, simulatorApp } from '../shared/server.ts';
import { APPROVAL_PAGE_STYLE as style, escape, layout } from '../shared/pages.ts';
import { storefrontPage } from '../shared/storefront.ts';
import { testSwitches, type TestSwitches } from '../shared/test-switches.ts';
import { registerWooOrders, TRACKING_NAMESPACE, type NewOrder, type WooOrder, type WooOrders } from './orders.ts';
import { registerWooProducts, SITE, type WooProduct } from './products.ts';
import { buySection, registerWooShopPages, storefrontOrders } from './shop-pages.ts';

/**
 * A local stand-in for one WordPress site with WooCommerce, speaking REST API v3 (/wp-json/wc/v3) with HTTP
 * Basic consumer keys: the currency setting, system status, product categories and tags (with the 100-item
 * batch limit), products, webhooks (a ping on creation, signed deliveries), WooCommerce's error answers
 * (`woocommerce_rest_cannot_view`, `woocommerce_rest_authentication_error`, `woocommerce_rest_cannot_create`,
 * `rest_no_route`), and the app-authentication page /wc-auth/v1/authorize whose 'Approve' POSTs new keys
 * to callback_url, then sends the browser to return_url. Products, variations and tags: products.ts.
 * GET /storefront (and /) is the shop front: published products as cards (title, pictures, variations with
 * size, colour, price and the struck-through regular price when on sale, in the store currency).
 * Test controls (not WooCommerce's): GET /simulator/products (every product as JSON, drafts too),
 * POST /simulator/too-many {calls} (the next REST calls answer 429 with Retry-After: 1),
 * POST|DELETE /simulator/reject {titleContains?, next?, message?} (product saves fail with a 400),
 * POST /simulator/latency?ms= (every REST call waits first), POST /simulator/unavailable {calls} (the next REST
 * calls answer 503, a host's gateway error). Orders, notes, Shipment Tracking: orders.ts; the shopper's Buy
 * form and order page: shop-pages.ts; their test controls: GET|POST /simulator/orders,
 * POST /simulator/orders/{id}/request-cancellation, POST /simulator/shipment-tracking {enabled}.
 */

export interface WooKey {
  consumerKey: string;
  consumerSecret: string;
  permissions: 'read' | 'write' | 'read_write';
}

export interface WooSimulatorOptions {
  port: number;
  storeName?: string;
  currency?: string;
  /** Keys that exist from the start (the merchant made them under Settings → Advanced → REST API). */
  keys?: WooKey[];
  /** WooCommerce's weight unit setting: kg (its default), g, lbs or oz. */
  weightUnit?: string;
  host?: string;
  /** The Shipment Tracking extension is installed (its REST namespace listed in GET /wp-json); on by default. */
  shipmentTracking?: boolean;
}

interface Webhook {
  id: number;
  name: string;
  topic: string;
  delivery_url: string;
  secret: string;
  /** WooCommerce disables a webhook after 5 failed deliveries in a row (woocommerce_max_webhook_delivery_failures). */
  status: 'active' | 'paused' | 'disabled';
  failures: number;
}
const MAX_DELIVERY_FAILURES = 5;
const shownHook = ({ secret: _, failures: __, ...hook }: Webhook) => hook;

export interface WooSimulator {
  url: string;
  addKey(permissions?: WooKey['permissions']): WooKey;
  revokeKey(consumerKey: string): void;
  webhooks(): Webhook[];
  /** Every product, drafts included. */
  products(): WooProduct[];
  switches: TestSwitches;
  /** Delivers a signed order.created to every webhook of that topic; answers the HTTP statuses. */
  deliverOrder(order: object): Promise<number[]>;
  /** Every order as REST v3 renders it. */
  orders(): WooOrder[];
  /** A shopper's order (the Buy form's, from code); fires order.created. */
  createOrder(input: NewOrder): WooOrder;
  /** The shopper asks to cancel (meta `_cancellation_requested` = 'yes'); fires order.updated. */
  requestCancellation(orderId: number): void;
  notesOf: WooOrders['notesOf'];
  trackingsOf: WooOrders['trackingsOf'];
  /** Installs or removes the Shipment Tracking extension. */
  setShipmentTracking(enabled: boolean): void;
  /** The next `calls` REST calls answer 503. */
  setUnavailable(calls: number): void;
  close(): Promise<void>;
}

const BATCH_LIMIT = 100;
const wooError = (reply: FastifyReply, status: number, code: string, message: string, params?: Record<string, string>) =>
  reply.status(status).send({ code, message, data: params ? { status, params } : { status } });

export async function startWooCommerceSimulator(options: WooSimulatorOptions): Promise<WooSimulator> {
  const app = simulatorApp();
  const keys = new Map<string, WooKey>((options.keys ?? []).map((key) => [key.consumerKey, key]));
  const categories = [{ id: 15, name: 'Uncategorized', slug: 'uncategorized', parent: 0, count: 0 }, { id: 16, name: 'Dresses', slug: 'dresses', parent: 0, count: 0 }];
  const tags = [{ id: 21, name: 'summer', slug: 'summer', count: 0 }];
  const hooks: Webhook[] = [];
  const switches = testSwitches();
  let shipmentTracking = options.shipmentTracking ?? true;
  let unavailable = 0;
  let nextId = 100;
  const storeName = options.storeName ?? 'My Woo Store';
  let baseUrl = '';

  const addKey = (permissions: WooKey['permissions'] = 'read_write'): WooKey => {
    const key = { consumerKey: `ck_${randomBytes(20).toString('hex')}`, consumerSecret: `cs_${randomBytes(20).toString('hex')}`, permissions };
    keys.set(key.consumerKey, key);
    return key;
  };

  /** WooCommerce's Basic-auth check, with its own error codes; answers the key or sends the error. */
  function authenticate(request: FastifyRequest, reply: FastifyReply): WooKey | null {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) {
      wooError(reply, 401, 'woocommerce_rest_cannot_view', 'Sorry, you cannot list resources.');
      return null;
    }
    const [ck, cs] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
    const key = keys.get(ck ?? '');
    if (!key) {
      wooError(reply, 401, 'woocommerce_rest_authentication_error', 'Consumer key is invalid.');
      return null;
    }
    if (key.consumerSecret !== cs) {
      wooError(reply, 401, 'woocommerce_rest_authentication_error', 'Consumer secret is invalid.');
      return null;
    }
    if (request.method !== 'GET' && key.permissions === 'read') {
      wooError(reply, 401, 'woocommerce_rest_cannot_create', 'Sorry, you are not allowed to create resources.');
      return null;
    }
    return key;
  }

  app.addHook('onRequest', async (request, reply) => {
    const api = request.url.startsWith('/wp-json/wc/v3/') || request.url.startsWith(`/wp-json/${TRACKING_NAMESPACE}/`);
    if (!api) return;
    // The extension's providers list is public; everything else needs a key.
    if (!request.url.includes('/shipment-trackings/providers') && !authenticate(request, reply)) return reply;
    await switches.delay();
    if (unavailable > 0) {
      unavailable -= 1;
      return reply.status(503).type('text/html').send('<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>');
    }
    // What a host's or security plugin's limiter answers; WooCommerce itself has no REST rate limit.
    if (switches.takeTooMany(SITE)) return reply.status(429).header('retry-after', '1').send({ code: 'rest_too_many_requests', message: 'Too many requests. Please try again later.', data: { status: 429 } });
  });

  const paged = <T>(request: FastifyRequest, reply: FastifyReply, items: T[]) => {
    const query = request.query as { per_page?: string; page?: string };
    const perPage = Math.min(Number(query.per_page ?? 10) || 10, 100);
    const page = Math.max(Number(query.page ?? 1) || 1, 1);
    reply.header('x-wp-total', String(items.length)).header('x-wp-totalpages', String(Math.max(1, Math.ceil(items.length / perPage))));
    return items.slice((page - 1) * perPage, page * perPage);
  };

  app.get('/wp-json/', async () => ({ name: storeName, description: 'Just another WordPress site', url: baseUrl, home: baseUrl, namespaces: ['wp/v2', 'wc/v3', 'wc-auth/v1', ...(shipmentTracking ? [TRACKING_NAMESPACE] : [])] }));
  app.get('/wp-json/wc/v3/settings/general/woocommerce_currency', async () => ({ id: 'woocommerce_currency', label: 'Currency', type: 'select', default: 'USD', value: options.currency ?? 'USD' }));
  app.get('/wp-json/wc/v3/system_status', async () => ({ environment: { home_url: baseUrl, site_url: baseUrl, version: '9.8.5', wp_version: '6.8' }, settings: { currency: options.currency ?? 'USD' } }));
  app.get('/wp-json/wc/v3/products/categories', async (request, reply) => paged(request, reply, categories));
  app.get('/wp-json/wc/v3/products/tags', async (request, reply) => paged(request, reply, tags));
  app.post('/wp-json/wc/v3/products/categories/batch', async (request, reply) => {
    const body = (request.body ?? {}) as { create?: { name: string }[]; update?: unknown[]; delete?: unknown[] };
    const total = (body.create?.length ?? 0) + (body.update?.length ?? 0) + (body.delete?.length ?? 0);
    if (total > BATCH_LIMIT) return wooError(reply, 413, 'woocommerce_rest_request_entity_too_large', `Unable to accept more than ${BATCH_LIMIT} items for this request.`);
    const created = (body.create ?? []).map((item) => {
      const category = { id: nextId++, name: String(item.name), slug: String(item.name).toLowerCase().replace(/\W+/g, '-'), parent: 0, count: 0 };
      categories.push(category);
      return category;
    });
    return { create: created, update: [], delete: [] };
  });
  const catalogue = registerWooProducts(app, {
    switches,
    baseUrl: () => baseUrl,
    nextId: () => nextId++,
    tags,
    categories,
    weightUnit: options.weightUnit ?? 'kg',
    error: wooError,
    paged,
  });
  app.get('/simulator/products', async () => ({ products: catalogue.products() }));

  /** Posts a signed delivery of `topic` to every webhook subscribed to it; answers the HTTP statuses (0: unreachable). */
  const deliver = (topic: string, payload: object) => {
    const body = JSON.stringify(payload);
    const [resource, event] = topic.split('.');
    return Promise.all(
      hooks
        .filter((hook) => hook.topic === topic && hook.status === 'active')
        .map(async (hook) => {
          const response = await fetch(hook.delivery_url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-wc-webhook-source': `${baseUrl}/`,
              'x-wc-webhook-topic': topic,
              'x-wc-webhook-resource': resource ?? '',
              'x-wc-webhook-event': event ?? '',
              'x-wc-webhook-id': String(hook.id),
              'x-wc-webhook-delivery-id': randomBytes(16).toString('hex'),
              'x-wc-webhook-signature': createHmac('sha256', hook.secret).update(body).digest('base64'),
            },
            body,
          }).catch(() => null);
          const delivered = Boolean(response && response.status >= 200 && response.status < 300);
          hook.failures = delivered ? 0 : hook.failures + 1;
          if (hook.failures >= MAX_DELIVERY_FAILURES) hook.status = 'disabled';
          return response?.status ?? 0;
        }),
    );
  };
  const orders = registerWooOrders(app, {
    products: catalogue.products,
    currency: options.currency ?? 'USD',
    nextId: () => nextId++,
    paged,
    error: wooError,
    // WooCommerce delivers from a background queue: the request that changed the order does not wait.
    notify: (topic, order) => void deliver(topic, order),
    tracking: () => shipmentTracking,
  });
  registerWooShopPages(app, { orders, storeName });
  app.get('/simulator/orders', async () => ({ orders: orders.all() }));
  app.post('/simulator/orders', async (request, reply) => orders.answer(reply, () => reply.status(201).send(orders.create((request.body ?? {}) as NewOrder))));
  app.post<{ Params: { id: string } }>('/simulator/orders/:id/request-cancellation', async (request, reply) =>
    orders.answer(reply, () => {
      orders.requestCancellation(orders.orderOr404(request.params.id));
      return { ok: true };
    }),
  );
  app.post('/simulator/shipment-tracking', async (request) => {
    shipmentTracking = (request.body as { enabled?: unknown } | undefined)?.enabled !== false;
    return { ok: true, enabled: shipmentTracking };
  });
  app.post('/simulator/unavailable', async (request) => {
    unavailable = Math.max(0, Number((request.body as { calls?: unknown } | undefined)?.calls ?? 1) || 0);
    return { ok: true };
  });
  switches.routes(app, '/simulator', () => SITE);
  app.get('/wp-json/wc/v3/webhooks', async (request, reply) => paged(request, reply, hooks.map(shownHook)));
  app.post('/wp-json/wc/v3/webhooks', async (request, reply) => {
    const body = (request.body ?? {}) as Partial<Webhook>;
    if (!body.topic || !body.delivery_url) return wooError(reply, 400, 'rest_missing_callback_param', 'Missing parameter(s): topic, delivery_url');
    const hook: Webhook = { id: nextId++, name: body.name ?? 'Webhook', topic: body.topic, delivery_url: body.delivery_url, secret: body.secret ?? randomBytes(16).toString('hex'), status: 'active', failures: 0 };
    hooks.push(hook);
    // WooCommerce pings a new webhook with a form body, unsigned.
    void fetch(hook.delivery_url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `webhook_id=${hook.id}` }).catch(() => undefined);
    return reply.status(201).send(shownHook(hook));
  });
  app.put<{ Params: { id: string } }>('/wp-json/wc/v3/webhooks/:id', async (request, reply) => {
    const hook = hooks.find((item) => item.id === Number(request.params.id));
    if (!hook) return wooError(reply, 404, 'woocommerce_rest_shop_webhook_invalid_id', 'Invalid ID.');
    const body = (request.body ?? {}) as Partial<Webhook>;
    if (body.status !== undefined && !['active', 'paused', 'disabled'].includes(body.status)) return wooError(reply, 400, 'rest_invalid_param', 'Invalid parameter(s): status');
    if (body.status) {
      hook.status = body.status;
      // WooCommerce starts counting failures again when a webhook is made active.
      if (body.status === 'active') hook.failures = 0;
    }
    if (body.delivery_url) hook.delivery_url = body.delivery_url;
    if (body.secret) hook.secret = body.secret;
    if (body.name) hook.name = body.name;
    return shownHook(hook);
  });
  app.delete<{ Params: { id: string } }>('/wp-json/wc/v3/webhooks/:id', async (request, reply) => {
    const index = hooks.findIndex((hook) => hook.id === Number(request.params.id));
    if (index < 0) return wooError(reply, 404, 'woocommerce_rest_shop_webhook_invalid_id', 'Invalid ID.');
    const [removed] = hooks.splice(index, 1);
    return shownHook(removed!);
  });
  app.all('/wp-json/wc/v3/*', async (_request, reply) => wooError(reply, 404, 'rest_no_route', 'No route was found matching the URL and request method.'));

  app.get<{ Querystring: Record<string, string> }>('/wc-auth/v1/authorize', async (request, reply) => {
    const query = request.query;
    const missing = ['app_name', 'scope', 'user_id', 'return_url', 'callback_url'].find((name) => !query[name]);
    if (missing) return html(reply, 400, layout('Error', style, `<h1>Error: ${escape(missing)} parameter is missing.</h1>`));
    const callback = new URL(query.callback_url!);
    if (callback.protocol !== 'https:' && callback.hostname !== '127.0.0.1' && callback.hostname !== 'localhost') return html(reply, 400, layout('Error', style, '<h1>Error: The callback_url needs to be over SSL.</h1>'));
    const action = `/wc-auth/v1/authorize?${escape(new URLSearchParams(query).toString())}`;
    return html(reply, 200, layout('Authorize', style, `<h1>${escape(query.app_name!)} would like to connect to your store</h1><p>${escape(storeName)}: ${escape(query.scope!)} access.</p>
<form method="post" action="${action}"><button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="deny">Deny</button></form>`));
  });

  app.post<{ Querystring: Record<string, string> }>('/wc-auth/v1/authorize', async (request, reply) => {
    const query = request.query;
    const back = new URL(query.return_url!);
    back.searchParams.set('user_id', query.user_id!);
    if (formOf(request.body).get('decision') !== 'approve') {
      back.searchParams.set('success', '0');
      return reply.redirect(back.toString(), 302);
    }
    const permissions = query.scope === 'read' ? 'read' : query.scope === 'write' ? 'write' : 'read_write';
    const key = addKey(permissions);
    let delivered = false;
    try {
      const response = await fetch(query.callback_url!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key_id: nextId++, user_id: query.user_id, consumer_key: key.consumerKey, consumer_secret: key.consumerSecret, key_permissions: permissions }),
      });
      delivered = response.ok;
    } catch {
      delivered = false;
    }
    if (!delivered) {
      keys.delete(key.consumerKey);
      return html(reply, 400, layout('Error', style, '<h1>Error: An error occurred in the request and at the time were unable to send the consumer data.</h1>'));
    }
    back.searchParams.set('success', '1');
    return reply.redirect(back.toString(), 302);
  });

  const storefront = async (_request: FastifyRequest, reply: FastifyReply) =>
    html(
      reply,
      200,
      // The WooCommerce Buy form and order links go in after the shared page's products and orders.
      storefrontPage('WooCommerce', storeName, catalogue.storefront(options.currency ?? 'USD'), storefrontOrders(orders.all())).replace('</main>', `${buySection(catalogue.products(), orders.all())}</main>`),
    );
  app.get('/', storefront);
  app.get('/storefront', storefront);

  baseUrl = await listen(app, options);
  return {
    url: baseUrl,
    addKey,
    revokeKey: (consumerKey) => void keys.delete(consumerKey),
    webhooks: () => [...hooks],
    products: catalogue.products,
    switches,
    deliverOrder: (order) => deliver('order.created', order),
    orders: orders.all,
    createOrder: orders.create,
    requestCancellation(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      orders.requestCancellation(order);
    },
    notesOf: orders.notesOf,
    trackingsOf: orders.trackingsOf,
    setShipmentTracking: (enabled) => void (shipmentTracking = enabled),
    setUnavailable: (calls) => void (unavailable = calls),
    close: () => app.close(),
  };
}
