import { PAYMENT_METHODS } from '@threadway/contracts';
import { eq } from 'drizzle-orm';
import { creditBills, paymentTransactions, transactionOrders } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';
import { translate } from '../../platform/i18n.ts';
import type { JobHandler, JobQueue } from '../../platform/jobs.ts';
import { sellerLocale, sendSystemLetter } from '../notifications/station/letters/system-letters.ts';
import { senderFor, type RefundSenders, type SendOutcome } from '../orders/refunds/refund-senders.ts';
import { insertEntry } from './ledger.repository.ts';
import { PAYMENT_TYPES } from './payment-manage/payment-types.ts';
import { findTransaction, findTransactionForUpdate, ordersOfTransaction, updateTransaction, type TransactionRow } from './transactions.repository.ts';

/**
 * Giving back provider money that arrived for orders or a bill already paid another way, or
 * cancelled (docs/decisions/0017-paid-exactly-once.md). The settlement that finds the surplus
 * records it, in its own database transaction, as a payment of type 3 (`returns_transaction_id`
 * names the payment; a unique index allows one per payment) and queues this job. The job sends
 * the money back through the refund sender of the payment's method (card gateway refund, PayPal
 * refund, payout of the charge, pay-later cancel or adjust), keyed `return-{id}` so a retry never
 * pays twice; where the method cannot take it back (the provider refuses, there is no sender, or
 * the provider stays unreachable), the balance is credited through the ledger instead. Either way
 * the give-back ends succeeded, once, and the seller gets a station letter in their language.
 */
export const GIVE_BACK_JOB = 'payments.give-back';
/** Attempts while the provider is unreachable (back-off 30 s, 2 min, 8 min, ... about two days) before the balance takes the money. */
export const GIVE_BACK_ATTEMPTS = 8;
/** A refund the provider answered 'pending' is read again this much later, for as long as it stays pending. */
const PENDING_RECHECK_MS = 60_000;
/** A started refund whose provider stayed unreachable through every attempt is asked again after this. */
const UNREACHABLE_RECHECK_MS = 6 * 3_600_000;

export const isGiveBack = (transaction: TransactionRow) => transaction.paymentType === PAYMENT_TYPES.giveBack;

/**
 * Records the give-back of `amountCents` of `source` and queues it, in the settling transaction. `returnsProviderRef`
 * names the attempt whose money it is when that is not the one that paid `source` (money invariant 23).
 */
export async function queueGiveBack(tx: Executor, jobs: JobQueue, source: TransactionRow, amountCents: number, orderIds: readonly number[], returnsProviderRef: string | null = null): Promise<void> {
  const [row] = await tx
    .insert(paymentTransactions)
    .values({
      userId: source.userId,
      amountCents,
      currencyCode: source.currencyCode,
      paymentMethod: source.paymentMethod,
      paymentType: PAYMENT_TYPES.giveBack,
      billId: source.billId,
      returnsTransactionId: source.id,
      returnsProviderRef,
      status: 'processing',
    })
    .onConflictDoNothing()
    .returning({ id: paymentTransactions.id });
  // Nothing inserted: this money of this payment is being given back already.
  if (!row) return;
  if (orderIds.length > 0) await tx.insert(transactionOrders).values(orderIds.map((orderId) => ({ transactionId: row.id, orderId })));
  await jobs.enqueue(tx, GIVE_BACK_JOB, { transactionId: row.id }, { singletonKey: String(row.id), maxAttempts: GIVE_BACK_ATTEMPTS });
}

const dollars = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

/** What was paid twice, in the words of the letter and the ledger: the order numbers, or the bill number. */
async function subjectOf(db: Executor, giveBack: TransactionRow) {
  const orders = await ordersOfTransaction(db, giveBack.id);
  const [bill] = giveBack.billId ? await db.select({ billNo: creditBills.billNo }).from(creditBills).where(eq(creditBills.id, giveBack.billId)) : [];
  return { kkOrderIds: orders.map((order) => order.kkOrderId), billNo: bill?.billNo ?? null };
}

