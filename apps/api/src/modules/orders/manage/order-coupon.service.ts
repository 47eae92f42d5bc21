import { asc, eq, sql } from 'drizzle-orm';
import { orderItems, orders } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/database.ts';
import { conflict } from '../../../platform/errors.ts';
import type { CheckoutPricingService } from '../../checkout/index.ts';
import { splitQuote } from '../order-split.ts';
import { lockMyOrder } from './my-orders.repository.ts';

/**
 * Coupon change on an unpaid order (PUT coupon/{id}): in one transaction the order's coupon
 * ticket and promo-code use are given back, the order is priced again by checkout pricing (today's
 * catalogue prices and running discounts, its promo code, the chosen ticket or none, its freight)
 * as order creation does, and what the new price uses is claimed. A ticket that cannot be used
 * on these lines is refused with the engine's message and nothing changes.
 */
export function orderCouponService(db: Db, pricing: CheckoutPricingService) {
  return {
    change: (userId: number, kkOrderId: string, selectCouponTicketId: number | null) =>
      db.transaction(async (tx) => {
        const order = await lockMyOrder(tx, userId, kkOrderId);
        if (order.status !== 'waitingPayment') throw conflict('orders.actionNotAllowed');
        const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
        await pricing.release(tx, order.id);
        const quote = await pricing.price(tx, userId, {
          lines: lines.map((line) => ({ skuId: line.skuId, warehouseCode: order.warehouseCode, quantity: line.quantity })),
          couponCode: order.couponCode,
          selectCouponTicketId,
          shippingCents: order.shippingCents,
          nowMs: Date.now(),
          mode: 'order',
        });
        const [amounts] = splitQuote(quote, [{ lineIndexes: lines.map((_, i) => i), shippingCents: order.shippingCents }]);
        await tx
          .update(orders)
          .set({
            itemSubtotalCents: amounts!.itemSubtotalCents,
            activityDiscountCents: amounts!.activityDiscountCents,
            promoCodeCents: amounts!.promoCodeCents,
            couponCents: amounts!.couponCents,
            totalCents: amounts!.totalCents,
            couponCode: quote.promoCode?.applied ? quote.promoCode.code : null,
            userCouponTicketId: quote.couponTicketId,
            updatedAt: sql`now()`,
          })
          .where(eq(orders.id, order.id));
        for (const [i, line] of lines.entries()) {
          const priced = quote.lines[i]!;
          await tx
            .update(orderItems)
            .set({ purchasePriceCents: priced.originalPriceCents, afterDiscountCents: priced.afterDiscountCents, promotionCents: priced.promotionCents, discountId: priced.discountId, discountType: priced.discountType })
            .where(eq(orderItems.id, line.id));
        }
        await pricing.claim(tx, userId, quote, order.id);
        return { totalAmount: amounts!.totalCents, couponAmount: amounts!.couponCents, selectCouponTicketId: quote.couponTicketId };
      }),
  };
}
export type OrderCouponService = ReturnType<typeof orderCouponService>;
