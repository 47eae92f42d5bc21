import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { NoDeprecatedCustomRule, parse, validate } from 'graphql';
import { adminSchema } from '../../../../../../../tools/simulators/shopify/admin-schema.ts';
import { webhookReceiver, type WebhookReceiver } from '../../../../../test/stores-webhook-receiver.ts';
import { requestedCost } from '../../../../../../../tools/simulators/shopify/cost.ts';
import { startShopifySimulator, type ShopifySimulator } from '../../../../../../../tools/simulators/shopify/server.ts';
import { loadConfig } from '../../../../platform/config.ts';
import { outboundHttp } from '../../../../platform/outbound-http.ts';
import { PlatformError, type StoreConnection, type StoreOrderSource } from '../platform.ts';
import { tshirtPayload } from '../publishing/testing.ts';
import { LIST_PAGE, ORDER, ORDER_FULFILMENT_STATE, ORDERS_UPDATED_SINCE, SHOPIFY_ORDER_OPERATIONS } from './shopify-order-operations.ts';
import { SHOPIFY_API_VERSION } from './shopify-operations.ts';
import { SHOPIFY_WEBHOOK_PATH, shopifyPlatform } from './shopify.ts';
import { verifyWebhookHmac } from './shopify-signatures.ts';

/** Store orders against the simulator: what the shop holds is what the adapter reads, and what it pushes the shop shows. */
describe('Shopify store orders', () => {
  let simulator: ShopifySimulator;
  let receiver: WebhookReceiver;
  let source: StoreOrderSource;
  let connection: StoreConnection;
  let adapter: ReturnType<typeof shopifyPlatform>;
  const shop = 'orders-shop.myshopify.com';

  before(async () => {
    simulator = await startShopifySimulator({ port: 0, apiKey: 'key', apiSecret: 'secret' });
    receiver = await webhookReceiver();
    const config = loadConfig({ NODE_ENV: 'test', SHOPIFY_API_KEY: 'key', SHOPIFY_API_SECRET: 'secret', SHOPIFY_SHOP_URL_TEMPLATE: simulator.shopUrlTemplate, DATA_DIR: 'memory://' });
    adapter = shopifyPlatform(config, outboundHttp({ allowPrivate: true, timeoutMs: 5000, maxBytes: 1_000_000 }));
    source = adapter.orders!;
    const url = adapter.authorizationUrl!({ state: 'st', redirectUri: 'http://127.0.0.1:1/back', shop });
    const response = await fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=install' });
    const code = new URL(response.headers.get('location')!).searchParams.get('code')!;
    const connected = await adapter.exchangeCode!({ code, shop, redirectUri: 'http://127.0.0.1:1/back' });
    connection = { storeUrl: connected.storeUrl, credentials: connected.credentials };
  });
  // Each test starts with a full cost bucket (the throttling itself is shopify-graphql.test.ts's).
  beforeEach(() => {
    if (simulator) simulator.shop(shop).bucket = { available: 1000, at: Date.now() };
  });
  after(async () => {
    await simulator.close();
    await receiver.close();
  });

  const buy = (lines: { sku: string; title: string; price: string; quantity: number }[], address = 'us', shipping = 'Express') => simulator.shop(shop).orders.create({ lines, address, shipping });
  const simOrder = (id: string) => simulator.shop(shop).orders.find(id)!;
  const rejectedWith = (pattern: RegExp) => (error: unknown) => error instanceof PlatformError && error.kind === 'rejected' && pattern.test(error.message);

  test('each order query stays under the 1,000-point single-query limit', () => {
    assert.ok(requestedCost(parse(ORDERS_UPDATED_SINCE), { first: LIST_PAGE }) <= 1000, String(requestedCost(parse(ORDERS_UPDATED_SINCE), { first: LIST_PAGE })));
    assert.ok(requestedCost(parse(ORDER)) <= 1000);
    assert.ok(requestedCost(parse(ORDER_FULFILMENT_STATE)) <= 1000);
  });

  test('the order documents use no field Shopify deprecated in the pinned version', () => {
    const schema = adminSchema(SHOPIFY_API_VERSION);
    for (const [name, document] of Object.entries(SHOPIFY_ORDER_OPERATIONS)) assert.deepEqual(validate(schema, parse(document), [NoDeprecatedCustomRule]).map((error) => error.message), [], name);
  });

  test('the order subscriptions receive orders/create and orders/paid, signed, and the webhook reads as the GraphQL order does', async () => {
    await adapter.subscribeWebhooks!(connection, receiver.url);
    assert.deepEqual(simulator.shop(shop).webhooks.map((hook) => hook.topic).sort(), ['APP_UNINSTALLED', 'ORDERS_CANCELLED', 'ORDERS_CREATE', 'ORDERS_PAID', 'ORDERS_UPDATED']);
    const { order, deliveries } = await buy([{ sku: 'TW-TEE-RED-S', title: 'Organic Cotton Tee', price: '19.99', quantity: 2 }], 'uk');
    assert.deepEqual(deliveries, [200, 200]);
    const pushes = [receiver.take(), receiver.take()];
    assert.deepEqual(pushes.map((push) => push.headers['x-shopify-topic']).sort(), ['orders/create', 'orders/paid']);
    for (const push of pushes) {
      assert.equal(push.path, SHOPIFY_WEBHOOK_PATH);
      assert.equal(push.headers['x-shopify-shop-domain'], shop);
      assert.match(push.headers['x-shopify-webhook-id'] ?? '', /^[0-9a-f]{32}$/);
      assert.equal(verifyWebhookHmac(push.rawBody, push.headers['x-shopify-hmac-sha256'], 'secret'), true);
      assert.equal(adapter.verifyWebhook({ headers: push.headers, rawBody: push.rawBody }), true);
    }
    assert.notEqual(pushes[0]!.headers['x-shopify-webhook-id'], pushes[1]!.headers['x-shopify-webhook-id']);
    const notice = source.readOrderNotice({ headers: pushes[0]!.headers, rawBody: pushes[0]!.rawBody });
    const read = await source.getOrder(connection, order.id);
    assert.deepEqual(notice?.order, read, 'webhook and polling give the same StoreOrder');
    assert.deepEqual(read, {
      platformOrderId: order.id,
      name: order.name,
      paid: true,
      cancelled: false,
      cancelRequested: false,
      currency: 'USD',
      totalCents: 2 * 1999 + 1499,
      shippingCents: 1499,
      shippingMethod: 'Express',
      customerName: 'Oliver Smith',
      address: { name: 'Oliver Smith', phone: '+44 20 7946 0958', email: 'oliver.smith@example.co.uk', street1: '221B Baker Street', street2: undefined, city: 'London', province: 'ENG', country: 'GB', zip: 'NW1 6XE' },
      lines: [{ platformLineId: order.lines[0]!.id, platformProductId: undefined, platformVariantId: undefined, sku: 'TW-TEE-RED-S', title: 'Organic Cotton Tee', quantity: 2, unitPriceCents: 1999 }],
      createdAt: order.createdAt,
      updatedAt: order.updatedAt,
    });
    assert.equal(await source.getOrder(connection, 'gid://shopify/Order/1'), null);
    assert.equal(await source.getOrder(connection, String(order.id.split('/').pop())).then((o) => o?.name), order.name, 'a REST numeric id is read too');
  });

  test('polling: orders updated since a time, oldest first, a page at a time; a missing phone and street come through empty', async () => {
    const since = new Date(Date.now() + 1000);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const made = [];
    for (let i = 0; i < LIST_PAGE + 2; i++) made.push((await buy([{ sku: `SKU-${i}`, title: `Tee ${i}`, price: '10.00', quantity: 1 }], i === 0 ? 'incomplete' : 'us', 'Standard')).order);
    const first = await source.listOrders(connection, { updatedSince: since });
    assert.equal(first.orders.length, LIST_PAGE);
    assert.ok(first.nextCursor);
    const second = await source.listOrders(connection, { updatedSince: since, cursor: first.nextCursor });
    assert.equal(second.nextCursor, undefined);
    assert.deepEqual([...first.orders, ...second.orders].map((o) => o.name), made.map((o) => o.name));
    const incomplete = first.orders[0]!;
    assert.deepEqual([incomplete.address?.phone, incomplete.address?.street1, incomplete.address?.city, incomplete.shippingMethod, incomplete.shippingCents], ['', '', 'Austin', 'Standard', 499]);
    const none = await source.listOrders(connection, { updatedSince: new Date(Date.now() + 60_000) });
    assert.deepEqual(none.orders, []);
  });

  test('a parcel of some lines is a partial fulfilment with its tracking; the rest closes the order; a retried upload finds its fulfilment', async () => {
    const { order } = await buy([
      { sku: 'A', title: 'Shirt', price: '20.00', quantity: 2 },
      { sku: 'B', title: 'Skirt', price: '30.00', quantity: 1 },
    ]);
    const [shirt, skirt] = order.lines.map((line) => line.id);
    const first = await source.uploadTracking(connection, { platformOrderId: order.id, lines: [{ platformLineId: shirt!, quantity: 1 }], trackingNumber: 'LX100CN', carrier: 'China Post', trackingUrl: 'https://t.17track.net/en#nums=LX100CN' });
    assert.match(first.platformFulfilmentId, /^gid:\/\/shopify\/Fulfillment\/\d+$/);
    assert.equal(simOrder(order.id).fulfillmentOrder.status, 'IN_PROGRESS');
    assert.deepEqual(simOrder(order.id).fulfillments[0]!.trackingInfo, { company: 'China Post', number: 'LX100CN', url: 'https://t.17track.net/en#nums=LX100CN' });
    const again = await source.uploadTracking(connection, { platformOrderId: order.id, lines: [{ platformLineId: shirt!, quantity: 1 }], trackingNumber: 'LX100CN', carrier: 'China Post' });
    assert.equal(again.platformFulfilmentId, first.platformFulfilmentId, 'not fulfilled twice');
    await assert.rejects(source.uploadTracking(connection, { platformOrderId: order.id, lines: [{ platformLineId: skirt!, quantity: 2 }], trackingNumber: 'LX101CN', carrier: 'China Post' }), rejectedWith(/has 1 of 2 left/));
    await source.uploadTracking(connection, { platformOrderId: order.id, lines: [{ platformLineId: shirt!, quantity: 1 }, { platformLineId: skirt!.split('/').pop()!, quantity: 1 }], trackingNumber: 'LX102CN', carrier: 'China Post' });
    assert.equal(simOrder(order.id).fulfillmentOrder.status, 'CLOSED');
    const page = await (await fetch(`${simulator.url}/storefront/${shop}/orders/${order.id.split('/').pop()}`)).text();
    assert.match(page, /data-tracking-number="LX100CN"/);
    assert.match(page, /data-tracking-number="LX102CN"/);
    assert.match(page, /Everything has shipped/);
    await assert.rejects(source.uploadTracking(connection, { platformOrderId: order.id, lines: [], trackingNumber: 'LX103CN', carrier: 'China Post' }), rejectedWith(/nothing left/));
  });

  test('cancelTracking gives the lines back; the store’s refusal is rejected with its words', async () => {
    const { order } = await buy([{ sku: 'C', title: 'Coat', price: '50.00', quantity: 1 }]);
    const { platformFulfilmentId } = await source.uploadTracking(connection, { platformOrderId: order.id, lines: [], trackingNumber: '1Z999', carrier: 'UPS' });
    assert.equal(simOrder(order.id).fulfillmentOrder.status, 'CLOSED');
    await source.cancelTracking(connection, { platformOrderId: order.id, platformFulfilmentId });
    assert.equal(simOrder(order.id).fulfillmentOrder.status, 'OPEN');
    assert.equal(simOrder(order.id).fulfillments[0]!.status, 'CANCELLED');
    await source.cancelTracking(connection, { platformOrderId: order.id, platformFulfilmentId });
    await assert.rejects(source.cancelTracking(connection, { platformOrderId: order.id, platformFulfilmentId: 'gid://shopify/Fulfillment/1' }), rejectedWith(/does not exist/));
    simulator.switches.setReject(shop, { next: 1, message: 'Tracking number is on hold by the store.' });
    await assert.rejects(source.uploadTracking(connection, { platformOrderId: order.id, lines: [], trackingNumber: '1Z998', carrier: 'UPS' }), rejectedWith(/on hold by the store/));
    await assert.rejects(source.uploadTracking(connection, { platformOrderId: 'gid://shopify/Order/2', lines: [], trackingNumber: '1Z997', carrier: 'UPS' }), rejectedWith(/not in the store/));
  });

  test('the shopper’s cancellation request tags the order and reads as cancelRequested', async () => {
    const { order } = await buy([{ sku: 'D', title: 'Dress', price: '40.00', quantity: 1 }]);
    const response = await fetch(`${simulator.url}/storefront/${shop}/orders/${order.id.split('/').pop()}/cancellation`, { method: 'POST', redirect: 'manual' });
    assert.equal(response.status, 303);
    const read = await source.getOrder(connection, order.id);
    assert.equal(read?.cancelRequested, true);
  });

  test('a shopper buys on the storefront: Buy, the form, the paid order and its page; the JSON control refuses bad lines', async () => {
    // Pictures are not needed to buy: an unreachable picture host leaves them FAILED, the product ACTIVE.
    const published = await adapter.publisher!.createProduct(connection, { ...tshirtPayload('http://127.0.0.1:9'), title: 'Storefront Tee' });
    const storefront = await (await fetch(`${simulator.url}/storefront/${shop}`)).text();
    const productNumber = published.platformProductId.split('/').pop()!;
    assert.match(storefront, new RegExp(`<a class="buy" href="/storefront/${shop}/products/${productNumber}/buy">Buy</a>`));
    const form = await (await fetch(`${simulator.url}/storefront/${shop}/products/${productNumber}/buy`)).text();
    assert.match(form, /name="variant"/);
    assert.match(form, /value="Express"/);
    assert.match(form, /value="incomplete"/);
    const variant = published.variants.find((v) => v.sku === 'TW-TEE-BLUE-M')!;
    const before = simulator.shop(shop).orders.list().length;
    const bought = await fetch(`${simulator.url}/storefront/${shop}/products/${productNumber}/buy`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ variant: variant.platformVariantId, quantity: '3', shipping: 'Express', address: 'incomplete' }).toString(),
    });
    assert.equal(bought.status, 303);
    const order = simulator.shop(shop).orders.list().at(-1)!;
    assert.equal(simulator.shop(shop).orders.list().length, before + 1);
    assert.equal(bought.headers.get('location'), `/storefront/${shop}/orders/${order.id.split('/').pop()}`);
    const read = (await source.getOrder(connection, order.id))!;
    assert.deepEqual(read.lines.map((l) => [l.sku, l.quantity, l.unitPriceCents, l.platformVariantId, l.platformProductId]), [['TW-TEE-BLUE-M', 3, 2199, variant.platformVariantId, published.platformProductId]]);
    assert.deepEqual([read.shippingMethod, read.address?.phone, read.address?.street1, read.paid], ['Express', '', '', true]);
    const page = await (await fetch(`${simulator.url}${bought.headers.get('location')}`)).text();
    assert.match(page, /Not shipped yet\./);
    assert.match(page, /Request cancellation/);

    const control = (body: unknown) => fetch(`${simulator.url}/simulator/shops/${shop}/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const made = await control({ lines: [{ sku: 'TW-TEE-RED-S', quantity: 2 }], shipping: 'Standard', address: 'uk' });
    assert.equal(made.status, 200);
    const { order: json } = (await made.json()) as { order: { name: string; line_items: { sku: string; quantity: number; price: string }[]; fulfillment_order: { status: string } } };
    assert.deepEqual([json.line_items[0]!.sku, json.line_items[0]!.quantity, json.line_items[0]!.price, json.fulfillment_order.status], ['TW-TEE-RED-S', 2, '19.99', 'OPEN']);
    assert.equal((await control({ lines: [] })).status, 422);
    assert.equal((await control({ lines: [{ sku: 'NOPE', quantity: 1 }] })).status, 422);
    assert.equal((await control({ lines: [{ sku: 'TW-TEE-RED-S', quantity: 0 }] })).status, 422);
  });
});
