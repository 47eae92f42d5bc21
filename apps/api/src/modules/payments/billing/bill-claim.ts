import type { Executor } from '../../../platform/database.ts';
import type { JobQueue } from '../../../platform/jobs.ts';
import { findBillForUpdate, markBillPaid } from './bills.repository.ts';
import { queueRepaymentReport } from './repayment.ts';

/**
 * A bill moves to paid exactly once (docs/decisions/0017-paid-exactly-once.md): under the bill's
 * row lock, the first payment to settle pays it and is kept on it (payment_transaction_id), and
 * the repayment report is queued in the same transaction. Answers whether this payment is the
 * one that paid the bill; false means the bill was paid by another payment first, and the
 * caller gives this payment's money back (or, for the balance, takes none).
 */
export async function claimBill(tx: Executor, jobs: JobQueue, billId: number, transactionId: number): Promise<boolean> {
  const bill = await findBillForUpdate(tx, billId);
  if (!bill) return false;
  if (bill.status === 'paid') return bill.paymentTransactionId === transactionId;
  if (!(await markBillPaid(tx, billId, transactionId))) return false;
  await queueRepaymentReport(jobs, tx, billId);
  return true;
}
