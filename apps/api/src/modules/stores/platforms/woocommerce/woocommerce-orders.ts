import { PlatformError, type StoreConnection, type StoreOrder, type StoreOrderSource, type TrackingUpload } from '../platform.ts';
import { readWooOrderNotice, storeOrderOf } from './woocommerce-order-json.ts';
import { keysOf, WooRejected, type WooKeys, type wooRest } from './woocommerce-rest.ts';

/**
 * WooCommerce store orders (issue 17) through REST v3:
 * - polling: GET /orders?modified_after=…&dates_are_gmt=true&orderby=modified&order=asc, 100 a page; the
 *   cursor is the next page number;
 * - webhooks: order.created / order.updated carry the order itself (woocommerce-order-json.ts);
 * - tracking: the official Shipment Tracking extension when the site has it (found once per store, then
 *   hourly, in the GET /wp-json namespaces), `POST /wp-json/wc-shipment-tracking/v3/orders/{id}/shipment-trackings`
 *   with a known provider's name or a custom provider and link; otherwise a customer note with carrier,
 *   number and link. WooCommerce has no partial fulfilment, so the adapter keeps what each parcel carried in
 *   the order meta `_threadway_shipments` and moves the order to 'completed' once every line is shipped
 *   (and back to 'processing' when a withdrawn parcel leaves lines unshipped).
 * The fulfilment id names the path: `tracking:{tracking_id}` or `note:{note_id}`. Uploads are idempotent by
 * tracking number: a retried upload finds the tracking item or note the first attempt made.
 */

const TRACKING_NAMESPACE = 'wc-shipment-tracking/v3';
const SHIPMENTS_META = '_threadway_shipments';
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const PAGE_SIZE = 100;

interface WooLineItem {
  id: number;
  name: string;
  quantity: number;
}
interface WooOrder {
  id: number;
  status: string;
  line_items: WooLineItem[];
  meta_data?: { id?: number; key: string; value: unknown }[];
}
interface TrackingItem {
  tracking_id: string;
  tracking_number: string;
}
interface OrderNote {
  id: number;
  note: string;
}
/** One parcel as the order meta remembers it: which fulfilment, carrier, and store line id → quantity. */
interface Shipment {
  id: string;
  carrier: string;
  lines: Record<string, number>;
}
type Shipments = Record<string, Shipment>;
interface TrackingSupport {
  available: boolean;
  /** Lower-cased provider name → the name the extension knows it by. */
  providers: Map<string, string>;
}

const orderPath = (platformOrderId: string) => {
  // Ids go into the path: only WooCommerce's numeric ids are let through.
  if (!/^\d+$/.test(platformOrderId)) throw new PlatformError('rejected', `not a WooCommerce order id: ${platformOrderId}`);
  return `/orders/${platformOrderId}`;
};
/**
 * WooCommerce keeps modification times to the second and modified_after is strict ('after'): an order changed
 * later within the same second as `since` would be missed, so the query starts one whole second earlier
 * (orders read twice are one order downstream).
 */
const modifiedAfter = (since: Date) => new Date(Math.floor(since.getTime() / 1000) * 1000 - 1000).toISOString().slice(0, 19);
const isNotFound = (error: unknown) => error instanceof WooRejected && error.status === 404;
const today = () => new Date().toISOString().slice(0, 10);

const isShipment = (value: unknown): value is Shipment =>
  Boolean(value) && typeof value === 'object' && typeof (value as Shipment).id === 'string' && Boolean((value as Shipment).lines) && typeof (value as Shipment).lines === 'object';

/** The parcels the order meta remembers; a value someone else wrote there that is not ours counts as none. */
function shipmentsOf(order: WooOrder): Shipments {
  const entry = order.meta_data?.find((meta) => meta.key === SHIPMENTS_META);
  let parsed: unknown;
  try {
    parsed = typeof entry?.value === 'string' ? JSON.parse(entry.value) : entry?.value;
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter(([, shipment]) => isShipment(shipment))) as Shipments;
}

/** Every line shipped in full by the parcels so far. */
function allShipped(order: WooOrder, shipments: Shipments): boolean {
  const shipped = new Map<string, number>();
  for (const shipment of Object.values(shipments)) for (const [line, quantity] of Object.entries(shipment.lines)) shipped.set(line, (shipped.get(line) ?? 0) + (Number(quantity) || 0));
  return order.line_items.every((item) => (shipped.get(String(item.id)) ?? 0) >= item.quantity);
}

