import {
  applicableLines,
  ErrorCode,
  highestUnitPrice,
  priceCheckout,
  PROMOTION_ERROR_CODES,
  type CheckoutLine,
  type CheckoutPricing,
  type PromoCodeRule,
} from '@threadway/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { userCouponTickets } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { conditionNotMet, promoCodesService, toCouponRule, toPromoCodeRule, ticketsRepository, type TicketRow } from '../promotions/index.ts';
import { splitProportionally } from './allocation.ts';
import { loadSkuPrices, type SkuPrice } from './checkout-lines.repository.ts';

/** A line to price: a SKU by id or code (kkProductId, when given, must be that SKU's product). */
export interface PricingLineInput {
  skuId?: number;
  skuCode?: string;
  kkProductId?: string;
  /** Passed through to the priced line; pricing does not depend on it. */
  warehouseCode?: string;
  quantity: number;
}

export interface PricingInput {
  lines: readonly PricingLineInput[];
  couponCode?: string | null;
  selectCouponTicketId?: number | null;
  /** Freight in cents, computed by the caller from the channel (never the client's figure at order creation). */
  shippingCents: number;
  nowMs: number;
  /**
   * 'preview' (billing preview): a promo code that is unknown, inactive or used up, or whose
   * condition is not met, is simply not applied; with autoSelectCoupon the best usable ticket is
   * chosen. 'order' (order creation): such a code, or a chosen ticket that cannot be used on
   * these lines, refuses the order with a 4xx saying why; no ticket is ever chosen for the seller.
   */
  mode: 'preview' | 'order';
  autoSelectCoupon?: boolean;
}

export interface PricedLine extends SkuPrice {
  warehouseCode: string | null;
  quantity: number;
  /** Promo code (rules 1 and 2) and coupon deductions allotted to this line, cents; they sum to promoCodeCents + couponCents less shippingWaivedCents. */
  promotionCents: number;
}

export interface CheckoutQuote {
  lines: PricedLine[];
  /** The engine's totals (priceCheckout). */
  pricing: CheckoutPricing;
  /** The promo code looked up, and whether it applies; null when none was given or (preview) it cannot be used. */
  promoCode: { id: number; code: string; rule: PromoCodeRule; applied: boolean } | null;
  /** The seller's ticket this order uses, or null. */
  couponTicketId: number | null;
  /** The part of promoCodeCents that waives freight (promo rule 3); not allotted to lines. */
  shippingWaivedCents: number;
  /** The seller's available tickets (the preview lists them with pricing.couponStates); an order without a chosen coupon reads none. */
  tickets: TicketRow[];
}

const couponNotUsable = () => new AppError(PROMOTION_ERROR_CODES.couponNotUsable, 'promotions.couponNotUsable', 400);

/**
 * Checkout pricing shared by the billing preview and order creation. Every method takes the
 * executor to run on, so order creation prices and claims inside its own transaction.
 */
