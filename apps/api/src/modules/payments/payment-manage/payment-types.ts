/** payment_transactions.payment_type: 0 pays orders (spec 7); ours: 1 tops up the balance, 2 pays a credit bill. */
export const PAYMENT_TYPES = { orders: 0, topUp: 1, bill: 2 } as const;
