import { billingPreview, billingPreviewRequest } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { answers } from '../../platform/schemas.ts';
import { toCouponTicketInfo } from '../promotions/index.ts';
import type { CheckoutPricingService } from './checkout-pricing.ts';

const tags = ['checkout'];

/** The bag's Order Amount (spec 7): prices from the catalogue, the client's freight as shown. */
export const billingPreviewRoutes =
  (pricing: CheckoutPricingService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/product/orderBillingPreviewInfo',
      { schema: { tags, summary: 'Billing preview: activity discounts, promo code, coupons (best one unless ifApplication is false), total', body: billingPreviewRequest, response: answers(billingPreview) } },
      async (request) => {
        const body = request.body;
        const quote = await pricing.price(pricing.db, userIdOf(request), {
          lines: body.products.map((p) => ({ kkProductId: p.kkProductId, skuCode: p.skuCode, quantity: p.skuQuantity })),
          couponCode: body.couponCode,
          selectCouponTicketId: body.selectCouponTicketId,
          shippingCents: body.shippingSubtotal,
          nowMs: Date.now(),
          mode: 'preview',
          autoSelectCoupon: body.ifApplication,
        });
        const { pricing: totals } = quote;
        const states = new Map(totals.couponStates.map((s) => [s.id, s]));
        return ok(request, {
          skuTotalAmount: totals.itemSubtotalCents,
          activityDiscountTotalAmount: totals.activityDiscountCents,
          couponCodeTotalAmount: totals.promoCodeCents,
          couponCodeApplied: body.couponCode ? totals.promoCode.applied : null,
          couponTicketTotalAmount: totals.couponCents,
          shippingSubtotal: totals.shippingCents,
          transactionTotalAmount: totals.totalCents,
          selectCouponTicketId: totals.selectedCouponId,
          priceChanged: body.products.some((p, i) => p.skuOriginalPriceAmount !== undefined && p.skuOriginalPriceAmount !== quote.lines[i]!.originalPriceCents),
          orderBillingFilterResults: { couponTicketInfos: quote.tickets.map((t) => toCouponTicketInfo(t, states.get(t.id) ?? { ifUsed: 0 })) },
        });
      },
    );
  };
