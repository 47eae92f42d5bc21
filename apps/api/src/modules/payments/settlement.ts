import { ErrorCode } from '@threadway/contracts';
import type { Executor } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { markOrdersPaid } from '../orders/order-payment.ts';
import { ordersOfTransaction, updateTransaction, type TransactionRow } from './transactions.repository.ts';

export const ordersNotPayable = () => new AppError(ErrorCode.conflict, 'payments.ordersNotPayable', 409);
export const alreadyProcessed = () => new AppError(ErrorCode.conflict, 'payments.alreadyProcessed', 409);

/**
 * Marks a transaction succeeded and its orders paid, inside the caller's database transaction.
 * With `requireAllOrders` an order no longer awaiting payment throws (and so rolls everything
 * back): balance and credit must not be taken for orders that were cancelled meanwhile.
 */
export async function settleTransaction(tx: Executor, transaction: TransactionRow, options: { requireAllOrders: boolean }) {
  const orders = await ordersOfTransaction(tx, transaction.id);
  const moved = await markOrdersPaid(tx, { orderIds: orders.map((o) => o.id), paymentMethod: transaction.paymentMethod, transactionId: transaction.id });
  if (options.requireAllOrders && moved.length !== orders.length) throw ordersNotPayable();
  await updateTransaction(tx, transaction.id, { status: 'succeeded', paidAt: new Date(), failureMessage: null });
  return orders;
}
