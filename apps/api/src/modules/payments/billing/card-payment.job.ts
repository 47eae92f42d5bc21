import type { Executor } from '../../../platform/database.ts';
import type { JobHandler, JobQueue } from '../../../platform/jobs.ts';
import { findTransactionForUpdate, updateTransaction } from '../transactions.repository.ts';
import { findBillForUpdate, setBillStatus } from './bills.repository.ts';

/**
 * A bill paid by card waits in Payment Processing until the gateway's signed webhook settles or
 * fails its transaction (card/card.service.ts). This job watches that transaction: succeeded →
 * the bill is paid; failed → back to Waiting Payment; still open after the gateway's 30-minute
 * checkout lifetime → the transaction is abandoned (cancelled) and the bill can be paid again.
 */
export const CARD_CHECK_JOB = 'billing.card-payment-check';
const ABANDONED_AFTER_MS = 30 * 60_000;
/** 5 s, 10 s, 20 s ... at most a minute apart. */
const delayMs = (check: number) => Math.min(5_000 * 2 ** check, 60_000);

export const queueCardCheck = (jobs: JobQueue, executor: Executor, transactionId: number, check = 0) =>
  jobs.enqueue(executor, CARD_CHECK_JOB, { transactionId, check }, { runAt: new Date(Date.now() + delayMs(check)), singletonKey: `${transactionId}:${check}` });

export const cardCheckHandler =
  (jobs: JobQueue, settle: (tx: Executor, billId: number) => Promise<void>): JobHandler =>
  async (payload, { db }) => {
    const transactionId = Number(payload.transactionId);
    const check = Number(payload.check ?? 0);
    await db.transaction(async (tx) => {
      const transaction = await findTransactionForUpdate(tx, transactionId);
      if (!transaction?.billId || transaction.paymentType !== 2) return;
      const bill = await findBillForUpdate(tx, transaction.billId);
      if (!bill || bill.status !== 'paymentProcessing') return;
      if (transaction.status === 'succeeded') return settle(tx, bill.id);
      if (transaction.status === 'failed' || transaction.status === 'cancelled') return setBillStatus(tx, bill.id, 'waitingPayment');
      if (Date.now() - transaction.createdAt.getTime() > ABANDONED_AFTER_MS) {
        await updateTransaction(tx, transaction.id, { status: 'cancelled', failureMessage: 'The card payment was not completed.' });
        return setBillStatus(tx, bill.id, 'waitingPayment');
      }
      await queueCardCheck(jobs, tx, transactionId, check + 1);
    });
  };
