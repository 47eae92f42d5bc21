import { PAYMENT_METHODS, type TopUpAnswer } from '@threadway/contracts';
import type { Db } from '../../../platform/database.ts';
import type { PaymentProvider } from '../card/payment-provider.ts';
import { atProvider } from '../provider-payment.ts';
import { alreadyProcessed } from '../settlement.ts';
import { markProcessing } from '../transactions.repository.ts';
import { paymentManageRepository } from './payment-manage.repository.ts';
import { PAYMENT_TYPES } from './payment-types.ts';
import { PAGE_PATH } from './return-urls.ts';

/**
 * Top up: a transaction of payment type 1 paid at the card gateway's hosted checkout. The balance
 * rises only when the gateway's signed webhook reports the money taken (card.service →
 * creditTopUp), never on the browser's return.
 */
export function topUpService(db: Db, provider: PaymentProvider, publicUrl: string) {
  const page = `${publicUrl}${PAGE_PATH}`;
  return {
    async start(userId: number, amountCents: number): Promise<TopUpAnswer> {
      const transaction = await paymentManageRepository(db).insertTopUp(userId, amountCents, PAYMENT_METHODS.cardGateway, PAYMENT_TYPES.topUp);
      const checkout = await atProvider(() =>
        provider.createCheckout({
          id: transaction.id,
          amountCents,
          currencyCode: transaction.currencyCode,
          kkOrderIds: [],
          description: 'Threadway balance top-up',
          successUrl: `${page}?topUp=success&transactionId=${transaction.id}`,
          cancelUrl: `${page}?topUp=fail&transactionId=${transaction.id}`,
        }),
      );
      if (!(await markProcessing(db, transaction.id, checkout.sessionId))) throw alreadyProcessed();
      return { transactionId: transaction.id, redirectUrl: checkout.redirectUrl, sessionId: checkout.sessionId };
    },
  };
}
export type TopUpService = ReturnType<typeof topUpService>;
