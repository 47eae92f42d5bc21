import { createHmac, timingSafeEqual } from 'node:crypto';
import { InvalidSignature, ProviderUnavailable } from '../card/payment-provider.ts';

/**
 * Adapter for a B2B pay-later provider speaking the shape of Mondu's published API (buyer
 * trade accounts, orders with a hosted checkout, webhooks): requests carry `Api-Token`;
 * POST /api/v1/trade_account opens a hosted application (`hosted_page_url`); POST /api/v1/orders
 * answers `order.hosted_checkout_url`; decisions arrive as webhooks with a `topic`
 * (`buyer/accepted|pending|declined`, `order/confirmed|canceled|declined`) signed
 * `X-Mondu-Signature: <hex HMAC-SHA256 of the body>`. Only the fields we use are modelled.
 */

export interface PayLaterOptions {
  /** Unset: no provider is configured and calls answer 'unavailable'. */
  baseUrl: string | undefined;
  apiToken: string;
  webhookSecret: string;
}

export interface ApplicationRequest {
  /** Our reference for the buyer: the seller's user id. */
  buyerReference: string;
  companyName: string;
  email: string;
  phone: string;
  countryCode: string;
  requestedLimitCents: number;
  successUrl: string;
  cancelUrl: string;
}

export interface OrderRequest {
  transactionId: number;
  buyerId: string;
  amountCents: number;
  currencyCode: string;
  successUrl: string;
  cancelUrl: string;
}

/** The provider's hosted page to open and its reference. */
export interface Widget {
  reference: string;
  redirectUrl: string;
}

/** A verified webhook, reduced to what we act on. Buyer states are the spec's statuses. */
export type PayLaterEvent =
  | { eventId: string; kind: 'buyer'; userId: number; buyerId: string; status: string; limitCents: number; availableCents: number; payload: unknown }
  | { eventId: string; kind: 'orderConfirmed'; transactionId: number; orderId: string; amountCents: number; payload: unknown }
  | { eventId: string; kind: 'orderFailed'; transactionId: number; orderId: string; message: string; payload: unknown }
  | { eventId: string; kind: 'ignored'; payload: unknown };

/** The provider refused a request for business reasons (e.g. above the buyer's limit). */
export class ProviderRefused extends Error {}

/** Provider buyer states as the spec's pay-later statuses (spec 4, Pay-later credit). */
export const BUYER_STATES_AS_STATUS: Record<string, string> = { accepted: 'approved', pending: 'pending', declined: 'declined' };

export function signMonduPayload(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

function verifySignature(header: string | undefined, body: string, secret: string): void {
  if (!header) throw new InvalidSignature('no signature');
  const given = Buffer.from(header, 'hex');
  const expected = Buffer.from(signMonduPayload(secret, body), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new InvalidSignature('signature mismatch');
}

const positiveId = (value: unknown): number | null => {
  const id = Number(value);
  return typeof value === 'string' && Number.isSafeInteger(id) && id > 0 ? id : null;
};
const cents = (value: unknown) => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : 0);

/** The provider has no such resource (HTTP 404); a kind of unavailability for callers that do not expect it. */
export class ProviderNotFound extends ProviderUnavailable {}

/** One authenticated JSON call to the provider; 422 is a business refusal (ProviderRefused). */
export async function monduRequest<T>(options: PayLaterOptions, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  if (!options.baseUrl) throw new ProviderUnavailable('PAY_LATER_URL is not set');
  let response: Response;
  try {
    response = await fetch(new URL(path, options.baseUrl), {
      method,
      headers: { 'api-token': options.apiToken, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new ProviderUnavailable(`pay-later provider unreachable: ${(error as Error).message}`);
  }
  const answer = await response.json().catch(() => null);
  if (response.status === 422) throw new ProviderRefused(String(answer?.errors?.[0]?.details ?? 'refused'));
  if (response.status === 404) throw new ProviderNotFound(`pay-later provider has no ${path}`);
  if (!response.ok || !answer) throw new ProviderUnavailable(`pay-later provider answered ${response.status}`);
  return answer as T;
}

export function monduPayLater(options: PayLaterOptions) {
  const call = <T>(path: string, body: object) => monduRequest<T>(options, 'POST', path, body);

  return {
    name: 'paylater',

    async openApplication(request: ApplicationRequest): Promise<Widget> {
      const answer = await call<{ uuid?: string; hosted_page_url?: string }>('/api/v1/trade_account', {
        external_reference_id: request.buyerReference,
        email: request.email,
        company_name: request.companyName,
        phone: request.phone,
        country_code: request.countryCode,
        requested_limit_cents: request.requestedLimitCents,
        redirect_urls: { success_url: request.successUrl, cancel_url: request.cancelUrl },
      });
      if (!answer.uuid || !answer.hosted_page_url) throw new ProviderUnavailable('pay-later application answer incomplete');
      return { reference: answer.uuid, redirectUrl: answer.hosted_page_url };
    },

    async createOrder(request: OrderRequest): Promise<Widget> {
      const answer = await call<{ order?: { uuid?: string; hosted_checkout_url?: string } }>('/api/v1/orders', {
        external_reference_id: String(request.transactionId),
        buyer: { uuid: request.buyerId },
        currency: request.currencyCode,
        gross_amount_cents: request.amountCents,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        declined_url: request.cancelUrl,
      });
      if (!answer.order?.uuid || !answer.order.hosted_checkout_url) throw new ProviderUnavailable('pay-later order answer incomplete');
      return { reference: answer.order.uuid, redirectUrl: answer.order.hosted_checkout_url };
    },

    /** Verifies the signature and parses the webhook; throws InvalidSignature when it does not verify. */
    parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PayLaterEvent {
      const header = headers['x-mondu-signature'];
      verifySignature(Array.isArray(header) ? header[0] : header, rawBody, options.webhookSecret);
      let event: Record<string, any>;
      try {
        event = JSON.parse(rawBody);
      } catch {
        throw new InvalidSignature('body is not JSON');
      }
      if (typeof event?.webhook_id !== 'string' || typeof event.topic !== 'string') throw new InvalidSignature('not an event');
      const eventId = event.webhook_id;
      const reference = positiveId(event.external_reference_id);
      const status = BUYER_STATES_AS_STATUS[String(event.buyer_state)];
      if (event.topic.startsWith('buyer/') && reference !== null && status && typeof event.buyer_uuid === 'string') {
        const limit = event.purchasing_limit ?? {};
        return { eventId, kind: 'buyer', userId: reference, buyerId: event.buyer_uuid, status, limitCents: cents(limit.purchasing_limit_cents), availableCents: cents(limit.balance_cents), payload: event };
      }
      if (reference !== null && typeof event.order_uuid === 'string' && event.topic === 'order/confirmed') {
        return { eventId, kind: 'orderConfirmed', transactionId: reference, orderId: event.order_uuid, amountCents: Number(event.gross_amount_cents), payload: event };
      }
      if (reference !== null && typeof event.order_uuid === 'string' && (event.topic === 'order/canceled' || event.topic === 'order/declined')) {
        const message = event.topic === 'order/canceled' ? 'The pay-later checkout was cancelled.' : 'The pay-later provider declined the order.';
        return { eventId, kind: 'orderFailed', transactionId: reference, orderId: event.order_uuid, message, payload: event };
      }
      return { eventId, kind: 'ignored', payload: event };
    },
  };
}
export type PayLaterProvider = ReturnType<typeof monduPayLater>;
