import { PAYMENT_METHODS, type OnePageConfirmAnswer, type OnePageConfirmRequest } from '@threadway/contracts';
import type { Db, Executor } from '../../../platform/database.ts';
import { notFound } from '../../../platform/errors.ts';
import type { JobQueue } from '../../../platform/jobs.ts';
import { atProvider, failIfOpen, settleReported, startAtProvider, statusPageUrl } from '../provider-payment.ts';
import { findByProviderRef, findTransactionForUpdate, type TransactionRow } from '../transactions.repository.ts';
import { ProviderUnavailable } from './payment-provider.ts';
import type { CardIntents, IntentOutcome } from './stripe-payment-intents.ts';

type Succeeded = Extract<IntentOutcome, { kind: 'succeeded' }>;

/**
 * Settles a payment from its payment intent's money, inside the caller's database transaction
 * with the payment row locked. Only the intent we opened for this payment counts (its id is the
 * provider_ref): an off-session charge or a hosted checkout settles through its own path. The
 * confirm answer, the 3-D Secure return and the webhook all come here, so whichever is first pays
 * and the others find the payment succeeded (decision 0038, invariant 20).
 */
export async function settleIntent(tx: Executor, jobs: JobQueue, transaction: TransactionRow, intent: Pick<Succeeded, 'intentId' | 'amountCents' | 'currencyCode'>): Promise<boolean> {
  if (transaction.providerRef !== intent.intentId) return false;
  if (transaction.status === 'succeeded') return true;
  const matches = intent.amountCents === transaction.amountCents && intent.currencyCode === transaction.currencyCode.toUpperCase();
  return settleReported(tx, jobs, transaction, { matches, mismatch: 'The paid amount does not match the transaction.' });
}

export interface OnePageSettings {
  publishableKey: string;
  /** The gateway's script URL; unset: the one-page form is not configured. */
  scriptUrl: string | undefined;
  publicUrl: string;
  /** Where the bank's 3-D Secure page sends the browser back to (our open return route). */
  returnUrl: string;
}

/**
 * The card gateway's one-page form (method 1): the card is typed in the gateway's frame on our
 * payment page and tokenised there; we confirm the transaction's payment intent with the token.
 */
export function onePageService(db: Db, jobs: JobQueue, intents: CardIntents, settings: OnePageSettings) {
  const settle = (transactionId: number, intent: Succeeded) =>
    db.transaction(async (tx) => {
      const locked = await findTransactionForUpdate(tx, transactionId);
      return locked ? settleIntent(tx, jobs, locked, intent) : false;
    });
  const fail = (transactionId: number, message: string) =>
    db.transaction(async (tx) => {
      const locked = await findTransactionForUpdate(tx, transactionId);
      if (locked) await failIfOpen(tx, locked, message);
    });

  return {
    config() {
      return atProvider(async () => {
        if (!settings.scriptUrl) throw new ProviderUnavailable('CARD_GATEWAY_JS_URL is not set');
        return { publishableKey: settings.publishableKey, scriptUrl: settings.scriptUrl };
      });
    },

    async confirm(userId: number, { transactionId, paymentMethodId }: OnePageConfirmRequest): Promise<OnePageConfirmAnswer> {
      const { providerRef } = await startAtProvider(db, { userId, transactionId, methods: [PAYMENT_METHODS.cardGateway] }, async (transaction) => ({
        providerRef: (await intents.create({ transactionId, amountCents: transaction.amountCents, currencyCode: transaction.currencyCode })).intentId,
      }));
      const outcome = await atProvider(() => intents.confirm({ intentId: providerRef, paymentMethodId, returnUrl: settings.returnUrl }));
      const answer = (status: OnePageConfirmAnswer['status'], redirectUrl: string | null = null, message: string | null = null) => ({ status, transactionId, redirectUrl, message });
      if (outcome.kind === 'succeeded') return (await settle(transactionId, outcome)) ? answer('succeeded') : answer('failed', null, 'The paid amount does not match the transaction.');
      if (outcome.kind === 'requiresAction') return answer('requiresAction', outcome.redirectUrl);
      if (outcome.kind === 'declined') {
        // The intent could take another card, but a new attempt is a new transaction: the order stays payable.
        await fail(transactionId, outcome.message);
        return answer('failed', null, outcome.message);
      }
      return answer('processing');
    },

    /** Back from the bank's 3-D Secure page: read the intent at the gateway (never the query) and answer the status page to go to. */
    async completeReturn(intentId: string): Promise<string> {
      const transaction = await findByProviderRef(db, PAYMENT_METHODS.cardGateway, intentId);
      if (!transaction) throw notFound();
      const page = (state: 'success' | 'fail') => statusPageUrl(settings.publicUrl, state, transaction.id);
      if (transaction.status === 'succeeded') return page('success');
      const outcome = await atProvider(() => intents.read(intentId));
      if (outcome?.kind === 'succeeded') return page((await settle(transaction.id, outcome)) ? 'success' : 'fail');
      if (outcome?.kind === 'declined') await fail(transaction.id, outcome.message);
      return page('fail');
    },
  };
}
export type OnePageService = ReturnType<typeof onePageService>;