export function checkoutPricing(db: Executor) {
  async function lookUpPromoCode(tx: Executor, code: string | null | undefined, input: PricingInput) {
    if (!code) return null;
    try {
      return await promoCodesService(tx).usable(code, input.nowMs);
    } catch (error) {
      if (input.mode === 'preview' && error instanceof AppError && error.status < 500) return null;
      throw error;
    }
  }

  return {
    /**
     * Prices lines for a seller: catalogue prices with running activity discounts, the promo
     * code, the seller's coupons (the chosen one must be theirs: else 404) and the freight.
     * Throws 404 'This product is not available.' for a SKU not on sale. Per-line promotion
     * allocation: the promo code's deduction goes to the highest-priced line (one unit of it is
     * what the code discounts), the coupon's over the lines it applies to in proportion to their
     * amounts, exact to the cent.
     */
    async price(tx: Executor, userId: number, input: PricingInput): Promise<CheckoutQuote> {
      const skuIds = input.lines.flatMap((l) => (l.skuId === undefined ? [] : [l.skuId]));
      const skuCodes = input.lines.flatMap((l) => (l.skuId === undefined && l.skuCode !== undefined ? [l.skuCode] : []));
      const prices = await loadSkuPrices(tx, { skuIds, skuCodes });
      const skus = input.lines.map((l) => {
        const sku = l.skuId !== undefined ? prices.byId.get(l.skuId) : prices.byCode.get(l.skuCode ?? '');
        if (!sku || (l.kkProductId !== undefined && l.kkProductId !== sku.kkProductId)) throw notFound('errors.productNotAvailable');
        return sku;
      });
      const lines: CheckoutLine[] = skus.map((sku, i) => ({
        kkProductId: sku.kkProductId,
        skuCode: sku.skuCode,
        originalPriceCents: sku.originalPriceCents,
        afterDiscountCents: sku.afterDiscountCents,
        quantity: input.lines[i]!.quantity,
        onPromotion: sku.discountId !== null,
      }));

      const now = new Date(input.nowMs);
      const tickets = ticketsRepository(tx);
      const selectedId = input.selectCouponTicketId ?? null;
      if (selectedId !== null && !(await tickets.owned(userId, selectedId, now))) throw notFound();
      // An order without a chosen coupon takes none (the best one is chosen only for the preview): its tickets are not read.
      const available = input.mode === 'preview' || selectedId !== null ? await tickets.available(userId, now) : [];
      const promoRow = await lookUpPromoCode(tx, input.couponCode, input);
      const promoRule = promoRow && toPromoCodeRule(promoRow);

      const pricing = priceCheckout({
        lines,
        shippingCents: input.shippingCents,
        promoCode: promoRule,
        coupons: available.map(toCouponRule),
        selectedCouponId: selectedId,
        autoSelectBestCoupon: input.mode === 'preview' && (input.autoSelectCoupon ?? true),
        nowMs: input.nowMs,
      });
      if (input.mode === 'order') {
        if (promoRule && !pricing.promoCode.applied) throw conditionNotMet(promoRule);
        if (selectedId !== null && pricing.selectedCouponId !== selectedId) throw couponNotUsable();
      }

      const shippingWaivedCents = pricing.promoCode.applied && promoRule?.discountRule === 3 ? pricing.promoCodeCents : 0;
      const allotted = lines.map(() => 0);
      if (pricing.promoCode.applied && shippingWaivedCents === 0) {
        const top = highestUnitPrice(lines);
        allotted[lines.findIndex((l) => l.afterDiscountCents === top)]! += pricing.promoCodeCents;
      }
      const coupon = available.find((t) => t.id === pricing.selectedCouponId);
      if (coupon) {
        const targets = applicableLines(toCouponRule(coupon), lines);
        const shares = splitProportionally(pricing.couponCents, targets.map((l) => l.afterDiscountCents * l.quantity));
        targets.forEach((line, i) => (allotted[lines.indexOf(line)]! += shares[i]!));
      }

      return {
        lines: skus.map((sku, i) => ({ ...sku, warehouseCode: input.lines[i]!.warehouseCode ?? null, quantity: input.lines[i]!.quantity, promotionCents: allotted[i]! })),
        pricing,
        promoCode: promoRow && promoRule && { id: promoRow.id, code: promoRow.code, rule: promoRule, applied: pricing.promoCode.applied },
        couponTicketId: pricing.selectedCouponId,
        shippingWaivedCents,
        tickets: available,
      };
    },

    /**
     * Takes what a priced order uses, inside the order's transaction: marks the coupon ticket
     * used by `orderId` only if it is still unused (one conditional UPDATE: of two orders racing
     * for one ticket exactly one wins; the other gets 409 'This coupon has already been used.'),
     * and takes one use of the promo code within its usage limit (conditional UPDATE; none left:
     * 409 'This promo code has reached its usage limit.'). Throwing rolls the order back.
     */
    async claim(tx: Executor, userId: number, quote: CheckoutQuote, orderId: number): Promise<void> {
      if (quote.couponTicketId !== null) {
        const taken = await tx
          .update(userCouponTickets)
          .set({ usedOrderId: orderId, usedAt: new Date() })
          .where(and(eq(userCouponTickets.id, quote.couponTicketId), eq(userCouponTickets.userId, userId), isNull(userCouponTickets.usedAt)))
          .returning({ id: userCouponTickets.id });
        if (taken.length === 0) throw new AppError(ErrorCode.conflict, 'promotions.couponAlreadyUsed', 409);
      }
      if (quote.promoCode?.applied && !(await promoCodesService(tx).takeUse(quote.promoCode.id, orderId, userId))) {
        throw new AppError(ErrorCode.conflict, 'promotions.codeUsedUp', 409);
      }
    },

    /**
     * For an unpaid order being cancelled: its coupon ticket becomes available again and its
     * promo-code use is given back (each once; calling again changes nothing).
     */
    async release(tx: Executor, orderId: number): Promise<{ couponTicketId: number | null; promoCodeReleased: boolean }> {
      const [ticket] = await tx
        .update(userCouponTickets)
        .set({ usedOrderId: null, usedAt: null })
        .where(eq(userCouponTickets.usedOrderId, orderId))
        .returning({ id: userCouponTickets.id });
      const promoCodeReleased = await promoCodesService(tx).giveBack(orderId);
      return { couponTicketId: ticket?.id ?? null, promoCodeReleased };
    },

    /** The executor this service was made with, for callers outside a transaction (the preview). */
    db,
  };
}
export type CheckoutPricingService = ReturnType<typeof checkoutPricing>;
