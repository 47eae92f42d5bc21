import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { useTestServer, type SignedUp } from './harness.ts';
import { couponTickets, orders, promoCodes, userCouponTickets } from '../src/db/schema/index.ts';
import { addToCart, stockOf, stockedSku, usAddress } from './orders-fixture.ts';
import { makeJobsDue, pendingJobs } from './job-fixtures.ts';

// The bursts below are far beyond the per-minute limit a real seller gets.
const s = useTestServer({ rateLimitPerMinute: 100_000 });
const MESSAGES = {
  outOfStock: 'The item is out of stock, please contact customer service',
  amountChanged: 'The order amount has changed, please review the updated order information.',
  cannotDeliver: 'Cannot deliver to the address from this warehouse, please change shipping address or warehouse',
  overweight: 'Sorry, order weight cannot exceed 30kg',
  itemMissing: 'Item information missing',
};

const body = (cartIds: number[], warehouses: string[], grandTotal: number, address: object = usAddress) => ({
  orderAddresses: address,
  grandTotal,
  paymentMethod: 0,
  cartIds,
  order: warehouses.map((warehouseCode) => ({ warehouseCode, channelCode: warehouseCode === 'US' ? 'TW_US_GROUND' : 'TW_EXPRESS', orderItems: [] })),
});

/** The server's total: asked with a wrong one, the 409 says it. */
async function serverTotal(user: SignedUp, request: ReturnType<typeof body>): Promise<number> {
  const answer = await s.request('POST', '/api/orders/orders', { token: user.token, body: { ...request, grandTotal: 99_999_999 } });
  assert.equal(answer.status, 409, JSON.stringify(answer.body));
  assert.equal(answer.body.message, MESSAGES.amountChanged);
  return answer.body.data.grandTotal;
}

async function channelCodes(warehouseCode: string) {
  const rows = (await s.db.execute(sql`select channel_code from logistics_channels where warehouse_country = ${warehouseCode === 'US' ? 'US' : 'CN'}`)) as unknown as { rows: { channel_code: string }[] };
  return rows.rows.map((r) => r.channel_code);
}

