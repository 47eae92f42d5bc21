import { ErrorCode, isAwaitingPayment, type PaymentTransaction } from '@threadway/contracts';
import type { Db } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { toPaymentTransaction } from './payments.presenter.ts';
import { ordersNotPayable } from './settlement.ts';
import { findOwnedTransaction, insertTransaction, ownedOrdersByNumber, ordersOfTransaction } from './transactions.repository.ts';

export interface CreateTransaction {
  amount: number;
  paymentMethod: number;
  currencyCode: string;
  paymentType: number;
  kkOrderIds: string[];
}

export function transactionsService(db: Db) {
  return {
    /**
     * The amount is recomputed from the caller's orders, which must all await payment (an Auto Checkout that failed included); the
     * amount the page showed must equal it, so a stale page cannot pay a changed order.
     */
    async create(userId: number, input: CreateTransaction): Promise<number> {
      const kkOrderIds = [...new Set(input.kkOrderIds)];
      // No database transaction: the orders are checked again under their locks when the payment settles, and the
      // payment is written with its orders in one statement.
      const found = await ownedOrdersByNumber(db, userId, kkOrderIds);
      // Another seller's order answers like a missing one.
      if (found.length !== kkOrderIds.length) throw notFound();
      if (found.some((order) => !isAwaitingPayment(order.status))) throw ordersNotPayable();
      const total = found.reduce((sum, order) => sum + order.totalCents, 0);
      if (total !== input.amount) throw new AppError(ErrorCode.badRequest, 'payments.amountMismatch', 400, {}, { field: 'amount' });
      const row = await insertTransaction(db, {
        userId,
        amountCents: total,
        paymentMethod: input.paymentMethod,
        paymentType: input.paymentType,
        currencyCode: input.currencyCode,
        orderIds: found.map((order) => order.id),
      });
      return row.id;
    },

    async get(userId: number, id: number): Promise<PaymentTransaction> {
      const row = await findOwnedTransaction(db, userId, id);
      if (!row) throw notFound();
      const orders = await ordersOfTransaction(db, id);
      return toPaymentTransaction(row, orders);
    },
  };
}
export type TransactionsService = ReturnType<typeof transactionsService>;
