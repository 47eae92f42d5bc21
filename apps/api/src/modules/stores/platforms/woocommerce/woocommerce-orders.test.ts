import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { startWooCommerceSimulator, type WooSimulator } from '../../../../../../../tools/simulators/woocommerce/server.ts';
import { loadConfig } from '../../../../platform/config.ts';
import { outboundHttp } from '../../../../platform/outbound-http.ts';
import { PlatformError, type PublishedProduct, type StoreConnection, type StoreOrder, type StoreOrderSource } from '../platform.ts';
import { startImageServer, tshirtPayload } from '../publishing/testing.ts';
import { woocommercePlatform } from './woocommerce.ts';

/** A receiver for the simulator's webhooks: every delivery with its raw body and headers. */
async function startReceiver() {
  const received: { headers: Record<string, string | undefined>; rawBody: Buffer }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(Object.entries(request.headers as IncomingHttpHeaders).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));
      received.push({ headers, rawBody: Buffer.concat(chunks) });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const waitFor = async <T>(find: () => T | undefined, what: string): Promise<T> => {
  for (let i = 0; i < 100; i++) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
};
const failsWith = (kind: PlatformError['kind'], pattern?: RegExp) => (error: unknown) => error instanceof PlatformError && error.kind === kind && (!pattern || pattern.test(error.message));