/** The station letter: what arrived twice, how much went back, and where. */
async function writeLetter(tx: Executor, giveBack: TransactionRow, where: 'source' | 'balance') {
  const locale = await sellerLocale(tx, giveBack.userId);
  const { kkOrderIds, billNo } = await subjectOf(tx, giveBack);
  const params = { payment: String(giveBack.returnsTransactionId), amount: dollars(giveBack.amountCents, giveBack.currencyCode), orders: kkOrderIds.join(', '), bill: billNo ?? '' };
  await sendSystemLetter(tx, giveBack.userId, {
    title: translate(locale, 'paidTwice.title'),
    paragraphs: [
      translate(locale, billNo ? 'paidTwice.bill' : 'paidTwice.orders', params),
      translate(locale, where === 'source' ? 'paidTwice.toSource' : 'paidTwice.toBalance', params),
    ],
  });
}

export const giveBackHandler =
  (jobs: JobQueue, senders: RefundSenders): JobHandler =>
  async (payload, { db, attempt, jobId }) => {
    const id = Number(payload.transactionId);
    const giveBack = await findTransaction(db, id);
    if (!giveBack || !isGiveBack(giveBack) || giveBack.status !== 'processing' || !giveBack.returnsTransactionId) return;
    const source = await findTransaction(db, giveBack.returnsTransactionId);
    const sender = source ? senderFor(source.paymentMethod, senders) : null;

    // Ask the provider outside any database transaction.
    let outcome: SendOutcome;
    if (!source || !sender) {
      outcome = { kind: 'failed', message: 'This payment method cannot take money back automatically.' };
    } else {
      try {
        outcome = await sender.send({
          refundId: giveBack.id,
          refundNo: `return-${giveBack.id}`,
          idempotencyKey: `return-${giveBack.id}`,
          amountCents: giveBack.amountCents,
          providerRef: giveBack.providerRef,
          // Money of another attempt than the one that paid goes back through that attempt, and all of it.
          transaction: giveBack.returnsProviderRef
            ? { paymentMethod: source.paymentMethod, providerRef: giveBack.returnsProviderRef, amountCents: giveBack.amountCents }
            : { paymentMethod: source.paymentMethod, providerRef: source.providerRef, amountCents: source.amountCents },
          transactionRefundedCents: 0,
        });
      } catch (error) {
        if (attempt < GIVE_BACK_ATTEMPTS) throw error;
        // A refund already started at the provider is never replaced by a balance credit: it is read again later.
        if (giveBack.providerRef) {
          await jobs.enqueue(db, GIVE_BACK_JOB, { transactionId: id }, { runAt: new Date(Date.now() + UNREACHABLE_RECHECK_MS), singletonKey: `${id}:after:${jobId}`, maxAttempts: GIVE_BACK_ATTEMPTS });
          return;
        }
        outcome = { kind: 'failed', message: `The provider could not be reached: ${(error as Error).message}` };
      }
    }

    const result: SendOutcome = outcome;
    await db.transaction(async (tx) => {
      const current = await findTransactionForUpdate(tx, id);
      if (!current || current.status !== 'processing') return;
      if (result.kind === 'pending') {
        await updateTransaction(tx, id, { providerRef: result.providerRef });
        await jobs.enqueue(tx, GIVE_BACK_JOB, { transactionId: id }, { runAt: new Date(Date.now() + PENDING_RECHECK_MS), singletonKey: `${id}:after:${jobId}`, maxAttempts: GIVE_BACK_ATTEMPTS });
        return;
      }
      if (result.kind === 'succeeded') {
        await updateTransaction(tx, id, { status: 'succeeded', providerRef: result.providerRef, paidAt: new Date(), failureMessage: null });
        await writeLetter(tx, current, 'source');
        return;
      }
      // The source cannot take it back: the balance does, through the ledger (one credit per give-back, by index).
      const { kkOrderIds, billNo } = await subjectOf(tx, current);
      await insertEntry(tx, {
        userId: current.userId,
        amountCents: current.amountCents,
        category: 'refund',
        orderNumber: billNo ?? (kkOrderIds.join(',') || null),
        transactionId: id,
        note: `paid twice: payment ${current.returnsTransactionId} returned to the balance`,
      });
      await updateTransaction(tx, id, { status: 'succeeded', paymentMethod: PAYMENT_METHODS.balance, paidAt: new Date(), failureMessage: (result.kind === 'failed' ? result.message : '').slice(0, 500) });
      await writeLetter(tx, current, 'balance');
    });
  };
