import { centsToDollars, ErrorCode, evaluatePromoCode, PROMOTION_ERROR_CODES, type CheckoutLine, type CouponCodeCheckInput, type PromoCodeResult, type PromoCodeRule } from '@threadway/contracts';
import type { Executor } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { promoCodesRepository, type PromoCodeRow } from './promo-codes.repository.ts';

const inactive = (key: 'promotions.codeNotStarted' | 'promotions.codeExpired') => new AppError(PROMOTION_ERROR_CODES.promoCodeInactive, key, 400);
const usedUp = () => new AppError(ErrorCode.conflict, 'promotions.codeUsedUp', 409);

/** 400 saying what the order lacks for the code: pieces or amount (goods plus freight). */
export function conditionNotMet(rule: PromoCodeRule): AppError {
  return rule.discountCondition === 1
    ? new AppError(PROMOTION_ERROR_CODES.promoCodeConditionNotMet, 'promotions.needPieces', 400, { count: rule.satisfyNum ?? 0 })
    : new AppError(PROMOTION_ERROR_CODES.promoCodeConditionNotMet, 'promotions.needAmount', 400, { amount: centsToDollars(rule.satisfyAmountCents ?? 0) });
}

export const toPromoCodeRule = (row: PromoCodeRow): PromoCodeRule => ({
  couponCode: row.code,
  discountRule: row.discountRule as PromoCodeRule['discountRule'],
  discountCondition: row.discountCondition as PromoCodeRule['discountCondition'],
  satisfyNum: row.satisfyNum,
  satisfyAmountCents: row.satisfyAmountCents,
  discountPercent: row.discountPercent,
  discountFixedCents: row.discountFixedCents,
});

/** The promo-code result of spec 3; discountAmount null when no order is given. */
export const toPromoCodeResult = (row: PromoCodeRow, discountAmount: number | null, message: string): PromoCodeResult => ({
  couponCode: row.code,
  discountRule: row.discountRule,
  discountCondition: row.discountCondition,
  discountPercent: row.discountPercent,
  discountFixed: row.discountFixedCents,
  discountAmount,
  message,
  satisfyNum: row.satisfyNum,
  satisfyAmount: row.satisfyAmountCents,
});

/**
 * The check call knows only the piece count, the highest unit price and goods plus freight, so
 * it hands the engine one line of the highest unit, the other pieces at 0, and the rest of the
 * amount as freight: pieces, highest unit and goods plus freight are then exactly the order's.
 */
function checkContext(input: CouponCodeCheckInput): { lines: CheckoutLine[]; shippingCents: number } {
  const line = (afterDiscountCents: number, quantity: number): CheckoutLine => ({ kkProductId: '', skuCode: '', originalPriceCents: afterDiscountCents, afterDiscountCents, quantity, onPromotion: false });
  const lines = [line(input.maxProductAmount, 1), ...(input.productNum > 1 ? [line(0, input.productNum - 1)] : [])];
  return { lines, shippingCents: input.transactionAmount - input.maxProductAmount };
}

export function promoCodesService(db: Executor) {
  const repo = promoCodesRepository(db);

  /**
   * A code that may be used now: known (404 'This promo code does not exist.'), switched on and
   * within its dates (400), with uses left (409). Throws otherwise.
   */
  async function usable(code: string, nowMs: number): Promise<PromoCodeRow> {
    const row = await repo.byCode(code);
    if (!row) throw notFound('promotions.codeNotFound');
    if (row.status !== 1 || nowMs > row.endTime.getTime()) throw inactive('promotions.codeExpired');
    if (nowMs < row.startTime.getTime()) throw inactive('promotions.codeNotStarted');
    if (row.usageLimit !== null && row.usedCount >= row.usageLimit) throw usedUp();
    return row;
  }

  return {
    usable,

    /** The code's rules, known or 404 (ticket detail shows them whatever the dates). */
    async known(code: string): Promise<PromoCodeRow> {
      const row = await repo.byCode(code);
      if (!row) throw notFound('promotions.codeNotFound');
      return row;
    },

    /**
     * couponCodeCheck: the code must be usable and its condition met (else 400 saying what is
     * missing); answers the deduction. Rule 3 waives the freight, which this call does not know: 0.
     */
    async check(input: CouponCodeCheckInput, nowMs: number, message: string): Promise<PromoCodeResult> {
      const row = await usable(input.couponCode, nowMs);
      const rule = toPromoCodeRule(row);
      const result = evaluatePromoCode(rule, checkContext(input));
      if (!result.applied) throw conditionNotMet(rule);
      return toPromoCodeResult(row, rule.discountRule === 3 ? 0 : result.deductionCents, message);
    },

    takeUse: repo.takeUse,
    giveBack: repo.giveBack,
  };
}
export type PromoCodesService = ReturnType<typeof promoCodesService>;
