import { ProviderUnavailable, RefundRefused, type RefundRequest, type RefundResult } from '../card/payment-provider.ts';
import { toCents, toValue } from '../provider-amounts.ts';
import { paypalRefunds } from './paypal-refunds.ts';

/**
 * Adapter for a wallet provider speaking PayPal's Orders v2 API: an OAuth client-credentials
 * token (POST /v1/oauth2/token), then POST /v2/checkout/orders (intent CAPTURE, the transaction
 * id as custom_id, return and cancel URLs in payment_source.paypal.experience_context) whose
 * `approve` link the buyer follows, and POST /v2/checkout/orders/{id}/capture once the buyer is
 * back. The capture answer comes over our own authenticated call, so it needs no signature.
 * Refunds of a capture use the Payments v2 API (./paypal-refunds.ts).
 */

export interface WalletOptions {
  /** Unset: no provider is configured and calls answer 'unavailable'. */
  baseUrl: string | undefined;
  clientId: string;
  clientSecret: string;
}

export interface WalletOrderRequest {
  transactionId: number;
  amountCents: number;
  currencyCode: string;
  kkOrderIds: string[];
  returnUrl: string;
  cancelUrl: string;
}

/** A captured order, reduced to what settles a transaction. */
export interface Capture {
  transactionId: number | null;
  amountCents: number;
  currencyCode: string;
  captureId: string;
}

export interface PayPalOrder {
  id?: string;
  status?: string;
  links?: { href: string; rel: string }[];
  purchase_units?: { custom_id?: string; payments?: { captures?: { id: string; status: string; amount: { currency_code: string; value: string } }[] } }[];
}

/** PayPal's error answer: `details[0].issue` names the reason (ORDER_NOT_APPROVED, REFUND_AMOUNT_EXCEEDED...). */
export interface PayPalError {
  name?: string;
  message?: string;
  details?: { issue?: string; description?: string }[];
}

/** One authenticated call to the provider: the HTTP status and the JSON answer (null when none). */
export type PayPalCall = <T>(method: 'GET' | 'POST', path: string, body?: object, headers?: Record<string, string>) => Promise<{ status: number; answer: (T & PayPalError) | null }>;

/** A capture that took the money; a refund turns COMPLETED into PARTIALLY_REFUNDED, then REFUNDED. */
const TAKEN_CAPTURE = ['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED'];

/**
 * The capture a refund of the order goes to, refunded in part or in full already included (PayPal
 * itself answers CAPTURE_FULLY_REFUNDED with its own words); undefined when nothing was captured.
 */
export const refundableCaptureOf = (order: PayPalOrder) =>
  order.status === 'COMPLETED' ? order.purchase_units?.[0]?.payments?.captures?.find((candidate) => TAKEN_CAPTURE.includes(candidate.status)) : undefined;

/** Reads the completed capture of a captured order; null when it has none. */
function captureOf(order: PayPalOrder): Capture | null {
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.find((candidate) => candidate.status === 'COMPLETED');
  if (order.status !== 'COMPLETED' || !capture) return null;
  const transactionId = Number(unit?.custom_id);
  return {
    transactionId: Number.isSafeInteger(transactionId) && transactionId > 0 ? transactionId : null,
    amountCents: toCents(capture.amount.value),
    currencyCode: capture.amount.currency_code,
    captureId: capture.id,
  };
}

