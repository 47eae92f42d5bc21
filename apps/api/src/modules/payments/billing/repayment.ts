import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../../platform/database.ts';
import type { JobHandler, JobQueue } from '../../../platform/jobs.ts';
import type { PayLaterRepayment } from '../paylater/mondu-repayment.ts';
import { billLines, findBillForUpdate } from './bills.repository.ts';

/**
 * Telling the pay-later provider that a paid bill's parcels are repaid, so it restores the
 * seller's available credit (it answers with a `buyer/limit_updated` webhook). Queued in the
 * transaction that marks the bill paid (decision 0009), so a crash or an unreachable provider
 * only delays it; every call carries our reference, so running it twice changes nothing.
 */
export const REPAYMENT_JOB = 'billing.report-repayment';

export const queueRepaymentReport = (jobs: JobQueue, tx: Executor, billId: number) => jobs.enqueue(tx, REPAYMENT_JOB, { billId }, { singletonKey: String(billId) });

export async function reportRepayment(db: Db, provider: PayLaterRepayment, publicUrl: string, billId: number) {
  const bill = await db.transaction((tx) => findBillForUpdate(tx, billId));
  if (!bill || bill.status !== 'paid') return;
  for (const line of await billLines(db, billId)) {
    if (!line.providerOrderRef || line.amountCents <= 0) continue;
    const invoiceUuid = await provider.submitInvoice({
      orderUuid: line.providerOrderRef,
      reference: line.parcelCode,
      amountCents: line.amountCents,
      invoiceUrl: `${publicUrl}/billing?billNo=${encodeURIComponent(bill.billNo)}`,
    });
    await provider.settleInvoice(invoiceUuid, `${bill.billNo}:${line.parcelCode}`, line.amountCents);
  }
}

export const repaymentHandler =
  (provider: PayLaterRepayment, publicUrl: string): JobHandler =>
  (payload, { db }) =>
    reportRepayment(db, provider, publicUrl, Number(payload.billId));

/** Reports at once after a payment (the queued job is the safety net); a failure is left to the job. */
export async function reportRepaymentNow(db: Db, provider: PayLaterRepayment, publicUrl: string, billId: number, log: FastifyBaseLogger) {
  try {
    await reportRepayment(db, provider, publicUrl, billId);
  } catch (error) {
    log.warn({ err: error, billId }, 'repayment report failed; the billing.report-repayment job retries it');
  }
}