/** Store orders against simulated WooCommerce sites over real HTTP: one with the Shipment Tracking extension, one without. */
describe('WooCommerce store orders', () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' });
  let site: WooSimulator;
  let bare: WooSimulator;
  let images: Awaited<ReturnType<typeof startImageServer>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let adapter: ReturnType<typeof woocommercePlatform>;
  let orders: StoreOrderSource;
  let connection: StoreConnection;
  let bareConnection: StoreConnection;
  let tee: PublishedProduct;
  let bareTee: PublishedProduct;

  const connectionTo = (simulator: WooSimulator): StoreConnection => {
    const key = simulator.addKey();
    return { storeUrl: simulator.url, credentials: { accessToken: key.consumerKey, extra: { consumerKey: key.consumerKey, consumerSecret: key.consumerSecret } } };
  };

  before(async () => {
    site = await startWooCommerceSimulator({ port: 0, storeName: 'Orders Woo', currency: 'EUR' });
    bare = await startWooCommerceSimulator({ port: 0, storeName: 'Notes Woo', currency: 'USD', shipmentTracking: false });
    images = await startImageServer();
    receiver = await startReceiver();
    adapter = woocommercePlatform(config, outboundHttp({ allowPrivate: true, timeoutMs: 5000, maxBytes: 1_000_000 }));
    orders = adapter.orders!;
    connection = connectionTo(site);
    bareConnection = connectionTo(bare);
    tee = await adapter.publisher!.createProduct(connection, tshirtPayload(images.url));
    bareTee = await adapter.publisher!.createProduct(bareConnection, tshirtPayload(images.url));
  });
  after(async () => {
    await Promise.all([site.close(), bare.close(), images.close(), receiver.close()]);
  });

  const variant = (product: PublishedProduct, index: number) => product.variants[index]!;
  const postForm = (url: string, form: Record<string, string>) => fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });

  test('polling: modified_after with one second of margin, oldest change first, 100 a page with the next page as cursor', async () => {
    const old = site.createOrder({ lines: [{ sku: variant(tee, 0).sku }] });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const since = new Date();
    const fresh = Array.from({ length: 204 }, (_, i) => site.createOrder({ lines: [{ sku: variant(tee, i % 4).sku, quantity: 1 + (i % 3) }], address: i % 2 ? 'UK' : 'US' }));
    // The old order changes after `since`: it comes again, last (order by modified).
    await fetch(`${site.url}/simulator/orders/${old.id}/request-cancellation`, { method: 'POST' });
    const seen: StoreOrder[] = [];
    const cursors: (string | undefined)[] = [];
    let cursor: string | undefined;
    do {
      const page = await orders.listOrders(connection, { updatedSince: since, cursor });
      seen.push(...page.orders);
      cursor = page.nextCursor;
      cursors.push(cursor);
    } while (cursor);
    assert.deepEqual(cursors, ['2', '3', undefined]);
    assert.deepEqual(seen.map((o) => o.platformOrderId).sort(), [...fresh, old].map((o) => String(o.id)).sort(), 'every changed order once, the untouched older ones not');
    const times = seen.map((o) => o.updatedAt);
    assert.deepEqual(times, [...times].sort(), 'oldest change first');
    const first = seen.find((o) => o.platformOrderId === String(fresh[0]!.id));
    assert.deepEqual([first!.name, first!.paid, first!.currency, first!.lines[0]!.sku, first!.lines[0]!.platformVariantId], [String(fresh[0]!.id), true, 'EUR', variant(tee, 0).sku, variant(tee, 0).platformVariantId]);
    const later = await orders.listOrders(connection, { updatedSince: new Date(Date.now() + 5000) });
    assert.deepEqual(later, { orders: [] });
  });

  test('getOrder reads one order back; an unknown or malformed id is null', async () => {
    const bought = site.createOrder({ lines: [{ sku: variant(tee, 1).sku, quantity: 2 }, { name: 'Gift wrap', price: '2.50', quantity: 1 }], shippingMethod: 'Express Shipping', address: 'UK' });
    const order = (await orders.getOrder(connection, String(bought.id)))!;
    assert.deepEqual(
      { ...order, createdAt: undefined, updatedAt: undefined },
      {
        platformOrderId: String(bought.id),
        name: String(bought.id),
        paid: true,
        cancelled: false,
        cancelRequested: false,
        currency: 'EUR',
        // Two tees at 19.99, the wrap at 2.50, Express 14.99.
        totalCents: 2 * 1999 + 250 + 1499,
        shippingCents: 1499,
        shippingMethod: 'Express Shipping',
        customerName: 'Emma Jones',
        address: { name: 'Emma Jones', phone: '+44 20 7946 0000', email: 'emma.jones@example.co.uk', street1: '221B Baker Street', city: 'London', country: 'GB', zip: 'NW1 6XE' },
        lines: [
          { platformLineId: String(bought.line_items[0]!.id), platformProductId: tee.platformProductId, platformVariantId: variant(tee, 1).platformVariantId, sku: variant(tee, 1).sku, title: 'Organic Cotton Tee - S, Blue', quantity: 2, unitPriceCents: 1999 },
          { platformLineId: String(bought.line_items[1]!.id), title: 'Gift wrap', quantity: 1, unitPriceCents: 250 },
        ],
        createdAt: undefined,
        updatedAt: undefined,
      },
    );
    assert.match(order.createdAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/);
    assert.equal(await orders.getOrder(connection, '999999'), null);
    assert.equal(await orders.getOrder(connection, '../products'), null);
  });

  test("the JSON test control: an unpaid order, a line no listing maps, an address with data missing; WooCommerce's 400 for a bad one", async () => {
    const post = (body: object) => fetch(`${site.url}/simulator/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const created = await post({ lines: [{ name: 'Mystery hoodie', price: '35.00', quantity: 1 }], address: 'missing', status: 'on-hold', shippingMethod: 'Free shipping' });
    assert.equal(created.status, 201);
    const { id } = (await created.json()) as { id: number };
    const order = (await orders.getOrder(connection, String(id)))!;
    assert.deepEqual([order.paid, order.totalCents, order.shippingCents, order.shippingMethod], [false, 3500, 0, 'Free shipping']);
    assert.deepEqual(order.lines.map((line) => [line.sku, line.platformProductId, line.platformVariantId, line.title]), [[undefined, undefined, undefined, 'Mystery hoodie']]);
    assert.deepEqual(order.address, { name: 'Alex', phone: '', email: 'alex@example.de', street1: '', city: 'Berlin', country: 'DE', zip: '' });
    for (const bad of [{ lines: [] }, { lines: [{ sku: 'NOT-THERE' }] }, { lines: [{ sku: variant(tee, 0).sku }], address: 'Mars' }, { lines: [{ sku: variant(tee, 0).sku }], status: 'completed' }]) {
      const answer = await post(bad);
      assert.equal(answer.status, 400, JSON.stringify(bad));
      assert.match(((await answer.json()) as { code: string }).code, /^(woocommerce_rest|rest)_/);
    }
  });

  test('webhooks: a Buy in the storefront and a cancellation request arrive signed, verified and read as notices', async () => {
    await adapter.subscribeWebhooks!(connection, receiver.url);
    const page = await (await fetch(`${site.url}/storefront`)).text();
    assert.match(page, /<h2>Buy<\/h2>/);
    assert.match(page, new RegExp(`<option value="${variant(tee, 2).platformVariantId}">`));
    const bought = await postForm(`${site.url}/checkout`, { variation: variant(tee, 2).platformVariantId, quantity: '3', shipping_method: 'Standard Shipping', address: 'US' });
    assert.equal(bought.status, 303);
    const orderPage = bought.headers.get('location')!;
    const orderId = orderPage.match(/view-order\/(\d+)\//)![1]!;
    const created = await waitFor(() => receiver.received.find((d) => d.headers['x-wc-webhook-topic'] === 'order.created' && JSON.parse(d.rawBody.toString()).id === Number(orderId)), 'order.created');
    assert.equal(adapter.verifyWebhook(created), true);
    assert.equal(adapter.verifyWebhook({ ...created, rawBody: Buffer.from(created.rawBody.toString().replace('"processing"', '"pending"')) }), false, 'a changed body fails');
    const notice = orders.readOrderNotice(created)!;
    assert.equal(notice.shopKey, site.url.toLowerCase(), 'the key the store was connected with');
    assert.equal(notice.platformOrderId, orderId);
    assert.equal(notice.deliveryId, created.headers['x-wc-webhook-delivery-id']);
    assert.deepEqual(notice.order, await orders.getOrder(connection, orderId));
    assert.deepEqual([notice.order!.lines[0]!.quantity, notice.order!.shippingMethod, notice.order!.address?.country], [3, 'Standard Shipping', 'US']);

    assert.match(await (await fetch(`${site.url}${orderPage}`)).text(), /Request cancellation/);
    assert.equal((await postForm(`${site.url}${orderPage}request-cancellation`, {})).status, 303);
    const updated = await waitFor(() => receiver.received.find((d) => d.headers['x-wc-webhook-topic'] === 'order.updated' && JSON.parse(d.rawBody.toString()).id === Number(orderId)), 'order.updated');
    assert.equal(adapter.verifyWebhook(updated), true);
    assert.equal(orders.readOrderNotice(updated)!.order!.cancelRequested, true);
    assert.match(await (await fetch(`${site.url}${orderPage}`)).text(), /Cancellation requested\./);
    const ping = receiver.received.find((d) => d.rawBody.toString().startsWith('webhook_id='))!;
    assert.equal(orders.readOrderNotice(ping), null, 'the creation ping is no order');
  });

  test('webhooks WooCommerce disabled after 5 failed deliveries come back active when subscribed again', async () => {
    await adapter.subscribeWebhooks!(bareConnection, 'http://127.0.0.1:9');
    const created = () => bare.webhooks().find((hook) => hook.topic === 'order.created')!;
    for (let i = 0; i < 5; i++) bare.createOrder({ lines: [{ sku: variant(bareTee, 0).sku }] });
    await waitFor(() => (created().status === 'disabled' ? true : undefined), 'the webhook disabled');
    await adapter.subscribeWebhooks!(bareConnection, 'http://127.0.0.1:9');
    assert.deepEqual(bare.webhooks().map((hook) => [hook.topic, hook.status]), [['order.created', 'active'], ['order.updated', 'active']]);
    await adapter.unsubscribeWebhooks!(bareConnection);
  });

  test('Shipment Tracking: a known carrier by its name, another as a custom provider; a retry adds nothing; all shipped completes the order', async () => {
    const order = site.createOrder({ lines: [{ sku: variant(tee, 0).sku, quantity: 2 }] });
    const upload = { platformOrderId: String(order.id), lines: [], trackingNumber: '1Z999AA10123456784', carrier: 'ups' };
    const { platformFulfilmentId } = await orders.uploadTracking(connection, upload);
    assert.match(platformFulfilmentId, /^tracking:[0-9a-f]{32}$/);
    assert.deepEqual(await orders.uploadTracking(connection, upload), { platformFulfilmentId }, 'the retry finds the first attempt’s tracking');
    const [item] = site.trackingsOf(order.id);
    assert.deepEqual([site.trackingsOf(order.id).length, item!.tracking_provider, item!.tracking_link], [1, 'UPS', 'https://www.ups.com/track?tracknum=1Z999AA10123456784']);
    assert.equal(site.orders().find((o) => o.id === order.id)!.status, 'completed');
    assert.equal(site.notesOf(order.id).length, 0, 'no note when the extension takes the tracking');
    const page = await (await fetch(`${site.url}/my-account/view-order/${order.id}/`)).text();
    assert.match(page, /<td class="tracking-number">1Z999AA10123456784<\/td>/);
    assert.match(page, /<mark class="status">completed<\/mark>/);

    const other = site.createOrder({ lines: [{ sku: variant(tee, 1).sku }] });
    await orders.uploadTracking(connection, { platformOrderId: String(other.id), lines: [], trackingNumber: 'YT2412345678901', carrier: 'YunExpress', trackingUrl: 'https://www.yuntrack.com/parcelTracking?id=YT2412345678901' });
    const [custom] = site.trackingsOf(other.id);
    assert.deepEqual([custom!.tracking_provider, custom!.custom_tracking_provider, custom!.tracking_link], ['', 'YunExpress', 'https://www.yuntrack.com/parcelTracking?id=YT2412345678901']);
  });

  test('the extension removed after it was found: the tracking goes out as a note, and the next upload asks the site again', async () => {
    const order = site.createOrder({ lines: [{ sku: variant(tee, 2).sku }] });
    site.setShipmentTracking(false);
    try {
      const { platformFulfilmentId } = await orders.uploadTracking(connection, { platformOrderId: String(order.id), lines: [], trackingNumber: 'RR123456785GB', carrier: 'Royal Mail' });
      assert.match(platformFulfilmentId, /^note:\d+$/);
      assert.match(site.notesOf(order.id)[0]!.note, /^Shipped with Royal Mail, tracking number RR123456785GB\./);
      assert.equal(site.orders().find((o) => o.id === order.id)!.status, 'completed');
    } finally {
      site.setShipmentTracking(true);
    }
    const next = site.createOrder({ lines: [{ sku: variant(tee, 2).sku }] });
    assert.match((await orders.uploadTracking(connection, { platformOrderId: String(next.id), lines: [], trackingNumber: 'RR987654321GB', carrier: 'Royal Mail' })).platformFulfilmentId, /^tracking:/);
  });

  test('a partial shipment leaves the order processing until the last parcel; withdrawing a parcel reopens it', async () => {
    const order = site.createOrder({ lines: [{ sku: variant(tee, 0).sku, quantity: 2 }, { sku: variant(tee, 3).sku, quantity: 1 }] });
    const [a, b] = order.line_items;
    const statusOf = () => site.orders().find((o) => o.id === order.id)!.status;
    const first = await orders.uploadTracking(connection, { platformOrderId: String(order.id), lines: [{ platformLineId: String(a!.id), quantity: 2 }], trackingNumber: 'PARCEL-1', carrier: 'DHL' });
    assert.equal(statusOf(), 'processing');
    const second = await orders.uploadTracking(connection, { platformOrderId: String(order.id), lines: [{ platformLineId: String(b!.id), quantity: 1 }], trackingNumber: 'PARCEL-2', carrier: 'DHL' });
    assert.equal(statusOf(), 'completed');
    assert.deepEqual(site.trackingsOf(order.id).map((t) => t.tracking_number), ['PARCEL-1', 'PARCEL-2']);
    await orders.cancelTracking(connection, { platformOrderId: String(order.id), platformFulfilmentId: second.platformFulfilmentId });
    assert.deepEqual(site.trackingsOf(order.id).map((t) => t.tracking_number), ['PARCEL-1']);
    assert.equal(statusOf(), 'processing', 'a line is unshipped again');
    await orders.cancelTracking(connection, { platformOrderId: String(order.id), platformFulfilmentId: second.platformFulfilmentId });
    assert.notEqual(first.platformFulfilmentId, second.platformFulfilmentId);
    await assert.rejects(orders.cancelTracking(connection, { platformOrderId: String(order.id), platformFulfilmentId: 'package:1' }), failsWith('rejected'));
  });

  test('two parcels of one order uploaded at once: neither is lost, the order completes', async () => {
    const order = site.createOrder({ lines: [{ sku: variant(tee, 0).sku }, { sku: variant(tee, 1).sku }, { sku: variant(tee, 2).sku }] });
    await Promise.all(order.line_items.map((line, i) => orders.uploadTracking(connection, { platformOrderId: String(order.id), lines: [{ platformLineId: String(line.id), quantity: 1 }], trackingNumber: `AT-ONCE-${i}`, carrier: 'DHL' })));
    assert.deepEqual(site.trackingsOf(order.id).map((t) => t.tracking_number).sort(), ['AT-ONCE-0', 'AT-ONCE-1', 'AT-ONCE-2']);
    assert.equal(site.orders().find((o) => o.id === order.id)!.status, 'completed');
  });

  test('without the extension: a customer note with carrier, number and link; completed once all is shipped; a withdrawal note', async () => {
    const order = bare.createOrder({ lines: [{ sku: variant(bareTee, 0).sku }, { sku: variant(bareTee, 1).sku }] });
    const [a, b] = order.line_items;
    const statusOf = () => bare.orders().find((o) => o.id === order.id)!.status;
    const parcel = { platformOrderId: String(order.id), lines: [{ platformLineId: String(a!.id), quantity: 1 }], trackingNumber: 'LX123456789CN', carrier: 'China Post', trackingUrl: 'https://t.17track.net/#nums=LX123456789CN' };
    const first = await orders.uploadTracking(bareConnection, parcel);
    assert.match(first.platformFulfilmentId, /^note:\d+$/);
    assert.deepEqual(await orders.uploadTracking(bareConnection, parcel), first, 'the retry finds the note');
    const notes = bare.notesOf(order.id);
    assert.equal(notes.length, 1);
    assert.equal(notes[0]!.customer_note, true);
    assert.equal(notes[0]!.note, `Shipped with China Post, tracking number LX123456789CN.\nTrack it: https://t.17track.net/#nums=LX123456789CN\nIn this parcel: ${a!.name} × 1.`);
    assert.equal(statusOf(), 'processing', 'partial: the note only');
    await orders.uploadTracking(bareConnection, { ...parcel, lines: [{ platformLineId: String(b!.id), quantity: 1 }], trackingNumber: 'LX987654321CN' });
    assert.equal(statusOf(), 'completed');
    assert.match(await (await fetch(`${bare.url}/my-account/view-order/${order.id}/`)).text(), /Shipped with China Post, tracking number LX987654321CN/);
    await orders.cancelTracking(bareConnection, { platformOrderId: String(order.id), platformFulfilmentId: first.platformFulfilmentId });
    assert.equal(bare.notesOf(order.id).at(-1)!.note, 'The shipment with China Post, tracking number LX123456789CN, was withdrawn; its tracking no longer applies.');
    assert.equal(statusOf(), 'processing');
    await orders.cancelTracking(bareConnection, { platformOrderId: String(order.id), platformFulfilmentId: first.platformFulfilmentId });
    assert.equal(bare.notesOf(order.id).length, 3, 'withdrawn once');
  });

  test("the store's refusals as PlatformError kinds: 429 rate_limited, 503 unavailable, a revoked key unauthorized, an unknown order rejected", async () => {
    site.switches.setTooMany('site', 1);
    await assert.rejects(orders.listOrders(connection, { updatedSince: new Date(0) }), (error: unknown) => failsWith('rate_limited')(error) && (error as PlatformError).retryAfterMs === 1000);
    site.setUnavailable(1);
    await assert.rejects(orders.getOrder(connection, '1'), failsWith('unavailable', /503/));
    const revoked = connectionTo(site);
    site.revokeKey(revoked.credentials.extra.consumerKey!);
    await assert.rejects(orders.listOrders(revoked, { updatedSince: new Date(0) }), failsWith('unauthorized', /woocommerce_rest_authentication_error/));
    await assert.rejects(orders.uploadTracking(connection, { platformOrderId: '999999', lines: [], trackingNumber: 'X1', carrier: 'DHL' }), failsWith('rejected', /no order 999999/));
    assert.ok((await orders.listOrders(connection, { updatedSince: new Date(0) })).orders.length > 0, 'the next calls go through');
  });
});
