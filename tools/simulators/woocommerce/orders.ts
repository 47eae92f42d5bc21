import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { twoDecimals } from '../shared/amounts.ts';
import type { WooProduct } from './products.ts';

/**
 * The orders of the simulated WooCommerce site, as REST v3 renders them (the same JSON order webhooks carry):
 * GET /orders (modified_after / modified_before with dates_are_gmt, orderby date|id|modified, order, status,
 * paging), GET|PUT /orders/{id} (status, meta_data by key), order notes (GET|POST /orders/{id}/notes,
 * GET|DELETE /orders/{id}/notes/{note_id}), and the Shipment Tracking extension's namespace
 * /wp-json/wc-shipment-tracking/v3 (shipment-trackings list, create, read, delete; providers) while it is
 * switched on. A new order fires order.created, a change order.updated, like WooCommerce's webhooks.
 * Shoppers' orders come from the storefront's Buy form (shop-pages.ts) or the JSON test control.
 */

export const TRACKING_NAMESPACE = 'wc-shipment-tracking/v3';
const V3 = '/wp-json/wc/v3';
const ST = `/wp-json/${TRACKING_NAMESPACE}`;
const STATUSES = ['pending', 'processing', 'on-hold', 'completed', 'cancelled', 'refunded', 'failed'];
export const CANCELLATION_META = '_cancellation_requested';

/** The shipping methods the site offers: method title → price in the store currency's cents. */
export const SHIPPING_METHODS: Record<string, number> = { 'Standard Shipping': 499, 'Express Shipping': 1499, Expedited: 999, 'Free shipping': 0 };

interface Party {
  first_name: string;
  last_name: string;
  company: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  phone: string;
  email?: string;
}
/** The shopper's address presets of the Buy form and the test control: two complete ones and one with data missing. */
export const ADDRESS_PRESETS: Record<string, Party> = {
  US: { first_name: 'John', last_name: 'Smith', company: '', address_1: '350 Fifth Avenue', address_2: 'Suite 3300', city: 'New York', state: 'NY', postcode: '10118', country: 'US', phone: '+1 212 555 0100', email: 'john.smith@example.com' },
  UK: { first_name: 'Emma', last_name: 'Jones', company: '', address_1: '221B Baker Street', address_2: '', city: 'London', state: '', postcode: 'NW1 6XE', country: 'GB', phone: '+44 20 7946 0000', email: 'emma.jones@example.co.uk' },
  missing: { first_name: 'Alex', last_name: '', company: '', address_1: '', address_2: '', city: 'Berlin', state: '', postcode: '', country: 'DE', phone: '', email: 'alex@example.de' },
};

interface Meta {
  id: number;
  key: string;
  value: unknown;
}
interface LineItem {
  id: number;
  name: string;
  product_id: number;
  variation_id: number;
  quantity: number;
  tax_class: string;
  subtotal: string;
  subtotal_tax: string;
  total: string;
  total_tax: string;
  taxes: never[];
  meta_data: Meta[];
  sku: string;
  price: number;
  parent_name: string | null;
}
export interface WooOrder {
  id: number;
  parent_id: number;
  number: string;
  order_key: string;
  created_via: string;
  status: string;
  currency: string;
  date_created: string;
  date_created_gmt: string;
  date_modified: string;
  date_modified_gmt: string;
  discount_total: string;
  shipping_total: string;
  total: string;
  total_tax: string;
  customer_id: number;
  billing: Party;
  shipping: Party;
  payment_method: string;
  payment_method_title: string;
  date_paid: string | null;
  date_paid_gmt: string | null;
  date_completed: string | null;
  date_completed_gmt: string | null;
  meta_data: Meta[];
  line_items: LineItem[];
  shipping_lines: { id: number; method_title: string; method_id: string; instance_id: string; total: string; total_tax: string; taxes: never[]; meta_data: never[] }[];
  tax_lines: never[];
  fee_lines: never[];
  coupon_lines: never[];
  refunds: never[];
}
export interface OrderNote {
  id: number;
  author: string;
  date_created: string;
  date_created_gmt: string;
  note: string;
  customer_note: boolean;
  added_by_user: boolean;
}
export interface TrackingItem {
  tracking_id: string;
  tracking_provider: string;
  custom_tracking_provider: string;
  custom_tracking_link: string;
  tracking_link: string;
  tracking_number: string;
  date_shipped: string;
}

