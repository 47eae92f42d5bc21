import assert from 'node:assert/strict';
import { test } from 'node:test';
import { orderDetailSchema, type TikTokOrder } from './order-schemas.ts';
import { ParcelRefusal, planParcel, storeOrderOf } from './order-mapping.ts';

/** A 202309 order as Get Order Detail writes it: two units of one SKU, one of another (TikTok: a line item per unit). */
function order(overrides: Record<string, unknown> = {}, units: Record<string, unknown>[] = []): TikTokOrder {
  const unit = (id: string, sku: string, price: string, extra: Record<string, unknown> = {}) => ({ id, sku_id: sku, product_id: 'P1', seller_sku: `TW-${sku}`, product_name: 'Organic Tee', sku_name: 'Red, S', sale_price: price, display_status: 'AWAITING_SHIPMENT', ...extra });
  const raw = {
    id: '576461413038785752',
    status: 'AWAITING_SHIPMENT',
    create_time: 1_780_000_000,
    update_time: 1_780_000_060,
    paid_time: 1_780_000_001,
    buyer_email: 'v2b2@scs.tiktokw.us',
    is_buyer_request_cancel: false,
    delivery_option_id: '7091',
    delivery_option_name: 'Standard Shipping',
    payment: { currency: 'USD', sub_total: '59.97', shipping_fee: '3.99', total_amount: '63.96' },
    recipient_address: {
      name: 'Jamie Rivera',
      phone_number: '(+1)512-555-0142',
      address_line1: '100 Congress Ave',
      address_line2: 'Apt 5',
      postal_code: '78701',
      region_code: 'US',
      district_info: [
        { address_level: 'L0', address_level_name: 'Country', address_name: 'United States', iso_code: 'US' },
        { address_level: 'L1', address_level_name: 'State', address_name: 'Texas', iso_code: 'US-TX' },
        { address_level: 'L2', address_level_name: 'County', address_name: 'Travis' },
        { address_level: 'L3', address_level_name: 'City', address_name: 'Austin' },
      ],
    },
    line_items: units.length ? units : [unit('L1', 'S1', '19.99'), unit('L2', 'S2', '21.99'), unit('L3', 'S1', '19.99')],
    ...overrides,
  };
  return orderDetailSchema.parse({ orders: [raw] }).orders[0]!;
}

test('units grouped into lines by SKU and price; paid from AWAITING_SHIPMENT on; the address from the district levels', () => {
  assert.deepEqual(storeOrderOf(order()), {
    platformOrderId: '576461413038785752',
    name: '576461413038785752',
    paid: true,
    cancelled: false,
    cancelRequested: false,
    currency: 'USD',
    totalCents: 6396,
    shippingCents: 399,
    shippingMethod: 'Standard Shipping',
    customerName: 'Jamie Rivera',
    address: { name: 'Jamie Rivera', phone: '+1 512-555-0142', email: 'v2b2@scs.tiktokw.us', street1: '100 Congress Ave', street2: 'Apt 5', city: 'Austin', province: 'TX', country: 'US', zip: '78701' },
    lines: [
      { platformLineId: 'L1', platformProductId: 'P1', platformVariantId: 'S1', sku: 'TW-S1', title: 'Organic Tee', quantity: 2, unitPriceCents: 1999 },
      { platformLineId: 'L2', platformProductId: 'P1', platformVariantId: 'S2', sku: 'TW-S2', title: 'Organic Tee', quantity: 1, unitPriceCents: 2199 },
    ],
    createdAt: '2026-05-28T20:26:40.000Z',
    updatedAt: '2026-05-28T20:27:40.000Z',
  });
  for (const [status, paid] of [['UNPAID', false], ['ON_HOLD', false], ['PARTIALLY_SHIPPING', true], ['IN_TRANSIT', true], ['COMPLETED', true]] as const) assert.equal(storeOrderOf(order({ status })).paid, paid, status);
  const cancelled = storeOrderOf(order({ status: 'CANCELLED', is_buyer_request_cancel: false }));
  assert.deepEqual([cancelled.cancelled, cancelled.paid, cancelled.lines.length], [true, true, 2]);
  assert.equal(storeOrderOf(order({ is_buyer_request_cancel: true })).cancelRequested, true);
  assert.equal(storeOrderOf(order({ recipient_address: undefined })).address, null);
});

test('a unit cancelled on its own is not shipped; yen amounts have no hundredths', () => {
  const one = order({ payment: { currency: 'JPY', total_amount: '3500', shipping_fee: '500', sub_total: '3000' } }, [
    { id: 'A', sku_id: 'S1', sale_price: '1500', display_status: 'AWAITING_SHIPMENT' },
    { id: 'B', sku_id: 'S1', sale_price: '1500', display_status: 'CANCELLED' },
  ]);
  const mapped = storeOrderOf(one);
  assert.deepEqual([mapped.totalCents, mapped.shippingCents, mapped.lines.map((l) => [l.quantity, l.unitPriceCents])], [3500, 500, [[1, 1500]]]);
});

test('a parcel: the units named (partial shipment), a retry, the rest, a corrected number', () => {
  const shippedWith = (o: TikTokOrder, ids: string[], tracking: string, packageId: string) => ({ ...o, line_items: o.line_items.map((u) => (ids.includes(u.id) ? { ...u, tracking_number: tracking, package_id: packageId } : u)) });
  const fresh = order();
  assert.deepEqual(planParcel(fresh, [{ platformLineId: 'L1', quantity: 1 }], '1Z1'), { kind: 'ship', unitIds: ['L1'] });
  const partly = shippedWith(fresh, ['L1'], '1Z1', 'PK1');
  assert.deepEqual(planParcel(partly, [{ platformLineId: 'L1', quantity: 1 }], '1Z1'), { kind: 'uploaded', packageId: 'PK1' }, 'a retry');
  assert.deepEqual(planParcel(partly, [{ platformLineId: 'L1', quantity: 1 }], '1Z2'), { kind: 'ship', unitIds: ['L3'] }, 'the second unit of the SKU');
  assert.deepEqual(planParcel(partly, [], '1Z2'), { kind: 'ship', unitIds: ['L2', 'L3'] }, 'no lines: every unit left');
  const all = shippedWith(partly, ['L2', 'L3'], '1Z2', 'PK2');
  assert.deepEqual(planParcel(all, [], '1Z2'), { kind: 'uploaded', packageId: 'PK2' });
  assert.deepEqual(planParcel(all, [{ platformLineId: 'L2', quantity: 1 }], '1Z9'), { kind: 'correct', packageId: 'PK2' });
  assert.throws(() => planParcel(all, [], '1Z9'), ParcelRefusal, 'two packages: which one to correct is unknown');
  assert.throws(() => planParcel(partly, [{ platformLineId: 'L2', quantity: 2 }], '1Z3'), /fewer items left to ship/);
  assert.throws(() => planParcel(fresh, [{ platformLineId: 'nope', quantity: 1 }], '1Z3'), /has no line item nope/);
});
