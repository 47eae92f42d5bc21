import { linesAmount, linesPieces, percentOf, type CheckoutLine } from './lines.ts';

/** Promo codes (spec 2.4, 3 promo-code result). */
export interface PromoCodeRule {
  couponCode: string;
  /**
   * 1 percent off and 2 fixed amount off, both taken from one unit of the highest-priced product
   * (so a fixed amount never exceeds that unit's price). 3 is ours, for the spec's 'special' rule
   * it shows a separate tip for: the shipping fee is waived.
   */
  discountRule: 1 | 2 | 3;
  /** 1 at least satisfyNum pieces ('Order N, '); 2 at least satisfyAmountCents of goods plus freight ('Spend $X, '). */
  discountCondition: 1 | 2;
  satisfyNum?: number | null;
  satisfyAmountCents?: number | null;
  discountPercent?: number | null;
  discountFixedCents?: number | null;
}

export type PromoCodeEvaluation = { applied: true; deductionCents: number } | { applied: false; reason: 'noItems' | 'conditionNotMet' };

/** The highest unit price among the lines, after activity discounts. */
export const highestUnitPrice = (lines: readonly CheckoutLine[]): number => Math.max(0, ...lines.map((l) => l.afterDiscountCents));

/** Whether the code's condition holds and how much it takes off. */
export function evaluatePromoCode(rule: PromoCodeRule, context: { lines: readonly CheckoutLine[]; shippingCents: number }): PromoCodeEvaluation {
  if (context.lines.length === 0) return { applied: false, reason: 'noItems' };
  const met =
    rule.discountCondition === 1
      ? linesPieces(context.lines) >= (rule.satisfyNum ?? 0)
      : linesAmount(context.lines) + context.shippingCents >= (rule.satisfyAmountCents ?? 0);
  if (!met) return { applied: false, reason: 'conditionNotMet' };
  const unit = highestUnitPrice(context.lines);
  const deductionCents =
    rule.discountRule === 1
      ? percentOf(unit, rule.discountPercent ?? 0)
      : rule.discountRule === 2
        ? Math.min(rule.discountFixedCents ?? 0, unit)
        : context.shippingCents;
  return { applied: true, deductionCents: Math.max(0, deductionCents) };
}

/** One piece of the success banner: an i18n key and its values (money in cents, for the web to format). */
export type PromoBannerPart =
  | { key: 'orderN'; values: { count: number } }
  | { key: 'spendX'; values: { amountCents: number } }
  | { key: 'getPercentOff'; values: { percent: number } }
  | { key: 'getFixedOff'; values: { amountCents: number } }
  | { key: 'freeShipping'; values: Record<string, never> };

/** The banner 'Order N, ' or 'Spend $X, ' then 'Get P% off', 'Get $F off' or, for rule 3, the free-shipping tip. */
export function promoBannerParts(rule: PromoCodeRule): PromoBannerPart[] {
  const condition: PromoBannerPart =
    rule.discountCondition === 1
      ? { key: 'orderN', values: { count: rule.satisfyNum ?? 0 } }
      : { key: 'spendX', values: { amountCents: rule.satisfyAmountCents ?? 0 } };
  const reward: PromoBannerPart =
    rule.discountRule === 1
      ? { key: 'getPercentOff', values: { percent: rule.discountPercent ?? 0 } }
      : rule.discountRule === 2
        ? { key: 'getFixedOff', values: { amountCents: rule.discountFixedCents ?? 0 } }
        : { key: 'freeShipping', values: {} };
  return [condition, reward];
}

/**
 * What the code takes off, in money, as the seller reads it before confirming. The spec's rule
 * ('a promo code deducts from the highest-priced product') takes its percent or fixed amount from
 * one piece of that product, not from every piece of it, so the words say 'one piece'.
 */
export type PromoEffect =
  | { key: 'percentOffTopPiece'; values: { percent: number; amountCents: number } }
  | { key: 'fixedOffTopPiece'; values: { fixedCents: number; amountCents: number } }
  | { key: 'shippingWaived'; values: { amountCents: number } };

/** The effect of an applied code whose deduction (from evaluatePromoCode or the billing preview) is known. */
export function promoEffect(rule: PromoCodeRule, deductionCents: number): PromoEffect {
  const amountCents = Math.max(0, deductionCents);
  if (rule.discountRule === 1) return { key: 'percentOffTopPiece', values: { percent: rule.discountPercent ?? 0, amountCents } };
  if (rule.discountRule === 2) return { key: 'fixedOffTopPiece', values: { fixedCents: rule.discountFixedCents ?? 0, amountCents } };
  return { key: 'shippingWaived', values: { amountCents } };
}
