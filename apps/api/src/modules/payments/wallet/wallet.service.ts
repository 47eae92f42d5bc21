import { PAYMENT_METHODS } from '@threadway/contracts';
import type { Db } from '../../../platform/database.ts';
import type { JobQueue } from '../../../platform/jobs.ts';
import { notFound } from '../../../platform/errors.ts';
import { atProvider, settleAttempt, startAtProvider, statusPageUrl } from '../provider-payment.ts';
import { findByProviderRef, findTransactionForUpdate } from '../transactions.repository.ts';
import type { WalletProvider } from './paypal-orders.ts';

/**
 * Wallet payments (method 2): the buyer approves an order on the provider's page and comes back
 * through our return URL, where we capture it; the capture answer settles the transaction.
 */
export function walletService(db: Db, jobs: JobQueue, provider: WalletProvider, publicUrl: string, returnUrl: string) {
  const statusPage = (state: 'success' | 'fail', transactionId: number) => statusPageUrl(publicUrl, state, transactionId);

  return {
    async startCheckout(userId: number, transactionId: number) {
      const order = await startAtProvider(db, { userId, transactionId, methods: [PAYMENT_METHODS.wallet] }, async (transaction, kkOrderIds) => {
        const created = await provider.createOrder({
          transactionId,
          amountCents: transaction.amountCents,
          currencyCode: transaction.currencyCode,
          kkOrderIds,
          returnUrl,
          cancelUrl: statusPage('fail', transactionId),
        });
        return { ...created, providerRef: created.orderId };
      });
      return { redirectUrl: order.approveUrl, orderId: order.orderId };
    },

    /** The buyer is back from the wallet: capture once and answer the status page to send them to. */
    async completeReturn(orderId: string): Promise<string> {
      const transaction = await findByProviderRef(db, PAYMENT_METHODS.wallet, orderId);
      if (!transaction) throw notFound();
      if (transaction.status === 'succeeded') return statusPage('success', transaction.id);
      const capture = await atProvider(() => provider.capture(orderId));
      if (!capture) return statusPage('fail', transaction.id);
      return db.transaction(async (tx) => {
        const locked = await findTransactionForUpdate(tx, transaction.id);
        if (!locked) throw notFound();
        // Captured while another wallet order of this payment paid it: this capture is given back (invariant 23).
        const matches = capture.transactionId === locked.id && capture.amountCents === locked.amountCents && capture.currencyCode === locked.currencyCode;
        const paid = await settleAttempt(tx, jobs, locked, { providerRef: orderId, amountCents: capture.amountCents }, { matches, mismatch: 'The paid amount does not match the transaction.' });
        return statusPage(paid ? 'success' : 'fail', locked.id);
      });
    },
  };
}
export type WalletService = ReturnType<typeof walletService>;
