import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readWooOrderNotice, storeOrderOf } from './woocommerce-order-json.ts';

/** An order as WooCommerce REST v3 renders it (the shape of the REST docs' "Retrieve an order" answer). */
const wooOrder = (overrides: Record<string, unknown> = {}) => ({
  id: 727,
  parent_id: 0,
  number: '727',
  order_key: 'wc_order_58d2d042d1d',
  created_via: 'rest-api',
  status: 'processing',
  currency: 'USD',
  date_created: '2017-03-22T16:28:02',
  date_created_gmt: '2017-03-22T19:28:02',
  date_modified: '2017-03-22T16:28:08',
  date_modified_gmt: '2017-03-22T19:28:08',
  discount_total: '0.00',
  shipping_total: '10.00',
  total: '29.35',
  total_tax: '1.35',
  billing: { first_name: 'John', last_name: 'Doe', company: '', address_1: '969 Market', address_2: '', city: 'San Francisco', state: 'CA', postcode: '94103', country: 'US', email: 'john.doe@example.com', phone: '(555) 555-5555' },
  shipping: { first_name: 'John', last_name: 'Doe', company: '', address_1: '969 Market', address_2: 'Floor 2', city: 'San Francisco', state: 'CA', postcode: '94103', country: 'US', phone: '' },
  payment_method: 'bacs',
  date_paid: '2017-03-22T16:28:08',
  date_paid_gmt: '2017-03-22T19:28:08',
  meta_data: [{ id: 13106, key: '_download_permissions_granted', value: 'yes' }],
  line_items: [
    { id: 315, name: 'Woo Single #1', product_id: 93, variation_id: 0, quantity: 2, subtotal: '6.00', total: '6.00', sku: '', price: 3 },
    { id: 316, name: 'Ship Your Idea &ndash; Color: Black, Size: M Test', product_id: 22, variation_id: 23, quantity: 1, subtotal: '12.00', total: '12.00', sku: 'TEE-BLK-M', price: 12 },
  ],
  shipping_lines: [{ id: 317, method_title: 'Flat Rate', method_id: 'flat_rate', total: '10.00' }],
  ...overrides,
});

test('a WooCommerce order as a StoreOrder: ids, number, money in cents, UTC dates, shipping address and method, lines', () => {
  assert.deepEqual(storeOrderOf(wooOrder()), {
    platformOrderId: '727',
    name: '727',
    paid: true,
    cancelled: false,
    cancelRequested: false,
    currency: 'USD',
    totalCents: 2935,
    shippingCents: 1000,
    shippingMethod: 'Flat Rate',
    customerName: 'John Doe',
    address: { name: 'John Doe', phone: '(555) 555-5555', email: 'john.doe@example.com', street1: '969 Market', street2: 'Floor 2', city: 'San Francisco', province: 'CA', country: 'US', zip: '94103' },
    lines: [
      { platformLineId: '315', platformProductId: '93', title: 'Woo Single #1', quantity: 2, unitPriceCents: 300 },
      { platformLineId: '316', platformProductId: '22', platformVariantId: '23', sku: 'TEE-BLK-M', title: 'Ship Your Idea &ndash; Color: Black, Size: M Test', quantity: 1, unitPriceCents: 1200 },
    ],
    createdAt: '2017-03-22T19:28:02.000Z',
    updatedAt: '2017-03-22T19:28:08.000Z',
  });
});

test('paid, cancelled and the shopper’s cancellation request from status, date_paid and meta', () => {
  const pending = storeOrderOf(wooOrder({ status: 'pending', date_paid: null, date_paid_gmt: null }))!;
  assert.deepEqual([pending.paid, pending.cancelled], [false, false]);
  assert.equal(storeOrderOf(wooOrder({ status: 'on-hold', date_paid: null, date_paid_gmt: null }))!.paid, false);
  assert.equal(storeOrderOf(wooOrder({ status: 'completed', date_paid: null, date_paid_gmt: null }))!.paid, true);
  assert.equal(storeOrderOf(wooOrder({ status: 'on-hold' }))!.paid, true, 'date_paid set: payment_complete() ran');
  assert.equal(storeOrderOf(wooOrder({ status: 'cancelled' }))!.cancelled, true);
  assert.equal(storeOrderOf(wooOrder({ status: 'refunded' }))!.cancelled, true);
  const asked = wooOrder({ meta_data: [{ id: 1, key: '_cancellation_requested', value: 'yes' }] });
  assert.equal(storeOrderOf(asked)!.cancelRequested, true);
  assert.equal(storeOrderOf(wooOrder({ meta_data: [{ id: 1, key: '_cancellation_requested', value: 'no' }] }))!.cancelRequested, false);
});

