import type { StoreOrder, StoreOrderAddress, StoreOrderLine, StoreOrderNotice } from '../platform.ts';

/**
 * Shopify's order webhooks (orders/create, orders/paid, orders/updated, orders/cancelled): the body is the
 * REST Admin API's order JSON. Ids become Admin GraphQL ids (gid://shopify/Order/…, the body's own
 * admin_graphql_api_id when it has one), the ids our listings keep for variants and the GraphQL order API
 * answers, so a webhook and a GraphQL read of the same order are the same store order.
 */
export const SHOPIFY_ORDER_TOPICS: ReadonlySet<string> = new Set(['orders/create', 'orders/paid', 'orders/updated', 'orders/cancelled']);

/** Shopify has no shopper cancellation request: the store (our simulator) tags the order with this. */
export const CANCELLATION_REQUESTED_TAG = 'cancellation-requested';

/** financial_status values meaning the shopper's money was taken. */
const PAID_STATUSES = new Set(['paid', 'partially_refunded', 'refunded']);

type Json = Record<string, unknown>;
const object = (value: unknown): Json | undefined => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');
const optional = (value: unknown): string | undefined => text(value) || undefined;

/** Shopify money is a decimal string ('19.99'); minor units without a float ever touching it. */
export function shopifyMoneyToCents(value: unknown): number {
  const match = /^(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text(value));
  if (!match) return 0;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const gid = (kind: string, record: Json, key = 'id'): string => {
  const own = text(record.admin_graphql_api_id);
  if (own.startsWith('gid://')) return own;
  const id = text(record[key]);
  return id ? `gid://shopify/${kind}/${id}` : '';
};

const joinName = (record: Json | undefined) => [text(record?.first_name), text(record?.last_name)].filter(Boolean).join(' ');

function addressOf(json: Json, customer: Json | undefined): StoreOrderAddress | null {
  const a = object(json.shipping_address);
  if (!a) return null;
  return {
    name: text(a.name) || joinName(a),
    phone: text(a.phone) || text(customer?.phone) || text(json.phone),
    email: optional(customer?.email) ?? optional(json.email),
    street1: text(a.address1),
    street2: optional(a.address2),
    city: text(a.city),
    province: optional(a.province_code) ?? optional(a.province),
    country: text(a.country_code).toUpperCase(),
    zip: text(a.zip),
  };
}

function lineOf(item: Json): StoreOrderLine {
  const variantId = text(item.variant_id);
  const productId = text(item.product_id);
  return {
    platformLineId: gid('LineItem', item),
    platformProductId: productId ? `gid://shopify/Product/${productId}` : undefined,
    platformVariantId: variantId ? `gid://shopify/ProductVariant/${variantId}` : undefined,
    sku: optional(item.sku),
    title: text(item.title) || text(item.name),
    quantity: Math.max(0, Math.trunc(Number(item.quantity) || 0)),
    unitPriceCents: shopifyMoneyToCents(item.price),
  };
}

/** Shopify's REST order JSON as a StoreOrder; throws when it is not an order (no id, no line items). */
export function shopifyRestOrderToStoreOrder(value: unknown): StoreOrder {
  const json = object(value);
  if (!json || !text(json.id) || !Array.isArray(json.line_items)) throw new TypeError('not a Shopify order');
  const customer = object(json.customer);
  const tags = text(json.tags)
    .split(',')
    .map((tag) => tag.trim().toLowerCase());
  const shippingSet = object(object(json.total_shipping_price_set)?.shop_money);
  const lines = json.line_items.flatMap((item) => (object(item) ? [lineOf(object(item)!)] : []));
  const firstShipping = Array.isArray(json.shipping_lines) ? object(json.shipping_lines[0]) : undefined;
  const address = addressOf(json, customer);
  const createdAt = text(json.created_at) || new Date(0).toISOString();
  return {
    platformOrderId: gid('Order', json),
    name: text(json.name) || text(json.order_number) || text(json.id),
    paid: PAID_STATUSES.has(text(json.financial_status)),
    cancelled: text(json.cancelled_at) !== '',
    cancelRequested: tags.includes(CANCELLATION_REQUESTED_TAG),
    currency: (text(json.currency) || 'USD').toUpperCase(),
    totalCents: shopifyMoneyToCents(json.total_price),
    shippingCents: shopifyMoneyToCents(shippingSet?.amount),
    shippingMethod: optional(firstShipping?.title),
    customerName: joinName(customer) || address?.name || '',
    address,
    lines,
    createdAt,
    updatedAt: text(json.updated_at) || createdAt,
  };
}

/** A run of 16 digits or more: the only numbers that can lie beyond 2^53 (9,007,199,254,740,992 has 16). */
const LONG_DIGITS = /\d{16}/;

/**
 * Shopify's ids go past 2^53 (820982911946154508): JSON numbers that big keep their exact digits as text
 * (the reviver sees the source text), so an id is never rounded into another order's. A body with no run of
 * 16 digits holds no such number and is parsed without the reviver, which costs a call per value (about a
 * tenth of a millisecond an order, on the acknowledgement's path).
 */
export const parseShopifyJson = (body: string): unknown =>
  LONG_DIGITS.test(body)
    ? JSON.parse(body, (_key, value: unknown, context?: { source?: string }) => (typeof value === 'number' && !Number.isSafeInteger(value) && Number.isInteger(value) && context?.source ? context.source : value))
    : JSON.parse(body);

/** A verified Shopify webhook about an order, or null when its topic is not an order's or its body is not one. */
export function readShopifyOrderNotice(input: { headers: Record<string, string | undefined>; rawBody: Buffer }): StoreOrderNotice | null {
  const topic = input.headers['x-shopify-topic'] ?? '';
  const shop = (input.headers['x-shopify-shop-domain'] ?? '').trim().toLowerCase();
  if (!SHOPIFY_ORDER_TOPICS.has(topic) || !shop) return null;
  let order: StoreOrder;
  try {
    order = shopifyRestOrderToStoreOrder(parseShopifyJson(input.rawBody.toString('utf8')));
  } catch {
    return null;
  }
  return { shopKey: shop, platformOrderId: order.platformOrderId, deliveryId: optional(input.headers['x-shopify-webhook-id']), order };
}
