import { randomUUID } from 'node:crypto';
import { html, listen, simulatorApp } from '../shared/server.ts';
import { hmacSha256Hex, webhookSender } from '../shared/webhooks.ts';
import { applicationPage, checkoutPage, closedPage, type ApplicationView } from './pages.ts';

/**
 * A local stand-in for a B2B pay-later (trade credit) provider speaking the shape of Mondu's
 * public API: a buyer opens a hosted trade-account application (POST /api/v1/trade_account),
 * the merchant creates orders answered with a hosted checkout (POST /api/v1/orders), and
 * decisions arrive as webhooks (`buyer/accepted|pending|declined`, `order/confirmed|canceled`)
 * signed `X-Mondu-Signature: <hex HMAC-SHA256(webhook secret, body)>`. Rules: ../README.md.
 */

export interface PayLaterOptions {
  /** 0 picks a free port. */
  port: number;
  /** The merchant's webhook endpoint; can be set later with setWebhookUrl (as in a dashboard). */
  webhookUrl?: string;
  webhookSecret: string;
  /** The Api-Token merchants must send; defaults to accepting any pl_test_ token. */
  apiToken?: string;
  host?: string;
}

export interface PayLaterSimulator {
  url: string;
  setWebhookUrl(url: string): void;
  close(): Promise<void>;
}

/** Every approved buyer gets this line, whatever was asked ($10,000). */
export const APPROVED_LIMIT_CENTS = 1_000_000;

type BuyerState = 'accepted' | 'pending' | 'declined';

interface Buyer {
  uuid: string;
  externalReferenceId: string;
  state: BuyerState;
  limitCents: number;
  balanceCents: number;
}

interface Application extends ApplicationView {
  externalReferenceId: string;
  successUrl: string;
  cancelUrl: string;
  open: boolean;
}

interface Order {
  uuid: string;
  externalReferenceId: string;
  buyerUuid: string;
  state: 'pending' | 'confirmed' | 'canceled';
  grossAmountCents: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
}

/** The decision the simulator takes on an application, from its contact e-mail. */
export function decisionFor(email: string): BuyerState {
  const lower = email.toLowerCase();
  if (lower.includes('decline')) return 'declined';
  if (lower.includes('review')) return 'pending';
  return 'accepted';
}

const apiError = (name: string, details: string) => ({ errors: [{ name, details }] });
const text = (value: unknown, max = 300) => (typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : null);

