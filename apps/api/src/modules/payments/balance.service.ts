import { ErrorCode, PAYMENT_METHODS, type BalancePayment } from '@threadway/contracts';
import type { Db, Executor } from '../../platform/database.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { balanceOf, debitWhenCovered } from './ledger.repository.ts';
import { listMovements } from './money-movements.repository.ts';
import { toLedgerTransaction } from './payments.presenter.ts';
import { alreadyProcessed, settleTransaction } from './settlement.ts';
import { findOwnedTransactionLockingBalance, type TransactionRow } from './transactions.repository.ts';

export interface LedgerQuery {
  pageNumber: number;
  pageSize: number;
  type?: string;
  direction?: 'income' | 'expenditure';
  startDate?: string;
  endDate?: string;
}

const insufficientBalance = () => new AppError(ErrorCode.badRequest, 'payments.insufficientBalance', 400);

/**
 * The balance pays a transaction (method 0) of its owner, inside the caller's database transaction,
 * which holds the owner's balance lock (`lockBalance`) and the transaction row: the orders settle
 * through the one settlement rule with `requireAll` (anything paid or cancelled meanwhile throws), then
 * the balance is checked and the debit written; a balance short of the amount throws. A throw rolls
 * the caller's transaction back, so nothing is taken. Answers the balance left. Pay Now and Auto Checkout both pay from the balance this way.
 */
export async function payFromLockedBalance(tx: Executor, jobs: JobQueue, transaction: TransactionRow): Promise<number> {
  // Settled first: orders paid meanwhile (another payment won) say so, rather than 'balance too low'.
  const { orders } = await settleTransaction(tx, jobs, transaction, { requireAll: true });
  const balance = await debitWhenCovered(tx, {
    userId: transaction.userId,
    amountCents: transaction.amountCents,
    category: 'purchase',
    orderNumber: orders.map((order) => order.kkOrderId).join(','),
    transactionId: transaction.id,
  });
  if (balance < transaction.amountCents) throw insufficientBalance();
  return balance - transaction.amountCents;
}

export function balanceService(db: Db, jobs: JobQueue) {
  return {
    balance: (userId: number) => balanceOf(db, userId),

    async transactions(userId: number, query: LedgerQuery) {
      const { rows, total } = await listMovements(db, {
        userId,
        category: query.type,
        direction: query.direction,
        startDate: query.startDate,
        endDate: query.endDate,
        limit: query.pageSize,
        offset: (query.pageNumber - 1) * query.pageSize,
      });
      return { list: rows.map(toLedgerTransaction), total, pageNumber: query.pageNumber, pageSize: query.pageSize };
    },

    /**
     * Pays a transaction from the balance in one database transaction. The per-user advisory
     * lock serialises balance movements, so the balance read is still true when the debit is
     * written; the status check and the one-debit-per-transaction index make a second payment
     * impossible.
     */
    async pay(userId: number, transactionId: number): Promise<BalancePayment> {
      return db.transaction(async (tx) => {
        const transaction = await findOwnedTransactionLockingBalance(tx, userId, transactionId);
        if (!transaction) throw notFound();
        if (transaction.paymentMethod !== PAYMENT_METHODS.balance) throw new AppError(ErrorCode.badRequest, 'payments.wrongMethod', 400);
        if (transaction.status !== 'created') throw alreadyProcessed();
        const balance = await payFromLockedBalance(tx, jobs, transaction);
        return { id: transactionId, status: 'succeeded' as const, balance };
      });
    },
  };
}
export type BalanceService = ReturnType<typeof balanceService>;
export type { BalancePayment };
