import type { OrderStatement } from '@threadway/contracts';

export interface StatementInput {
  kkOrderId: string;
  itemSubtotalCents: number;
  activityDiscountCents: number;
  promoCodeCents: number;
  couponCents: number;
  shippingCents: number;
  totalCents: number;
  refundedCents: number;
  paid: boolean;
  /** What the store's customer paid for the order; null for mall orders (no sale price). */
  saleCents: number | null;
  lines: readonly { skuCode: string; productName: string; quantity: number; purchasePriceCents: number }[];
}

/**
 * The order's money (income statement, statement call, invoice): goods at their prices before
 * discounts, the deductions, freight and total; what was refunded; and, for store orders with a
 * sale price, the profit = sale − what the seller paid net of refunds. An unpaid order costs
 * nothing yet, so its net and profit count no payment.
 */
export function orderStatement(input: StatementInput): OrderStatement {
  const netAmount = input.paid ? Math.max(0, input.totalCents - input.refundedCents) : 0;
  return {
    kkOrderId: input.kkOrderId,
    lines: input.lines.map((line) => ({ skuCode: line.skuCode, productName: line.productName, quantity: line.quantity, unitPrice: line.purchasePriceCents, subtotal: line.purchasePriceCents * line.quantity })),
    itemSubtotal: input.itemSubtotalCents,
    discountAmount: input.activityDiscountCents,
    promoCodeAmount: input.promoCodeCents,
    couponAmount: input.couponCents,
    shippingSubtotal: input.shippingCents,
    totalAmount: input.totalCents,
    refundedAmount: input.refundedCents,
    netAmount,
    saleAmount: input.saleCents,
    profit: input.saleCents === null ? null : input.saleCents - netAmount,
    currencyCode: 'USD',
  };
}
