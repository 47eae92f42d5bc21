/**
 * payment_transactions.payment_type: 0 pays orders (spec 7); ours: 1 tops up the balance, 2 pays a
 * credit bill, 3 gives back provider money that arrived for orders or a bill already paid (or
 * cancelled) another way (docs/decisions/0017-paid-exactly-once.md).
 */
export const PAYMENT_TYPES = { orders: 0, topUp: 1, bill: 2, giveBack: 3 } as const;
