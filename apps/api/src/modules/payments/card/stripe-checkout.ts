import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RegionalWallet } from '@threadway/contracts';
import { InvalidSignature, ProviderUnavailable, RefundRefused, type Checkout, type CheckoutTransaction, type PaymentProvider, type ProviderEvent, type RefundRequest, type RefundResult } from './payment-provider.ts';

/**
 * Adapter for a gateway speaking the Stripe Checkout API: sessions are created with
 * POST /v1/checkout/sessions (form-encoded, Bearer secret key) and answered with a hosted page
 * `url`; results arrive as webhooks signed `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of
 * "t.body">`. Only the fields we use are modelled.
 */

/** Webhooks older than this are refused, so a captured one cannot be replayed later (Stripe's default). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The regional wallets (Stripe payment method types) the hosted checkout offers for method 3, and ours for each. */
const WALLET_OF_TYPE: Record<string, RegionalWallet> = { alipay: 'alipay', wechat_pay: 'wechatPay' };
const REGIONAL_WALLET_TYPES = Object.keys(WALLET_OF_TYPE);

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
    refund: (request) => refundPayment(options, request),
    refundStatus: (refundId) => readRefund(options, refundId),
    walletOf: (checkoutId) => walletOf(options, checkoutId),

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
        'line_items[0][price_data][product_data][name]': transaction.description ?? `Threadway orders ${transaction.kkOrderIds.join(', ')}`,
        'metadata[transactionId]': String(transaction.id),
        // Failure events concern the payment intent, so it carries the transaction too.
        'payment_intent_data[metadata][transactionId]': String(transaction.id),
      });
      if (transaction.regionalWallets) REGIONAL_WALLET_TYPES.forEach((type, index) => form.set(`payment_method_types[${index}]`, type));
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
        const regionalWallets = Array.isArray(object.payment_method_types) && !object.payment_method_types.includes('card');
        return { eventId: event.id, kind: 'succeeded', transactionId, amountCents: Number(object.amount_total), providerRef: String(object.id), regionalWallets, payload: event };
      }
      if (transactionId !== null && event.type === 'payment_intent.succeeded' && typeof object?.id === 'string') {
        return { eventId: event.id, kind: 'intentSucceeded', transactionId, intentId: object.id, amountCents: Number(object.amount), currencyCode: String(object.currency).toUpperCase(), payload: event };
      }
      if (transactionId !== null && event.type === 'payment_intent.payment_failed') {
        const message = typeof object?.last_payment_error?.message === 'string' ? object.last_payment_error.message : '';
        return { eventId: event.id, kind: 'failed', transactionId, message, payload: event };
      }
      return { eventId: event.id, kind: 'ignored', transactionId, payload: event };
    },
  };
}

/**
 * The session's event does not say which payment method type paid it, so we read the session with its
 * payment intent's payment method expanded (Stripe's way to learn it) and keep the wallet among ours.
 */
async function walletOf(options: StripeCheckoutOptions, sessionId: string): Promise<RegionalWallet | null> {
  let session: { payment_intent?: { payment_method?: { type?: string } | string | null } | string | null };
  try {
    session = await stripeCall(options, 'GET', `/v1/checkout/sessions/${encodeURIComponent(sessionId)}?expand[]=payment_intent.payment_method`);
  } catch (error) {
    // A refusal here (an unknown session) is not a refund's: the webhook is answered 503 and sent again.
    if (error instanceof RefundRefused) throw new ProviderUnavailable(error.message);
    throw error;
  }
  const intent = session.payment_intent;
  const method = typeof intent === 'object' && intent !== null ? intent.payment_method : null;
  const type = typeof method === 'object' && method !== null ? method.type : undefined;
  return (type && WALLET_OF_TYPE[type]) || null;
}

// ---------- refunds (POST /v1/refunds) ----------

type StripeRefund = { id?: string; status?: string; failure_reason?: string | null };

async function stripeCall<T>(options: StripeCheckoutOptions, method: 'GET' | 'POST', path: string, form?: URLSearchParams, idempotencyKey?: string): Promise<T> {
  if (!options.baseUrl) throw new ProviderUnavailable('CARD_GATEWAY_URL is not set');
  let response: Response;
  try {
    response = await fetch(new URL(path, options.baseUrl), {
      method,
      headers: { authorization: `Bearer ${options.secretKey}`, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new ProviderUnavailable(`card gateway unreachable: ${(error as Error).message}`);
  }
  const answer = (await response.json().catch(() => null)) as (T & { error?: { message?: string } }) | null;
  // 4xx is the gateway saying no (unknown payment, more than captured); 5xx may pass, so it is retried.
  if (response.status >= 400 && response.status < 500 && response.status !== 429) throw new RefundRefused(answer?.error?.message ?? `card gateway answered ${response.status}`);
  if (!response.ok || !answer) throw new ProviderUnavailable(`card gateway answered ${response.status}`);
  return answer;
}

const refundResult = (refund: StripeRefund): RefundResult => {
  if (!refund.id) throw new ProviderUnavailable('refund answer without an id');
  const status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
  return { refundId: refund.id, status, failureMessage: status === 'failed' ? (refund.failure_reason ?? 'refund failed') : null };
};

/** Our payment reference is the Checkout Session; Stripe refunds its payment intent. */
async function refundPayment(options: StripeCheckoutOptions, request: RefundRequest): Promise<RefundResult> {
  const paymentIntent = request.paymentRef.startsWith('cs_')
    ? (await stripeCall<{ payment_intent?: string }>(options, 'GET', `/v1/checkout/sessions/${encodeURIComponent(request.paymentRef)}`)).payment_intent
    : request.paymentRef;
  if (!paymentIntent) throw new RefundRefused('the payment has no payment intent');
  const form = new URLSearchParams({ payment_intent: paymentIntent, amount: String(request.amountCents), 'metadata[reference]': request.reference });
  return refundResult(await stripeCall<StripeRefund>(options, 'POST', '/v1/refunds', form, request.idempotencyKey));
}

async function readRefund(options: StripeCheckoutOptions, refundId: string): Promise<RefundResult> {
  return refundResult(await stripeCall<StripeRefund>(options, 'GET', `/v1/refunds/${encodeURIComponent(refundId)}`));
}
