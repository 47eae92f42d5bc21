import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { useTestServer, type SignedUp } from './harness.ts';
import { addToCart, stockedSku, usAddress } from './orders-fixture.ts';

const s = useTestServer();

/** A placed one-warehouse order (CN_S to the US by TW_EXPRESS) and its number. */
async function placeOrder(user: SignedUp, quantity = 2): Promise<string> {
  const sku = await stockedSku(s.db, { priceCents: 1000, weightGrams: 200, stock: { CN_S: 10 } });
  const request = { orderAddresses: usAddress, grandTotal: 0, cartIds: [await addToCart(s.db, user.userId, sku.skuId, 'CN_S', quantity)], order: [{ warehouseCode: 'CN_S', channelCode: 'TW_EXPRESS' }] };
  const asked = await s.request('POST', '/api/orders/orders', { token: user.token, body: request });
  const created = await s.request('POST', '/api/orders/orders', { token: user.token, body: { ...request, grandTotal: asked.body.data.grandTotal } });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  return created.body.data[0];
}

describe('payment page', () => {
  test('channel change re-prices freight and total with the engine; a channel it does not offer is refused', async () => {
    const user = await s.signUp();
    const kkOrderId = await placeOrder(user);
    const before = (await s.request('GET', `/api/orders/orders/place/${kkOrderId}`, { token: user.token })).body.data;
    const other = before.logistics[0].channelList.find((c: { channelCode: string }) => c.channelCode !== 'TW_EXPRESS');
    assert.ok(other, 'the engine offers another grade');
    const changed = await s.request('PUT', `/api/orders/orders/channel/${kkOrderId}`, { token: user.token, body: { warehouseChannelList: [{ isExpress: 0, warehouseCode: 'CN_S', channelCode: other.channelCode }] } });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    const after = (await s.request('GET', `/api/orders/orders/place/${kkOrderId}`, { token: user.token })).body.data;
    assert.equal(after.logistics[0].channelCode, other.channelCode);
    assert.equal(after.logistics[0].estimatedFreight, other.estimatedFreight);
    assert.equal(after.pays.totalAmount, 2000 + other.estimatedFreight);
    const bogus = await s.request('PUT', `/api/orders/orders/channel/${kkOrderId}`, { token: user.token, body: { warehouseChannelList: [{ warehouseCode: 'CN_S', channelCode: 'NOPE' }] } });
    assert.equal(bogus.status, 400);
  });

  test('address change must stay deliverable; remark saved; others get 404', async () => {
    const user = await s.signUp();
    const kkOrderId = await placeOrder(user);
    const de = { ...usAddress, country: 'DE', zip: '10115', city: 'Berlin', province: null };
    const moved = await s.request('PUT', `/api/orders/orders/addresses/${kkOrderId}`, { token: user.token, body: { orderAddresses: de, remark: 'ring twice' } });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    const place = (await s.request('GET', `/api/orders/orders/place/${kkOrderId}`, { token: user.token })).body.data;
    assert.equal(place.address.country, 'DE');
    assert.equal(place.orders.remark, 'ring twice');
    assert.equal((await s.request('PUT', `/api/orders/orders/remark/${kkOrderId}`, { token: user.token, body: { remark: 'leave at door' } })).status, 200);
    assert.equal((await s.request('GET', `/api/orders/orders/place/${kkOrderId}`, { token: user.token })).body.data.orders.remark, 'leave at door');

    const stranger = await s.signUp();
    assert.equal((await s.request('PUT', `/api/orders/orders/remark/${kkOrderId}`, { token: stranger.token, body: { remark: 'x' } })).status, 404);
    assert.equal((await s.request('POST', '/api/orders/orders/sum', { token: stranger.token, body: { kkOrderIds: [kkOrderId] } })).status, 404);
  });

  test('attachments: options listed, saved per line and per order, read back', async () => {
    const user = await s.signUp();
    const kkOrderId = await placeOrder(user, 3);
    const options = (await s.request('GET', '/api/orders/orders/attachments', { token: user.token })).body.data;
    assert.deepEqual([...new Set(options.map((o: { type: string }) => o.type))], ['Tags', 'Bags', 'Cards']);
    const item = (await s.request('GET', `/api/orders/orders/place/${kkOrderId}`, { token: user.token })).body.data.orderItems[0];
    const saved = await s.request('PUT', '/api/orders/orders/attachment', {
      token: user.token,
      body: { kkOrderIds: [kkOrderId], list: [{ kkOrderId, kkItemId: item.kkItemId, skuCode: 'TAG-KRAFT', type: 'Tags' }, { kkOrderId, skuCode: 'CARD-THANKS', type: 'Cards' }] },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const list = (await s.request('GET', `/api/orders/orders/attachments/${kkOrderId}`, { token: user.token })).body.data;
    assert.deepEqual(
      list.map((a: { type: string; quantity: number; price: number }) => [a.type, a.quantity, a.price]),
      [['Tags', 3, 0], ['Cards', 1, 0]],
    );
    const unknown = await s.request('PUT', '/api/orders/orders/attachment', { token: user.token, body: { kkOrderIds: [kkOrderId], list: [{ kkOrderId, skuCode: 'NOPE', type: 'Tags', kkItemId: item.kkItemId }] } });
    assert.equal(unknown.status, 400);
  });

  test('whetherToPay and sum; a SKU taken off sale reports sold out; a cancelled order is no longer payable or changeable', async () => {
    const user = await s.signUp();
    const first = await placeOrder(user);
    const second = await placeOrder(user, 1);
    const sum = await s.request('POST', '/api/orders/orders/sum', { token: user.token, body: { kkOrderIds: [first, second] } });
    const totals = (await s.db.execute(sql`select sum(total_cents)::int as t from orders where kk_order_id in (${first}, ${second})`)) as unknown as { rows: { t: number }[] };
    assert.equal(sum.body.data.totalAmount, totals.rows[0]!.t);

    const fine = await s.request('POST', '/api/orders/orders/check/whetherToPay', { token: user.token, body: { kkOrderIds: [first] } });
    assert.deepEqual(fine.body.data, { payable: true, notPayable: [], soldOut: [], message: null });
    await s.db.execute(sql`update skus set status = 0 where id = (select sku_id from order_items where order_id = (select id from orders where kk_order_id = ${first}))`);
    const soldOut = await s.request('POST', '/api/orders/orders/check/whetherToPay', { token: user.token, body: { kkOrderIds: [first] } });
    assert.equal(soldOut.body.data.payable, false);
    assert.equal(soldOut.body.data.message, 'Products have been sold out');

    await s.db.execute(sql`update orders set status = 'cancelled' where kk_order_id = ${second}`);
    const cancelled = await s.request('POST', '/api/orders/orders/check/whetherToPay', { token: user.token, body: { kkOrderIds: [second] } });
    assert.deepEqual(cancelled.body.data.notPayable, [second]);
    const change = await s.request('PUT', `/api/orders/orders/channel/${second}`, { token: user.token, body: { warehouseChannelList: [{ warehouseCode: 'CN_S', channelCode: 'TW_EXPRESS' }] } });
    assert.equal(change.status, 409);
    assert.equal(change.body.message, 'This order is no longer waiting for payment and cannot be changed.');
  });
});
