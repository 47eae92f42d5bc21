import { ProviderUnavailable, RefundRefused, type RefundRequest, type RefundResult } from '../card/payment-provider.ts';
import { decimalToCents, toDecimal } from '../provider-amounts.ts';

/**
 * Adapter for the payout/payment provider (method 9) speaking Payoneer Checkout's API (formerly
 * optile's Open Payment Gateway), HTTP Basic `merchantCode:paymentToken`:
 * - POST /api/lists opens a hosted LIST session (integration HOSTED) whose `links.redirect` the
 *   buyer follows; GET /api/lists/{longId} reads it back, with `links.charge` once charged;
 * - POST /api/charges/{chargeLongId}/payout sends (part of) a charge back, GET /api/payouts/{longId}
 *   reads a payout again.
 * The browser's return parameters and the notifications are not signed, so the status that
 * settles a transaction is always read here over our own authenticated call.
 */

export interface PayoneerOptions {
  /** Unset: no provider is configured and calls answer 'unavailable'. */
  baseUrl: string | undefined;
  merchantCode: string;
  paymentToken: string;
}

export interface ListRequest {
  transactionId: number;
  amountCents: number;
  currencyCode: string;
  kkOrderIds: string[];
  customer: { number: string; email: string };
  /** ISO 3166-1 alpha-2: the country the payment methods are offered for. */
  country: string;
  returnUrl: string;
  cancelUrl: string;
  notificationUrl: string;
}

interface Status {
  code?: string;
  reason?: string;
}

/** A LIST session (or a payout) as the provider answers it; only what we read. */
export interface PayoneerList {
  links?: { self?: string; redirect?: string; charge?: string };
  identification?: { longId?: string; shortId?: string; transactionId?: string };
  status?: Status;
  interaction?: Status;
  payment?: { amount?: number; currency?: string; reference?: string };
  resultInfo?: string;
}

/** What a LIST says about the money. */
export type ListOutcome =
  | { kind: 'charged'; transactionId: number | null; amountCents: number; currencyCode: string; chargeId: string }
  | { kind: 'open' }
  | { kind: 'failed'; message: string };

/** Statuses that end a LIST without money taken; `listed` and `pending` are still open. */
const FAILED_STATUSES = new Set(['declined', 'failed', 'aborted', 'rejected', 'expired', 'canceled', 'cancelled']);

/** Words for a LIST or payout that ended without money moving; the provider's reason is added when it says more than the status. */
export function endedMessage(subject: 'payment' | 'payout', code: string, reason: string | undefined): string {
  const verb = code === 'failed' || code === 'expired' ? code : code === 'aborted' || code === 'canceled' ? 'was cancelled' : `was ${code}`;
  return `The ${subject} ${verb}${reason && reason.toLowerCase() !== code ? ` (${reason})` : ''}.`;
}

/** The charge's longId, the last segment of `links.charge`. */
export const chargeIdOf = (list: PayoneerList) => {
  const link = list.links?.charge;
  return link ? decodeURIComponent(link.split('/').filter(Boolean).at(-1) ?? '') || null : null;
};

/** Reads a LIST into what settles (or fails) a transaction. */
export function listOutcome(list: PayoneerList): ListOutcome {
  const code = list.status?.code ?? '';
  const chargeId = chargeIdOf(list);
  if (code === 'charged' && chargeId) {
    const transactionId = Number(list.identification?.transactionId);
    return {
      kind: 'charged',
      transactionId: Number.isSafeInteger(transactionId) && transactionId > 0 ? transactionId : null,
      amountCents: decimalToCents(list.payment?.amount),
      currencyCode: list.payment?.currency ?? '',
      chargeId,
    };
  }
  if (FAILED_STATUSES.has(code)) {
    return { kind: 'failed', message: endedMessage('payment', code, list.status?.reason ?? list.interaction?.reason) };
  }
  return { kind: 'open' };
}

/**
 * A payout answer, or the refusal it carries: 4xx other than 401 and 429 is the provider saying
 * no (its resultInfo the message); 401, 429, 5xx and unreadable answers are tried again later.
 */
