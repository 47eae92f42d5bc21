import { PAYMENT_METHODS, type PayoutProviderCallbackAnswer } from '@threadway/contracts';
import type { Db } from '../../../platform/database.ts';
import type { JobQueue } from '../../../platform/jobs.ts';
import { notFound } from '../../../platform/errors.ts';
import { atProvider, failIfOpen, settleAttempt, startAtProvider, statusPageUrl, wrongMethod } from '../provider-payment.ts';
import { findByProviderRef, findOwnedTransaction, findTransactionForUpdate, type TransactionRow } from '../transactions.repository.ts';
import type { PayoneerProvider } from './payoneer-lists.ts';
import { payerOf } from './payout.repository.ts';
import { isGiveBack } from '../give-back.ts';

export interface PayoutUrls {
  publicUrl: string;
  /** The web page the provider returns the buyer to; it calls the charge callback. */
  returnUrl: string;
  /** Our open notification route, as the provider reaches it. */
  notificationUrl: string;
}

const answerOf = (row: TransactionRow): PayoutProviderCallbackAnswer => ({ id: row.id, status: row.status, failureMessage: row.failureMessage });

/**
 * Payments through the payout/payment provider (method 9): a hosted LIST per transaction. Neither
 * the browser's return nor the provider's notification is signed, so both only make us read the
 * LIST from the provider, and what it says settles the transaction, once, under the row lock.
 */
export function payoutService(db: Db, jobs: JobQueue, provider: PayoneerProvider, urls: PayoutUrls) {
  /**
   * Reads a LIST of a transaction paying through it (its last one, or an earlier attempt's) and applies what it says:
   * a charge settles the transaction once; a charge of another LIST than the one that paid it is given back.
   */
  async function settleFromProvider(transaction: TransactionRow, longId = transaction.providerRef): Promise<TransactionRow> {
    // A give-back's reference is a payout, not a LIST: nothing to read here.
    if (!longId || isGiveBack(transaction) || (transaction.status === 'succeeded' && transaction.providerRef === longId)) return transaction;
    const outcome = await atProvider(() => provider.outcome(longId));
    return db.transaction(async (tx) => {
      const locked = await findTransactionForUpdate(tx, transaction.id);
      if (!locked) throw notFound();
      if (outcome.kind === 'charged') {
        const matches = outcome.transactionId === locked.id && outcome.amountCents === locked.amountCents && outcome.currencyCode === locked.currencyCode;
        await settleAttempt(tx, jobs, locked, { providerRef: longId, amountCents: outcome.amountCents }, { matches, mismatch: 'The paid amount does not match the transaction.' });
      }
      if (outcome.kind === 'failed' && locked.providerRef === longId) await failIfOpen(tx, locked, outcome.message);
      return (await findTransactionForUpdate(tx, locked.id)) ?? locked;
    });
  }

  return {
    async openList(userId: number, transactionId: number) {
      const list = await startAtProvider(db, { userId, transactionId, methods: [PAYMENT_METHODS.payoutProvider] }, async (transaction, kkOrderIds) => {
        const payer = await payerOf(db, userId, transactionId);
        const created = await provider.createList({
          transactionId,
          amountCents: transaction.amountCents,
          currencyCode: transaction.currencyCode,
          kkOrderIds,
          customer: { number: String(userId), email: payer.email },
          country: payer.country,
          returnUrl: urls.returnUrl,
          cancelUrl: statusPageUrl(urls.publicUrl, 'fail', transactionId),
          notificationUrl: urls.notificationUrl,
        });
        return { ...created, providerRef: created.longId };
      });
      return { redirectUrl: list.redirectUrl, longId: list.longId };
    },

    /** The buyer is back (the return page calls this): the caller's transaction as the provider's LIST leaves it. */
    async callback(userId: number, transactionId: number): Promise<PayoutProviderCallbackAnswer> {
      const transaction = await findOwnedTransaction(db, userId, transactionId);
      if (!transaction) throw notFound();
      if (transaction.paymentMethod !== PAYMENT_METHODS.payoutProvider) throw wrongMethod();
      return answerOf(await settleFromProvider(transaction));
    },

    /** A status notification: names a LIST we read back; one we do not know is acknowledged and changes nothing. */
    async notification(longId: string): Promise<{ received: boolean }> {
      const transaction = await findByProviderRef(db, PAYMENT_METHODS.payoutProvider, longId);
      if (transaction) await settleFromProvider(transaction, longId);
      return { received: true };
    },
  };
}
export type PayoutService = ReturnType<typeof payoutService>;
