import type { MoneyMovement } from './money-movements.repository.ts';
import { sourceOf, type PaymentTransaction } from '@threadway/contracts';
import type { ledgerEntries } from '../../db/schema/index.ts';
import type { TransactionRow } from './transactions.repository.ts';

type TransactionOrder = { kkOrderId: string; platformCode: string; storeName: string | null; storeOrderId: string | null };

export function toPaymentTransaction(row: TransactionRow, paid: readonly TransactionOrder[]): PaymentTransaction {
  return {
    id: row.id,
    amount: row.amountCents,
    currencyCode: row.currencyCode,
    paymentMethod: row.paymentMethod,
    wallet: row.wallet,
    paymentType: row.paymentType,
    status: row.status,
    kkOrderIds: paid.map((order) => order.kkOrderId),
    orders: paid.map((order) => ({ kkOrderId: order.kkOrderId, storeOrderId: order.storeOrderId, platformCode: sourceOf(order.platformCode), storeName: order.storeName })),
    failureMessage: row.failureMessage,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A ledger row as spec 3's Transaction: positive amount plus its direction. */
export function toLedgerTransaction(row: MoneyMovement) {
  return {
    key: row.key,
    id: row.id,
    type: row.type,
    orderNumber: row.orderNumber,
    amount: Math.abs(row.amountCents),
    direction: row.amountCents < 0 ? ('expenditure' as const) : ('income' as const),
    transactionTime: row.createdAt.toISOString(),
    method: row.method,
    wallet: row.wallet,
    onBalance: row.onBalance,
  };
}
