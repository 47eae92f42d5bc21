import type { RefundOrderFacts } from '@threadway/contracts';
import type { OrderItemRow, OrderRow, RefundsRepository } from './refunds.repository.ts';

export interface OrderRefundState {
  order: OrderRow;
  items: OrderItemRow[];
  facts: RefundOrderFacts;
}

/** What the refundable-amount rule needs about an order, read inside the caller's transaction. */
export async function orderRefundState(repo: RefundsRepository, order: OrderRow): Promise<OrderRefundState> {
  // One after another: a transaction is one connection, which runs one query at a time (pg 9 refuses more).
  const items = await repo.itemsOf(order.id);
  const held = await repo.heldQuantities(order.id);
  const open = await repo.openOf(order.id);
  const anyShipped = await repo.anyShipped(order);
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
