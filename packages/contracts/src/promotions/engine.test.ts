import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CouponRule } from './coupons.ts';
import { priceCheckout, type CheckoutInput } from './engine.ts';
import type { CheckoutLine } from './lines.ts';

const lines: CheckoutLine[] = [
  // Flash sale: 2000 -> 1500, two pieces.
  { kkProductId: 'P1', skuCode: 'P1-M', originalPriceCents: 2000, afterDiscountCents: 1500, quantity: 2, onPromotion: true },
  { kkProductId: 'P2', skuCode: 'P2-S', originalPriceCents: 1000, afterDiscountCents: 1000, quantity: 3, onPromotion: false },
];
const coupon = (id: number, overrides: Partial<CouponRule> = {}): CouponRule => ({
  id,
  fixedType: 1,
  reduction: 300,
  useType: 1,
  threshold: 0,
  applicableType: 1,
  productIds: [],
  stacksWithPromoCode: true,
  usableStartTime: 0,
  usableEndTime: 10_000,
  ...overrides,
});
const input = (overrides: Partial<CheckoutInput> = {}): CheckoutInput => ({
  lines,
  shippingCents: 800,
  coupons: [],
  autoSelectBestCoupon: true,
  nowMs: 5000,
  ...overrides,
});

test('subtotal at original prices, activity discount, shipping and total', () => {
  assert.deepEqual(priceCheckout(input()), {
    itemSubtotalCents: 7000,
    activityDiscountCents: 1000,
    promoCodeCents: 0,
    promoCode: { applied: false },
    couponCents: 0,
    selectedCouponId: null,
    couponStates: [],
    shippingCents: 800,
    totalCents: 6800,
  });
});

test('a promo code comes off the total', () => {
  const result = priceCheckout(input({ promoCode: { couponCode: 'TEN', discountRule: 1, discountCondition: 1, satisfyNum: 5, discountPercent: 10 } }));
  assert.equal(result.promoCodeCents, 150); // 10% of the highest unit, 1500.
  assert.deepEqual(result.promoCode, { applied: true });
  assert.equal(result.totalCents, 6650);
});

test('a promo code whose condition fails says so and takes nothing', () => {
  const result = priceCheckout(input({ promoCode: { couponCode: 'BIG', discountRule: 2, discountCondition: 2, satisfyAmountCents: 6801, discountFixedCents: 500 } }));
  assert.deepEqual(result.promoCode, { applied: false, reason: 'conditionNotMet' });
  assert.equal(result.promoCodeCents, 0);
  assert.equal(result.totalCents, 6800);
});

test('the special promo code waives shipping', () => {
  const result = priceCheckout(input({ promoCode: { couponCode: 'SHIP', discountRule: 3, discountCondition: 1, satisfyNum: 1 } }));
  assert.equal(result.promoCodeCents, 800);
  assert.equal(result.totalCents, 6000);
});

test('auto-selects the largest deduction, ties by earliest end', () => {
  const coupons = [coupon(1, { reduction: 300 }), coupon(2, { fixedType: 2, reduction: 10, usableEndTime: 9000 }), coupon(3, { reduction: 600, usableEndTime: 8000 })];
  // Coupon 2: 10% of 6000 = 600, equal to coupon 3, which ends earlier.
  const result = priceCheckout(input({ coupons }));
  assert.equal(result.selectedCouponId, 3);
  assert.equal(result.couponCents, 600);
  assert.equal(result.totalCents, 6200);
  assert.deepEqual(result.couponStates, [
    { id: 1, ifUsed: 1 },
    { id: 2, ifUsed: 1 },
    { id: 3, ifUsed: 1 },
  ]);
});

test('a chosen usable coupon wins over the best one', () => {
  const coupons = [coupon(1, { reduction: 300 }), coupon(2, { reduction: 600 })];
  assert.equal(priceCheckout(input({ coupons, selectedCouponId: 1 })).selectedCouponId, 1);
  assert.equal(priceCheckout(input({ coupons, selectedCouponId: 1, autoSelectBestCoupon: false })).couponCents, 300);
});

test('without auto-selection and no choice, no coupon', () => {
  const result = priceCheckout(input({ coupons: [coupon(1)], autoSelectBestCoupon: false, selectedCouponId: null }));
  assert.equal(result.selectedCouponId, null);
  assert.equal(result.couponCents, 0);
  assert.deepEqual(result.couponStates, [{ id: 1, ifUsed: 1 }]);
});

test('an unusable choice falls back to the best only when auto-selecting', () => {
  const coupons = [coupon(1, { usableEndTime: 4000 }), coupon(2, { reduction: 100 })];
  assert.equal(priceCheckout(input({ coupons, selectedCouponId: 1 })).selectedCouponId, 2);
  assert.equal(priceCheckout(input({ coupons, selectedCouponId: 1, autoSelectBestCoupon: false })).selectedCouponId, null);
});

test('coupon states give the reasons; non-stacking tickets fail while a promo code applies', () => {
  const coupons = [
    coupon(1, { stacksWithPromoCode: false }),
    coupon(2, { applicableType: 2, useType: 2, threshold: 3001 }),
    coupon(3, { applicableType: 3, productIds: ['P1'], fixedType: 2, reduction: 33 }),
  ];
  const result = priceCheckout(input({ coupons, promoCode: { couponCode: 'X', discountRule: 2, discountCondition: 1, satisfyNum: 1, discountFixedCents: 100 } }));
  assert.deepEqual(result.couponStates, [
    { id: 1, ifUsed: 0, reason: 'cannotStackPromoCode' },
    { id: 2, ifUsed: 0, reason: 'thresholdNotMet' },
    { id: 3, ifUsed: 1 },
  ]);
  assert.equal(result.couponCents, 990); // 33% of 3000.
  assert.equal(result.totalCents, 6800 - 100 - 990);
});

test('the total never goes below zero', () => {
  const cheap: CheckoutLine[] = [{ kkProductId: 'P', skuCode: 'P-S', originalPriceCents: 500, afterDiscountCents: 500, quantity: 1, onPromotion: false }];
  const result = priceCheckout(
    input({
      lines: cheap,
      shippingCents: 0,
      promoCode: { couponCode: 'ALL', discountRule: 2, discountCondition: 1, satisfyNum: 1, discountFixedCents: 500 },
      coupons: [coupon(1, { reduction: 500 })],
    }),
  );
  assert.equal(result.promoCodeCents, 500);
  assert.equal(result.couponCents, 500);
  assert.equal(result.totalCents, 0);
});
