import type { RegionalWallet } from '@threadway/contracts';

/** What our server asks of an outside payment party; one adapter per provider API. */

export interface CheckoutTransaction {
  id: number;
  amountCents: number;
  currencyCode: string;
  kkOrderIds: string[];
  /** What the hosted page names the payment; without it, the orders paid. */
  description?: string;
  /** Regional wallets instead of cards (method 3): the hosted page offers those wallets only. */
  regionalWallets?: boolean;
  successUrl: string;
  cancelUrl: string;
}

export interface Checkout {
  /** The provider's own reference, kept in payment_transactions.provider_ref. */
  sessionId: string;
  /** The provider's hosted page the browser goes to. */
  redirectUrl: string;
}

/** A verified callback, reduced to what we act on. */
export type ProviderEvent =
  /**
   * A hosted checkout took the money. `regionalWallets`: it offered wallets only, so which one paid
   * (`wallet`) is asked of the provider (walletOf) before the event is applied.
   */
  | { eventId: string; kind: 'succeeded'; transactionId: number; amountCents: number; providerRef: string; regionalWallets: boolean; wallet?: RegionalWallet | null; payload: unknown }
  /** A payment intent we confirmed ourselves (the one-page form) took the money. */
  | { eventId: string; kind: 'intentSucceeded'; transactionId: number; intentId: string; amountCents: number; currencyCode: string; payload: unknown }
  | { eventId: string; kind: 'failed'; transactionId: number; message: string; payload: unknown }
  | { eventId: string; kind: 'ignored'; transactionId: number | null; payload: unknown };

export interface PaymentProvider {
  readonly name: string;
  createCheckout(transaction: CheckoutTransaction): Promise<Checkout>;
  /** Verifies the signature and parses the event; throws InvalidSignature when it does not verify. */
  handleCallback(rawBody: string, headers: Record<string, string | string[] | undefined>): ProviderEvent;
  /** Sends (part of) a captured payment back; throws RefundRefused when the provider says no. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Reads a refund again (one answered 'pending'). */
  refundStatus(refundId: string): Promise<RefundResult>;
  /** The regional wallet a paid checkout was made with (null: none of ours, e.g. a card); ProviderUnavailable when it cannot be asked. */
  walletOf(checkoutId: string): Promise<RegionalWallet | null>;
}

export interface RefundRequest {
  /** Our reference of the payment (payment_transactions.provider_ref). */
  paymentRef: string;
  amountCents: number;
  /** The same key for every attempt of one refund, so a retry never refunds twice. */
  idempotencyKey: string;
  reference: string;
}

export interface RefundResult {
  refundId: string;
  status: 'succeeded' | 'pending' | 'failed';
  failureMessage: string | null;
}

/** The provider refused a refund (more than was captured, an unknown payment...). */
export class RefundRefused extends Error {}

export class InvalidSignature extends Error {}
export class ProviderUnavailable extends Error {}
