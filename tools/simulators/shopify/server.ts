import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { execute, GraphQLError, parse, validate, type DocumentNode, type GraphQLResolveInfo } from 'graphql';
import { formOf, html, listen, simulatorApp } from '../shared/server.ts';
import { storefrontPage } from '../shared/storefront.ts';
import { testSwitches, type TestSwitches } from '../shared/test-switches.ts';
import { actualCost, idempotencyKeyOf, requestedCost } from './cost.ts';
import { shopifyOrders, type NewOrderLine, type ShopifyOrders } from './orders.ts';
import { storefrontOrderRoutes } from './storefront-orders.ts';
import { shopifyCatalogue, type ShopifyCatalogue } from './products.ts';
import { APPROVAL_PAGE_STYLE as style, escape, layout } from '../shared/pages.ts';
import { adminSchema } from './admin-schema.ts';

/**
 * A local stand-in for Shopify, many shops in one server under /shops/{shop}/ (the adapter reaches a
 * shop through SHOPIFY_SHOP_URL_TEMPLATE=http://127.0.0.1:PORT/shops/{shop}):
 * - /admin/oauth/authorize: the install page; 'Install app' redirects to redirect_uri with code, hmac,
 *   host, shop, state and timestamp, signed as Shopify signs them (hex HMAC of the sorted query);
 * - POST /admin/oauth/access_token: the code (single use, 60 s) for an offline token;
 * - POST /admin/api/{version}/graphql.json: operations validated against Shopify's real Admin schema of
 *   that version, executed against the shop's state; userErrors; a cost bucket per shop (1000 points,
 *   50 a second) reported in extensions.cost, THROTTLED when a query costs more than is left, 429 when
 *   the bucket is empty;
 * - signed webhooks (base64 HMAC of the body): app/uninstalled when the shop uninstalls the app
 *   (POST /simulator/shops/{shop}/uninstall) to its APP_UNINSTALLED subscriptions, and compliance topics
 *   (POST /simulator/shops/{shop}/compliance/{topic}) to the app's compliance URL;
 * - products (products.ts): productSet, productUpdate, productDelete, inventorySetQuantities, nodes, locations;
 *   pictures downloaded from their originalSource and served under /cdn/shops/{shop}/files/{id};
 * - orders (orders.ts): orders, order, fulfillmentOrders, fulfillmentCreate, fulfillmentCancel; a bought order
 *   sends orders/create and orders/paid (REST order JSON) to the shop's subscriptions of those topics;
 * - GET /storefront/{shop} (and /shops/{shop}/): the shop's storefront, its ACTIVE products as cards (title,
 *   pictures, variants with size, colour, price and compare-at in the shop currency) with 'Buy', and its
 *   orders, each with its page (fulfilments with tracking, what is left, 'Request cancellation');
 * - test controls (not Shopify's): GET /simulator/shops/{shop}/products (every product as JSON, hidden ones
 *   too), POST /simulator/shops/{shop}/too-many {calls} (the next calls answer THROTTLED),
 *   POST|DELETE /simulator/shops/{shop}/reject {titleContains?, next?, message?} (productSet fails with a
 *   userError; fulfillmentCreate too), POST /simulator/latency?ms= (every Admin API call waits first),
 *   POST /simulator/shops/{shop}/orders (a paid order, as if bought), GET /simulator/shops/{shop}/orders[/{id}]
 *   (orders with their fulfilments as JSON), POST .../orders/{id}/cancellation-request. See ../README.md.
 */

export interface ShopifySimulatorOptions {
  port: number;
  apiKey: string;
  apiSecret: string;
  /** Where the mandatory compliance webhooks go (the app's configuration in the Partner dashboard). */
  complianceUrl?: string;
  host?: string;
}

interface Shop {
  domain: string;
  id: string;
  name: string;
  currency: string;
  collections: { id: string; title: string }[];
  tags: string[];
  catalogue: ShopifyCatalogue;
  orders: ShopifyOrders;
  webhooks: { id: string; topic: string; uri: string }[];
  bucket: { available: number; at: number };
}

