import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Address, BillingPreview } from '@threadway/contracts';
import type { BagItem } from './bag-item.ts';
import type { DeliveryOption } from './delivery.ts';
import { createOrderBody } from './order-request.ts';

const address: Address = {
  id: 1,
  kind: 'shipping',
  fullName: 'Ada Lovelace',
  phoneNumber: '+1 202-555-0147',
  streetAddressLine1: '1 Market St',
  streetAddressLine2: null,
  city: 'San Francisco',
  province: 'CA',
  countryCode: 'US',
  countryName: 'United States',
  zipCode: '94105',
  vatCode: null,
  ioss: 'IM1234567890',
  isDefault: true,
};

const item = (id: number, warehouseCode: string, skuCode: string): BagItem =>
  ({ id, warehouseCode, skuCode, kkProductId: 'p1', skuName: 'Dress', imgUrl: null, option1: '{"name":"color","value":"Red"}', option2: '{"name":"size","value":"S"}', price: 2000, afterDiscountAmount: 1800, promotionAmount: 200, discountId: 7, productType: 1, countryCode: 'CN', warehouseType: 1, warehouseId: warehouseCode === 'CN_S' ? 1 : 2 }) as BagItem;

const channel = (channelCode: string, estimatedFreight: number) => ({ channelCode, channelNameEn: channelCode, agingGrade: 'Express' as const, deliveryTime: '5~7', estimatedFreight });
const delivery: DeliveryOption = { agingGrade: 'Express', deliveryTime: '5~7', estimatedFreight: 1500, channels: { CN_S: channel('exp-s', 1000), CN_N: channel('exp-n', 500) } };

const billing = (over: Partial<BillingPreview> = {}): BillingPreview => ({
  skuTotalAmount: 6000,
  activityDiscountTotalAmount: 600,
  couponCodeTotalAmount: 100,
  couponCodeApplied: true,
  couponTicketTotalAmount: 500,
  shippingSubtotal: 1500,
  transactionTotalAmount: 6300,
  selectCouponTicketId: 9001,
  priceChanged: false,
  orderBillingFilterResults: { couponTicketInfos: [] },
  ...over,
});

test("one sub-order per warehouse, each with its own channel and freight, lines with the typed quantities", () => {
  const lines = [
    { item: item(11, 'CN_S', 'A-S'), num: 2 },
    { item: item(12, 'CN_N', 'A-M'), num: 1 },
  ];
  const body = createOrderBody({ address, lines, delivery, billing: billing(), promoCode: 'BAGTEN' });
  assert.deepEqual(body.cartIds, [11, 12]);
  assert.equal(body.channelType, 'Express');
  assert.equal(body.paymentMethod, 0);
  assert.equal(body.grandTotal, 6300);
  assert.equal(body.promotionSubtotal, 1200);
  assert.deepEqual(
    body.order.map((o) => [o.warehouseCode, o.channelCode, o.freightAmount, o.warehouseId, o.orderItems?.map((i) => [i.skuCode, i.productNum])]),
    [
      ['CN_S', 'exp-s', 1000, 1, [['A-S', 2]]],
      ['CN_N', 'exp-n', 500, 2, [['A-M', 1]]],
    ],
  );
  assert.deepEqual(body.orderAddresses, { country: 'US', city: 'San Francisco', phone: '+1 202-555-0147', recipient: 'Ada Lovelace', street1: '1 Market St', street2: null, province: 'CA', zip: '94105', vat: null, ioss: 'IM1234567890' });
  assert.equal(body.couponCode, 'BAGTEN');
  assert.equal(body.selectCouponTicketId, 9001);
});

test('a promo code the preview did not apply, and no coupon, are left out', () => {
  const body = createOrderBody({ address, lines: [{ item: item(11, 'CN_S', 'A-S'), num: 1 }], delivery, billing: billing({ couponCodeApplied: false, selectCouponTicketId: null }), promoCode: 'BAGTEN' });
  assert.equal('couponCode' in body, false);
  assert.equal('selectCouponTicketId' in body, false);
});
