import type { Db } from '../../../platform/database.ts';
import type { JobQueue } from '../../../platform/jobs.ts';
import { applyWebhookOnce, atProvider, failIfOpen, openTransactionOf, settleAttempt, statusPageUrl } from '../provider-payment.ts';
import { alreadyProcessed } from '../settlement.ts';
import { findTransactionForUpdate, markProcessing, ordersOfTransaction } from '../transactions.repository.ts';
import { settleIntent } from './one-page.service.ts';
import type { PaymentProvider, ProviderEvent } from './payment-provider.ts';

/**
 * Card and regional-wallet payments through a hosted page: we create the provider's checkout for a
 * transaction and learn the result only from its signed callback. Card numbers never reach this server.
 * The callback also reports the one-page form's payment intents (./one-page.service.ts).
 */
export function cardService(db: Db, jobs: JobQueue, provider: PaymentProvider, publicUrl: string) {
  return {
    async startCheckout(userId: number, transactionId: number, methods: readonly number[], options: { regionalWallets?: boolean } = {}) {
      const transaction = await openTransactionOf(db, userId, transactionId, methods);
      const orders = await ordersOfTransaction(db, transactionId);
      const checkout = await atProvider(() =>
        provider.createCheckout({
          id: transactionId,
          amountCents: transaction.amountCents,
          currencyCode: transaction.currencyCode,
          kkOrderIds: orders.map((order) => order.kkOrderId),
          regionalWallets: options.regionalWallets,
          successUrl: statusPageUrl(publicUrl, 'success', transactionId),
          cancelUrl: statusPageUrl(publicUrl, 'fail', transactionId),
        }),
      );
      if (!(await markProcessing(db, transactionId, checkout.sessionId))) throw alreadyProcessed();
      return { redirectUrl: checkout.redirectUrl, sessionId: checkout.sessionId };
    },

    /** Applies a signed callback once: a replayed event id is acknowledged and changes nothing. */
    handleCallback(rawBody: string, headers: Record<string, string | string[] | undefined>) {
      const webhook = {
        provider: provider.name,
        rawBody,
        parse: (body: string) => provider.handleCallback(body, headers),
        // A checkout of regional wallets (method 3): which wallet paid is the gateway's to say, asked before settling.
        prepare: async (event: ProviderEvent) => (event.kind === 'succeeded' && event.regionalWallets ? { ...event, wallet: await provider.walletOf(event.providerRef) } : event),
        transactionIdOf: (event: { transactionId: number | null }) => event.transactionId,
      };
      return applyWebhookOnce(db, webhook, async (tx, event) => {
        const transaction = await findTransactionForUpdate(tx, event.transactionId);
        if (!transaction) return;
        if (event.kind === 'succeeded') {
          // The session names its payment in signed metadata, so it is this payment's attempt: an earlier page of it too.
          // Orders, a bill or a top-up: settled once by the shared rule; money for something paid meanwhile (by another
          // payment or another page of this one) goes back.
          const matches = event.amountCents === transaction.amountCents;
          await settleAttempt(tx, jobs, transaction, event, { matches, mismatch: 'The paid amount does not match the transaction.' }, { wallet: event.wallet ?? null });
        }
        // The one-page form's intent: settled once, whether this or the confirm answer comes first.
        if (event.kind === 'intentSucceeded') await settleIntent(tx, jobs, transaction, event);
        if (event.kind === 'failed') await failIfOpen(tx, transaction, event.message || null);
      });
    },
  };
}
export type CardService = ReturnType<typeof cardService>;