export async function startPayLaterSimulator(options: PayLaterOptions): Promise<PayLaterSimulator> {
  const app = simulatorApp();
  const applications = new Map<string, Application>();
  /** Keyed by the merchant's reference, so a second application updates the same buyer. */
  const buyers = new Map<string, Buyer>();
  const orders = new Map<string, Order>();
  const webhooks = webhookSender(options.webhookUrl);
  let baseUrl = '';

  async function sendWebhook(topic: string, fields: Record<string, unknown>) {
    const body = JSON.stringify({ webhook_id: randomUUID(), topic, ...fields });
    await webhooks.post(body, { 'x-mondu-signature': hmacSha256Hex(options.webhookSecret, body) });
  }

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = String(request.headers['api-token'] ?? '');
    const valid = options.apiToken ? token === options.apiToken : token.startsWith('pl_test_');
    if (!valid) return reply.status(401).send(apiError('api_token', 'Invalid API token.'));
  });

  app.post('/api/v1/trade_account', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, any>;
    const externalReferenceId = text(body.external_reference_id, 100);
    const email = text(body.email, 254);
    const companyName = text(body.company_name);
    const phone = text(body.phone, 40);
    const countryCode = text(body.country_code, 2);
    const requestedLimitCents = Number(body.requested_limit_cents);
    const successUrl = text(body.redirect_urls?.success_url, 2000);
    const cancelUrl = text(body.redirect_urls?.cancel_url, 2000);
    if (!externalReferenceId || !email || !companyName || !phone || !countryCode || !successUrl || !cancelUrl || !Number.isInteger(requestedLimitCents) || requestedLimitCents < 1) {
      return reply.status(422).send(apiError('trade_account', 'Missing or invalid application data.'));
    }
    const uuid = randomUUID();
    applications.set(uuid, { uuid, externalReferenceId, companyName, email, phone, countryCode, requestedLimitCents, successUrl, cancelUrl, open: true });
    return reply.status(201).send({ uuid, state: 'incomplete', hosted_page_url: `${baseUrl}/trade-account/${uuid}` });
  });

  app.post('/api/v1/orders', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, any>;
    const externalReferenceId = text(body.external_reference_id, 100);
    const amount = Number(body.gross_amount_cents);
    const successUrl = text(body.success_url, 2000);
    const cancelUrl = text(body.cancel_url, 2000);
    if (!externalReferenceId || !successUrl || !cancelUrl || !Number.isInteger(amount) || amount < 1) return reply.status(422).send(apiError('order', 'Missing or invalid order data.'));
    const buyer = [...buyers.values()].find((candidate) => candidate.uuid === body.buyer?.uuid);
    if (!buyer || buyer.state !== 'accepted') return reply.status(422).send(apiError('buyer', 'The buyer has no approved trade account.'));
    if (amount > buyer.balanceCents) return reply.status(422).send(apiError('gross_amount_cents', 'The order exceeds the purchasing limit.'));
    const uuid = randomUUID();
    const order: Order = { uuid, externalReferenceId, buyerUuid: buyer.uuid, state: 'pending', grossAmountCents: amount, currency: text(body.currency, 3) ?? 'USD', successUrl, cancelUrl };
    orders.set(uuid, order);
    return { order: { uuid, external_reference_id: externalReferenceId, state: order.state, gross_amount_cents: amount, currency: order.currency, hosted_checkout_url: `${baseUrl}/checkout/${uuid}` } };
  });

  const decision = (body: unknown) => (body instanceof URLSearchParams ? body.get('decision') : null);

  app.get<{ Params: { uuid: string } }>('/trade-account/:uuid', async (request, reply) => {
    const application = applications.get(request.params.uuid);
    if (!application?.open) return html(reply, 404, closedPage());
    return html(reply, 200, applicationPage(application));
  });

  app.post<{ Params: { uuid: string } }>('/trade-account/:uuid', async (request, reply) => {
    const application = applications.get(request.params.uuid);
    if (!application?.open) return html(reply, 404, closedPage());
    application.open = false;
    if (decision(request.body) !== 'submit') return reply.redirect(application.cancelUrl, 303);
    const state = decisionFor(application.email);
    const previous = buyers.get(application.externalReferenceId);
    // A new decision keeps what the buyer already owes: the new limit less the credit in use.
    const used = previous ? previous.limitCents - previous.balanceCents : 0;
    const limitCents = state === 'accepted' ? APPROVED_LIMIT_CENTS : 0;
    const buyer: Buyer = { uuid: previous?.uuid ?? randomUUID(), externalReferenceId: application.externalReferenceId, state, limitCents, balanceCents: Math.max(limitCents - used, 0) };
    buyers.set(buyer.externalReferenceId, buyer);
    await sendWebhook(`buyer/${state}`, {
      buyer_uuid: buyer.uuid,
      external_reference_id: buyer.externalReferenceId,
      buyer_state: state,
      purchasing_limit: { purchasing_limit_cents: buyer.limitCents, balance_cents: buyer.balanceCents },
    });
    return reply.redirect(application.successUrl, 303);
  });

  const buyerOf = (order: Order) => [...buyers.values()].find((buyer) => buyer.uuid === order.buyerUuid);

  app.get<{ Params: { uuid: string } }>('/checkout/:uuid', async (request, reply) => {
    const order = orders.get(request.params.uuid);
    const buyer = order && buyerOf(order);
    if (!order || !buyer || order.state !== 'pending') return html(reply, 404, closedPage());
    return html(reply, 200, checkoutPage({ uuid: order.uuid, grossAmountCents: order.grossAmountCents, availableCents: buyer.balanceCents }));
  });

  app.post<{ Params: { uuid: string } }>('/checkout/:uuid', async (request, reply) => {
    const order = orders.get(request.params.uuid);
    const buyer = order && buyerOf(order);
    if (!order || !buyer || order.state !== 'pending') return html(reply, 404, closedPage());
    // Another order may have used the credit since this one was created.
    const approved = decision(request.body) === 'approve' && buyer.state === 'accepted' && order.grossAmountCents <= buyer.balanceCents;
    order.state = approved ? 'confirmed' : 'canceled';
    if (approved) buyer.balanceCents -= order.grossAmountCents;
    await sendWebhook(`order/${order.state}`, {
      order_uuid: order.uuid,
      external_reference_id: order.externalReferenceId,
      buyer_uuid: buyer.uuid,
      order_state: order.state,
      gross_amount_cents: order.grossAmountCents,
      currency: order.currency,
    });
    return reply.redirect(approved ? order.successUrl : order.cancelUrl, 303);
  });

  baseUrl = await listen(app, options);
  return { url: baseUrl, setWebhookUrl: webhooks.setUrl, close: () => app.close() };
}