export interface ShopifySimulator {
  url: string;
  /** The template the adapter's SHOPIFY_SHOP_URL_TEMPLATE takes. */
  shopUrlTemplate: string;
  shop(domain: string): Shop;
  /** The merchant uninstalls the app: tokens revoked, app/uninstalled sent. Answers the deliveries' HTTP statuses. */
  uninstall(domain: string): Promise<number[]>;
  /** Sends a compliance webhook; `secret` overrides the signing secret (a forged one). */
  compliance(domain: string, topic: string, secret?: string): Promise<number>;
  /** Test switches (429s, rejections, latency), also reachable over HTTP under /simulator/. */
  switches: TestSwitches;
  /** Empties a shop's cost bucket. */
  drainBucket(domain: string): void;
  /** Valid tokens of a shop. */
  tokensOf(domain: string): string[];
  close(): Promise<void>;
}

const BUCKET = 1000;
const RESTORE_PER_SECOND = 50;
const CODE_SECONDS = 60;
const gid = (type: string) => `gid://shopify/${type}/${Math.floor(Math.random() * 9e11) + 1e11}`;
const SHOP_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9-]*\.myshopify\.com$/;

/** Shopify's OAuth signature, written here independently of the adapter so the two check each other. */
function signQuery(params: Record<string, string>, secret: string): string {
  const message = Object.keys(params)
    .sort()
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(params[key]!).replace(/%20/g, '+')}`)
    .join('&');
  return createHmac('sha256', secret).update(message).digest('hex');
}

export async function startShopifySimulator(options: ShopifySimulatorOptions): Promise<ShopifySimulator> {
  const app = simulatorApp();
  const shops = new Map<string, Shop>();
  const codes = new Map<string, { shop: string; expires: number }>();
  const tokens = new Map<string, string>();
  const switches = testSwitches();
  let baseUrl = '';

  const shopOf = (domain: string): Shop => {
    let shop = shops.get(domain);
    if (!shop) {
      const label = domain.replace('.myshopify.com', '');
      shop = {
        domain,
        id: gid('Shop'),
        name: label.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()),
        currency: 'USD',
        collections: [{ id: gid('Collection'), title: 'Summer' }, { id: gid('Collection'), title: 'Best sellers' }],
        tags: ['cotton', 'new'],
        catalogue: undefined as unknown as ShopifyCatalogue,
        orders: undefined as unknown as ShopifyOrders,
        webhooks: [],
        bucket: { available: BUCKET, at: Date.now() },
      };
      const made = shop;
      made.catalogue = shopifyCatalogue({ domain, rejection: (title) => switches.rejection(domain, title), collectionIds: () => made.collections.map((c) => c.id) });
      made.orders = shopifyOrders({
        domain,
        currency: () => made.currency,
        catalogue: () => made.catalogue,
        rejection: () => switches.rejection(domain, ''),
        // orders/create goes to the ORDERS_CREATE subscriptions, and so on.
        notify: (topic, body) => Promise.all(made.webhooks.filter((hook) => hook.topic === topic.toUpperCase().replace('/', '_')).map((hook) => deliver(hook.uri, topic, made, body))),
      });
      shops.set(domain, shop);
    }
    return shop;
  };

  async function deliver(uri: string, topic: string, shop: Shop, body: object, secret = options.apiSecret): Promise<number> {
    const text = JSON.stringify(body);
    try {
      const response = await fetch(uri, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-shopify-topic': topic,
          'x-shopify-shop-domain': shop.domain,
          'x-shopify-api-version': '2026-07',
          'x-shopify-webhook-id': randomBytes(16).toString('hex'),
          'x-shopify-triggered-at': new Date().toISOString(),
          'x-shopify-hmac-sha256': createHmac('sha256', secret).update(text).digest('base64'),
        },
        body: text,
      });
      return response.status;
    } catch {
      return 0;
    }
  }

  app.get<{ Params: { shop: string }; Querystring: Record<string, string> }>('/shops/:shop/admin/oauth/authorize', async (request, reply) => {
    const { shop } = request.params;
    const query = request.query;
    if (!SHOP_PATTERN.test(shop) || query.client_id !== options.apiKey || !query.redirect_uri || !query.state) {
      return html(reply, 400, layout('Oauth error', style, '<h1>Oauth error invalid_request: The client_id, redirect_uri or state is missing or wrong.</h1>'));
    }
    const target = `/shops/${escape(shop)}/admin/oauth/authorize?${escape(new URLSearchParams(query).toString())}`;
    return html(
      reply,
      200,
      layout(
        'Install app',
        style,
        `<h1>Install app</h1><p><strong>${escape(shopOf(shop).name)}</strong> (${escape(shop)})</p>