export function payoutResult(status: number, answer: PayoneerList | null): RefundResult {
  if (status >= 400 && status < 500 && status !== 401 && status !== 429) throw new RefundRefused(answer?.resultInfo ?? `payout answered ${status}`);
  const payoutId = answer?.identification?.longId;
  if (status >= 300 || !payoutId) throw new ProviderUnavailable(`payout answered ${status}`);
  const code = answer.status?.code;
  if (code === 'paid_out') return { refundId: payoutId, status: 'succeeded', failureMessage: null };
  if (code && FAILED_STATUSES.has(code)) {
    return { refundId: payoutId, status: 'failed', failureMessage: endedMessage('payout', code, answer.status?.reason ?? answer.resultInfo) };
  }
  // pending, or a status added later: read again on the next attempt rather than failed.
  return { refundId: payoutId, status: 'pending', failureMessage: null };
}

/** The LIST request body (HOSTED integration: the provider's page collects the payment). */
export const listBody = (request: ListRequest) => ({
  transactionId: String(request.transactionId),
  country: request.country,
  integration: 'HOSTED',
  customer: request.customer,
  payment: { amount: toDecimal(request.amountCents), currency: request.currencyCode, reference: `Threadway orders ${request.kkOrderIds.join(', ')}`.slice(0, 128) },
  callback: { returnUrl: request.returnUrl, cancelUrl: request.cancelUrl, notificationUrl: request.notificationUrl },
});

export function payoneerLists(options: PayoneerOptions) {
  const basic = `Basic ${Buffer.from(`${options.merchantCode}:${options.paymentToken}`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<{ status: number; answer: PayoneerList | null }> {
    if (!options.baseUrl) throw new ProviderUnavailable('PAYOUT_PROVIDER_URL is not set');
    let response: Response;
    try {
      response = await fetch(new URL(path, options.baseUrl), {
        method,
        headers: { authorization: basic, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new ProviderUnavailable(`payout provider unreachable: ${(error as Error).message}`);
    }
    return { status: response.status, answer: (await response.json().catch(() => null)) as PayoneerList | null };
  }

  const listPath = (longId: string) => `/api/lists/${encodeURIComponent(longId)}`;

  async function readList(longId: string): Promise<PayoneerList | null> {
    const { status, answer } = await call('GET', listPath(longId));
    if (status === 404) return null;
    if (status >= 300 || !answer) throw new ProviderUnavailable(`list read answered ${status}`);
    return answer;
  }

  return {
    async createList(request: ListRequest): Promise<{ longId: string; redirectUrl: string }> {
      const { status, answer } = await call('POST', '/api/lists', listBody(request));
      const longId = answer?.identification?.longId;
      const redirectUrl = answer?.links?.redirect;
      if (status >= 300 || !longId || !redirectUrl) throw new ProviderUnavailable(`list answered ${status}`);
      return { longId, redirectUrl };
    },

    /** The LIST's outcome, read from the provider; an unknown LIST is a failure. */
    async outcome(longId: string): Promise<ListOutcome> {
      const list = await readList(longId);
      return list ? listOutcome(list) : { kind: 'failed', message: 'The payment is unknown to the provider.' };
    },

    /**
     * Pays part of a charge back. Our reference of the payment is the LIST's longId (what
     * payment_transactions.provider_ref holds); the charge is read from the LIST each time. The
     * refund number goes out as `payment.reference`, which the provider keeps one payout for,
     * so a retry answers the first payout instead of paying out twice.
     */
    async refund(request: RefundRequest): Promise<RefundResult> {
      const list = await readList(request.paymentRef);
      const chargeId = list ? chargeIdOf(list) : null;
      if (!list || !chargeId) throw new RefundRefused('The payment has no charge at the provider.');
      const { status, answer } = await call('POST', `/api/charges/${encodeURIComponent(chargeId)}/payout`, {
        payment: { amount: toDecimal(request.amountCents), currency: list.payment?.currency ?? 'USD', reference: request.reference },
      });
      return payoutResult(status, answer);
    },

    /** Reads a payout again (one answered pending). */
    async refundStatus(payoutId: string): Promise<RefundResult> {
      const { status, answer } = await call('GET', `/api/payouts/${encodeURIComponent(payoutId)}`);
      return payoutResult(status, answer);
    },
  };
}
export type PayoneerProvider = ReturnType<typeof payoneerLists>;
