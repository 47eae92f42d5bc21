import { randomInt } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { ShopifyCatalogue } from './products.ts';

/**
 * One shop's orders as Shopify keeps them (Admin GraphQL 2026-07 and the REST order JSON of its webhooks):
 * a shopper buys on the storefront (or a test asks the JSON control), the order is paid at once and the
 * app's subscriptions get orders/create and orders/paid. Each order has one fulfillment order (the shop's
 * one location); fulfillmentCreate takes quantities off its lines (a part of them: a partial fulfilment,
 * status IN_PROGRESS; all: CLOSED), fulfillmentCancel gives them back. The shopper's 'Request cancellation'
 * on the order page tags the order `cancellation-requested` (Shopify has no such request) and sends
 * orders/updated.
 */

export interface SimOrderLine {
  id: string;
  productId: string | null;
  variantId: string | null;
  sku: string;
  title: string;
  variantTitle: string | null;
  quantity: number;
  price: string;
}
export interface SimAddress {
  firstName: string;
  lastName: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  provinceCode: string;
  country: string;
  countryCode: string;
  zip: string;
}
export interface SimFulfilment {
  id: string;
  status: 'SUCCESS' | 'CANCELLED';
  trackingInfo: { company: string | null; number: string | null; url: string | null };
  /** Fulfillment order line ids and quantities. */
  lines: { id: string; quantity: number }[];
  createdAt: string;
  updatedAt: string;
}
export interface SimOrder {
  id: string;
  name: string;
  number: number;
  email: string;
  currency: string;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  tags: string[];
  shipping: { title: string; price: string };
  address: SimAddress;
  lines: SimOrderLine[];
  fulfillmentOrder: { id: string; status: 'OPEN' | 'IN_PROGRESS' | 'CLOSED'; lines: { id: string; lineItemId: string; totalQuantity: number; remainingQuantity: number }[] };
  fulfillments: SimFulfilment[];
}

/** The buy form's addresses: a US one, a UK one, and one without phone and street (an abnormal order at the seller's). */
export const ADDRESS_PRESETS: Record<string, { label: string; address: SimAddress; email: string }> = {
  us: {
    label: 'Jane Doe, New York, United States',
    email: 'jane.doe@example.com',
    address: { firstName: 'Jane', lastName: 'Doe', phone: '+1 212 555 0147', address1: '350 Fifth Avenue', address2: 'Suite 4100', city: 'New York', province: 'New York', provinceCode: 'NY', country: 'United States', countryCode: 'US', zip: '10118' },
  },
  uk: {
    label: 'Oliver Smith, London, United Kingdom',
    email: 'oliver.smith@example.co.uk',
    address: { firstName: 'Oliver', lastName: 'Smith', phone: '+44 20 7946 0958', address1: '221B Baker Street', address2: '', city: 'London', province: 'England', provinceCode: 'ENG', country: 'United Kingdom', countryCode: 'GB', zip: 'NW1 6XE' },
  },
  incomplete: {
    label: 'Sam Lee, Austin (no phone, no street)',
    email: 'sam.lee@example.com',
    address: { firstName: 'Sam', lastName: 'Lee', phone: '', address1: '', address2: '', city: 'Austin', province: 'Texas', provinceCode: 'TX', country: 'United States', countryCode: 'US', zip: '78701' },
  },
};
/** The storefront's shipping methods and their prices in the shop currency. */
export const SHIPPING_METHODS: Record<string, string> = { Standard: '4.99', Express: '14.99' };

export const CANCELLATION_REQUESTED_TAG = 'cancellation-requested';
const FULFILLABLE = new Set(['OPEN', 'IN_PROGRESS']);
const numericId = () => String(randomInt(1e11, 9e11));
const gid = (type: string, id = numericId()) => `gid://shopify/${type}/${id}`;
/** The number at the end of a GraphQL id (what Shopify's own pages show). */
export const tail = (id: string) => id.split('/').pop() ?? id;
const cents = (amount: string) => Math.round(Number(amount) * 100);
const amount = (value: number) => (value / 100).toFixed(2);
const now = () => new Date().toISOString();

export interface OrderHooks {
  domain: string;
  currency(): string;
  catalogue(): ShopifyCatalogue;
  /** A product write's test switch (POST /simulator/shops/{shop}/reject {next}): fulfillmentCreate fails with its message too. */
  rejection(): string | null;
  /** Sends a REST order webhook to the shop's subscriptions of this topic ('orders/create', ...). */
  notify(topic: string, body: object): Promise<number[]>;
}

