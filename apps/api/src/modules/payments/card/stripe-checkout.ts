import { createHmac, timingSafeEqual } from 'node:crypto';
import { InvalidSignature, ProviderUnavailable, type Checkout, type CheckoutTransaction, type PaymentProvider, type ProviderEvent } from './payment-provider.ts';

/**
 * Adapter for a gateway speaking the Stripe Checkout API: sessions are created with
 * POST /v1/checkout/sessions (form-encoded, Bearer secret key) and answered with a hosted page
 * `url`; results arrive as webhooks signed `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of
 * "t.body">`. Only the fields we use are modelled.
 */

/** Webhooks older than this are refused, so a captured one cannot be replayed later (Stripe's default). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface StripeCheckoutOptions {
  /** Unset: no gateway is configured and checkouts answer 'unavailable'. */
  baseUrl: string | undefined;
  secretKey: string;
  webhookSecret: string;
  now?: () => number;
}

export function signStripePayload(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function verifyStripeSignature(header: string | undefined, body: string, secret: string, nowSeconds: number): void {
  if (!header) throw new InvalidSignature('no signature');
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!Number.isInteger(timestamp) || signatures.length === 0) throw new InvalidSignature('malformed signature');
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) throw new InvalidSignature('signature too old');
  const expected = Buffer.from(signStripePayload(secret, timestamp, body), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new InvalidSignature('signature mismatch');
}

const transactionIdOf = (object: { metadata?: Record<string, string> } | undefined): number | null => {
  const id = Number(object?.metadata?.transactionId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export function stripeCheckoutProvider(options: StripeCheckoutOptions): PaymentProvider {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  return {
    name: 'cardgateway',

    async createCheckout(transaction: CheckoutTransaction): Promise<Checkout> {
      if (!options.baseUrl) throw new ProviderUnavailable('CARD_GATEWAY_URL is not set');
      const form = new URLSearchParams({
        mode: 'payment',
        success_url: transaction.successUrl,
        cancel_url: transaction.cancelUrl,
        client_reference_id: String(transaction.id),
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': transaction.currencyCode.toLowerCase(),
        'line_items[0][price_data][unit_amount]': String(transaction.amountCents),
        'line_items[0][price_data][product_data][name]': `Threadway orders ${transaction.kkOrderIds.join(', ')}`,
        'metadata[transactionId]': String(transaction.id),
        // Failure events concern the payment intent, so it carries the transaction too.
        'payment_intent_data[metadata][transactionId]': String(transaction.id),
      });
      let response: Response;
      try {
        response = await fetch(new URL('/v1/checkout/sessions', options.baseUrl), {
          method: 'POST',
          headers: { authorization: `Bearer ${options.secretKey}`, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': `transaction-${transaction.id}-${Date.now()}` },
          body: form,
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw new ProviderUnavailable(`card gateway unreachable: ${(error as Error).message}`);
      }
      const session = (await response.json().catch(() => null)) as { id?: string; url?: string } | null;
      if (!response.ok || !session?.id || !session.url) throw new ProviderUnavailable(`card gateway answered ${response.status}`);
      return { sessionId: session.id, redirectUrl: session.url };
    },

    handleCallback(rawBody, headers): ProviderEvent {
      const header = headers['stripe-signature'];
      verifyStripeSignature(Array.isArray(header) ? header[0] : header, rawBody, options.webhookSecret, now());
      let event: { id?: unknown; type?: unknown; data?: { object?: Record<string, any> } };
      try {
        event = JSON.parse(rawBody);
      } catch {
        throw new InvalidSignature('body is not JSON');
      }
      if (typeof event.id !== 'string' || typeof event.type !== 'string') throw new InvalidSignature('not an event');
      const object = event.data?.object;
      const transactionId = transactionIdOf(object);
      if (transactionId !== null && event.type === 'checkout.session.completed' && object?.payment_status === 'paid') {
        return { eventId: event.id, kind: 'succeeded', transactionId, amountCents: Number(object.amount_total), providerRef: String(object.id), payload: event };
      }
      if (transactionId !== null && event.type === 'payment_intent.payment_failed') {
        const message = typeof object?.last_payment_error?.message === 'string' ? object.last_payment_error.message : '';
        return { eventId: event.id, kind: 'failed', transactionId, message, payload: event };
      }
      return { eventId: event.id, kind: 'ignored', transactionId, payload: event };
    },
  };
}