describe('POST /api/orders/orders', () => {
  test('two warehouses give two orders; stock taken, cart rows removed, prices and freight the server\'s', async () => {
    const user = await s.signUp();
    const sku = await stockedSku(s.db, { priceCents: 1000, weightGrams: 200, stock: { CN_S: 10, US: 5 } });
    const cartIds = [await addToCart(s.db, user.userId, sku.skuId, 'CN_S', 3), await addToCart(s.db, user.userId, sku.skuId, 'US', 2)];
    const usChannel = (await channelCodes('US'))[0]!;
    const request = { ...body(cartIds, ['CN_S', 'US'], 0), order: [{ warehouseCode: 'CN_S', channelCode: 'TW_EXPRESS', orderItems: [] }, { warehouseCode: 'US', channelCode: usChannel, orderItems: [] }] };
    const total = await serverTotal(user, request);
    assert.ok(total > 5 * 1000, 'goods plus freight');

    const answer = await s.request('POST', '/api/orders/orders', { token: user.token, body: { ...request, grandTotal: total } });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.data.length, 2);
    assert.match(answer.body.data[0], /^KK\d{6}\d+$/);
    assert.equal(await stockOf(s.db, sku.skuId, 'CN_S'), 7);
    assert.equal(await stockOf(s.db, sku.skuId, 'US'), 3);
    const left = (await s.db.execute(sql`select count(*)::int as n from cart_items where user_id = ${user.userId}`)) as unknown as { rows: { n: number }[] };
    assert.equal(left.rows[0]!.n, 0);

    const place = await s.request('GET', `/api/orders/orders/place/${answer.body.data[0]}`, { token: user.token });
    assert.equal(place.status, 200, JSON.stringify(place.body));
    assert.equal(place.body.data.pays.totalAmount, total);
    assert.equal(place.body.data.pays.skusAmount, 5000);
    assert.equal(place.body.data.logistics.length, 2);
    assert.ok(place.body.data.logistics[0].channelList.length > 0);
    assert.ok((await pendingJobs(s.db, { name: 'orders.auto-cancel' })).length >= 2);

    const other = await s.signUp();
    assert.equal((await s.request('GET', `/api/orders/orders/place/${answer.body.data[0]}`, { token: other.token })).status, 404);
    assert.equal((await s.request('GET', `/api/orders/orders/place/${answer.body.data[0]}`)).status, 401);
  });

  test('a tampered total is refused and nothing is taken', async () => {
    const user = await s.signUp();
    const sku = await stockedSku(s.db, { priceCents: 1500, weightGrams: 300, stock: { CN_S: 4 } });
    const request = body([await addToCart(s.db, user.userId, sku.skuId, 'CN_S', 2)], ['CN_S'], 0);
    const total = await serverTotal(user, request);
    const answer = await s.request('POST', '/api/orders/orders', { token: user.token, body: { ...request, grandTotal: total - 1 } });
    assert.equal(answer.status, 409);
    assert.equal(answer.body.data.grandTotal, total);
    assert.equal(await stockOf(s.db, sku.skuId, 'CN_S'), 4);
  });

  test("unknown or another user's cart rows are 404", async () => {
    const owner = await s.signUp();
    const thief = await s.signUp();
    const sku = await stockedSku(s.db, { priceCents: 900, weightGrams: 100, stock: { CN_S: 4 } });
    const cartId = await addToCart(s.db, owner.userId, sku.skuId, 'CN_S', 1);
    assert.equal((await s.request('POST', '/api/orders/orders', { token: thief.token, body: body([cartId], ['CN_S'], 1) })).status, 404);
    assert.equal((await s.request('POST', '/api/orders/orders', { token: owner.token, body: body([cartId + 100_000], ['CN_S'], 1) })).status, 404);
  });

  test('a warehouse that cannot deliver, and an overweight parcel, are refused with the spec messages', async () => {
    const user = await s.signUp();
    const sku = await stockedSku(s.db, { priceCents: 900, weightGrams: 11_000, stock: { US: 9, CN_S: 9 } });
    const gb = { ...usAddress, country: 'GB', zip: 'SW1A 1AA', city: 'London', province: null };
    const far = await s.request('POST', '/api/orders/orders', { token: user.token, body: body([await addToCart(s.db, user.userId, sku.skuId, 'US', 1)], ['US'], 1, gb) });
    assert.equal(far.status, 400);
    assert.equal(far.body.message, MESSAGES.cannotDeliver);
    const heavy = await s.request('POST', '/api/orders/orders', { token: user.token, body: body([await addToCart(s.db, user.userId, sku.skuId, 'CN_S', 3)], ['CN_S'], 1) });
    assert.equal(heavy.status, 400);
    assert.equal(heavy.body.message, MESSAGES.overweight);
  });

  test('Idempotency-Key: a replay answers the same orders, another body with the key is 422, many at once make one order', async () => {
    const user = await s.signUp();
    const sku = await stockedSku(s.db, { priceCents: 700, weightGrams: 100, stock: { CN_S: 100 } });
    const request = body([await addToCart(s.db, user.userId, sku.skuId, 'CN_S', 1)], ['CN_S'], 0);
    const total = await serverTotal(user, request);
    const key = `k-${Date.now()}`;
    const first = await s.request('POST', '/api/orders/orders', { token: user.token, body: { ...request, grandTotal: total }, headers: { 'idempotency-key': key } });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const replay = await s.request('POST', '/api/orders/orders', { token: user.token, body: { ...request, grandTotal: total }, headers: { 'idempotency-key': key } });
    assert.deepEqual(replay.body.data, first.body.data);
    const reused = await s.request('POST', '/api/orders/orders', { token: user.token, body: { ...request, grandTotal: total + 1 }, headers: { 'idempotency-key': key } });
    assert.equal(reused.status, 422);

    const burst = s.kind === 'postgres' ? 1000 : 50;
    const again = body([await addToCart(s.db, user.userId, sku.skuId, 'CN_S', 1)], ['CN_S'], total);
    // A connection refused under the burst (the listen backlog is 511) is retried with the same key, as a real client would.
    const send = async (attempt = 0): Promise<Awaited<ReturnType<typeof s.request>>> => {
      try {
        return await s.request('POST', '/api/orders/orders', { token: user.token, body: again, headers: { 'idempotency-key': `burst-${key}` } });
      } catch (error) {
        if (attempt >= 3) throw error;
        return send(attempt + 1);
      }
    };
    const answers = await Promise.all(Array.from({ length: burst }, () => send()));
    for (const a of answers) assert.ok([200, 409].includes(a.status), `${a.status} ${JSON.stringify(a.body)}`);
    const created = new Set(answers.filter((a) => a.status === 200).map((a) => JSON.stringify(a.body.data)));
    assert.equal(created.size, 1, 'every success names the same order');
    const count = (await s.db.execute(sql`select count(*)::int as n from orders where user_id = ${user.userId}`)) as unknown as { rows: { n: number }[] };
    assert.equal(count.rows[0]!.n, 2, 'the first order and exactly one from the burst');
  });

  test('one cart line is ordered once: many checkouts of it at once, without a key or each with its own, make one order and take the stock once', async () => {
    const user = await s.signUp();
    const sku = await stockedSku(s.db, { priceCents: 700, weightGrams: 100, stock: { CN_S: 100 } });
    const burst = s.kind === 'postgres' ? 20 : 10;
    const orderCount = async () => ((await s.db.execute(sql`select count(*)::int as n from orders where user_id = ${user.userId}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    for (const keyed of [false, true]) {
      const request = body([await addToCart(s.db, user.userId, sku.skuId, 'CN_S', 2)], ['CN_S'], 0);
      const total = await serverTotal(user, request);
      const [ordersBefore, stockBefore] = [await orderCount(), await stockOf(s.db, sku.skuId, 'CN_S')];
      const answers = await Promise.all(
        Array.from({ length: burst }, (_, i) =>
          s.request('POST', '/api/orders/orders', { token: user.token, body: { ...request, grandTotal: total }, headers: keyed ? { 'idempotency-key': `line-${Date.now()}-${i}` } : {} }),
        ),
      );
      assert.equal(answers.filter((a) => a.status === 200).length, 1, `keyed ${keyed}: ${answers.map((a) => a.status).join(',')}`);
      for (const loser of answers.filter((a) => a.status !== 200)) {
        assert.equal(loser.status, 404, JSON.stringify(loser.body));
        assert.equal(loser.body.message, MESSAGES.itemMissing);
      }
      assert.equal(await orderCount(), ordersBefore + 1, 'one order');
      assert.equal(await stockOf(s.db, sku.skuId, 'CN_S'), stockBefore - 2, 'the stock taken once');
    }
  });

  test('auto-cancel: once due, the unpaid order is cancelled and its stock comes back; running again changes nothing', async () => {
    const user = await s.signUp();
    const sku = await stockedSku(s.db, { priceCents: 800, weightGrams: 100, stock: { CN_S: 5 } });
    const request = body([await addToCart(s.db, user.userId, sku.skuId, 'CN_S', 2)], ['CN_S'], 0);
    const total = await serverTotal(user, request);
    const created = await s.request('POST', '/api/orders/orders', { token: user.token, body: { ...request, grandTotal: total } });
    const kkOrderId = created.body.data[0];
    assert.equal(await stockOf(s.db, sku.skuId, 'CN_S'), 3);
    await s.db.execute(sql`update orders set pay_by = now() - interval '1 second' where kk_order_id = ${kkOrderId}`);
    const [order] = await s.db.select({ id: orders.id }).from(orders).where(eq(orders.kkOrderId, kkOrderId));
    await makeJobsDue(s.db, { name: 'orders.auto-cancel', singletonKey: String(order!.id) });
    assert.ok((await s.app.jobs.runDue()) >= 1);
    const status = (await s.db.execute(sql`select status, cancel_reason from orders where kk_order_id = ${kkOrderId}`)) as unknown as { rows: { status: string; cancel_reason: string }[] };
    assert.deepEqual(status.rows[0], { status: 'cancelled', cancel_reason: 'orders.unpaidCancelled' });
    assert.equal(await stockOf(s.db, sku.skuId, 'CN_S'), 5);
    await s.app.jobs.runDue();
    assert.equal(await stockOf(s.db, sku.skuId, 'CN_S'), 5);
    const change = await s.request('PUT', `/api/orders/orders/remark/${kkOrderId}`, { token: user.token, body: { remark: 'late' } });
    assert.equal(change.status, 409);
  });

  test('many buyers, little stock: exactly the stock is sold, never below 0, every loser told it is out of stock', async () => {
    const buyers = s.kind === 'postgres' ? 200 : 30;
    const stock = s.kind === 'postgres' ? 20 : 5;
    const sku = await stockedSku(s.db, { priceCents: 1200, weightGrams: 100, stock: { CN_S: stock } });
    const users = await Promise.all(Array.from({ length: buyers }, () => s.signUp()));
    const requests = await Promise.all(users.map(async (user) => body([await addToCart(s.db, user.userId, sku.skuId, 'CN_S', 1)], ['CN_S'], 0)));
    const total = await serverTotal(users[0]!, requests[0]!);
    const answers = await Promise.all(users.map((user, i) => s.request('POST', '/api/orders/orders', { token: user.token, body: { ...requests[i]!, grandTotal: total } })));
    assert.equal(answers.filter((a) => a.status === 200).length, stock);
    for (const loser of answers.filter((a) => a.status !== 200)) {
      assert.equal(loser.status, 409);
      assert.equal(loser.body.message, MESSAGES.outOfStock);
    }
    assert.equal(await stockOf(s.db, sku.skuId, 'CN_S'), 0);
  });

  test('promo code and coupon: priced by checkout pricing over both orders, claimed with the order, given back by the auto-cancel', async () => {
    const user = await s.signUp();
    const sku = await stockedSku(s.db, { priceCents: 2000, weightGrams: 100, stock: { CN_S: 10, US: 10 } });
    const day = 86_400_000;
    const [template] = await s.db
      .insert(couponTickets)
      .values({ name: 'Five off', fixedType: 1, reduction: 500, useType: 1, applicableType: 1, stacksWithPromoCode: true, usableStartTime: new Date(Date.now() - day), usableEndTime: new Date(Date.now() + day) })
      .returning({ id: couponTickets.id });
    const [ticket] = await s.db.insert(userCouponTickets).values({ userId: user.userId, couponTicketId: template!.id }).returning({ id: userCouponTickets.id });
    const code = `TEN${Date.now() % 100000}`;
    await s.db.insert(promoCodes).values({ code, discountRule: 1, discountCondition: 1, satisfyNum: 1, discountPercent: 10, startTime: new Date(Date.now() - day), endTime: new Date(Date.now() + day) });
    const usChannel = (await channelCodes('US'))[0]!;
    const cartIds = [await addToCart(s.db, user.userId, sku.skuId, 'CN_S', 2), await addToCart(s.db, user.userId, sku.skuId, 'US', 1)];
    const request = {
      ...body(cartIds, ['CN_S', 'US'], 0),
      couponCode: code,
      selectCouponTicketId: ticket!.id,
      order: [{ warehouseCode: 'CN_S', channelCode: 'TW_EXPRESS', orderItems: [] }, { warehouseCode: 'US', channelCode: usChannel, orderItems: [] }],
    };
    const total = await serverTotal(user, request);
    const created = await s.request('POST', '/api/orders/orders', { token: user.token, body: { ...request, grandTotal: total } });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const place = await s.request('GET', `/api/orders/orders/place/${created.body.data[0]}`, { token: user.token });
    const pays = place.body.data.pays;
    assert.equal(pays.skusAmount, 6000);
    assert.equal(pays.couponAmount, 200, 'promo code: 10% of one unit of the highest-priced line');
    assert.equal(pays.couponTicketAmount, 500);
    assert.equal(pays.totalAmount, total);
    assert.equal(pays.totalAmount, 6000 - 200 - 500 + pays.shippingAmount);
    const used = (await s.db.execute(sql`select used_order_id from user_coupon_tickets where id = ${ticket!.id}`)) as unknown as { rows: { used_order_id: number | null }[] };
    assert.notEqual(used.rows[0]!.used_order_id, null);

    await s.db.execute(sql`update orders set pay_by = now() - interval '1 second' where user_id = ${user.userId}`);
    await makeJobsDue(s.db, { name: 'orders.auto-cancel' });
    await s.app.jobs.runDue(100);
    const freed = (await s.db.execute(sql`select used_order_id from user_coupon_tickets where id = ${ticket!.id}`)) as unknown as { rows: { used_order_id: number | null }[] };
    assert.equal(freed.rows[0]!.used_order_id, null);
    assert.equal(await stockOf(s.db, sku.skuId, 'CN_S'), 10);
    assert.equal(await stockOf(s.db, sku.skuId, 'US'), 10);
  });
});
