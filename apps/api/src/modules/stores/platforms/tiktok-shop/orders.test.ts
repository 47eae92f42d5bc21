import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTikTokShopSimulator, type SimulatedShop, type TikTokShopSimulator } from '../../../../../../../tools/simulators/tiktok-shop/server.ts';
import { webhookReceiver, type WebhookReceiver } from '../../../../../test/stores-webhook-receiver.ts';
import { PlatformError, type StoreConnection, type StoreOrderSource, type StorePlatform } from '../platform.ts';
import { startImageServer, TIKTOK_TEE_ATTRIBUTES, tshirtPayload } from '../publishing/testing.ts';
import { createTikTokShopPlatform } from './adapter.ts';

/** TikTok Shop store orders against the simulator over real HTTP: pushes, search, detail, tracking, cancellations. */
describe('TikTok Shop store orders', () => {
  const app = { appKey: 'tts_orders', appSecret: 'tts_orders_secret', serviceId: 'tts_orders_service' };
  let simulator: TikTokShopSimulator;
  let images: Awaited<ReturnType<typeof startImageServer>>;
  let receiver: WebhookReceiver;
  let platform: StorePlatform;
  let orders: StoreOrderSource;
  let connection: StoreConnection;
  let shop: SimulatedShop;
  const skus: Record<string, string> = {};

  before(async () => {
    simulator = await startTikTokShopSimulator({ port: 0, ...app });
    images = await startImageServer();
    receiver = await webhookReceiver();
    platform = createTikTokShopPlatform({ ...app, authUrl: simulator.url, tokenUrl: simulator.url, apiUrl: simulator.url }, (url, init) => fetch(url, init));
    const connected = await platform.exchangeCode!({ code: simulator.issueCode('Orders Shop US', 'US'), redirectUri: '' });
    connection = { storeUrl: connected.storeUrl, credentials: connected.credentials };
    shop = simulator.shops().find((s) => s.id === connected.platformShopId)!;
    orders = platform.orders!;
    await platform.subscribeWebhooks!(connection, receiver.url);
    const published = await platform.publisher!.createProduct(connection, tshirtPayload(images.url, { categoryId: '824329', currency: 'USD', extra: { productAttributes: TIKTOK_TEE_ATTRIBUTES } }));
    for (const v of published.variants) skus[v.sku] = v.platformVariantId;
  });
  after(async () => {
    await simulator.close();
    await images.close();
    await receiver.close();
  });

  const control = async (path: string, body: unknown) => {
    const response = await fetch(`${simulator.url}/simulator/shops/${shop.id}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    assert.equal(response.status, 200, await response.clone().text());
    return (await response.json()) as { order: { id: string } };
  };
  const buyJson = async (lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) => (await control('/orders', { lines, address: 'US', ...extra })).order.id;
  /** The shopper's form on the storefront; answers the order page's path. */
  const buyOnStorefront = async (fields: Record<string, string>) => {
    const storefront = await (await fetch(`${simulator.url}/storefront/${shop.id}`)).text();
    assert.match(storefront, /<form method="post" action="\/storefront\/\d+\/buy" id="buy">/);
    const response = await fetch(`${simulator.url}/storefront/${shop.id}/buy`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
    assert.equal(response.status, 303);
    return response.headers.get('location')!;
  };
  const orderPage = async (orderId: string) => (await fetch(`${simulator.url}/storefront/${shop.id}/orders/${orderId}`)).text();
  const failsWith = (kind: PlatformError['kind'], pattern?: RegExp) => (error: unknown) => error instanceof PlatformError && error.kind === kind && (!pattern || pattern.test(error.message));
  const drain = () => {
    while (receiver.count() > 0) receiver.take();
  };
  /** The next order push: the shop's product pushes (type 5, review outcomes of the listed products) may come between. */
  const takeOrderPush = () => {
    for (;;) {
      const push = receiver.take();
      if ((JSON.parse(push.rawBody.toString()) as { type: number }).type !== 5) return push;
    }
  };

  test('a storefront purchase is pushed (signed, naming the order only) and read back through the signed API', async () => {
    drain();
    const page = await buyOnStorefront({ sku_id: skus['TW-TEE-RED-S']!, quantity: '2', delivery_option: 'Express Shipping', address: 'US' });
    const orderId = page.split('/').pop()!;
    assert.match(await orderPage(orderId), /Status: <span class="status" id="order-status">AWAITING_SHIPMENT<\/span>/);

    const push = takeOrderPush();
    assert.equal(platform.verifyWebhook({ headers: push.headers, rawBody: push.rawBody }), true);
    const notice = orders.readOrderNotice({ headers: push.headers, rawBody: push.rawBody })!;
    assert.deepEqual({ ...notice, deliveryId: typeof notice.deliveryId }, { shopKey: shop.id, platformOrderId: orderId, deliveryId: 'string' });
    assert.equal(notice.order, undefined, 'TikTok pushes no order body');

    const order = (await orders.getOrder(connection, orderId))!;
    const unitIds = shop.orders.get(orderId)!.line_items.map((u) => u.id);
    assert.deepEqual(order, {
      platformOrderId: orderId,
      name: orderId,
      paid: true,
      cancelled: false,
      cancelRequested: false,
      currency: 'USD',
      totalCents: 2 * 1999 + 799,
      shippingCents: 799,
      shippingMethod: 'Express Shipping',
      customerName: 'Jamie Rivera',
      address: { name: 'Jamie Rivera', phone: '+1 512-555-0142', email: 'jamierivera@scs.tiktokw.us', street1: '100 Congress Ave', street2: 'Apt 5', city: 'Austin', province: 'TX', country: 'US', zip: '78701' },
      lines: [{ platformLineId: unitIds[0], platformProductId: order.lines[0]!.platformProductId, platformVariantId: skus['TW-TEE-RED-S'], sku: 'TW-TEE-RED-S', title: 'Organic Cotton Tee', quantity: 2, unitPriceCents: 1999 }],
      createdAt: order.createdAt,
      updatedAt: order.updatedAt,
    });
    assert.equal(unitIds.length, 2, 'a line item per unit');
    assert.equal(await orders.getOrder(connection, '576400000000000000'), null);
  });

  test('UK and missing-data addresses; unpaid and on-hold orders are not paid', async () => {
    const uk = (await orders.getOrder(connection, await buyJson([{ seller_sku: 'TW-TEE-BLUE-M', quantity: 1 }], { address: 'UK' })))!;
    assert.deepEqual(uk.address, { name: 'Olivia Bennett', phone: '+44 7700-900123', email: 'oliviabennett@scs.tiktokw.us', street1: '221B Baker Street', street2: undefined, city: 'London', province: 'England', country: 'GB', zip: 'NW1 6XE' });
    const missing = (await orders.getOrder(connection, await buyJson([{ seller_sku: 'TW-TEE-BLUE-M', quantity: 1 }], { address: 'missing' })))!;
    assert.deepEqual([missing.address?.street1, missing.address?.zip, missing.address?.phone, missing.address?.country], ['', '', '', 'US']);
    const unpaid = await buyJson([{ seller_sku: 'TW-TEE-BLUE-M', quantity: 1 }], { status: 'UNPAID' });
    const onHold = await buyJson([{ seller_sku: 'TW-TEE-BLUE-M', quantity: 1 }], { status: 'ON_HOLD' });
    assert.deepEqual([(await orders.getOrder(connection, unpaid))!.paid, (await orders.getOrder(connection, onHold))!.paid], [false, false]);
    await control(`/orders/${onHold}/status`, { status: 'AWAITING_SHIPMENT' });
    assert.equal((await orders.getOrder(connection, onHold))!.paid, true, 'the remorse window ended');
  });

  test('polling: update_time_ge, oldest first, page by page with the page token', async () => {
    for (let i = 0; i < 52; i++) await buyJson([{ sku_id: skus['TW-TEE-RED-M'], quantity: 1 }]);
    const all = shop.orders.all();
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await orders.listOrders(connection, { updatedSince: new Date(Date.now() - 3_600_000), cursor });
      seen.push(...page.orders.map((o) => o.platformOrderId));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    assert.equal(pages, Math.ceil(all.length / 50));
    assert.deepEqual(new Set(seen), new Set(all.map((o) => o.id)));
    assert.equal(seen.length, all.length, 'each once');
    const times = seen.map((id) => shop.orders.get(id)!.update_time);
    assert.deepEqual(times, [...times].sort((a, b) => a - b), 'oldest first');
    assert.deepEqual(await orders.listOrders(connection, { updatedSince: new Date(Date.now() + 60_000) }), { orders: [], nextCursor: undefined });
  });

  test('tracking: a partial shipment, a retry, the rest, a corrected number; TikTok keeps each package', async () => {
    const orderId = await buyJson([{ sku_id: skus['TW-TEE-RED-S'], quantity: 2 }, { sku_id: skus['TW-TEE-BLUE-S'], quantity: 1 }]);
    const [red, blue] = (await orders.getOrder(connection, orderId))!.lines;
    const first = await orders.uploadTracking(connection, { platformOrderId: orderId, lines: [{ platformLineId: red!.platformLineId, quantity: 1 }], trackingNumber: '9400100000000000000001', carrier: 'USPS' });
    assert.equal(shop.orders.get(orderId)!.status, 'PARTIALLY_SHIPPING');
    assert.deepEqual(await orders.uploadTracking(connection, { platformOrderId: orderId, lines: [{ platformLineId: red!.platformLineId, quantity: 1 }], trackingNumber: '9400100000000000000001', carrier: 'USPS' }), first, 'a retry marks nothing twice');
    const second = await orders.uploadTracking(connection, { platformOrderId: orderId, lines: [], trackingNumber: '1Z999AA10123456784', carrier: 'UPS' });
    assert.notEqual(second.platformFulfilmentId, first.platformFulfilmentId);
    assert.equal(shop.orders.get(orderId)!.status, 'IN_TRANSIT');
    assert.deepEqual(
      shop.orders.packagesOf(orderId).map((p) => [p.package_id, p.shipping_provider_name, p.tracking_number, p.order_line_item_ids.length]),
      [
        [first.platformFulfilmentId, 'USPS', '9400100000000000000001', 1],
        [second.platformFulfilmentId, 'UPS', '1Z999AA10123456784', 2],
      ],
    );
    const page = await orderPage(orderId);
    assert.match(page, new RegExp(`<tr data-package-id="${first.platformFulfilmentId}"><td>\\d+</td><td class="provider">USPS</td><td class="tracking-number">9400100000000000000001</td>`));
    assert.match(page, /<td class="tracking-number">1Z999AA10123456784<\/td>/);
    assert.ok(blue);

    // The seller corrects the second parcel's number: the same package, the new number and carrier (DHL is TikTok's DHL eCommerce in the US).
    assert.deepEqual(await orders.uploadTracking(connection, { platformOrderId: orderId, lines: [{ platformLineId: blue!.platformLineId, quantity: 1 }], trackingNumber: 'GM600000000000001', carrier: 'DHL' }), second);
    const corrected = shop.orders.packagesOf(orderId).find((p) => p.package_id === second.platformFulfilmentId)!;
    assert.deepEqual([corrected.shipping_provider_name, corrected.tracking_number], ['DHL eCommerce', 'GM600000000000001']);

    await assert.rejects(orders.cancelTracking(connection, { platformOrderId: orderId, platformFulfilmentId: first.platformFulfilmentId }), failsWith('rejected', /no call that withdraws it/));
    await assert.rejects(orders.cancelTracking(connection, { platformOrderId: orderId, platformFulfilmentId: '1100000000000000000' }), failsWith('rejected', /The package does not exist\./));
  });

  test("tracking refused: a carrier TikTok does not offer (its providers named), more units than left, an unknown order", async () => {
    const orderId = await buyJson([{ sku_id: skus['TW-TEE-RED-S'], quantity: 1 }]);
    const [line] = (await orders.getOrder(connection, orderId))!.lines;
    await assert.rejects(orders.uploadTracking(connection, { platformOrderId: orderId, lines: [], trackingNumber: 'RM1', carrier: 'Royal Mail' }), failsWith('rejected', /no shipping provider matches the carrier "Royal Mail" for Standard Shipping \(TikTok offers USPS, UPS, FedEx/));
    await assert.rejects(orders.uploadTracking(connection, { platformOrderId: orderId, lines: [{ platformLineId: line!.platformLineId, quantity: 2 }], trackingNumber: 'X1', carrier: 'USPS' }), failsWith('rejected', /fewer items left to ship/));
    await assert.rejects(orders.uploadTracking(connection, { platformOrderId: '576400000000000000', lines: [], trackingNumber: 'X1', carrier: 'USPS' }), failsWith('rejected', /does not exist/));
    assert.equal(shop.orders.packagesOf(orderId).length, 0);
  });

  test("the buyer's cancellation request: the order page's button, pushed, read back; agreed, and a retried answer", async () => {
    const orderId = await buyJson([{ sku_id: skus['TW-TEE-BLUE-M'], quantity: 1 }]);
    drain();
    const response = await fetch(`${simulator.url}/storefront/${shop.id}/orders/${orderId}/cancel`, { method: 'POST', redirect: 'manual' });
    assert.equal(response.status, 303);
    const push = takeOrderPush();
    assert.equal(JSON.parse(push.rawBody.toString()).type, 11);
    assert.equal(orders.readOrderNotice({ headers: push.headers, rawBody: push.rawBody })?.platformOrderId, orderId);
    assert.equal((await orders.getOrder(connection, orderId))!.cancelRequested, true);
    await assert.rejects(orders.uploadTracking(connection, { platformOrderId: orderId, lines: [], trackingNumber: 'X2', carrier: 'USPS' }), failsWith('rejected', /Respond to the cancellation request first/));

    await orders.answerCancellation!(connection, { platformOrderId: orderId, agree: true });
    const cancelled = (await orders.getOrder(connection, orderId))!;
    assert.deepEqual([cancelled.cancelled, cancelled.cancelRequested], [true, false]);
    assert.equal(shop.orders.cancellationsOf(orderId)[0]!.cancel_status, 'CANCELLATION_REQUEST_COMPLETE');
    assert.match(await orderPage(orderId), /<span class="cancel-status">CANCELLATION_REQUEST_COMPLETE<\/span>/);
    await orders.answerCancellation!(connection, { platformOrderId: orderId, agree: true });
    await assert.rejects(orders.answerCancellation!(connection, { platformOrderId: orderId, agree: false }), failsWith('rejected', /no pending cancellation request/));
  });

  test('a rejected cancellation leaves the order to ship, with TikTok’s reason', async () => {
    const orderId = await buyJson([{ sku_id: skus['TW-TEE-BLUE-M'], quantity: 1 }]);
    await control(`/orders/${orderId}/cancellation-request`, {});
    await orders.answerCancellation!(connection, { platformOrderId: orderId, agree: false });
    const order = (await orders.getOrder(connection, orderId))!;
    assert.deepEqual([order.cancelled, order.cancelRequested, order.paid], [false, false, true]);
    assert.deepEqual(
      shop.orders.cancellationsOf(orderId).map((c) => [c.cancel_status, c.reject_reason]),
      [['CANCELLATION_REQUEST_CANCEL', 'seller_reject_apply_product_has_been_packed']],
    );
    assert.ok(await orders.uploadTracking(connection, { platformOrderId: orderId, lines: [], trackingNumber: '9400100000000000000009', carrier: 'USPS' }));
    const never = await buyJson([{ sku_id: skus['TW-TEE-BLUE-M'], quantity: 1 }]);
    await assert.rejects(orders.answerCancellation!(connection, { platformOrderId: never, agree: true }), failsWith('rejected', /no pending cancellation request/));
  });

  test('429 is rate_limited; an expired token is unauthorized', async () => {
    // The earlier tests' calls leave TikTok's 50-a-second window first, so the only 429 is the switch's.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    simulator.switches.setTooMany(shop.id, 1);
    await assert.rejects(orders.listOrders(connection, { updatedSince: new Date(0) }), (error: unknown) => failsWith('rate_limited')(error) && ((error as PlatformError).retryAfterMs ?? 0) >= 1000);
    assert.ok((await orders.listOrders(connection, { updatedSince: new Date(0) })).orders.length > 0);
    simulator.expireAccessTokens();
    await assert.rejects(orders.getOrder(connection, '576400000000000000'), failsWith('unauthorized', /105002/));
  });
});
