import { storeOrderIncome, type OrderStatement } from '@threadway/contracts';

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
 * discounts, the deductions, freight and total; what was refunded, and what was paid net of it (an
 * unpaid order has paid nothing yet). Store orders with a sale price add their income
 * (storeOrderIncome): the sale, our cost (the total less refunds, due whether or not paid yet) and
 * the profit, negative for a loss.
 */
export function orderStatement(input: StatementInput): OrderStatement {
  const netAmount = input.paid ? Math.max(0, input.totalCents - input.refundedCents) : 0;
  const income = input.saleCents === null ? null : storeOrderIncome({ saleCents: input.saleCents, totalCents: input.totalCents, refundedCents: input.refundedCents });
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
    saleAmount: income?.sale ?? null,
    costAmount: income?.cost ?? null,
    profit: income?.profit ?? null,
    currencyCode: 'USD',
  };
}
