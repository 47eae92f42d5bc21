import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseShopifyJson, readShopifyOrderNotice, shopifyMoneyToCents, shopifyRestOrderToStoreOrder } from './shopify-order-webhook.ts';

/** Shaped like Shopify's REST order JSON (the documented example, trimmed). */
const restOrder = (change: Record<string, unknown> = {}) => ({
  id: 820982911946154508,
  admin_graphql_api_id: 'gid://shopify/Order/820982911946154508',
  name: '#1001',
  email: 'jon@example.com',
  financial_status: 'paid',
  cancelled_at: null,
  currency: 'EUR',
  total_price: '54.90',
  total_shipping_price_set: { shop_money: { amount: '5.00', currency_code: 'EUR' } },
  tags: 'vip, Cancellation-Requested',
  created_at: '2026-11-28T10:00:00-05:00',
  updated_at: '2026-11-28T10:05:00-05:00',
  customer: { first_name: 'Jon', last_name: 'Snow', email: 'jon@example.com', phone: '+15550001' },
  shipping_address: { first_name: 'Jon', last_name: 'Snow', name: 'Jon Snow', phone: '', address1: '1 Wall St', address2: 'Apt 2', city: 'New York', province_code: 'NY', country_code: 'us', zip: '10005' },
  shipping_lines: [{ title: 'Faster' }],
  line_items: [
    { id: 466157049, admin_graphql_api_id: 'gid://shopify/LineItem/466157049', product_id: 632910392, variant_id: 39072856, sku: 'SKU-1', title: 'Dress', quantity: 2, price: '24.95' },
    { id: 518995019, product_id: null, variant_id: null, sku: '', title: 'Custom tip', quantity: 1, price: '0.5' },
  ],
  ...change,
});

const headers = (topic = 'orders/create') => ({ 'x-shopify-topic': topic, 'x-shopify-shop-domain': 'Dress-Shop.myshopify.com', 'x-shopify-webhook-id': 'b54557e4-bdd9-4b37-8a5f-bf7d70bcd043' });

describe('Shopify order webhooks', () => {
  test('REST order JSON → StoreOrder with Admin GraphQL ids, cents from decimal strings, the address and the cancellation tag', () => {
    const order = shopifyRestOrderToStoreOrder(restOrder());
    assert.equal(order.platformOrderId, 'gid://shopify/Order/820982911946154508');
    assert.deepEqual([order.name, order.paid, order.cancelled, order.cancelRequested, order.currency, order.totalCents, order.shippingCents, order.shippingMethod], ['#1001', true, false, true, 'EUR', 5490, 500, 'Faster']);
    assert.equal(order.customerName, 'Jon Snow');
    assert.deepEqual(order.address, { name: 'Jon Snow', phone: '+15550001', email: 'jon@example.com', street1: '1 Wall St', street2: 'Apt 2', city: 'New York', province: 'NY', country: 'US', zip: '10005' });
    assert.deepEqual(order.lines[0], { platformLineId: 'gid://shopify/LineItem/466157049', platformProductId: 'gid://shopify/Product/632910392', platformVariantId: 'gid://shopify/ProductVariant/39072856', sku: 'SKU-1', title: 'Dress', quantity: 2, unitPriceCents: 2495 });
    assert.deepEqual(order.lines[1], { platformLineId: 'gid://shopify/LineItem/518995019', platformProductId: undefined, platformVariantId: undefined, sku: undefined, title: 'Custom tip', quantity: 1, unitPriceCents: 50 });
    assert.equal(order.updatedAt, '2026-11-28T10:05:00-05:00');
  });

  test('unpaid, cancelled, no tags, no shipping address', () => {
    const body = JSON.stringify(restOrder({ financial_status: 'pending', cancelled_at: '2026-11-28T11:00:00Z', tags: '', shipping_address: null, admin_graphql_api_id: undefined })).replace('"id":820982911946154500', '"id":820982911946154508');
    const order = shopifyRestOrderToStoreOrder(parseShopifyJson(body));
    assert.deepEqual([order.paid, order.cancelled, order.cancelRequested, order.address], [false, true, false, null]);
    assert.equal(order.platformOrderId, 'gid://shopify/Order/820982911946154508', 'built from the numeric id, past 2^53 exactly');
  });

  test('numbers: those past 2^53 keep their digits as text wherever they are; every other value parses as JSON.parse does', () => {
    const body = '{"id":9007199254740993,"safe":9007199254740991,"short":12,"price":"19.99","ratio":0.5,"list":[18446744073709551615,{"n":-7}]}';
    assert.deepEqual(parseShopifyJson(body), { id: '9007199254740993', safe: 9007199254740991, short: 12, price: '19.99', ratio: 0.5, list: ['18446744073709551615', { n: -7 }] });
    const plain = JSON.stringify({ id: 450789469, line_items: [{ id: 466157049, variant_id: 39072856, quantity: 2, price: '24.95' }], total_price: '49.90', taxes_included: false, note: null });
    assert.deepEqual(parseShopifyJson(plain), JSON.parse(plain));
  });

  test('money: decimal strings only, never floats', () => {
    assert.deepEqual(['19.99', '20', '0.1', '3.456', 'abc', null, '-1'].map(shopifyMoneyToCents), [1999, 2000, 10, 345, 0, 0, 0]);
  });

  test('a notice names the shop (lower case), the order and the delivery; other topics and bodies that are not orders are null', () => {
    const notice = readShopifyOrderNotice({ headers: headers('orders/paid'), rawBody: Buffer.from(JSON.stringify(restOrder())) });
    assert.deepEqual([notice?.shopKey, notice?.platformOrderId, notice?.deliveryId, notice?.order?.name], ['dress-shop.myshopify.com', 'gid://shopify/Order/820982911946154508', 'b54557e4-bdd9-4b37-8a5f-bf7d70bcd043', '#1001']);
    assert.equal(readShopifyOrderNotice({ headers: headers('app/uninstalled'), rawBody: Buffer.from(JSON.stringify(restOrder())) }), null);
    for (const body of ['not json', '[]', '{}', JSON.stringify({ id: 1 }), JSON.stringify({ line_items: [] })]) {
      assert.equal(readShopifyOrderNotice({ headers: headers(), rawBody: Buffer.from(body) }), null, body);
    }
    assert.equal(readShopifyOrderNotice({ headers: { 'x-shopify-topic': 'orders/create' }, rawBody: Buffer.from(JSON.stringify(restOrder())) }), null, 'no shop domain');
  });
});