/** A line to buy: a variation (by id or SKU) or a product of its own (title and price: a line no listing maps). */
export interface OrderLineInput {
  variationId?: number;
  sku?: string;
  name?: string;
  price?: string;
  quantity?: number;
}
export interface NewOrder {
  lines: OrderLineInput[];
  shippingMethod?: string;
  /** A preset (US, UK, missing) or a whole address. */
  address?: string | Partial<Party>;
  /** processing (paid, the default), pending or on-hold (not paid yet). */
  status?: string;
}

const PROVIDERS: Record<string, Record<string, string>> = {
  Global: { DHL: 'https://www.dhl.com/en/express/tracking.html?AWB=%1$s', Aramex: 'https://www.aramex.com/track/track-results-new?ShipmentNumber=%1$s' },
  'United States': { USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=%1$s', UPS: 'https://www.ups.com/track?tracknum=%1$s', Fedex: 'https://www.fedex.com/fedextrack/?tracknumbers=%1$s' },
  'United Kingdom': { 'Royal Mail': 'https://www.royalmail.com/track-your-item#/tracking-results/%1$s' },
};

/** WooCommerce's dates: the site's time without a zone, and the same in UTC (the simulated site runs on UTC). */
const wooDate = (date = new Date()) => date.toISOString().slice(0, 19);
const centsOf = (price: string) => Math.round(Number(price) * 100);

export class OrderRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface Context {
  products: () => WooProduct[];
  currency: string;
  nextId: () => number;
  paged: <T>(request: FastifyRequest, reply: FastifyReply, items: T[]) => T[];
  error: (reply: FastifyReply, status: number, code: string, message: string) => FastifyReply;
  /** Fires the site's webhooks of a topic with the order as body. */
  notify: (topic: 'order.created' | 'order.updated', order: WooOrder) => void;
  /** Is the Shipment Tracking extension on now. */
  tracking: () => boolean;
}

export function registerWooOrders(app: FastifyInstance, context: Context) {
  const orders = new Map<number, WooOrder>();
  const notes = new Map<number, OrderNote[]>();
  const trackings = new Map<number, TrackingItem[]>();

  const touch = (order: WooOrder) => {
    order.date_modified = order.date_modified_gmt = wooDate();
  };

  function lineOf(input: OrderLineInput): LineItem {
    const quantity = Math.max(1, Math.floor(Number(input.quantity ?? 1)) || 1);
    for (const product of context.products()) {
      const variation = product.variations.find((v) => (input.variationId !== undefined && v.id === Number(input.variationId)) || (input.sku !== undefined && v.sku === input.sku));
      if (!variation) continue;
      const price = variation.sale_price || variation.regular_price;
      const options = variation.attributes.map((a) => a.option).filter(Boolean);
      const meta = variation.attributes.map((a) => ({ id: context.nextId(), key: a.name.toLowerCase(), value: a.option }));
      return lineItem({ name: `${product.name}${options.length ? ` - ${options.join(', ')}` : ''}`, productId: product.id, variationId: variation.id, sku: variation.sku, price, quantity, parent: product.name, meta });
    }
    if (input.name && input.price !== undefined) return lineItem({ name: input.name, productId: 0, variationId: 0, sku: input.sku ?? '', price: String(input.price), quantity, parent: null, meta: [] });
    throw new OrderRefused(400, 'woocommerce_rest_invalid_product_id', `Product ID ${input.variationId ?? input.sku ?? ''} is invalid.`);
  }

  function lineItem(line: { name: string; productId: number; variationId: number; sku: string; price: string; quantity: number; parent: string | null; meta: Meta[] }): LineItem {
    const total = twoDecimals(centsOf(line.price) * line.quantity);
    return { id: context.nextId(), name: line.name, product_id: line.productId, variation_id: line.variationId, quantity: line.quantity, tax_class: '', subtotal: total, subtotal_tax: '0.00', total, total_tax: '0.00', taxes: [], meta_data: line.meta, sku: line.sku, price: centsOf(line.price) / 100, parent_name: line.parent };
  }

  /** A shopper's checkout: the order with its lines, shipping and address; paid orders are 'processing'. */
  function create(input: NewOrder): WooOrder {
    if (!Array.isArray(input.lines) || input.lines.length === 0) throw new OrderRefused(400, 'woocommerce_rest_required_product_reference', 'Product ID or SKU is required.');
    const status = input.status ?? 'processing';
    if (!['processing', 'pending', 'on-hold'].includes(status)) throw new OrderRefused(400, 'rest_invalid_param', 'Invalid parameter(s): status');
    const lines = input.lines.map(lineOf);
    const method = input.shippingMethod && input.shippingMethod in SHIPPING_METHODS ? input.shippingMethod : 'Standard Shipping';
    const shippingCents = SHIPPING_METHODS[method]!;
    const preset = typeof input.address === 'string' ? ADDRESS_PRESETS[input.address] : undefined;
    if (typeof input.address === 'string' && !preset) throw new OrderRefused(400, 'rest_invalid_param', `Unknown address preset ${input.address}.`);
    const address: Party = { ...ADDRESS_PRESETS.US!, ...(preset ?? (typeof input.address === 'object' ? input.address : {})) };
    const { email = '', ...shipping } = address;
    const now = wooDate();
    const id = context.nextId();
    const total = lines.reduce((sum, line) => sum + centsOf(line.total), 0) + shippingCents;
    const paid = status === 'processing';
    const order: WooOrder = {
      id,
      parent_id: 0,
      number: String(id),
      order_key: `wc_order_${randomBytes(6).toString('hex')}`,
      created_via: 'checkout',
      status,
      currency: context.currency,
      date_created: now,
      date_created_gmt: now,
      date_modified: now,
      date_modified_gmt: now,
      discount_total: '0.00',
      shipping_total: twoDecimals(shippingCents),
      total: twoDecimals(total),
      total_tax: '0.00',
      customer_id: 0,
      billing: { ...address, email },
      shipping,
      payment_method: paid ? 'stripe' : 'bacs',
      payment_method_title: paid ? 'Credit card' : 'Direct bank transfer',
      date_paid: paid ? now : null,
      date_paid_gmt: paid ? now : null,
      date_completed: null,
      date_completed_gmt: null,
      meta_data: [],
      line_items: lines,
      shipping_lines: [{ id: context.nextId(), method_title: method, method_id: shippingCents === 0 ? 'free_shipping' : 'flat_rate', instance_id: '1', total: twoDecimals(shippingCents), total_tax: '0.00', taxes: [], meta_data: [] }],
      tax_lines: [],
      fee_lines: [],
      coupon_lines: [],
      refunds: [],
    };
    orders.set(id, order);
    context.notify('order.created', order);
    return order;
  }

  function setMeta(order: WooOrder, key: string, value: unknown) {
    const existing = order.meta_data.find((meta) => meta.key === key);
    if (existing) existing.value = value;
    else order.meta_data.push({ id: context.nextId(), key, value });
  }

  function setStatus(order: WooOrder, status: string) {
    if (!STATUSES.includes(status)) throw new OrderRefused(400, 'rest_invalid_param', 'Invalid parameter(s): status');
    if (status === order.status) return;
    order.status = status;
    if (status === 'completed') order.date_completed = order.date_completed_gmt = wooDate();
    if (status === 'processing' && !order.date_paid) order.date_paid = order.date_paid_gmt = wooDate();
  }

  /** The shopper asks to cancel from the order page: the meta WooCommerce stores use, and order.updated. */
  function requestCancellation(order: WooOrder) {
    setMeta(order, CANCELLATION_META, 'yes');
    touch(order);
    context.notify('order.updated', order);
  }

  const orderOr404 = (id: string) => {
    const order = orders.get(Number(id));
    if (!order) throw new OrderRefused(404, 'woocommerce_rest_shop_order_invalid_id', 'Invalid ID.');
    return order;
  };
  const answer = async (reply: FastifyReply, work: () => unknown) => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof OrderRefused) return context.error(reply, error.status, error.code, error.message);
      throw error;
    }
  };
  const gmt = (text: string | undefined, name: string) => {
    if (text === undefined) return undefined;
    const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}Z`);
    if (Number.isNaN(date.getTime())) throw new OrderRefused(400, 'rest_invalid_param', `Invalid parameter(s): ${name}`);
    return date.getTime();
  };
  const at = (wooText: string) => new Date(`${wooText}Z`).getTime();

  app.get<{ Querystring: Record<string, string | undefined> }>(`${V3}/orders`, async (request, reply) =>
    answer(reply, () => {
      const q = request.query;
      const after = gmt(q.modified_after, 'modified_after');
      const before = gmt(q.modified_before, 'modified_before');
      const statuses = q.status && q.status !== 'any' ? q.status.split(',') : null;
      const orderby = q.orderby ?? 'date';
      if (!['date', 'id', 'modified', 'include', 'title', 'slug'].includes(orderby)) throw new OrderRefused(400, 'rest_invalid_param', 'Invalid parameter(s): orderby');
      const key = (o: WooOrder) => (orderby === 'modified' ? at(o.date_modified_gmt) : orderby === 'date' ? at(o.date_created_gmt) : o.id);
      const found = [...orders.values()]
        .filter((o) => (after === undefined || at(o.date_modified_gmt) > after) && (before === undefined || at(o.date_modified_gmt) < before) && (!statuses || statuses.includes(o.status)))
        // Ties keep id order, as MySQL's does for equal dates here.
        .sort((a, b) => key(a) - key(b) || a.id - b.id);
      if ((q.order ?? 'desc') === 'desc') found.reverse();
      return context.paged(request, reply, found);
    }),
  );
  app.get<{ Params: { id: string } }>(`${V3}/orders/:id`, async (request, reply) => answer(reply, () => orderOr404(request.params.id)));
  app.put<{ Params: { id: string } }>(`${V3}/orders/:id`, async (request, reply) =>
    answer(reply, () => {
      const order = orderOr404(request.params.id);
      const body = (request.body ?? {}) as { status?: string; meta_data?: { key?: string; value?: unknown }[] };
      if (body.status !== undefined) setStatus(order, String(body.status));
      for (const meta of body.meta_data ?? []) if (meta.key) setMeta(order, meta.key, meta.value);
      touch(order);
      context.notify('order.updated', order);
      return order;
    }),
  );

  app.get<{ Params: { id: string }; Querystring: { type?: string } }>(`${V3}/orders/:id/notes`, async (request, reply) =>
    answer(reply, () => {
      const order = orderOr404(request.params.id);
      const type = request.query.type ?? 'any';
      return [...(notes.get(order.id) ?? [])].reverse().filter((note) => type === 'any' || (type === 'customer') === note.customer_note);
    }),
  );
  app.post<{ Params: { id: string } }>(`${V3}/orders/:id/notes`, async (request, reply) =>
    answer(reply, () => {
      const order = orderOr404(request.params.id);
      const body = (request.body ?? {}) as { note?: unknown; customer_note?: unknown };
      if (typeof body.note !== 'string' || !body.note.trim()) throw new OrderRefused(400, 'woocommerce_rest_missing_note', 'Order note is required.');
      const now = wooDate();
      const note: OrderNote = { id: context.nextId(), author: 'API', date_created: now, date_created_gmt: now, note: body.note, customer_note: body.customer_note === true, added_by_user: false };
      notes.set(order.id, [...(notes.get(order.id) ?? []), note]);
      return reply.status(201).send(note);
    }),
  );
  const noteOr404 = (orderId: string, noteId: string) => {
    const note = (notes.get(orderOr404(orderId).id) ?? []).find((item) => item.id === Number(noteId));
    if (!note) throw new OrderRefused(404, 'woocommerce_rest_order_invalid_id', 'Invalid resource ID.');
    return note;
  };
  app.get<{ Params: { id: string; noteId: string } }>(`${V3}/orders/:id/notes/:noteId`, async (request, reply) => answer(reply, () => noteOr404(request.params.id, request.params.noteId)));
  app.delete<{ Params: { id: string; noteId: string }; Querystring: { force?: string } }>(`${V3}/orders/:id/notes/:noteId`, async (request, reply) =>
    answer(reply, () => {
      const note = noteOr404(request.params.id, request.params.noteId);
      if (request.query.force !== 'true') throw new OrderRefused(501, 'woocommerce_rest_trash_not_supported', 'Resource does not support trashing.');
      notes.set(Number(request.params.id), (notes.get(Number(request.params.id)) ?? []).filter((item) => item !== note));
      return note;
    }),
  );

  // The Shipment Tracking extension: with it off, WordPress knows no such route.
  const trackingOff = (reply: FastifyReply) => context.error(reply, 404, 'rest_no_route', 'No route was found matching the URL and request method.');
  app.get<{ Params: { id: string } }>(`${ST}/orders/:id/shipment-trackings/providers`, async (_request, reply) => (context.tracking() ? PROVIDERS : trackingOff(reply)));
  app.get<{ Params: { id: string } }>(`${ST}/orders/:id/shipment-trackings`, async (request, reply) =>
    context.tracking() ? answer(reply, () => trackings.get(orderOr404(request.params.id).id) ?? []) : trackingOff(reply),
  );
  app.post<{ Params: { id: string } }>(`${ST}/orders/:id/shipment-trackings`, async (request, reply) => {
    if (!context.tracking()) return trackingOff(reply);
    return answer(reply, () => {
      const order = orderOr404(request.params.id);
      const body = (request.body ?? {}) as Partial<Record<keyof TrackingItem, unknown>>;
      const number = typeof body.tracking_number === 'string' ? body.tracking_number.trim() : '';
      if (!number) throw new OrderRefused(400, 'rest_missing_callback_param', 'Missing parameter(s): tracking_number');
      const providerName = typeof body.tracking_provider === 'string' ? body.tracking_provider : '';
      const known = Object.values(PROVIDERS).map((group) => Object.entries(group).find(([name]) => name === providerName)).find(Boolean);
      const custom = typeof body.custom_tracking_provider === 'string' ? body.custom_tracking_provider : '';
      if (!known && !custom) throw new OrderRefused(400, 'rest_invalid_param', 'Invalid parameter(s): tracking_provider');
      const customLink = typeof body.custom_tracking_link === 'string' ? body.custom_tracking_link : '';
      const item: TrackingItem = {
        tracking_id: randomBytes(16).toString('hex'),
        tracking_provider: known ? known[0] : '',
        custom_tracking_provider: known ? '' : custom,
        custom_tracking_link: known ? '' : customLink,
        tracking_link: (known ? known[1] : customLink).replace('%1$s', encodeURIComponent(number)),
        tracking_number: number,
        date_shipped: typeof body.date_shipped === 'string' && body.date_shipped ? body.date_shipped : wooDate().slice(0, 10),
      };
      trackings.set(order.id, [...(trackings.get(order.id) ?? []), item]);
      return reply.status(201).send(item);
    });
  });
  const trackingOr404 = (orderId: string, trackingId: string) => {
    const item = (trackings.get(orderOr404(orderId).id) ?? []).find((t) => t.tracking_id === trackingId);
    if (!item) throw new OrderRefused(404, 'woocommerce_rest_order_invalid_id', 'Invalid tracking ID.');
    return item;
  };
  app.get<{ Params: { id: string; trackingId: string } }>(`${ST}/orders/:id/shipment-trackings/:trackingId`, async (request, reply) =>
    context.tracking() ? answer(reply, () => trackingOr404(request.params.id, request.params.trackingId)) : trackingOff(reply),
  );
  app.delete<{ Params: { id: string; trackingId: string } }>(`${ST}/orders/:id/shipment-trackings/:trackingId`, async (request, reply) => {
    if (!context.tracking()) return trackingOff(reply);
    return answer(reply, () => {
      const item = trackingOr404(request.params.id, request.params.trackingId);
      const id = Number(request.params.id);
      trackings.set(id, (trackings.get(id) ?? []).filter((t) => t !== item));
      return item;
    });
  });

  return {
    create,
    requestCancellation,
    answer,
    orderOr404,
    all: () => [...orders.values()],
    get: (id: number) => orders.get(id),
    notesOf: (id: number) => notes.get(id) ?? [],
    trackingsOf: (id: number) => trackings.get(id) ?? [],
  };
}
export type WooOrders = ReturnType<typeof registerWooOrders>;
