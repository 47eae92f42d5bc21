import type { StoreOrder, StoreOrderAddress, StoreOrderLine, StoreOrderNotice } from '../platform.ts';
import { minorUnitsOf } from '../publishing/money.ts';

/**
 * WooCommerce's REST v3 order JSON (what GET /orders answers and what order webhooks carry, the webhook
 * body being the order as the REST API renders it) as a StoreOrder. Pure: anything malformed answers null,
 * never throws, because webhook bodies come from the outside.
 * - paid: status processing or completed, or date_paid set (payment_complete() sets it; on-hold and pending
 *   orders have none);
 * - cancelled: status cancelled, or refunded (the shopper has the money back, so nothing is to be shipped);
 * - cancelRequested: WooCommerce has no shopper cancellation request; stores (and our simulator) mark it with
 *   the order meta `_cancellation_requested` = 'yes';
 * - dates: WooCommerce's *_gmt fields carry no zone, they are UTC.
 */

export interface WooOrderJson {
  id?: unknown;
  number?: unknown;
  status?: unknown;
  currency?: unknown;
  total?: unknown;
  shipping_total?: unknown;
  date_created_gmt?: unknown;
  date_modified_gmt?: unknown;
  date_paid_gmt?: unknown;
  date_paid?: unknown;
  billing?: Partial<Record<string, unknown>>;
  shipping?: Partial<Record<string, unknown>>;
  line_items?: unknown;
  shipping_lines?: unknown;
  meta_data?: unknown;
}

export const CANCELLATION_REQUESTED_META = '_cancellation_requested';
const PAID_STATUSES = new Set(['processing', 'completed']);
const CANCELLED_STATUSES = new Set(['cancelled', 'refunded']);
const ORDER_TOPICS = new Set(['order.created', 'order.updated']);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');
const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object') : []);
const utc = (value: unknown) => {
  const given = text(value);
  if (!given) return null;
  const date = new Date(/[zZ]|[+-]\d\d:\d\d$/.test(given) ? given : `${given}Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};
const fullName = (person: Partial<Record<string, unknown>> | undefined) => [text(person?.first_name), text(person?.last_name)].filter(Boolean).join(' ');

/** The shipping address; null when the order has none at all (a download, or a checkout that skipped it). */
function addressOf(order: WooOrderJson): StoreOrderAddress | null {
  const shipping = order.shipping ?? {};
  const billing = order.billing ?? {};
  if (![shipping.address_1, shipping.city, shipping.postcode, shipping.country].some((field) => text(field))) return null;
  const address: StoreOrderAddress = {
    name: fullName(shipping) || fullName(billing),
    // WooCommerce 5.6+ has a shipping phone; older stores ask for the billing one only.
    phone: text(shipping.phone) || text(billing.phone),
    street1: text(shipping.address_1),
    city: text(shipping.city),
    country: text(shipping.country).toUpperCase(),
    zip: text(shipping.postcode),
  };
  const email = text(billing.email);
  if (email) address.email = email;
  if (text(shipping.address_2)) address.street2 = text(shipping.address_2);
  if (text(shipping.state)) address.province = text(shipping.state);
  return address;
}

function lineOf(item: Record<string, unknown>, currency: string): StoreOrderLine | null {
  const id = text(item.id);
  const quantity = Number(item.quantity);
  // `price` is the unit price before tax; `subtotal` is the line's, the fallback when price is missing.
  const unit = minorUnitsOf(item.price as string | number, currency) ?? (quantity > 0 ? Math.round((minorUnitsOf(item.subtotal as string, currency) ?? Number.NaN) / quantity) : null);
  if (!id || !Number.isInteger(quantity) || quantity <= 0 || unit === null || Number.isNaN(unit)) return null;
  const line: StoreOrderLine = { platformLineId: id, title: text(item.name), quantity, unitPriceCents: unit };
  if (text(item.product_id) && text(item.product_id) !== '0') line.platformProductId = text(item.product_id);
  if (text(item.variation_id) && text(item.variation_id) !== '0') line.platformVariantId = text(item.variation_id);
  if (text(item.sku)) line.sku = text(item.sku);
  return line;
}

export function storeOrderOf(json: unknown): StoreOrder | null {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return null;
  const order = json as WooOrderJson;
  const id = text(order.id);
  const currency = text(order.currency).toUpperCase();
  const createdAt = utc(order.date_created_gmt);
  if (!/^\d+$/.test(id) || !/^[A-Z]{3}$/.test(currency) || !createdAt) return null;
  const totalCents = minorUnitsOf(order.total as string, currency);
  const items = records(order.line_items);
  const lines = items.map((item) => lineOf(item, currency));
  if (totalCents === null || lines.some((line) => line === null)) return null;
  const status = text(order.status);
  const meta = records(order.meta_data);
  const shippingMethod = text(records(order.shipping_lines)[0]?.method_title);
  return {
    platformOrderId: id,
    name: text(order.number) || id,
    paid: PAID_STATUSES.has(status) || Boolean(utc(order.date_paid_gmt) ?? utc(order.date_paid)),
    cancelled: CANCELLED_STATUSES.has(status),
    cancelRequested: meta.some((entry) => entry.key === CANCELLATION_REQUESTED_META && text(entry.value) === 'yes'),
    currency,
    totalCents,
    shippingCents: minorUnitsOf(order.shipping_total as string, currency) ?? 0,
    ...(shippingMethod ? { shippingMethod } : {}),
    customerName: fullName(order.billing) || fullName(order.shipping),
    address: addressOf(order),
    lines: lines as StoreOrderLine[],
    createdAt,
    updatedAt: utc(order.date_modified_gmt) ?? createdAt,
  };
}

/** The shop key of a WooCommerce site: its URL as the store was connected (lower case, no trailing slash). */
export const wooShopKey = (siteUrl: string) => siteUrl.trim().toLowerCase().replace(/\/+$/, '');

/**
 * A verified WooCommerce webhook as an order notice: X-WC-Webhook-Topic order.created / order.updated,
 * X-WC-Webhook-Source the site (home_url('/')), X-WC-Webhook-Delivery-ID, the order as body. The creation
 * ping, other topics and bodies that are not an order answer null.
 */
export function readWooOrderNotice({ headers, rawBody }: { headers: Record<string, string | undefined>; rawBody: Buffer }): StoreOrderNotice | null {
  const topic = headers['x-wc-webhook-topic'];
  const source = headers['x-wc-webhook-source'];
  if (!topic || !ORDER_TOPICS.has(topic) || !source) return null;
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  const order = storeOrderOf(body);
  if (!order) return null;
  const deliveryId = headers['x-wc-webhook-delivery-id'];
  return { shopKey: wooShopKey(source), platformOrderId: order.platformOrderId, ...(deliveryId ? { deliveryId } : {}), order };
}
