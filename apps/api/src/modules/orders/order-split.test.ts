import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CheckoutQuote, PricedLine } from '../checkout/index.ts';
import { kkOrderIdOf } from './kk-order-id.ts';
import { splitQuote } from './order-split.ts';

const line = (afterDiscountCents: number, quantity: number, promotionCents: number, originalPriceCents = afterDiscountCents) =>
  ({ afterDiscountCents, originalPriceCents, quantity, promotionCents }) as PricedLine;

const quote = (lines: PricedLine[], promoCodeCents: number, shippingWaivedCents = 0) =>
  ({ lines, pricing: { promoCodeCents }, shippingWaivedCents }) as unknown as CheckoutQuote;

test('the promo code stays with the order holding the highest-priced line; coupon shares follow their lines', () => {
  // Line 1 (3000) holds the 300 promo deduction plus 100 of coupon; line 0 has 200 of coupon.
  const split = splitQuote(quote([line(1000, 2, 200), line(3000, 1, 400)], 300), [
    { lineIndexes: [0], shippingCents: 500 },
    { lineIndexes: [1], shippingCents: 700 },
  ]);
  assert.deepEqual(
    split.map((o) => [o.promoCodeCents, o.couponCents, o.totalCents, o.holdsPromotions]),
    [
      [0, 200, 2000 - 200 + 500, false],
      [300, 100, 3000 - 300 - 100 + 700, true],
    ],
  );
});

test('activity discounts come from the price difference; a freight waiver is not taken from the lines', () => {
  const [only] = splitQuote(quote([line(800, 3, 0, 1000)], 450, 450), [{ lineIndexes: [0], shippingCents: 450 }]);
  assert.deepEqual(only, { itemSubtotalCents: 3000, activityDiscountCents: 600, promoCodeCents: 450, couponCents: 0, shippingCents: 450, totalCents: 2400, holdsPromotions: true });
});

test('order numbers: KK, the UTC date, the row id', () => {
  assert.equal(kkOrderIdOf(50001, new Date('2026-11-21T23:59:00Z')), 'KK26112150001');
});
