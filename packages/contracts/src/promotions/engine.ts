import { evaluateCoupon, type CouponRule, type CouponUnusableReason } from './coupons.ts';
import { evaluatePromoCode, type PromoCodeRule } from './promo-codes.ts';
import type { CheckoutLine } from './lines.ts';

/**
 * The one pricing engine of checkout (spec 2.4 order amount, 7 billing preview and order
 * creation), shared by the API and the web app. Money in US cents; every discount is rounded
 * down to the cent so the total rounds up, and the total never goes below 0.
 */
export interface CheckoutInput {
  lines: readonly CheckoutLine[];
  shippingCents: number;
  promoCode?: PromoCodeRule | null;
  /** The user's available tickets. */
  coupons: readonly CouponRule[];
  selectedCouponId?: number | null;
  /** The preview picks the best usable ticket unless ifApplication is false (after a manual click). */
  autoSelectBestCoupon: boolean;
  nowMs: number;
}

export interface CouponState {
  id: number;
  /** 1 usable now, 0 not. */
  ifUsed: 0 | 1;
  reason?: CouponUnusableReason;
}

export interface CheckoutPricing {
  /** At original prices. */
  itemSubtotalCents: number;
  activityDiscountCents: number;
  promoCodeCents: number;
  promoCode: { applied: boolean; reason?: 'noItems' | 'conditionNotMet' };
  couponCents: number;
  selectedCouponId: number | null;
  couponStates: CouponState[];
  shippingCents: number;
  totalCents: number;
}

export function priceCheckout(input: CheckoutInput): CheckoutPricing {
  const { lines, shippingCents, nowMs } = input;
  const itemSubtotalCents = lines.reduce((sum, l) => sum + l.originalPriceCents * l.quantity, 0);
  const activityDiscountCents = lines.reduce((sum, l) => sum + Math.max(0, l.originalPriceCents - l.afterDiscountCents) * l.quantity, 0);

  const promo = input.promoCode ? evaluatePromoCode(input.promoCode, { lines, shippingCents }) : null;
  const promoCodeCents = promo?.applied ? promo.deductionCents : 0;

  const evaluations = input.coupons.map((coupon) => ({
    coupon,
    result: evaluateCoupon(coupon, { lines, promoCodeApplied: promo?.applied ?? false, nowMs }),
  }));
  const chosen = chooseCoupon(evaluations, input.selectedCouponId ?? null, input.autoSelectBestCoupon);

  return {
    itemSubtotalCents,
    activityDiscountCents,
    promoCodeCents,
    promoCode: promo === null ? { applied: false } : promo.applied ? { applied: true } : { applied: false, reason: promo.reason },
    couponCents: chosen?.cents ?? 0,
    selectedCouponId: chosen?.id ?? null,
    couponStates: evaluations.map(({ coupon, result }) => (result.usable ? { id: coupon.id, ifUsed: 1 } : { id: coupon.id, ifUsed: 0, reason: result.reason })),
    shippingCents,
    totalCents: Math.max(0, itemSubtotalCents - activityDiscountCents - promoCodeCents - (chosen?.cents ?? 0) + shippingCents),
  };
}

type Evaluated = { coupon: CouponRule; result: ReturnType<typeof evaluateCoupon> };

/**
 * The chosen ticket when it is usable; otherwise, when choosing automatically, the usable ticket
 * taking off the most (on a tie the one ending first); otherwise none.
 */
function chooseCoupon(evaluations: readonly Evaluated[], selectedId: number | null, auto: boolean): { id: number; cents: number } | null {
  const usable = evaluations.flatMap(({ coupon, result }) => (result.usable ? [{ coupon, cents: result.deductionCents }] : []));
  const selected = usable.find((u) => u.coupon.id === selectedId);
  if (selected) return { id: selected.coupon.id, cents: selected.cents };
  if (!auto) return null;
  const best = usable.reduce<(typeof usable)[number] | null>(
    (top, u) => (!top || u.cents > top.cents || (u.cents === top.cents && u.coupon.usableEndTime < top.coupon.usableEndTime) ? u : top),
    null,
  );
  return best && { id: best.coupon.id, cents: best.cents };
}
