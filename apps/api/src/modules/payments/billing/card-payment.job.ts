import type { Executor } from '../../../platform/database.ts';
import type { JobHandler, JobQueue } from '../../../platform/jobs.ts';
import { PAYMENT_TYPES } from '../payment-manage/payment-types.ts';
import { findTransactionForUpdate, updateTransaction } from '../transactions.repository.ts';
import { findBillForUpdate, setBillStatus } from './bills.repository.ts';

/**
 * A bill paid by card waits in Payment Processing until the gateway's signed webhook settles or
 * fails its transaction (card/card.service.ts), which pays the bill through the shared settlement
 * (decision 0017). This job watches that transaction: succeeded → the bill is paid (a no-op when
 * the webhook paid it already); failed → back to Waiting Payment; still open after the gateway's
 * 30-minute checkout lifetime → the transaction is abandoned (cancelled) and the bill can be paid
 * again. A card payment completed after that is settled late: it pays the bill if nothing else
 * did, else its money is given back.
 */
export const CARD_CHECK_JOB = 'billing.card-payment-check';
const ABANDONED_AFTER_MS = 30 * 60_000;
/** 5 s, 10 s, 20 s ... at most a minute apart. */
const delayMs = (check: number) => Math.min(5_000 * 2 ** check, 60_000);

export const queueCardCheck = (jobs: JobQueue, executor: Executor, transactionId: number, check = 0) =>
  jobs.enqueue(executor, CARD_CHECK_JOB, { transactionId, check }, { runAt: new Date(Date.now() + delayMs(check)), singletonKey: `${transactionId}:${check}` });

export const cardCheckHandler =
  (jobs: JobQueue, settle: (tx: Executor, billId: number, transactionId: number) => Promise<unknown>): JobHandler =>
  async (payload, { db }) => {
    const transactionId = Number(payload.transactionId);
    const check = Number(payload.check ?? 0);
    await db.transaction(async (tx) => {
      const transaction = await findTransactionForUpdate(tx, transactionId);
      if (!transaction?.billId || transaction.paymentType !== PAYMENT_TYPES.bill) return;
      const bill = await findBillForUpdate(tx, transaction.billId);
      if (!bill || bill.status !== 'paymentProcessing') return;
      if (transaction.status === 'succeeded') {
        await settle(tx, bill.id, transaction.id);
        return;
      }
      if (transaction.status === 'failed' || transaction.status === 'cancelled') return setBillStatus(tx, bill.id, 'waitingPayment');
      if (Date.now() - transaction.createdAt.getTime() > ABANDONED_AFTER_MS) {
        await updateTransaction(tx, transaction.id, { status: 'cancelled', failureMessage: 'The card payment was not completed.' });
        return setBillStatus(tx, bill.id, 'waitingPayment');
      }
      await queueCardCheck(jobs, tx, transactionId, check + 1);
    });
  };
