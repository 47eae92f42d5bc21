import { ErrorCode, PAYMENT_METHODS } from '@threadway/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../../platform/database.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { JobQueue } from '../../../platform/jobs.ts';
import { debitWhenCovered, lockBalance } from '../ledger.repository.ts';
import type { PayLaterRepayment } from '../paylater/mondu-repayment.ts';
import type { BillPayment } from './billing.schemas.ts';
import { settleTransaction } from '../settlement.ts';
import { findOwnedBill, insertBillTransaction, setBillStatus, type BillRow } from './bills.repository.ts';
import { queueCardCheck } from './card-payment.job.ts';
import { reportRepaymentNow } from './repayment.ts';

const alreadyPaid = () => new AppError(ErrorCode.conflict, 'billing.alreadyPaid', 409);
const paymentInProgress = () => new AppError(ErrorCode.conflict, 'billing.paymentInProgress', 409);

function payable(bill: BillRow | undefined): BillRow {
  if (!bill) throw notFound();
  if (bill.status === 'paid') throw alreadyPaid();
  if (bill.status === 'paymentProcessing') throw paymentInProgress();
  return bill;
}

/**
 * Pay Now on a credit bill (Waiting Payment → Payment Processing → Paid, spec 4). From the
 * balance it is one database transaction: the debit, the transaction (payment type 2) and the
 * bill paid. By card the bill waits in Payment Processing while the gateway's hosted page takes
 * the card (the caller opens it with the existing card hand-off calls); the card-payment check
 * job settles it from the transaction the gateway's webhook settled.
 */
export function billPaymentService(db: Db, jobs: JobQueue, repayment: PayLaterRepayment, publicUrl: string, log: FastifyBaseLogger) {
  async function byBalance(userId: number, billId: number): Promise<BillPayment> {
    const paid = await db.transaction(async (tx) => {
      await lockBalance(tx, userId);
      const bill = payable(await findOwnedBill(tx, userId, billId, true));
      const due = bill.amountCents - bill.paidCents;
      const transaction = await insertBillTransaction(tx, { userId, billId, amountCents: due, paymentMethod: PAYMENT_METHODS.balance, status: 'created' });
      // Short of the amount, this throws and the payment above is rolled back with everything else.
      const balance = await debitWhenCovered(tx, { userId, amountCents: due, category: 'purchase', orderNumber: bill.billNo, transactionId: transaction.id });
      if (balance < due) throw new AppError(ErrorCode.badRequest, 'payments.insufficientBalance', 400);
      // The shared rule pays the bill once (its row lock is held already); paid meanwhile, it throws and nothing is taken.
      await settleTransaction(tx, jobs, transaction, { requireAll: true });
      return { billId, status: 'paid' as const, transactionId: transaction.id, paymentMethod: PAYMENT_METHODS.balance, balance: balance - due };
    });
    await reportRepaymentNow(db, repayment, publicUrl, billId, log);
    return paid;
  }

  async function byCard(userId: number, billId: number, paymentMethod: number): Promise<BillPayment> {
    return db.transaction(async (tx) => {
      const bill = payable(await findOwnedBill(tx, userId, billId, true));
      const transaction = await insertBillTransaction(tx, { userId, billId, amountCents: bill.amountCents - bill.paidCents, paymentMethod, status: 'created' });
      await setBillStatus(tx, billId, 'paymentProcessing');
      await queueCardCheck(jobs, tx, transaction.id);
      return { billId, status: 'paymentProcessing' as const, transactionId: transaction.id, paymentMethod, balance: null };
    });
  }

  return {
    pay(userId: number, billId: number, paymentMethod: number) {
      return paymentMethod === PAYMENT_METHODS.balance ? byBalance(userId, billId) : byCard(userId, billId, paymentMethod);
    },
  };
}
export type BillPaymentService = ReturnType<typeof billPaymentService>;
