import { PAYMENT_METHODS } from '@threadway/contracts';
import { RefundRefused, type PaymentProvider } from '../../payments/card/payment-provider.ts';
import { monduRequest, ProviderRefused, type PayLaterOptions } from '../../payments/paylater/mondu-api.ts';

/** What a provider said about sending money back. */
export type SendOutcome = { kind: 'succeeded' | 'pending'; providerRef: string } | { kind: 'failed'; message: string };

export interface RefundToSend {
  refundNo: string;
  refundId: number;
  amountCents: number;
  /** The provider's refund id from an earlier attempt that answered 'pending'. */
  providerRef: string | null;
  /** The paying transaction: its method, provider reference and amount. */
  transaction: { paymentMethod: number; providerRef: string | null; amountCents: number };
  /** What the transaction's orders have had back already, this refund excluded. */
  transactionRefundedCents: number;
}

export interface RefundSender {
  send(refund: RefundToSend): Promise<SendOutcome>;
}

/** Card payments (methods 1, 3 and 4): the gateway's refund of the payment, keyed so a retry never refunds twice. */
export function cardRefundSender(gateway: PaymentProvider): RefundSender {
  return {
    async send(refund) {
      try {
        const result = refund.providerRef
          ? await gateway.refundStatus(refund.providerRef)
          : await gateway.refund({ paymentRef: refund.transaction.providerRef ?? '', amountCents: refund.amountCents, idempotencyKey: `refund-${refund.refundId}`, reference: refund.refundNo });
        if (result.status === 'failed') return { kind: 'failed', message: result.failureMessage ?? 'refund failed' };
        return { kind: result.status, providerRef: result.refundId };
      } catch (error) {
        if (error instanceof RefundRefused) return { kind: 'failed', message: error.message };
        throw error;
      }
    },
  };
}

/**
 * Pay-later (method 8), before shipment only: the provider's order for the transaction is
 * cancelled when nothing of it remains, else reduced to what remains ('adjust'); either gives
 * the seller's credit back at the provider.
 */
export function payLaterRefundSender(options: PayLaterOptions): RefundSender {
  return {
    async send(refund) {
      const orderUuid = refund.transaction.providerRef;
      if (!orderUuid) return { kind: 'failed', message: 'The pay-later order is unknown.' };
      const remaining = refund.transaction.amountCents - refund.transactionRefundedCents - refund.amountCents;
      const path = `/api/v1/orders/${encodeURIComponent(orderUuid)}`;
      try {
        if (remaining <= 0) await monduRequest(options, 'POST', `${path}/cancel`, {});
        else await monduRequest(options, 'POST', `${path}/adjust`, { gross_amount_cents: remaining, external_reference_id: refund.refundNo });
        return { kind: 'succeeded', providerRef: orderUuid };
      } catch (error) {
        if (error instanceof ProviderRefused) return { kind: 'failed', message: error.message };
        throw error;
      }
    },
  };
}

/** The sender for a payment method; the wallet's refund is not connected yet. */
export function senderFor(method: number, senders: { card: RefundSender; payLater: RefundSender }): RefundSender | null {
  if (method === PAYMENT_METHODS.payLater) return senders.payLater;
  if (method === PAYMENT_METHODS.cardGateway || method === PAYMENT_METHODS.otherWallets || method === PAYMENT_METHODS.creditCard) return senders.card;
  return null;
}
