import { PAYMENT_METHODS } from '@threadway/contracts';
import type { Config } from '../../../platform/config.ts';
import { RefundRefused, type PaymentProvider } from '../../payments/card/payment-provider.ts';
import { stripeCheckoutProvider } from '../../payments/card/stripe-checkout.ts';
import { monduRequest, ProviderRefused, type PayLaterOptions } from '../../payments/paylater/mondu-api.ts';
import { payoneerLists, type PayoneerProvider } from '../../payments/payout/payoneer-lists.ts';
import { paypalOrders, type WalletProvider } from '../../payments/wallet/paypal-orders.ts';

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
  /** The provider's idempotency key; `refund-{refundId}` when unset (a give-back uses its own, decision 0017). */
  idempotencyKey?: string;
}

export interface RefundSender {
  send(refund: RefundToSend): Promise<SendOutcome>;
}

/** The senders the payout job chooses from. */
export interface RefundSenders {
  card: RefundSender;
  payLater: RefundSender;
  wallet: RefundSender;
  payout: RefundSender;
}

/**
 * A provider that refunds (part of) a captured payment named by our reference, keyed so a retry
 * never refunds twice, and reads a pending refund again; its refusals fail the refund.
 */
function capturedPaymentSender(provider: Pick<PaymentProvider, 'refund' | 'refundStatus'>): RefundSender {
  return {
    async send(refund) {
      try {
        const result = refund.providerRef
          ? await provider.refundStatus(refund.providerRef)
          : await provider.refund({
              paymentRef: refund.transaction.providerRef ?? '',
              amountCents: refund.amountCents,
              idempotencyKey: refund.idempotencyKey ?? `refund-${refund.refundId}`,
              reference: refund.refundNo,
            });
        if (result.status === 'failed') return { kind: 'failed', message: result.failureMessage ?? 'refund failed' };
        return { kind: result.status, providerRef: result.refundId };
      } catch (error) {
        if (error instanceof RefundRefused) return { kind: 'failed', message: error.message };
        throw error;
      }
    },
  };
}

/** Card payments (methods 1, 3 and 4): the gateway's refund of the payment intent of the Checkout Session. */
export const cardRefundSender = (gateway: PaymentProvider): RefundSender => capturedPaymentSender(gateway);

/** Wallet payments (method 2): PayPal's refund of the order's capture (PayPal-Request-Id `refund-{id}`). */
export const walletRefundSender = (wallet: WalletProvider): RefundSender => capturedPaymentSender(wallet);

/**
 * Payout/payment provider (method 9): a payout of the LIST's charge, with our refund number as
 * `payment.reference` (the provider answers a repeated reference with the first payout).
 */
export const payoutRefundSender = (provider: PayoneerProvider): RefundSender => capturedPaymentSender(provider);

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

/** The sender for a payment method; null for the balance, which is refunded in the approval itself. */
export function senderFor(method: number, senders: RefundSenders): RefundSender | null {
  if (method === PAYMENT_METHODS.payLater) return senders.payLater;
  if (method === PAYMENT_METHODS.wallet) return senders.wallet;
  if (method === PAYMENT_METHODS.payoutProvider) return senders.payout;
  if (method === PAYMENT_METHODS.cardGateway || method === PAYMENT_METHODS.otherWallets || method === PAYMENT_METHODS.creditCard) return senders.card;
  return null;
}

/** The senders of the configured providers: refunds (decision 0012) and give-backs of money paid twice (decision 0017) use the same. */
export function providerSenders(config: Config): RefundSenders {
  const gateway = stripeCheckoutProvider({ baseUrl: config.CARD_GATEWAY_URL, secretKey: config.CARD_GATEWAY_SECRET_KEY, webhookSecret: config.CARD_GATEWAY_WEBHOOK_SECRET });
  const payLater = { baseUrl: config.PAY_LATER_URL, apiToken: config.PAY_LATER_API_TOKEN, webhookSecret: config.PAY_LATER_WEBHOOK_SECRET };
  const wallet = paypalOrders({ baseUrl: config.WALLET_URL, clientId: config.WALLET_CLIENT_ID, clientSecret: config.WALLET_CLIENT_SECRET });
  const payout = payoneerLists({ baseUrl: config.PAYOUT_PROVIDER_URL, merchantCode: config.PAYOUT_PROVIDER_MERCHANT_CODE, paymentToken: config.PAYOUT_PROVIDER_TOKEN });
  return { card: cardRefundSender(gateway), payLater: payLaterRefundSender(payLater), wallet: walletRefundSender(wallet), payout: payoutRefundSender(payout) };
}
