import { linesAmount, linesPieces, percentOf, type CheckoutLine } from './lines.ts';

/** Coupon tickets (spec 3 receiveUsageRules, spec 4 coupons). */

/** A user's ticket: 0 available, 1 used, 2 expired, 3 unavailable. Only available tickets reach the engine. */
export const USER_COUPON_STATUSES = { available: 0, used: 1, expired: 2, unavailable: 3 } as const;
export type UserCouponStatus = (typeof USER_COUPON_STATUSES)[keyof typeof USER_COUPON_STATUSES];

export interface CouponRule {
  /** The user's ticket id. */
  id: number;
  /** 1 fixed amount, 2 percent off. */
  fixedType: 1 | 2;
  /** Cents when fixedType is 1; whole percent 1-99 when 2. */
  reduction: number;
  /** 1 'No Strings Attached', 2 'Available On Orders Of $X+', 3 'Buy X pcs to use'. */
  useType: 1 | 2 | 3;
  /** Cents for useType 2, pieces for useType 3. */
  threshold: number;
  /** 1 all items, 2 non-promotional products, 3 the products listed in productIds. */
  applicableType: 1 | 2 | 3;
  /** kkProductIds, for applicableType 3. */
  productIds: string[];
  /** 'Stack promotion code' when true, 'Cannot stack promotion code' when false. */
  stacksWithPromoCode: boolean;
  /** Epoch ms; the ticket is usable from start to end, both included. */
  usableStartTime: number;
  usableEndTime: number;
}

export type CouponUnusableReason = 'notStarted' | 'expired' | 'noApplicableItems' | 'thresholdNotMet' | 'cannotStackPromoCode';

export type CouponEvaluation = { usable: true; deductionCents: number } | { usable: false; reason: CouponUnusableReason };

/** The lines a coupon applies to. */
export function applicableLines(coupon: CouponRule, lines: readonly CheckoutLine[]): CheckoutLine[] {
  if (coupon.applicableType === 2) return lines.filter((l) => !l.onPromotion);
  if (coupon.applicableType === 3) return lines.filter((l) => coupon.productIds.includes(l.kkProductId));
  return [...lines];
}

/**
 * Whether a ticket can be used on these lines now, and how much it takes off: a fixed amount up
 * to the applicable goods amount, or a percent of it rounded down to the cent.
 */
export function evaluateCoupon(
  coupon: CouponRule,
  context: { lines: readonly CheckoutLine[]; promoCodeApplied: boolean; nowMs: number },
): CouponEvaluation {
  if (context.nowMs < coupon.usableStartTime) return { usable: false, reason: 'notStarted' };
  if (context.nowMs > coupon.usableEndTime) return { usable: false, reason: 'expired' };
  const lines = applicableLines(coupon, context.lines);
  if (lines.length === 0) return { usable: false, reason: 'noApplicableItems' };
  const amount = linesAmount(lines);
  const reached = coupon.useType === 2 ? amount >= coupon.threshold : coupon.useType === 3 ? linesPieces(lines) >= coupon.threshold : true;
  if (!reached) return { usable: false, reason: 'thresholdNotMet' };
  if (context.promoCodeApplied && !coupon.stacksWithPromoCode) return { usable: false, reason: 'cannotStackPromoCode' };
  const deductionCents = coupon.fixedType === 1 ? Math.min(coupon.reduction, amount) : percentOf(amount, coupon.reduction);
  return { usable: true, deductionCents: Math.max(0, deductionCents) };
}