export function paypalOrders(options: WalletOptions) {
  let token: { value: string; expiresAt: number } | null = null;

  async function send(path: string, init: { method: string; headers: Record<string, string>; body?: string }) {
    if (!options.baseUrl) throw new ProviderUnavailable('WALLET_URL is not set');
    try {
      return await fetch(new URL(path, options.baseUrl), { ...init, signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new ProviderUnavailable(`wallet provider unreachable: ${(error as Error).message}`);
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const response = await send('/v1/oauth2/token', { method: 'POST', headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=client_credentials' });
    const answer = (await response.json().catch(() => null)) as { access_token?: string; expires_in?: number } | null;
    if (!response.ok || !answer?.access_token) throw new ProviderUnavailable(`wallet token answered ${response.status}`);
    // Renewed a minute early so a token never expires mid-call.
    token = { value: answer.access_token, expiresAt: Date.now() + ((answer.expires_in ?? 0) - 60) * 1000 };
    return token.value;
  }

  const api: PayPalCall = async <T>(method: 'GET' | 'POST', path: string, body?: object, headers: Record<string, string> = {}) => {
    const response = await send(path, {
      method,
      headers: { authorization: `Bearer ${await accessToken()}`, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, answer: (await response.json().catch(() => null)) as (T & PayPalError) | null };
  };
  const refunds = paypalRefunds(api);
  const orderPath = (orderId: string) => `/v2/checkout/orders/${encodeURIComponent(orderId)}`;

  return {
    async createOrder(request: WalletOrderRequest): Promise<{ orderId: string; approveUrl: string }> {
      const { status, answer } = await api<PayPalOrder>('POST', '/v2/checkout/orders', {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: `transaction-${request.transactionId}`,
            custom_id: String(request.transactionId),
            description: `Threadway orders ${request.kkOrderIds.join(', ')}`.slice(0, 127),
            amount: { currency_code: request.currencyCode, value: toValue(request.amountCents) },
          },
        ],
        payment_source: { paypal: { experience_context: { return_url: request.returnUrl, cancel_url: request.cancelUrl, user_action: 'PAY_NOW' } } },
      });
      const approveUrl = answer?.links?.find((link) => link.rel === 'approve' || link.rel === 'payer-action')?.href;
      if (status >= 300 || !answer?.id || !approveUrl) throw new ProviderUnavailable(`wallet order answered ${status}`);
      return { orderId: answer.id, approveUrl };
    },

    /**
     * Captures an approved order; an order captured already (a second return, a retry) is read
     * back instead. Answers null when the buyer has not approved it.
     */
    async capture(orderId: string): Promise<Capture | null> {
      const path = orderPath(orderId);
      const captured = await api<PayPalOrder>('POST', `${path}/capture`);
      if (captured.status < 300 && captured.answer) return captureOf(captured.answer);
      const issue = captured.answer?.details?.[0]?.issue;
      if (issue === 'ORDER_NOT_APPROVED') return null;
      if (issue !== 'ORDER_ALREADY_CAPTURED') throw new ProviderUnavailable(`wallet capture answered ${captured.status}`);
      const read = await api<PayPalOrder>('GET', path);
      if (read.status >= 300 || !read.answer) throw new ProviderUnavailable(`wallet order read answered ${read.status}`);
      return captureOf(read.answer);
    },

    /**
     * Sends part of a paid order back. Our reference of the payment is the PayPal order id (what
     * payment_transactions.provider_ref holds); the capture to refund, and its currency, are read
     * from the order each time rather than kept, as the card gateway reads the payment intent
     * from its session. `idempotencyKey` goes out as PayPal-Request-Id, so a retry answers the
     * first refund instead of making a second one.
     */
    async refund(request: RefundRequest): Promise<RefundResult> {
      const read = await api<PayPalOrder>('GET', orderPath(request.paymentRef));
      if (read.status === 404) throw new RefundRefused('The wallet order is unknown to the provider.');
      if (read.status >= 300 || !read.answer) throw new ProviderUnavailable(`wallet order read answered ${read.status}`);
      const capture = refundableCaptureOf(read.answer);
      if (!capture) throw new RefundRefused('The wallet order has no completed capture.');
      return refunds.refundCapture({
        captureId: capture.id,
        amount: { value: toValue(request.amountCents), currency_code: capture.amount.currency_code },
        requestId: request.idempotencyKey,
        reference: request.reference,
      });
    },

    /** Reads a refund again (one answered PENDING). */
    refundStatus: (refundId: string) => refunds.readRefund(refundId),
  };
}
export type WalletProvider = ReturnType<typeof paypalOrders>;
