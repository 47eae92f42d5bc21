import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applicableLines, evaluateCoupon, type CouponRule } from './coupons.ts';
import type { CheckoutLine } from './lines.ts';

const line = (kkProductId: string, afterDiscountCents: number, quantity: number, onPromotion = false): CheckoutLine => ({
  kkProductId,
  skuCode: `${kkProductId}-M`,
  originalPriceCents: afterDiscountCents,
  afterDiscountCents,
  quantity,
  onPromotion,
});

const coupon = (overrides: Partial<CouponRule>): CouponRule => ({
  id: 1,
  fixedType: 1,
  reduction: 500,
  useType: 1,
  threshold: 0,
  applicableType: 1,
  productIds: [],
  stacksWithPromoCode: true,
  usableStartTime: 1000,
  usableEndTime: 2000,
  ...overrides,
});

const lines = [line('P1', 1000, 2), line('P2', 3000, 1, true), line('P3', 250, 4)];
const context = { lines, promoCodeApplied: false, nowMs: 1500 };

test('applicable lines follow applicableType', () => {
  assert.deepEqual(applicableLines(coupon({ applicableType: 1 }), lines).map((l) => l.kkProductId), ['P1', 'P2', 'P3']);
  assert.deepEqual(applicableLines(coupon({ applicableType: 2 }), lines).map((l) => l.kkProductId), ['P1', 'P3']);
  assert.deepEqual(applicableLines(coupon({ applicableType: 3, productIds: ['P2', 'P9'] }), lines).map((l) => l.kkProductId), ['P2']);
});

test('usable only inside its window, both ends included', () => {
  assert.deepEqual(evaluateCoupon(coupon({}), { ...context, nowMs: 999 }), { usable: false, reason: 'notStarted' });
  assert.equal(evaluateCoupon(coupon({}), { ...context, nowMs: 1000 }).usable, true);
  assert.equal(evaluateCoupon(coupon({}), { ...context, nowMs: 2000 }).usable, true);
  assert.deepEqual(evaluateCoupon(coupon({}), { ...context, nowMs: 2001 }), { usable: false, reason: 'expired' });
});

test('needs applicable items', () => {
  assert.deepEqual(evaluateCoupon(coupon({ applicableType: 3, productIds: ['P9'] }), context), { usable: false, reason: 'noApplicableItems' });
  assert.deepEqual(evaluateCoupon(coupon({ applicableType: 2 }), { ...context, lines: [line('P2', 3000, 1, true)] }), {
    usable: false,
    reason: 'noApplicableItems',
  });
});

test('amount threshold counts applicable goods only', () => {
  // Non-promotional goods: 2 × 1000 + 4 × 250 = 3000.
  assert.equal(evaluateCoupon(coupon({ useType: 2, threshold: 3000, applicableType: 2 }), context).usable, true);
  assert.deepEqual(evaluateCoupon(coupon({ useType: 2, threshold: 3001, applicableType: 2 }), context), { usable: false, reason: 'thresholdNotMet' });
});

test('piece threshold counts applicable pieces only', () => {
  assert.equal(evaluateCoupon(coupon({ useType: 3, threshold: 6, applicableType: 2 }), context).usable, true);
  assert.deepEqual(evaluateCoupon(coupon({ useType: 3, threshold: 7, applicableType: 2 }), context), { usable: false, reason: 'thresholdNotMet' });
});

test('a ticket that cannot stack is unusable while a promo code applies', () => {
  const single = coupon({ stacksWithPromoCode: false });
  assert.equal(evaluateCoupon(single, context).usable, true);
  assert.deepEqual(evaluateCoupon(single, { ...context, promoCodeApplied: true }), { usable: false, reason: 'cannotStackPromoCode' });
  assert.equal(evaluateCoupon(coupon({ stacksWithPromoCode: true }), { ...context, promoCodeApplied: true }).usable, true);
});

test('fixed amount never exceeds the applicable amount', () => {
  assert.deepEqual(evaluateCoupon(coupon({ reduction: 500 }), context), { usable: true, deductionCents: 500 });
  assert.deepEqual(evaluateCoupon(coupon({ reduction: 99_999, applicableType: 3, productIds: ['P3'] }), context), { usable: true, deductionCents: 1000 });
});

test('percent off is rounded down to the cent', () => {
  // 15% of 6000 = 900; 15% of 333 = 49.95 -> 49.
  assert.deepEqual(evaluateCoupon(coupon({ fixedType: 2, reduction: 15 }), context), { usable: true, deductionCents: 900 });
  assert.deepEqual(evaluateCoupon(coupon({ fixedType: 2, reduction: 15 }), { ...context, lines: [line('P1', 333, 1)] }), { usable: true, deductionCents: 49 });
});
