import { ErrorCode, PAY_LATER_APPROVED, PAY_LATER_MIN_CENTS, PAYMENT_METHODS, type PayLaterApplication, type PayLaterCreditLine } from '@threadway/contracts';
import type { Db } from '../../../platform/database.ts';
import type { JobQueue } from '../../../platform/jobs.ts';
import { AppError } from '../../../platform/errors.ts';
import { applyWebhookOnce, atProvider, failIfOpen, openTransactionOf, settleAttempt, statusPageUrl } from '../provider-payment.ts';
import { alreadyProcessed } from '../settlement.ts';
import { findTransactionForUpdate, isAttemptOf, markProcessing } from '../transactions.repository.ts';
import { findAccount, recordApplication, recordDecision, useCredit } from './accounts.repository.ts';
import { ProviderRefused, type PayLaterEvent, type PayLaterProvider } from './mondu-api.ts';

const creditLimitReached = () => new AppError(ErrorCode.badRequest, 'payments.creditLimit', 400);

/** A call to the provider, where a refusal (e.g. above the buyer's limit) is the credit limit. */
const atPayLaterProvider = <T>(work: () => Promise<T>): Promise<T> =>
  atProvider(async () => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ProviderRefused) throw creditLimitReached();
      throw error;
    }
  });

/**
 * Pay-later credit (method 8): the provider reviews the seller's application in its own widget
 * and lends the money at its own checkout; we mirror the credit line it reports and learn every
 * decision only from its signed webhooks.
 */
export function payLaterService(db: Db, jobs: JobQueue, provider: PayLaterProvider, publicUrl: string) {
  return {
    async creditLine(userId: number): Promise<PayLaterCreditLine> {
      const account = await findAccount(db, userId);
      return { status: account?.status ?? null, availableCredit: account?.availableCreditCents ?? 0, creditLimit: account?.creditLimitCents ?? 0 };
    },

    async apply(userId: number, application: PayLaterApplication) {
      const back = `${publicUrl}/mall/paymentPage`;
      const widget = await atPayLaterProvider(() =>
        provider.openApplication({
          buyerReference: String(userId),
          companyName: application.companyName,
          email: application.email,
          phone: application.phone,
          countryCode: application.country,
          requestedLimitCents: application.requestedLimit,
          successUrl: back,
          cancelUrl: back,
        }),
      );
      await recordApplication(db, userId, widget.reference, application);
      return { token: widget.reference, redirectUrl: widget.redirectUrl };
    },

    /** Checks what the payment page checks (spec 5), then opens the provider's checkout. */
    async checkout(userId: number, transactionId: number) {
      const transaction = await openTransactionOf(db, userId, transactionId, [PAYMENT_METHODS.payLater]);
      const account = await findAccount(db, userId);
      if (!account || account.status !== PAY_LATER_APPROVED) throw new AppError(ErrorCode.badRequest, 'payments.payLaterNotApproved', 400);
      if (transaction.amountCents < PAY_LATER_MIN_CENTS) throw new AppError(ErrorCode.badRequest, 'payments.payLaterMinimum', 400);
      if (transaction.amountCents > account.availableCreditCents) throw creditLimitReached();
      const widget = await atPayLaterProvider(() =>
        provider.createOrder({
          transactionId,
          buyerId: account.providerBuyerId,
          amountCents: transaction.amountCents,
          currencyCode: transaction.currencyCode,
          successUrl: statusPageUrl(publicUrl, 'success', transactionId),
          cancelUrl: statusPageUrl(publicUrl, 'fail', transactionId),
        }),
      );
      if (!(await markProcessing(db, transactionId, widget.reference))) throw alreadyProcessed();
      return { token: widget.reference, redirectUrl: widget.redirectUrl };
    },

    /** Applies a signed webhook once: a replayed webhook id is acknowledged and changes nothing. */
    handleWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>) {
      const webhook = { provider: provider.name, rawBody, parse: (body: string) => provider.parseWebhook(body, headers), transactionIdOf: (event: PayLaterEvent) => ('transactionId' in event ? event.transactionId : null) };
      return applyWebhookOnce(db, webhook, async (tx, event) => {
        if (event.kind === 'buyer') {
          await recordDecision(tx, event.userId, event);
          return;
        }
        const transaction = await findTransactionForUpdate(tx, event.transactionId);
        if (!transaction || transaction.paymentMethod !== PAYMENT_METHODS.payLater) return;
        // Only an order we created for this transaction may settle it: the last one, or an earlier widget's.
        const current = transaction.providerRef === event.orderId;
        if (!current && !(await isAttemptOf(tx, transaction, event.orderId))) return;
        if (event.kind === 'orderConfirmed') {
          // The provider has lent the money; lent on a second widget of a paid payment, it is cancelled there (given back).
          const wasOpen = transaction.status !== 'succeeded';
          const matches = event.amountCents === transaction.amountCents;
          const paid = await settleAttempt(tx, jobs, transaction, { providerRef: event.orderId, amountCents: event.amountCents }, { matches, mismatch: 'The financed amount does not match the transaction.' });
          if (paid && wasOpen) await useCredit(tx, transaction.userId, transaction.amountCents);
        }
        if (event.kind === 'orderFailed' && current) await failIfOpen(tx, transaction, event.message);
      });
    },
  };
}
export type PayLaterService = ReturnType<typeof payLaterService>;
