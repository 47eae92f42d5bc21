import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CheckoutLine } from './lines.ts';
import { evaluatePromoCode, highestUnitPrice, promoBannerParts, promoEffect, type PromoCodeRule } from './promo-codes.ts';

const line = (afterDiscountCents: number, quantity: number): CheckoutLine => ({
  kkProductId: `P${afterDiscountCents}`,
  skuCode: `S${afterDiscountCents}`,
  originalPriceCents: afterDiscountCents + 100,
  afterDiscountCents,
  quantity,
  onPromotion: false,
});
const lines = [line(1000, 3), line(2599, 1)];
const rule = (overrides: Partial<PromoCodeRule>): PromoCodeRule => ({ couponCode: 'SAVE', discountRule: 1, discountCondition: 1, satisfyNum: 1, discountPercent: 10, ...overrides });

test('the highest unit price is after activity discounts', () => {
  assert.equal(highestUnitPrice(lines), 2599);
  assert.equal(highestUnitPrice([]), 0);
});

test('piece condition: Order N', () => {
  assert.equal(evaluatePromoCode(rule({ satisfyNum: 4 }), { lines, shippingCents: 0 }).applied, true);
  assert.deepEqual(evaluatePromoCode(rule({ satisfyNum: 5 }), { lines, shippingCents: 0 }), { applied: false, reason: 'conditionNotMet' });
});

test('amount condition: goods after activity discounts plus freight', () => {
  // Goods 5599 + freight 401 = 6000.
  const spend = (satisfyAmountCents: number) => rule({ discountCondition: 2, satisfyAmountCents });
  assert.equal(evaluatePromoCode(spend(6000), { lines, shippingCents: 401 }).applied, true);
  assert.deepEqual(evaluatePromoCode(spend(6001), { lines, shippingCents: 401 }), { applied: false, reason: 'conditionNotMet' });
});

test('no items, nothing to deduct from', () => {
  assert.deepEqual(evaluatePromoCode(rule({ satisfyNum: 0 }), { lines: [], shippingCents: 500 }), { applied: false, reason: 'noItems' });
});

test('percent off one unit of the highest-priced product, rounded down', () => {
  // 10% of 2599 = 259.9 -> 259.
  assert.deepEqual(evaluatePromoCode(rule({ discountPercent: 10 }), { lines, shippingCents: 0 }), { applied: true, deductionCents: 259 });
});

test('fixed amount off never exceeds that unit price', () => {
  const fixed = (discountFixedCents: number) => rule({ discountRule: 2, discountPercent: null, discountFixedCents });
  assert.deepEqual(evaluatePromoCode(fixed(500), { lines, shippingCents: 0 }), { applied: true, deductionCents: 500 });
  assert.deepEqual(evaluatePromoCode(fixed(10_000), { lines, shippingCents: 0 }), { applied: true, deductionCents: 2599 });
});

test('rule 3 waives the shipping fee', () => {
  assert.deepEqual(evaluatePromoCode(rule({ discountRule: 3 }), { lines, shippingCents: 1234 }), { applied: true, deductionCents: 1234 });
});

test('banner parts', () => {
  assert.deepEqual(promoBannerParts(rule({ satisfyNum: 3, discountPercent: 15 })), [
    { key: 'orderN', values: { count: 3 } },
    { key: 'getPercentOff', values: { percent: 15 } },
  ]);
  assert.deepEqual(promoBannerParts({ couponCode: 'X', discountRule: 2, discountCondition: 2, satisfyAmountCents: 10_000, discountFixedCents: 500 }), [
    { key: 'spendX', values: { amountCents: 10_000 } },
    { key: 'getFixedOff', values: { amountCents: 500 } },
  ]);
  assert.deepEqual(promoBannerParts(rule({ discountRule: 3 }))[1], { key: 'freeShipping', values: {} });
});

test("'Order 2, Get 10% off' on three pieces: the effect names one piece of the top item and the money it takes", () => {
  // Three pieces at $25.80: 10% of one piece is $2.58, not 10% of $77.40.
  const three = [line(2580, 3)];
  const code = rule({ satisfyNum: 2, discountPercent: 10 });
  const result = evaluatePromoCode(code, { lines: three, shippingCents: 0 });
  assert.deepEqual(result, { applied: true, deductionCents: 258 });
  assert.deepEqual(promoEffect(code, 258), { key: 'percentOffTopPiece', values: { percent: 10, amountCents: 258 } });
});

test('effect of a fixed amount shows the amount and what it really takes (capped at the piece)', () => {
  const fixed = rule({ discountRule: 2, discountPercent: null, discountFixedCents: 10_000 });
  const taken = evaluatePromoCode(fixed, { lines, shippingCents: 0 });
  assert.ok(taken.applied);
  assert.deepEqual(promoEffect(fixed, taken.deductionCents), { key: 'fixedOffTopPiece', values: { fixedCents: 10_000, amountCents: 2599 } });
});

test('effect of rule 3 is the waived shipping fee', () => {
  assert.deepEqual(promoEffect(rule({ discountRule: 3 }), 1234), { key: 'shippingWaived', values: { amountCents: 1234 } });
});