test('an order without a shipping address has none; missing fields stay empty (the order becomes abnormal downstream)', () => {
  const empty = { first_name: '', last_name: '', company: '', address_1: '', address_2: '', city: '', state: '', postcode: '', country: '' };
  assert.equal(storeOrderOf(wooOrder({ shipping: empty }))!.address, null);
  const partial = storeOrderOf(wooOrder({ shipping: { ...empty, first_name: 'Alex', city: 'Berlin', country: 'de' }, billing: { first_name: 'Alex', email: 'alex@example.de' } }))!;
  assert.deepEqual(partial.address, { name: 'Alex', phone: '', email: 'alex@example.de', street1: '', city: 'Berlin', country: 'DE', zip: '' });
});

test('zero-decimal currencies are not hundredths; extra decimals round to the currency', () => {
  const yen = storeOrderOf(wooOrder({ currency: 'JPY', total: '2935', shipping_total: '1000', line_items: [{ id: 1, name: 'Tee', product_id: 5, variation_id: 6, quantity: 1, subtotal: '1935', total: '1935', sku: 'T', price: 1935 }] }))!;
  assert.deepEqual([yen.totalCents, yen.shippingCents, yen.lines[0]!.unitPriceCents], [2935, 1000, 1935]);
  const fine = storeOrderOf(wooOrder({ total: '29.355', line_items: [{ id: 1, name: 'Tee', product_id: 5, quantity: 3, subtotal: '10.00', total: '10.00', sku: 'T', price: 3.3333333 }] }))!;
  assert.deepEqual([fine.totalCents, fine.lines[0]!.unitPriceCents], [2936, 333]);
});

test('bodies that are not an order answer null, never throw', () => {
  for (const bad of [null, 'x', [], {}, wooOrder({ id: 'abc' }), wooOrder({ currency: '' }), wooOrder({ total: 'lots' }), wooOrder({ date_created_gmt: 'yesterday' }), wooOrder({ line_items: [{ id: 1, quantity: 0, price: 1 }] }), wooOrder({ line_items: [{ id: 1, quantity: 1, price: 'free' }] })]) {
    assert.equal(storeOrderOf(bad), null, JSON.stringify(bad));
  }
});

test('an order webhook as a notice: shop key from X-WC-Webhook-Source, delivery id, the order; anything else null', () => {
  const headers = { 'x-wc-webhook-topic': 'order.created', 'x-wc-webhook-source': 'https://Shop.Example.com/', 'x-wc-webhook-delivery-id': 'c2b5e3d1' };
  const rawBody = Buffer.from(JSON.stringify(wooOrder()));
  const notice = readWooOrderNotice({ headers, rawBody })!;
  assert.deepEqual([notice.shopKey, notice.platformOrderId, notice.deliveryId], ['https://shop.example.com', '727', 'c2b5e3d1']);
  assert.deepEqual(notice.order, storeOrderOf(wooOrder()));
  assert.equal(readWooOrderNotice({ headers: { ...headers, 'x-wc-webhook-topic': 'order.updated' }, rawBody })!.platformOrderId, '727');
  assert.equal(readWooOrderNotice({ headers: { ...headers, 'x-wc-webhook-topic': 'product.created' }, rawBody }), null);
  assert.equal(readWooOrderNotice({ headers: { ...headers, 'x-wc-webhook-source': undefined }, rawBody }), null);
  assert.equal(readWooOrderNotice({ headers: {}, rawBody: Buffer.from('webhook_id=12') }), null, 'the creation ping');
  assert.equal(readWooOrderNotice({ headers, rawBody: Buffer.from('{"id":') }), null);
  assert.equal(readWooOrderNotice({ headers, rawBody: Buffer.from('{"id":5,"total":"9.99"}') }), null);
});
