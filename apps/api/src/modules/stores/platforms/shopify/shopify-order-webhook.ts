import type { StoreOrder, StoreOrderNotice } from '../platform.ts';
import { minorUnitsOf } from '../publishing/money.ts';
import { CANCELLATION_REQUESTED_TAG } from './shopify-orders.ts';
import { gidOf } from './shopify-order-ids.ts';

/**
 * Shopify's order webhooks (orders/create, orders/paid, orders/updated, orders/cancelled): the body is the
 * REST order JSON, read into the StoreOrder the GraphQL reads give (ids in gid form, shop-currency amounts).
 * The signature was checked by the adapter's verifyWebhook before this runs.
 * NOTE (so-track): the minimal parser so-track's tests need; so-core owns this file and its full version wins.
 */
const ORDER_TOPICS = new Set(['orders/create', 'orders/paid', 'orders/updated', 'orders/cancelled']);
const PAID = new Set(['paid', 'partially_refunded']);

interface RestAddress {
  first_name?: string | null;
  last_name?: string | null;
  name?: string | null;
  phone?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  province_code?: string | null;
  country_code?: string | null;
  zip?: string | null;
}
interface RestOrder {
  id: number | string;
  admin_graphql_api_id?: string;
  name: string;
  email?: string | null;
  financial_status?: string | null;
  cancelled_at?: string | null;
  currency: string;
  total_price: string;
  total_shipping_price_set?: { shop_money?: { amount: string } };
  tags?: string;
  created_at: string;
  updated_at: string;
  line_items: { id: number | string; admin_graphql_api_id?: string; product_id?: number | null; variant_id?: number | null; sku?: string | null; title: string; quantity: number; price: string }[];
  shipping_address?: RestAddress | null;
  customer?: { first_name?: string | null; last_name?: string | null; email?: string | null } | null;
  shipping_lines?: { title: string }[];
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter((part) => part && part.trim()).join(' ').trim();

export function storeOrderOfRest(order: RestOrder): StoreOrder {
  const currency = order.currency;
  const address = order.shipping_address;
  const tags = (order.tags ?? '').split(',').map((tag) => tag.trim());
  return {
    platformOrderId: order.admin_graphql_api_id ?? gidOf('Order', order.id),
    name: order.name,
    paid: PAID.has(order.financial_status ?? ''),
    cancelled: Boolean(order.cancelled_at),
    cancelRequested: tags.includes(CANCELLATION_REQUESTED_TAG),
    currency,
    totalCents: minorUnitsOf(order.total_price, currency) ?? 0,
    shippingCents: minorUnitsOf(order.total_shipping_price_set?.shop_money?.amount, currency) ?? 0,
    shippingMethod: order.shipping_lines?.[0]?.title || undefined,
    customerName: joined(order.customer?.first_name, order.customer?.last_name) || joined(address?.first_name, address?.last_name),
    address: address
      ? {
          name: address.name?.trim() || joined(address.first_name, address.last_name),
          phone: address.phone ?? '',
          email: order.email ?? order.customer?.email ?? undefined,
          street1: address.address1 ?? '',
          street2: address.address2 || undefined,
          city: address.city ?? '',
          province: address.province_code || undefined,
          country: address.country_code ?? '',
          zip: address.zip ?? '',
        }
      : null,
    lines: order.line_items.map((line) => ({
      platformLineId: line.admin_graphql_api_id ?? gidOf('LineItem', line.id),
      platformProductId: line.product_id ? `gid://shopify/Product/${line.product_id}` : undefined,
      platformVariantId: line.variant_id ? `gid://shopify/ProductVariant/${line.variant_id}` : undefined,
      sku: line.sku || undefined,
      title: line.title,
      quantity: line.quantity,
      unitPriceCents: minorUnitsOf(line.price, currency) ?? 0,
    })),
    createdAt: order.created_at,
    updatedAt: order.updated_at,
  };
}

export function readShopifyOrderNotice(input: { headers: Record<string, string | undefined>; rawBody: Buffer }): StoreOrderNotice | null {
  const topic = input.headers['x-shopify-topic'] ?? '';
  const shop = input.headers['x-shopify-shop-domain'];
  if (!ORDER_TOPICS.has(topic) || !shop) return null;
  let body: RestOrder;
  try {
    body = JSON.parse(input.rawBody.toString('utf8')) as RestOrder;
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object' || body.id === undefined || !Array.isArray(body.line_items)) return null;
  const order = storeOrderOfRest(body);
  return { shopKey: shop, platformOrderId: order.platformOrderId, deliveryId: input.headers['x-shopify-webhook-id'], order };
}
