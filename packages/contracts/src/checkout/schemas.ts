import { z } from 'zod';
import { ADMIN_MAX_CENTS, idRule, int, invalid } from '../admin/fields.ts';
import { couponTicketInfo, promoCodeText } from '../promotions/schemas.ts';

/**
 * POST /api/product/orderBillingPreviewInfo (spec 7 Checkout, spec 3 Billing preview). Money in
 * US cents. Prices come from the catalogue; skuOriginalPriceAmount is only compared with them.
 */
export const billingPreviewRequest = z.object({
  products: z
    .array(
      z.object({
        kkProductId: z.string({ error: invalid }).trim().min(1, invalid).max(40, invalid),
        skuCode: z.string({ error: invalid }).trim().min(1, invalid).max(64, invalid),
        /** The unit price the page shows (cents, before activity discounts); a difference sets priceChanged. */
        skuOriginalPriceAmount: int(0, ADMIN_MAX_CENTS).optional(),
        skuQuantity: int(1, 9999),
      }),
    )
    .min(1, invalid)
    .max(200, invalid),
  /** A promo code; empty means none. */
  couponCode: z.union([z.literal('').transform(() => null), promoCodeText]).nullable().optional(),
  selectCouponTicketId: idRule.nullable().optional(),
  /** Freight shown on the page, cents (a display hint: order creation recomputes it from the channel). */
  shippingSubtotal: int(0, ADMIN_MAX_CENTS).default(0),
  /** False after a manual coupon click: keep the seller's choice (or none) instead of picking the best. */
  ifApplication: z.boolean({ error: invalid }).default(true),
});
export type BillingPreviewInput = z.infer<typeof billingPreviewRequest>;

export const billingPreview = z.object({
  /** Goods at their prices before activity discounts. */
  skuTotalAmount: z.number().int(),
  activityDiscountTotalAmount: z.number().int(),
  /** The promo code's deduction (0 when none is given or it does not apply). */
  couponCodeTotalAmount: z.number().int(),
  /** Whether the promo code applies to this order; null when none was given. */
  couponCodeApplied: z.boolean().nullable(),
  couponTicketTotalAmount: z.number().int(),
  shippingSubtotal: z.number().int(),
  transactionTotalAmount: z.number().int(),
  selectCouponTicketId: z.number().int().nullable(),
  /** True when a price the page sent differs from the current one: reload the bag. */
  priceChanged: z.boolean(),
  orderBillingFilterResults: z.object({ couponTicketInfos: z.array(couponTicketInfo) }),
});
export type BillingPreview = z.infer<typeof billingPreview>;
