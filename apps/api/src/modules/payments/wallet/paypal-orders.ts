import { ProviderUnavailable } from '../card/payment-provider.ts';

/**
 * Adapter for a wallet provider speaking PayPal's Orders v2 API: an OAuth client-credentials
 * token (POST /v1/oauth2/token), then POST /v2/checkout/orders (intent CAPTURE, the transaction
 * id as custom_id, return and cancel URLs in payment_source.paypal.experience_context) whose
 * `approve` link the buyer follows, and POST /v2/checkout/orders/{id}/capture once the buyer is
 * back. The capture answer comes over our own authenticated call, so it needs no signature.
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

interface PayPalOrder {
  id?: string;
  status?: string;
  links?: { href: string; rel: string }[];
  purchase_units?: { custom_id?: string; payments?: { captures?: { id: string; status: string; amount: { currency_code: string; value: string } }[] } }[];
}

/** Dollars with two decimals, as PayPal writes amounts, to and from integer cents. */
export const toValue = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
export const toCents = (value: string) => (/^\d+\.\d{2}$/.test(value) ? Number(value.replace('.', '')) : Number.NaN);

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

  async function api(method: 'GET' | 'POST', path: string, body?: object) {
    const response = await send(path, {
      method,
      headers: { authorization: `Bearer ${await accessToken()}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, answer: (await response.json().catch(() => null)) as (PayPalOrder & { details?: { issue?: string }[] }) | null };
  }

  return {
    async createOrder(request: WalletOrderRequest): Promise<{ orderId: string; approveUrl: string }> {
      const { status, answer } = await api('POST', '/v2/checkout/orders', {
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
      const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
      const captured = await api('POST', `${path}/capture`);
      if (captured.status < 300 && captured.answer) return captureOf(captured.answer);
      const issue = captured.answer?.details?.[0]?.issue;
      if (issue === 'ORDER_NOT_APPROVED') return null;
      if (issue !== 'ORDER_ALREADY_CAPTURED') throw new ProviderUnavailable(`wallet capture answered ${captured.status}`);
      const read = await api('GET', path);
      if (read.status >= 300 || !read.answer) throw new ProviderUnavailable(`wallet order read answered ${read.status}`);
      return captureOf(read.answer);
    },
  };
}
export type WalletProvider = ReturnType<typeof paypalOrders>;
