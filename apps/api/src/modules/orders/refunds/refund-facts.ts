import type { RefundOrderFacts } from '@threadway/contracts';
import type { OrderItemRow, OrderRow, RefundsRepository } from './refunds.repository.ts';

export interface OrderRefundState {
  order: OrderRow;
  items: OrderItemRow[];
  facts: RefundOrderFacts;
}

/** What the refundable-amount rule needs about an order, read inside the caller's transaction. */
export async function orderRefundState(repo: RefundsRepository, order: OrderRow): Promise<OrderRefundState> {
  const [items, held, open, anyShipped] = await Promise.all([repo.itemsOf(order.id), repo.heldQuantities(order.id), repo.openOf(order.id), repo.anyShipped(order)]);
  // An approved application that is on its way out counts with what was approved.
  const openRequestedCents = open ? (open.status === 'refunding' ? (open.approvedCents ?? open.requestedCents) : open.requestedCents) : 0;
  return {
    order,
    items,
    facts: {
      totalCents: order.totalCents,
      paid: order.paidAt !== null,
      paymentMethod: order.paymentMethod,
      anyShipped,
      refundedCents: order.refundedCents,
      openRequestedCents,
      lines: items.map((item) => ({
        id: item.id,
        quantity: item.quantity,
        unitCents: item.afterDiscountCents,
        promotionCents: item.promotionCents,
        refundedQuantity: held.get(item.id) ?? 0,
      })),
    },
  };
}
