import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTemuSimulator, type SimulatedMall, type TemuSimulator } from '../../../../../../../tools/simulators/temu/server.ts';
import { PlatformError, type StoreConnection, type StoreOrderSource } from '../platform.ts';
import { createTemuPlatform } from './adapter.ts';

/** Temu store orders against the simulator's router over real HTTP: polling, details, tracking. */
describe('Temu store orders', () => {
  const app = { appKey: 'temu_orders', appSecret: 'temu_orders_secret' };
  let simulator: TemuSimulator;
  let orders: StoreOrderSource;
  let connection: StoreConnection;
  let mall: SimulatedMall;

  before(async () => {
    simulator = await startTemuSimulator({ port: 0, ...app });
    const platform = createTemuPlatform({ ...app, apiUrl: simulator.url, authUrl: simulator.url }, (url, init) => fetch(url, init));
    const shop = await platform.connectWithToken({ accessToken: simulator.issueToken('Orders Mall', 'us'), region: 'us' });
    connection = { storeUrl: shop.storeUrl, credentials: shop.credentials };
    mall = simulator.malls().find((m) => String(m.mallId) === shop.platformShopId)!;
    orders = platform.orders!;
  });
  after(async () => {
    await simulator.close();
  });

  const tee = { goodsId: 601099548666279, skuId: 17592352673534, goodsName: 'Organic Cotton Tee Red S', quantity: 2, priceCents: 1999 };
  const hoodie = { goodsId: 601099548666280, skuId: 17592352673599, goodsName: 'Hoodie Blue M', quantity: 1, priceCents: 3999 };
  const buy = async (body: Record<string, unknown>) => {
    const response = await fetch(`${simulator.url}/simulator/malls/${mall.mallId}/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    assert.equal(response.status, 200, await response.clone().text());
    return ((await response.json()) as { order: { parentOrderSn: string } }).order.parentOrderSn;
  };
  const failsWith = (kind: PlatformError['kind'], pattern?: RegExp) => (error: unknown) => error instanceof PlatformError && error.kind === kind && (!pattern || pattern.test(error.message));

  test('one order read back: sub-orders as lines, the address from the shipping info, the money from the amount query', async () => {
    const sn = await buy({ lines: [tee, hoodie], address: 'US', shippingCents: 499 });
    const order = (await orders.getOrder(connection, sn))!;
    const subs = mall.orders.get(sn)!.orderList;
    assert.deepEqual(order, {
      platformOrderId: sn,
      name: sn,
      paid: true,
      cancelled: false,
      cancelRequested: false,
      currency: 'USD',
      totalCents: 2 * 1999 + 3999 + 499,
      shippingCents: 499,
      customerName: 'Jamie Rivera',
      address: { name: 'Jamie Rivera', phone: '+1 512 555 0142', email: 'jamie@relay.temu.com', street1: '100 Congress Ave', street2: 'Apt 5', city: 'Austin', province: 'Texas', country: 'US', zip: '78701' },
      lines: [
        { platformLineId: subs[0]!.orderSn, platformProductId: '601099548666279', platformVariantId: '17592352673534', title: 'Organic Cotton Tee Red S', quantity: 2, unitPriceCents: 1999 },
        { platformLineId: subs[1]!.orderSn, platformProductId: '601099548666280', platformVariantId: '17592352673599', title: 'Hoodie Blue M', quantity: 1, unitPriceCents: 3999 },
      ],
      createdAt: order.createdAt,
      updatedAt: order.updatedAt,
    });
    assert.equal(await orders.getOrder(connection, 'PO-211-00000000000000000'), null);
    const uk = (await orders.getOrder(connection, await buy({ lines: [tee], address: 'UK' })))!;
    assert.deepEqual([uk.address?.country, uk.address?.city, uk.address?.zip], ['GB', 'London', 'NW1 6XE']);
    const missing = (await orders.getOrder(connection, await buy({ lines: [tee], address: 'missing' })))!;
    assert.deepEqual([missing.address?.street1, missing.address?.zip, missing.address?.phone], ['', '', '']);
    const pending = await buy({ lines: [tee], status: 1 });
    assert.equal((await orders.getOrder(connection, pending))!.paid, false);
    await fetch(`${simulator.url}/simulator/malls/${mall.mallId}/orders/${pending}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status: 3 }) });
    assert.deepEqual(Object.values((({ paid, cancelled }) => ({ paid, cancelled }))((await orders.getOrder(connection, pending))!)), [false, true]);
  });

  test('polling: every order once, oldest first, the last page first', async () => {
    for (let i = 0; i < 56; i++) await buy({ lines: [{ ...hoodie, goodsName: `Hoodie ${i}` }] });
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await orders.listOrders(connection, { updatedSince: new Date(Date.now() - 3_600_000), cursor });
      seen.push(...page.orders.map((o) => o.platformOrderId));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    const all = mall.orders.all();
    assert.equal(pages, Math.ceil(all.length / 50));
    assert.deepEqual([...seen].sort(), all.map((o) => o.parentOrderSn).sort());
    // Oldest first: by update time, then (Temu's order within a second) by order number.
    const oldestFirst = [...all].sort((a, b) => a.updateTime - b.updateTime || a.parentOrderSn.localeCompare(b.parentOrderSn)).map((o) => o.parentOrderSn);
    assert.deepEqual(seen, oldestFirst);
    assert.deepEqual(await orders.listOrders(connection, { updatedSince: new Date(Date.now() + 60_000) }), { orders: [], nextCursor: undefined });
    await assert.rejects(orders.listOrders(connection, { updatedSince: new Date(0), cursor: 'not-ours' }), failsWith('rejected'));
  });

  test('tracking: one sub-order in a first parcel (partial), the rest in a second; the carrier by name; no withdrawal', async () => {
    const sn = await buy({ lines: [tee, hoodie] });
    const [first] = (await orders.getOrder(connection, sn))!.lines;
    assert.deepEqual(await orders.uploadTracking(connection, { platformOrderId: sn, lines: [{ platformLineId: first!.platformLineId, quantity: 2 }], trackingNumber: '9400100000000000000001', carrier: 'USPS' }), { platformFulfilmentId: '9400100000000000000001' });
    assert.equal(mall.orders.get(sn)!.parentOrderStatus, 41, 'partly shipped');
    await orders.uploadTracking(connection, { platformOrderId: sn, lines: [], trackingNumber: 'GM600000000000001', carrier: 'DHL' });
    const shipped = mall.orders.get(sn)!;
    assert.equal(shipped.parentOrderStatus, 4);
    assert.deepEqual(shipped.shipments.map((s) => [s.carrierName, s.trackingNumber, s.orderSendInfoList.length]), [['USPS', '9400100000000000000001', 1], ['DHL eCommerce', 'GM600000000000001', 1]]);
    assert.match(await (await fetch(`${simulator.url}/mall/${mall.mallId}`)).text(), /SHIPPED · USPS 9400100000000000000001 · DHL eCommerce GM600000000000001/);
    await assert.rejects(orders.uploadTracking(connection, { platformOrderId: sn, lines: [], trackingNumber: 'X', carrier: 'USPS' }), failsWith('rejected', /nothing left to ship/));
    await assert.rejects(orders.cancelTracking(connection, { platformOrderId: sn, platformFulfilmentId: 'GM600000000000001' }), failsWith('rejected', /no call that withdraws it/));

    const other = await buy({ lines: [tee] });
    await assert.rejects(orders.uploadTracking(connection, { platformOrderId: other, lines: [], trackingNumber: 'RM1', carrier: 'Royal Mail' }), failsWith('rejected', /no logistics company matches the carrier "Royal Mail" \(Temu offers USPS, UPS/));
    await assert.rejects(orders.uploadTracking(connection, { platformOrderId: other, lines: [{ platformLineId: mall.orders.get(other)!.orderList[0]!.orderSn, quantity: 3 }], trackingNumber: 'T1', carrier: 'USPS' }), failsWith('rejected', /exceeds what is left to ship/));
    assert.equal(orders.readOrderNotice({ headers: {}, rawBody: Buffer.from('{}') }), null, 'Temu pushes are not read');
  });

  test("Temu's rate limit is rate_limited; a revoked token is unauthorized", async () => {
    const limited = await startTemuSimulator({ port: 0, ...app, qps: 1 });
    try {
      const platform = createTemuPlatform({ ...app, apiUrl: limited.url, authUrl: limited.url }, (url, init) => fetch(url, init));
      const token = limited.issueToken('Busy Mall', 'us');
      const busy = { storeUrl: 'us', credentials: { accessToken: token, extra: { region: 'us' } } };
      // Temu allows this app one call a second here: the second read in the same second is refused (4000004).
      assert.equal(await platform.orders!.getOrder(busy, 'PO-211-1'), null);
      await assert.rejects(platform.orders!.getOrder(busy, 'PO-211-1'), (error: unknown) => failsWith('rate_limited', /4000004/)(error) && ((error as PlatformError).retryAfterMs ?? 0) >= 1000);
    } finally {
      await limited.close();
    }
    simulator.revoke(mall.mallId);
    await assert.rejects(orders.getOrder(connection, 'PO-211-1'), failsWith('unauthorized', /3000031/));
  });
});