/** The customer note of a parcel sent without the extension; its exact text is how a retry finds it. */
function parcelNote(order: WooOrder, input: TrackingUpload): string {
  const names = new Map(order.line_items.map((item) => [String(item.id), item.name]));
  const items = input.lines.length ? input.lines.map((line) => `${names.get(line.platformLineId) ?? line.platformLineId} × ${line.quantity}`).join(', ') : '';
  return [`Shipped with ${input.carrier}, tracking number ${input.trackingNumber}.`, input.trackingUrl ? `Track it: ${input.trackingUrl}` : '', items ? `In this parcel: ${items}.` : ''].filter(Boolean).join('\n');
}

export function wooOrders({ rest }: ReturnType<typeof wooRest>): StoreOrderSource {
  const support = new Map<string, { at: number; found: Promise<TrackingSupport> }>();
  const busy = new Map<string, Promise<unknown>>();

  /**
   * One tracking change at a time per order in this process: each reads the parcels in the order meta and
   * writes them back, so two parcels of one order uploaded at once would otherwise lose one of them.
   */
  function oneAtATime<T>(keys: WooKeys, platformOrderId: string, work: () => Promise<T>): Promise<T> {
    const key = `${keys[0]} ${platformOrderId}`;
    const next = (busy.get(key) ?? Promise.resolve()).catch(() => undefined).then(work);
    busy.set(key, next);
    void next.catch(() => undefined).finally(() => busy.get(key) === next && busy.delete(key));
    return next;
  }

  async function discover(keys: WooKeys, orderId: string): Promise<TrackingSupport> {
    const { data } = await rest<{ namespaces?: unknown }>(keys, '/', { namespace: '' });
    const available = Array.isArray(data.namespaces) && data.namespaces.includes(TRACKING_NAMESPACE);
    const providers = new Map<string, string>();
    if (available) {
      // Grouped by region: { "United States": { "USPS": "https://…%1$s" }, … }.
      const { data: groups } = await rest<Record<string, Record<string, string>>>(keys, `${orderPath(orderId)}/shipment-trackings/providers`, { namespace: TRACKING_NAMESPACE });
      for (const group of Object.values(groups ?? {})) for (const name of Object.keys(group ?? {})) providers.set(name.toLowerCase(), name);
    }
    return { available, providers };
  }

  function trackingSupport(keys: WooKeys, orderId: string): Promise<TrackingSupport> {
    const known = support.get(keys[0]);
    if (known && Date.now() - known.at < DISCOVERY_TTL_MS) return known.found;
    const found = discover(keys, orderId);
    support.set(keys[0], { at: Date.now(), found });
    // A failed discovery is not remembered: the next upload asks again.
    found.catch(() => support.delete(keys[0]));
    return found;
  }

  async function readOrder(keys: WooKeys, platformOrderId: string): Promise<WooOrder | null> {
    try {
      return (await rest<WooOrder>(keys, orderPath(platformOrderId))).data;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function addTracking(keys: WooKeys, order: WooOrder, input: TrackingUpload, providers: Map<string, string>): Promise<string> {
    const path = `${orderPath(String(order.id))}/shipment-trackings`;
    const { data: existing } = await rest<TrackingItem[]>(keys, path, { namespace: TRACKING_NAMESPACE });
    const again = existing.find((item) => item.tracking_number === input.trackingNumber);
    if (again) return `tracking:${again.tracking_id}`;
    const known = providers.get(input.carrier.toLowerCase());
    const body = known
      ? { tracking_provider: known, tracking_number: input.trackingNumber, date_shipped: today() }
      : { custom_tracking_provider: input.carrier, custom_tracking_link: input.trackingUrl ?? '', tracking_number: input.trackingNumber, date_shipped: today() };
    const { data } = await rest<TrackingItem>(keys, path, { method: 'POST', body, namespace: TRACKING_NAMESPACE });
    return `tracking:${data.tracking_id}`;
  }

  async function addNote(keys: WooKeys, orderId: string, note: string): Promise<string> {
    const path = `${orderPath(orderId)}/notes`;
    const { data: existing } = await rest<OrderNote[]>(keys, `${path}?type=customer`);
    const again = existing.find((item) => item.note === note);
    if (again) return `note:${again.id}`;
    const { data } = await rest<OrderNote>(keys, path, { method: 'POST', body: { note, customer_note: true } });
    return `note:${data.id}`;
  }

  /** Saves the parcels in the order meta and the status they make (completed when all is shipped). */
  async function saveShipments(keys: WooKeys, order: WooOrder, shipments: Shipments) {
    const complete = allShipped(order, shipments);
    const status = complete && (order.status === 'processing' || order.status === 'on-hold') ? 'completed' : !complete && order.status === 'completed' ? 'processing' : undefined;
    await rest(keys, orderPath(String(order.id)), { method: 'PUT', body: { meta_data: [{ key: SHIPMENTS_META, value: JSON.stringify(shipments) }], ...(status ? { status } : {}) } });
  }

  async function upload(keys: WooKeys, input: TrackingUpload): Promise<{ platformFulfilmentId: string }> {
    const order = await readOrder(keys, input.platformOrderId);
    if (!order) throw new PlatformError('rejected', `the store has no order ${input.platformOrderId}`);
    const { available, providers } = await trackingSupport(keys, input.platformOrderId);
    let platformFulfilmentId: string;
    try {
      platformFulfilmentId = available ? await addTracking(keys, order, input, providers) : await addNote(keys, String(order.id), parcelNote(order, input));
    } catch (error) {
      // The extension was removed since it was found: forget it and tell the shopper by note.
      if (!(available && error instanceof WooRejected && error.code === 'rest_no_route')) throw error;
      support.delete(keys[0]);
      platformFulfilmentId = await addNote(keys, String(order.id), parcelNote(order, input));
    }
    const lines = input.lines.length ? input.lines : order.line_items.map((item) => ({ platformLineId: String(item.id), quantity: item.quantity }));
    const shipments = { ...shipmentsOf(order), [input.trackingNumber]: { id: platformFulfilmentId, carrier: input.carrier, lines: Object.fromEntries(lines.map((line) => [line.platformLineId, line.quantity])) } };
    await saveShipments(keys, order, shipments);
    return { platformFulfilmentId };
  }

  async function withdraw(keys: WooKeys, { platformOrderId, platformFulfilmentId }: { platformOrderId: string; platformFulfilmentId: string }): Promise<void> {
    const [kind, id = ''] = platformFulfilmentId.split(':');
    if ((kind !== 'tracking' && kind !== 'note') || !id) throw new PlatformError('rejected', `not a WooCommerce fulfilment: ${platformFulfilmentId}`);
    const order = await readOrder(keys, platformOrderId);
    if (!order) return;
    const shipments = shipmentsOf(order);
    const number = Object.keys(shipments).find((key) => shipments[key]!.id === platformFulfilmentId);
    if (kind === 'tracking') {
      try {
        await rest(keys, `${orderPath(platformOrderId)}/shipment-trackings/${encodeURIComponent(id)}`, { method: 'DELETE', namespace: TRACKING_NAMESPACE });
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    }
    // A note cannot be taken back from the shopper's e-mail: a second note says the tracking no longer holds.
    if (number === undefined) return;
    if (kind === 'note') await addNote(keys, platformOrderId, `The shipment with ${shipments[number]!.carrier}, tracking number ${number}, was withdrawn; its tracking no longer applies.`);
    const { [number]: _withdrawn, ...kept } = shipments;
    await saveShipments(keys, order, kept);
  }

  return {
    async listOrders(connection: StoreConnection, { updatedSince, cursor }) {
      const page = cursor && /^\d+$/.test(cursor) ? Number(cursor) : 1;
      const query = new URLSearchParams({ modified_after: modifiedAfter(updatedSince), dates_are_gmt: 'true', orderby: 'modified', order: 'asc', per_page: String(PAGE_SIZE), page: String(page) });
      const { data, headers } = await rest<unknown[]>(keysOf(connection), `/orders?${query}`);
      // An order the adapter cannot read is left out rather than stopping every later one.
      const orders = (Array.isArray(data) ? data : []).map(storeOrderOf).filter((order): order is StoreOrder => order !== null);
      const pages = Number(headers.get('x-wp-totalpages') ?? 1);
      return page < pages ? { orders, nextCursor: String(page + 1) } : { orders };
    },

    async getOrder(connection, platformOrderId) {
      if (!/^\d+$/.test(platformOrderId)) return null;
      const order = await readOrder(keysOf(connection), platformOrderId);
      if (!order) return null;
      const read = storeOrderOf(order);
      if (!read) throw new PlatformError('unavailable', `order ${platformOrderId} came back unreadable`);
      return read;
    },

    readOrderNotice: readWooOrderNotice,

    uploadTracking: (connection, input) => oneAtATime(keysOf(connection), input.platformOrderId, () => upload(keysOf(connection), input)),

    cancelTracking: (connection, input) => oneAtATime(keysOf(connection), input.platformOrderId, () => withdraw(keysOf(connection), input)),
  };
}
