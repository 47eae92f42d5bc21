import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { orderAttachments, orderEvents, orderItems, orders } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/database.ts';
import { kkOrderIdOf } from '../kk-order-id.ts';
import type { OrderRow } from './my-orders.repository.ts';
import { orderSearchText } from './order-search-text.ts';

export type OrderLine = typeof orderItems.$inferSelect;

const sum = (lines: readonly OrderLine[], pick: (line: OrderLine) => number) => lines.reduce((total, line) => total + pick(line), 0);

/** Goods at their prices, activity discounts, allotted coupon/promo shares and weight of some lines. */
export const moneyOf = (lines: readonly OrderLine[]) => ({
  itemSubtotalCents: sum(lines, (l) => l.purchasePriceCents * l.quantity),
  activityDiscountCents: sum(lines, (l) => Math.max(0, l.purchasePriceCents - l.afterDiscountCents) * l.quantity),
  promotionCents: sum(lines, (l) => l.promotionCents),
  weightGrams: sum(lines, (l) => l.weightGrams * l.quantity),
});

/**
 * Moves lines of an unpaid order into a new order of the same checkout (same address, channel
 * and pay-by time), waiting for payment, with its own goods, discounts, weight and the given
 * freight; coupon and promo code stay with the original order. Writes its 'submitted' step
 * (the note names the order it came from). The caller fixes the original order's amounts.
 */
export async function moveLinesToNewOrder(tx: Tx, order: OrderRow, moved: readonly OrderLine[], shippingCents: number, now: Date): Promise<typeof orders.$inferSelect> {
  const money = moneyOf(moved);
  const [made] = await tx
    .insert(orders)
    .values({
      ...order,
      id: undefined,
      kkOrderId: `tmp-${randomUUID()}`,
      status: 'waitingPayment',
      itemSubtotalCents: money.itemSubtotalCents,
      activityDiscountCents: money.activityDiscountCents,
      promoCodeCents: 0,
      couponCents: 0,
      shippingCents,
      totalCents: Math.max(0, money.itemSubtotalCents - money.activityDiscountCents + shippingCents),
      weightGrams: money.weightGrams,
      couponCode: null,
      userCouponTicketId: null,
      remark: order.remark,
      createdAt: now,
      updatedAt: now,
    } as typeof orders.$inferInsert)
    .returning();
  const kkOrderId = kkOrderIdOf(made!.id, now);
  await tx.update(orders).set({ kkOrderId, searchText: orderSearchText(kkOrderId, moved) }).where(eq(orders.id, made!.id));
  const ids = moved.map((line) => line.id);
  await tx.update(orderItems).set({ orderId: made!.id, promotionCents: 0 }).where(inArray(orderItems.id, ids));
  await tx.update(orderAttachments).set({ orderId: made!.id }).where(inArray(orderAttachments.orderItemId, ids));
  await tx.insert(orderEvents).values({ orderId: made!.id, type: 'submitted', status: 'waitingPayment', note: order.kkOrderId, actor: 'seller' });
  return { ...made!, kkOrderId };
}

/** The original order after lines left it: what remains, its deductions capped at its goods, the given freight. */
export function remainingAmounts(order: OrderRow, kept: readonly OrderLine[], shippingCents: number) {
  const left = moneyOf(kept);
  const goods = Math.max(0, left.itemSubtotalCents - left.activityDiscountCents);
  const couponCents = Math.min(order.couponCents, goods);
  const promoCodeCents = Math.min(order.promoCodeCents, goods - couponCents);
  return {
    itemSubtotalCents: left.itemSubtotalCents,
    activityDiscountCents: left.activityDiscountCents,
    couponCents,
    promoCodeCents,
    shippingCents,
    weightGrams: left.weightGrams,
    totalCents: Math.max(0, goods - couponCents - promoCodeCents + shippingCents),
  };
}