<p>The app will be able to: ${escape(String(query.scope ?? '').replace(/,/g, ', '))}</p>
<form method="post" action="${target}"><button type="submit" name="decision" value="install">Install app</button>
<button type="submit" name="decision" value="cancel">Cancel</button></form>`,
      ),
    );
  });

  app.post<{ Params: { shop: string }; Querystring: Record<string, string> }>('/shops/:shop/admin/oauth/authorize', async (request, reply) => {
    const { shop } = request.params;
    const query = request.query;
    if (!SHOP_PATTERN.test(shop) || !query.redirect_uri || !query.state) return html(reply, 400, layout('Oauth error', style, '<h1>Oauth error invalid_request</h1>'));
    if (formOf(request.body).get('decision') !== 'install') return html(reply, 200, layout('Not installed', style, '<h1>The app was not installed.</h1>'));
    shopOf(shop);
    const code = randomBytes(16).toString('hex');
    codes.set(code, { shop, expires: Date.now() + CODE_SECONDS * 1000 });
    const params: Record<string, string> = {
      code,
      host: Buffer.from(`admin.shopify.com/store/${shop.replace('.myshopify.com', '')}`).toString('base64url'),
      shop,
      state: query.state,
      timestamp: String(Math.floor(Date.now() / 1000)),
    };
    const back = new URL(query.redirect_uri);
    for (const [key, value] of Object.entries({ ...params, hmac: signQuery(params, options.apiSecret) })) back.searchParams.set(key, value);
    return reply.redirect(back.toString(), 302);
  });

  app.post<{ Params: { shop: string } }>('/shops/:shop/admin/oauth/access_token', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string>;
    const grant = codes.get(String(body.code));
    if (body.client_id !== options.apiKey || body.client_secret !== options.apiSecret) return reply.status(400).send({ error: 'invalid_client', error_description: 'Client credentials are invalid' });
    if (!grant || grant.shop !== request.params.shop || grant.expires < Date.now()) {
      return reply.status(400).send({ error: 'invalid_request', error_description: 'The authorization code was not found or was already used' });
    }
    codes.delete(String(body.code));
    const token = `shpat_${randomBytes(16).toString('hex')}`;
    tokens.set(token, grant.shop);
    return { access_token: token, scope: 'write_products,write_inventory,read_orders' };
  });

  app.post<{ Params: { shop: string; version: string } }>('/shops/:shop/admin/api/:version/graphql.json', async (request, reply) => {
    const token = request.headers['x-shopify-access-token'];
    const shopDomain = typeof token === 'string' ? tokens.get(token) : undefined;
    if (!shopDomain || shopDomain !== request.params.shop) return reply.status(401).send({ errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
    let schema;
    try {
      schema = adminSchema(request.params.version);
    } catch {
      return reply.status(404).send({ errors: 'Not Found' });
    }
    const body = (request.body ?? {}) as { query?: string; variables?: Record<string, unknown> };
    let document: DocumentNode;
    try {
      document = parse(String(body.query ?? ''));
    } catch (error) {
      return { errors: [{ message: (error as Error).message, extensions: { code: 'GRAPHQL_PARSE_FAILED' } }] };
    }
    const invalid = validate(schema, document);
    if (invalid.length > 0) return { errors: invalid.map((error) => ({ message: error.message, locations: error.locations, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })) };

    await switches.delay();
    const shop = shopOf(shopDomain);
    const now = Date.now();
    shop.bucket = { available: Math.min(BUCKET, shop.bucket.available + ((now - shop.bucket.at) / 1000) * RESTORE_PER_SECOND), at: now };
    const requested = requestedCost(document, body.variables ?? {});
    const throttleStatus = () => ({ maximumAvailable: BUCKET, currentlyAvailable: Math.floor(shop.bucket.available), restoreRate: RESTORE_PER_SECOND });
    if (shop.bucket.available < 1) return reply.status(429).header('retry-after', '1').send({ errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] });
    if (requested > shop.bucket.available || switches.takeTooMany(shopDomain)) {
      // The test switch leaves the bucket a little short of this query, as another app's calls would.
      if (requested <= shop.bucket.available) shop.bucket.available = Math.max(0, requested - RESTORE_PER_SECOND / 10);
      return { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' } }], extensions: { cost: { requestedQueryCost: requested, actualQueryCost: null, throttleStatus: throttleStatus() } } };
    }

    const connection = <T>(items: T[], args: { first?: number; after?: string | null }) => {
      const start = args.after ? Number(Buffer.from(args.after, 'base64').toString()) : 0;
      const nodes = items.slice(start, start + (args.first ?? 50));
      const end = start + nodes.length;
      return { nodes, edges: nodes.map((node, i) => ({ node, cursor: Buffer.from(String(start + i + 1)).toString('base64') })), pageInfo: { hasNextPage: end < items.length, hasPreviousPage: start > 0, endCursor: Buffer.from(String(end)).toString('base64'), startCursor: null } };
    };
    const rootValue = {
      shop: { id: shop.id, name: shop.name, currencyCode: shop.currency, myshopifyDomain: shop.domain },
      collections: (args: { first?: number; after?: string }) => connection(shop.collections, args),
      productTags: (args: { first?: number }) => connection(shop.tags, args),
      webhookSubscriptions: (args: { first?: number }) => connection(shop.webhooks, args),
      webhookSubscriptionCreate: ({ topic, webhookSubscription }: { topic: string; webhookSubscription: { uri?: string; callbackUrl?: string } }) => {
        const uri = webhookSubscription.uri ?? webhookSubscription.callbackUrl ?? '';
        let valid = false;
        try {
          const url = new URL(uri);
          valid = url.protocol === 'https:' || url.hostname === '127.0.0.1' || url.hostname === 'localhost';
        } catch {
          valid = false;
        }
        if (!valid) return { webhookSubscription: null, userErrors: [{ field: ['webhookSubscription', 'callbackUrl'], message: 'Address is invalid' }] };
        if (shop.webhooks.some((hook) => hook.topic === topic && hook.uri === uri)) return { webhookSubscription: null, userErrors: [{ field: ['webhookSubscription', 'callbackUrl'], message: 'Address for this topic has already been taken' }] };
        const hook = { id: gid('WebhookSubscription'), topic, uri };
        shop.webhooks.push(hook);
        return { webhookSubscription: hook, userErrors: [] };
      },
      ...shop.catalogue.resolvers,
      ...shop.orders.resolvers,
      inventorySetQuantities: (args: Parameters<ShopifyCatalogue['resolvers']['inventorySetQuantities']>[0], _context: unknown, info: GraphQLResolveInfo) => {
        const key = idempotencyKeyOf(info);
        if (!key) throw new GraphQLError('The @idempotent directive is required for this mutation.', { extensions: { code: 'BAD_REQUEST' } });
        return shop.catalogue.resolvers.inventorySetQuantities(args, key);
      },
      webhookSubscriptionDelete: ({ id }: { id: string }) => {
        const before = shop.webhooks.length;
        shop.webhooks = shop.webhooks.filter((hook) => hook.id !== id);
        return before === shop.webhooks.length ? { deletedWebhookSubscriptionId: null, userErrors: [{ field: ['id'], message: 'Webhook subscription does not exist' }] } : { deletedWebhookSubscriptionId: id, userErrors: [] };
      },
    };
    const result = await execute({ schema, document, rootValue, variableValues: body.variables ?? {} });
    // Shopify checks the requested cost, then charges what the query actually touched.
    const actual = Math.min(requested, actualCost(document, result.data));
    shop.bucket.available -= actual;
    return { ...result, extensions: { cost: { requestedQueryCost: requested, actualQueryCost: actual, throttleStatus: throttleStatus() } } };
  });

  const storefront = (domain: string, reply: FastifyReply) => {
    const shop = shops.get(domain);
    if (!shop) return html(reply, 404, layout('Not found', style, '<h1>Sorry, this shop is currently unavailable.</h1>'));
    const products = shop.catalogue.storefront(shop.currency, (file) => `${baseUrl}/cdn/shops/${encodeURIComponent(domain)}/files/${encodeURIComponent(file.id)}`);
    const orders = shop.orders.list().map((order) => ({ id: order.name, status: order.fulfillmentOrder.status === 'CLOSED' ? 'Fulfilled' : order.fulfillments.some((f) => f.status === 'SUCCESS') ? 'Partially fulfilled' : 'Paid', total: `${(shop.orders.totalOf(order) / 100).toFixed(2)} ${order.currency}`, href: `/storefront/${encodeURIComponent(domain)}/orders/${order.id.split('/').pop()}` }));
    return html(reply, 200, storefrontPage('Shopify', shop.name, products, orders, { buyHref: (product) => `/storefront/${encodeURIComponent(domain)}/products/${product.id.split('/').pop()}/buy` }));
  };
  app.get<{ Params: { shop: string } }>('/shops/:shop/', async (request, reply) => storefront(request.params.shop, reply));
  app.get<{ Params: { shop: string } }>('/storefront/:shop', async (request, reply) => storefront(request.params.shop, reply));
  app.get<{ Params: { shop: string; id: string } }>('/cdn/shops/:shop/files/:id', async (request, reply) => {
    const file = shops.get(request.params.shop)?.catalogue.file(request.params.id);
    if (!file?.bytes) return reply.status(404).send('Not found');
    return reply.type(file.contentType ?? 'application/octet-stream').send(file.bytes);
  });
  app.get<{ Params: { shop: string } }>('/simulator/shops/:shop/products', async (request) => ({ products: shopOf(request.params.shop).catalogue.products().map(({ files, ...product }) => ({ ...product, files: files.map(({ bytes: _, ...file }) => file) })) }));
  switches.routes(app, '/simulator/shops/:shop', (params) => params.shop!);
  storefrontOrderRoutes(app, (domain) => shops.get(domain));
  const orderState = (shop: Shop, id: string) => {
    const order = shop.orders.find(id);
    return order && { ...shop.orders.restOrder(order), fulfillment_order: order.fulfillmentOrder, fulfillments: order.fulfillments };
  };
  app.post<{ Params: { shop: string }; Body: { lines?: NewOrderLine[]; shipping?: string; address?: string } }>('/simulator/shops/:shop/orders', async (request, reply) => {
    const shop = shopOf(request.params.shop);
    try {
      const { order, deliveries } = await shop.orders.create({ lines: request.body?.lines ?? [], shipping: request.body?.shipping, address: request.body?.address });
      return { order: orderState(shop, order.id), deliveries };
    } catch (error) {
      return reply.status(422).send({ errors: (error as Error).message });
    }
  });
  app.get<{ Params: { shop: string } }>('/simulator/shops/:shop/orders', async (request) => {
    const shop = shopOf(request.params.shop);
    return { orders: shop.orders.list().map((order) => orderState(shop, order.id)) };
  });
  app.get<{ Params: { shop: string; id: string } }>('/simulator/shops/:shop/orders/:id', async (request, reply) => {
    const order = orderState(shopOf(request.params.shop), request.params.id);
    return order ? { order } : reply.status(404).send({ errors: 'Not Found' });
  });
  app.post<{ Params: { shop: string; id: string } }>('/simulator/shops/:shop/orders/:id/cancellation-request', async (request, reply) => {
    const shop = shopOf(request.params.shop);
    const order = shop.orders.find(request.params.id);
    if (!order) return reply.status(404).send({ errors: 'Not Found' });
    return { deliveries: await shop.orders.requestCancellation(order) };
  });

  const uninstall = async (domain: string) => {
    const shop = shopOf(domain);
    for (const [token, owner] of tokens) if (owner === domain) tokens.delete(token);
    const hooks = shop.webhooks.filter((hook) => hook.topic === 'APP_UNINSTALLED');
    shop.webhooks = [];
    return Promise.all(hooks.map((hook) => deliver(hook.uri, 'app/uninstalled', shop, { id: Number(shop.id.split('/').pop()), name: shop.name, domain: shop.domain, myshopify_domain: shop.domain })));
  };
  const compliance = async (domain: string, topic: string, secret?: string) => {
    if (!options.complianceUrl) return 0;
    const shop = shopOf(domain);
    return deliver(options.complianceUrl, topic, shop, { shop_id: Number(shop.id.split('/').pop()), shop_domain: shop.domain }, secret);
  };
  app.post<{ Params: { shop: string } }>('/simulator/shops/:shop/uninstall', async (request) => ({ deliveries: await uninstall(request.params.shop) }));
  app.post<{ Params: { shop: string; topic: string } }>('/simulator/shops/:shop/compliance/:topic', async (request) => ({ status: await compliance(request.params.shop, request.params.topic.replace('-', '/')) }));

  baseUrl = await listen(app, options);
  return {
    url: baseUrl,
    shopUrlTemplate: `${baseUrl}/shops/{shop}`,
    shop: shopOf,
    uninstall,
    compliance,
    switches,
    drainBucket: (domain) => {
      shopOf(domain).bucket = { available: -25, at: Date.now() };
    },
    tokensOf: (domain) => [...tokens].filter(([, owner]) => owner === domain).map(([token]) => token),
    close: () => app.close(),
  };
}