export interface NewOrderLine {
  variantId?: string;
  sku?: string;
  title?: string;
  price?: string;
  quantity: number;
}

export function shopifyOrders(hooks: OrderHooks) {
  const orders: SimOrder[] = [];
  let nextNumber = 1001;

  const subtotalOf = (order: SimOrder) => order.lines.reduce((sum, line) => sum + cents(line.price) * line.quantity, 0);
  const totalOf = (order: SimOrder) => subtotalOf(order) + cents(order.shipping.price);
  const fulfilled = (order: SimOrder) => order.fulfillmentOrder.lines.reduce((sum, line) => sum + line.totalQuantity - line.remainingQuantity, 0);
  const fulfillmentStatus = (order: SimOrder) => (fulfilled(order) === 0 ? null : order.fulfillmentOrder.status === 'CLOSED' ? 'fulfilled' : 'partial');

  /** The REST order JSON of Shopify's order webhooks. */
  function restOrder(order: SimOrder) {
    const a = order.address;
    const money = (value: string) => ({ shop_money: { amount: value, currency_code: order.currency }, presentment_money: { amount: value, currency_code: order.currency } });
    const remaining = new Map(order.fulfillmentOrder.lines.map((line) => [line.lineItemId, line.remainingQuantity]));
    return {
      id: Number(tail(order.id)),
      admin_graphql_api_id: order.id,
      name: order.name,
      order_number: order.number,
      number: order.number - 1000,
      email: order.email,
      contact_email: order.email,
      created_at: order.createdAt,
      updated_at: order.updatedAt,
      processed_at: order.createdAt,
      cancelled_at: order.cancelledAt,
      cancel_reason: order.cancelledAt ? 'customer' : null,
      financial_status: 'paid',
      fulfillment_status: fulfillmentStatus(order),
      currency: order.currency,
      presentment_currency: order.currency,
      subtotal_price: amount(subtotalOf(order)),
      total_price: amount(totalOf(order)),
      total_tax: '0.00',
      total_shipping_price_set: money(order.shipping.price),
      tags: order.tags.join(', '),
      test: false,
      line_items: order.lines.map((line) => ({
        id: Number(tail(line.id)),
        admin_graphql_api_id: line.id,
        product_id: line.productId ? Number(tail(line.productId)) : null,
        variant_id: line.variantId ? Number(tail(line.variantId)) : null,
        sku: line.sku,
        title: line.title,
        variant_title: line.variantTitle,
        name: line.variantTitle ? `${line.title} - ${line.variantTitle}` : line.title,
        quantity: line.quantity,
        current_quantity: line.quantity,
        fulfillable_quantity: remaining.get(line.id) ?? 0,
        fulfillment_status: (remaining.get(line.id) ?? 0) === 0 ? 'fulfilled' : null,
        price: line.price,
        price_set: money(line.price),
        requires_shipping: true,
        taxable: true,
        vendor: null,
      })),
      shipping_address: {
        first_name: a.firstName,
        last_name: a.lastName,
        name: `${a.firstName} ${a.lastName}`.trim(),
        phone: a.phone || null,
        address1: a.address1 || null,
        address2: a.address2 || null,
        city: a.city,
        province: a.province,
        province_code: a.provinceCode,
        country: a.country,
        country_code: a.countryCode,
        zip: a.zip,
        company: null,
      },
      customer: { id: Number(numericId()), email: order.email, first_name: a.firstName, last_name: a.lastName },
      shipping_lines: [{ id: Number(numericId()), title: order.shipping.title, code: order.shipping.title, price: order.shipping.price, price_set: money(order.shipping.price), source: 'shopify' }],
    };
  }

  /** Shopify's topics of an order change: each goes to that topic's subscriptions. */
  const announce = (order: SimOrder, topics: string[]) => Promise.all(topics.map((topic) => hooks.notify(topic, restOrder(order)))).then((all) => all.flat());

  /** A paid order of the given lines; answers it and the webhook deliveries' HTTP statuses. */
  async function create(input: { lines: NewOrderLine[]; shipping?: string; address?: string }): Promise<{ order: SimOrder; deliveries: number[] }> {
    const preset = ADDRESS_PRESETS[input.address ?? 'us'];
    const shippingTitle = input.shipping && SHIPPING_METHODS[input.shipping] ? input.shipping : 'Standard';
    if (!preset) throw new Error(`unknown address preset ${String(input.address)}`);
    if (input.lines.length === 0) throw new Error('an order needs a line');
    const products = hooks.catalogue().products();
    const lines: SimOrderLine[] = input.lines.map((given) => {
      const product = products.find((p) => p.variants.some((v) => v.id === given.variantId || (given.sku && v.sku === given.sku)));
      const variant = product?.variants.find((v) => v.id === given.variantId || (given.sku && v.sku === given.sku));
      if (!Number.isInteger(given.quantity) || given.quantity < 1) throw new Error('quantity must be a positive integer');
      // A line of a product the shop does not have: a custom line item (title and price given).
      if (!product || !variant) {
        if (!given.title || !given.price) throw new Error(`no variant ${given.variantId ?? given.sku ?? ''} in the shop; give title and price for a custom line`);
        return { id: gid('LineItem'), productId: null, variantId: null, sku: given.sku ?? '', title: given.title, variantTitle: null, quantity: given.quantity, price: given.price };
      }
      const variantTitle = variant.selectedOptions.map((option) => option.value).join(' / ') || null;
      return { id: gid('LineItem'), productId: product.id, variantId: variant.id, sku: variant.sku, title: product.title, variantTitle, quantity: given.quantity, price: variant.price };
    });
    const at = now();
    const order: SimOrder = {
      id: gid('Order'),
      name: `#${nextNumber}`,
      number: nextNumber++,
      email: preset.email,
      currency: hooks.currency(),
      createdAt: at,
      updatedAt: at,
      cancelledAt: null,
      tags: [],
      shipping: { title: shippingTitle, price: SHIPPING_METHODS[shippingTitle]! },
      address: { ...preset.address },
      lines,
      fulfillmentOrder: { id: gid('FulfillmentOrder'), status: 'OPEN', lines: lines.map((line) => ({ id: gid('FulfillmentOrderLineItem'), lineItemId: line.id, totalQuantity: line.quantity, remainingQuantity: line.quantity })) },
      fulfillments: [],
    };
    orders.push(order);
    return { order, deliveries: await announce(order, ['orders/create', 'orders/paid']) };
  }

  async function requestCancellation(order: SimOrder): Promise<number[]> {
    if (!order.tags.includes(CANCELLATION_REQUESTED_TAG)) order.tags.push(CANCELLATION_REQUESTED_TAG);
    order.updatedAt = now();
    return announce(order, ['orders/updated']);
  }

  const find = (id: string) => orders.find((order) => tail(order.id) === tail(id));

  // ---------- GraphQL ----------

  const page = <T>(items: T[], args: { first?: number; after?: string | null }) => {
    const start = args.after ? Number(Buffer.from(args.after, 'base64').toString()) : 0;
    const nodes = items.slice(start, start + (args.first ?? 50));
    const end = start + nodes.length;
    return { nodes, edges: nodes.map((node, i) => ({ node, cursor: Buffer.from(String(start + i + 1)).toString('base64') })), pageInfo: { hasNextPage: end < items.length, hasPreviousPage: start > 0, endCursor: nodes.length ? Buffer.from(String(end)).toString('base64') : null, startCursor: null } };
  };
  const moneyBag = (value: string, currency: string) => ({ shopMoney: { amount: value, currencyCode: currency }, presentmentMoney: { amount: value, currencyCode: currency } });

  function fulfilmentView(order: SimOrder, fulfilment: SimFulfilment) {
    return {
      __typename: 'Fulfillment',
      id: fulfilment.id,
      name: `${order.name}-F${order.fulfillments.indexOf(fulfilment) + 1}`,
      status: fulfilment.status,
      createdAt: fulfilment.createdAt,
      updatedAt: fulfilment.updatedAt,
      totalQuantity: fulfilment.lines.reduce((sum, line) => sum + line.quantity, 0),
      requiresShipping: true,
      trackingInfo: () => [fulfilment.trackingInfo],
    };
  }

  function orderView(order: SimOrder) {
    const a = order.address;
    return {
      __typename: 'Order',
      id: order.id,
      name: order.name,
      number: order.number,
      email: order.email,
      createdAt: order.createdAt,
      updatedAt: order.updatedAt,
      processedAt: order.createdAt,
      cancelledAt: order.cancelledAt,
      closed: false,
      tags: order.tags,
      currencyCode: order.currency,
      displayFinancialStatus: 'PAID',
      displayFulfillmentStatus: fulfilled(order) === 0 ? 'UNFULFILLED' : order.fulfillmentOrder.status === 'CLOSED' ? 'FULFILLED' : 'PARTIALLY_FULFILLED',
      totalPriceSet: moneyBag(amount(totalOf(order)), order.currency),
      subtotalPriceSet: moneyBag(amount(subtotalOf(order)), order.currency),
      totalShippingPriceSet: moneyBag(order.shipping.price, order.currency),
      shippingLine: { title: order.shipping.title, code: order.shipping.title, originalPriceSet: moneyBag(order.shipping.price, order.currency) },
      customer: { id: gid('Customer'), firstName: a.firstName, lastName: a.lastName, displayName: `${a.firstName} ${a.lastName}` },
      shippingAddress: {
        id: gid('MailingAddress'),
        name: `${a.firstName} ${a.lastName}`.trim(),
        firstName: a.firstName,
        lastName: a.lastName,
        phone: a.phone || null,
        address1: a.address1 || null,
        address2: a.address2 || null,
        city: a.city,
        province: a.province,
        provinceCode: a.provinceCode,
        country: a.country,
        countryCodeV2: a.countryCode,
        zip: a.zip,
      },
      lineItems: (args: { first?: number; after?: string }) =>
        page(
          order.lines.map((line) => ({
            id: line.id,
            sku: line.sku,
            title: line.title,
            name: line.title,
            variantTitle: line.variantTitle,
            quantity: line.quantity,
            originalUnitPriceSet: moneyBag(line.price, order.currency),
            product: line.productId ? { id: line.productId } : null,
            variant: line.variantId ? { id: line.variantId } : null,
          })),
          args,
        ),
      fulfillments: () => order.fulfillments.map((f) => fulfilmentView(order, f)),
      fulfillmentOrders: (args: { first?: number; after?: string }) =>
        page(
          [
            {
              id: order.fulfillmentOrder.id,
              status: order.fulfillmentOrder.status,
              orderId: order.id,
              orderName: order.name,
              lineItems: (lineArgs: { first?: number; after?: string }) =>
                page(order.fulfillmentOrder.lines.map((line) => ({ id: line.id, totalQuantity: line.totalQuantity, remainingQuantity: line.remainingQuantity, lineItem: { id: line.lineItemId } })), lineArgs),
            },
          ],
          args,
        ),
    };
  }

  /** Shopify's search syntax, the part the adapter uses: updated_at / created_at compared to a time. */
  function matches(order: SimOrder, query: string | undefined): boolean {
    if (!query) return true;
    for (const [, field, op, value] of query.matchAll(/(updated_at|created_at):(>=|<=|>|<)?'?([^'\s]+)'?/g)) {
      const left = Date.parse(field === 'updated_at' ? order.updatedAt : order.createdAt);
      const right = Date.parse(value!);
      if (Number.isNaN(right)) throw new GraphQLError(`Invalid search value '${value}'`, { extensions: { code: 'BAD_REQUEST' } });
      const ok = op === '>=' ? left >= right : op === '<=' ? left <= right : op === '<' ? left < right : op === '>' ? left > right : left === right;
      if (!ok) return false;
    }
    return true;
  }

  type UserError = { field: string[] | null; message: string };
  interface FulfillmentInput {
    lineItemsByFulfillmentOrder: { fulfillmentOrderId: string; fulfillmentOrderLineItems?: { id: string; quantity: number }[] | null }[];
    trackingInfo?: { company?: string | null; number?: string | null; url?: string | null } | null;
    notifyCustomer?: boolean | null;
  }

  function settle(order: SimOrder) {
    const lines = order.fulfillmentOrder.lines;
    order.fulfillmentOrder.status = lines.every((line) => line.remainingQuantity === 0) ? 'CLOSED' : lines.every((line) => line.remainingQuantity === line.totalQuantity) ? 'OPEN' : 'IN_PROGRESS';
    order.updatedAt = now();
  }

  const resolvers = {
    orders: (args: { first?: number; after?: string; query?: string; sortKey?: string; reverse?: boolean }) => {
      const sorted = orders.filter((order) => matches(order, args.query));
      const key = args.sortKey === 'UPDATED_AT' ? 'updatedAt' : 'createdAt';
      sorted.sort((a, b) => a[key].localeCompare(b[key]) || a.number - b.number);
      if (args.reverse) sorted.reverse();
      return page(sorted.map(orderView), args);
    },
    order: ({ id }: { id: string }) => {
      if (!/^gid:\/\/shopify\/Order\/\d+$/.test(id)) throw new GraphQLError(`Invalid global id '${id}'`, { extensions: { code: 'argumentLiteralsIncompatible' } });
      const order = find(id);
      return order ? orderView(order) : null;
    },
    fulfillmentCreate: ({ fulfillment }: { fulfillment: FulfillmentInput }) => {
      const fail = (message: string, field: string[] = ['fulfillment']) => ({ fulfillment: null, userErrors: [{ field, message }] as UserError[] });
      const rejected = hooks.rejection();
      if (rejected) return fail(rejected);
      const groups = fulfillment.lineItemsByFulfillmentOrder;
      if (groups.length === 0) return fail('Line items by fulfillment order must not be empty.', ['fulfillment', 'lineItemsByFulfillmentOrder']);
      const order = orders.find((o) => groups.every((group) => group.fulfillmentOrderId === o.fulfillmentOrder.id));
      if (!order) return fail('Fulfillment order does not exist.', ['fulfillment', 'lineItemsByFulfillmentOrder', '0', 'fulfillmentOrderId']);
      if (!FULFILLABLE.has(order.fulfillmentOrder.status)) return fail('Fulfillment order is not in an acceptable state to be fulfilled.');
      const asked = new Map<string, number>();
      for (const group of groups) {
        const items = group.fulfillmentOrderLineItems ?? order.fulfillmentOrder.lines.filter((line) => line.remainingQuantity > 0).map((line) => ({ id: line.id, quantity: line.remainingQuantity }));
        for (const item of items) asked.set(item.id, (asked.get(item.id) ?? 0) + item.quantity);
      }
      for (const [id, quantity] of asked) {
        const line = order.fulfillmentOrder.lines.find((l) => l.id === id);
        if (!line) return fail(`Fulfillment order line item does not exist: ${id}`, ['fulfillment', 'lineItemsByFulfillmentOrder', '0', 'fulfillmentOrderLineItems']);
        if (quantity < 1 || quantity > line.remainingQuantity) return fail('Invalid fulfillment order line item quantity requested.', ['fulfillment', 'lineItemsByFulfillmentOrder', '0', 'fulfillmentOrderLineItems']);
      }
      const url = fulfillment.trackingInfo?.url ?? null;
      if (url && !/^https?:\/\//.test(url)) return fail('Tracking url is invalid.', ['fulfillment', 'trackingInfo', 'url']);
      for (const [id, quantity] of asked) order.fulfillmentOrder.lines.find((l) => l.id === id)!.remainingQuantity -= quantity;
      const at = now();
      const made: SimFulfilment = {
        id: gid('Fulfillment'),
        status: 'SUCCESS',
        trackingInfo: { company: fulfillment.trackingInfo?.company ?? null, number: fulfillment.trackingInfo?.number ?? null, url },
        lines: [...asked].map(([id, quantity]) => ({ id, quantity })),
        createdAt: at,
        updatedAt: at,
      };
      order.fulfillments.push(made);
      settle(order);
      void announce(order, ['orders/updated']);
      return { fulfillment: fulfilmentView(order, made), userErrors: [] };
    },
    fulfillmentCancel: ({ id }: { id: string }) => {
      const order = orders.find((o) => o.fulfillments.some((f) => f.id === id));
      const made = order?.fulfillments.find((f) => f.id === id);
      if (!order || !made) return { fulfillment: null, userErrors: [{ field: ['id'], message: 'Fulfillment does not exist.' }] };
      if (made.status === 'CANCELLED') return { fulfillment: null, userErrors: [{ field: ['id'], message: 'Fulfillment has already been cancelled.' }] };
      for (const line of made.lines) order.fulfillmentOrder.lines.find((l) => l.id === line.id)!.remainingQuantity += line.quantity;
      made.status = 'CANCELLED';
      made.updatedAt = now();
      settle(order);
      void announce(order, ['orders/updated']);
      return { fulfillment: fulfilmentView(order, made), userErrors: [] };
    },
  };

  return { list: () => orders, find, create, requestCancellation, restOrder, resolvers, totalOf };
}
export type ShopifyOrders = ReturnType<typeof shopifyOrders>;
