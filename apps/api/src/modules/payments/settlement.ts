import { ErrorCode } from '@threadway/contracts';
import type { Executor } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { markOrdersPaid } from '../orders/order-payment.ts';
import { claimBill } from './billing/bill-claim.ts';
import { queueGiveBack } from './give-back.ts';
import { PAYMENT_TYPES } from './payment-manage/payment-types.ts';
import { creditTopUp } from './payment-manage/top-up-ledger.ts';
import { markSucceeded, type TransactionRow } from './transactions.repository.ts';

export const ordersNotPayable = () => new AppError(ErrorCode.conflict, 'payments.ordersNotPayable', 409);
export const alreadyProcessed = () => new AppError(ErrorCode.conflict, 'payments.alreadyProcessed', 409);
export const billAlreadyPaid = () => new AppError(ErrorCode.conflict, 'billing.alreadyPaid', 409);

export interface Settlement {
  /** The orders the payment was made for (none for a bill or a top-up). */
  orders: { id: number; kkOrderId: string }[];
  /** Money that found nothing left to pay (orders or bill already paid another way, or cancelled): it is given back. */
  surplusCents: number;
}

/** What of a payment's money its orders took: all of it when every order moved, none when none did, else the others' totals. */
function surplusOf(amountCents: number, orders: { id: number; totalCents: number }[], moved: readonly number[]): number {
  if (moved.length === orders.length) return 0;
  if (moved.length === 0) return amountCents;
  const taken = orders.filter((order) => moved.includes(order.id)).reduce((sum, order) => sum + order.totalCents, 0);
  return Math.min(amountCents, Math.max(0, amountCents - taken));
}

/**
 * THE rule by which money settles what it was paid for (docs/decisions/0017-paid-exactly-once.md),
 * inside the caller's database transaction, with the payment row locked and not settled yet:
 * - orders move to paid through the state machine under their row locks, so an order is paid
 *   once, by whichever payment got there first (orders.payment_transaction_id);
 * - a bill moves to paid once under its row lock (credit_bills.payment_transaction_id);
 * - a top-up is credited once (one ledger credit per payment, by index).
 * The payment is then succeeded. With `requireAll` (the balance: money not taken yet) anything
 * already paid or cancelled throws, so everything rolls back and nothing is taken. Without it
 * (a provider reports money it already took) the money that found nothing to pay is recorded as
 * a give-back and returned by the payments.give-back job: never kept, never silently.
 */
export async function settleTransaction(tx: Executor, jobs: JobQueue, transaction: TransactionRow, options: { requireAll: boolean }): Promise<Settlement> {
  let settlement: Settlement;
  let unpaidOrderIds: number[] = [];
  if (transaction.paymentType === PAYMENT_TYPES.topUp) {
    await creditTopUp(tx, transaction);
    settlement = { orders: [], surplusCents: 0 };
  } else if (transaction.paymentType === PAYMENT_TYPES.bill) {
    const paid = transaction.billId !== null && (await claimBill(tx, jobs, transaction.billId, transaction.id));
    if (!paid && options.requireAll) throw billAlreadyPaid();
    settlement = { orders: [], surplusCents: paid ? 0 : transaction.amountCents };
  } else if (transaction.paymentType === PAYMENT_TYPES.orders) {
    const { orders, moved } = await markOrdersPaid(tx, { paymentMethod: transaction.paymentMethod, transactionId: transaction.id });
    if (options.requireAll && moved.length !== orders.length) throw ordersNotPayable();
    unpaidOrderIds = orders.filter((order) => !moved.includes(order.id)).map((order) => order.id);
    settlement = { orders: orders.map(({ id, kkOrderId }) => ({ id, kkOrderId })), surplusCents: surplusOf(transaction.amountCents, orders, moved) };
  } else {
    throw new Error(`payment ${transaction.id} of type ${transaction.paymentType} settles nothing`);
  }
  await markSucceeded(tx, transaction.id, new Date());
  if (settlement.surplusCents > 0) await queueGiveBack(tx, jobs, transaction, settlement.surplusCents, unpaidOrderIds);
  return settlement;
}
