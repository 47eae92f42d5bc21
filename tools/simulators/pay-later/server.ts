import { randomUUID } from 'node:crypto';
import { formOf, html, listen, simulatorApp } from '../shared/server.ts';
import { hmacSha256Hex, webhookSender } from '../shared/webhooks.ts';
import { applicationPage, checkoutPage, closedPage, reviewDeskPage, type ApplicationView, type ReviewDecision } from './pages.ts';

/**
 * A local stand-in for a B2B pay-later (trade credit) provider speaking the shape of Mondu's
 * public API: a buyer opens a hosted trade-account application (POST /api/v1/trade_account),
 * the merchant creates orders answered with a hosted checkout (POST /api/v1/orders), and
 * decisions arrive as webhooks (`buyer/accepted|pending|declined`, `order/confirmed|canceled`)
 * signed `X-Mondu-Signature: <hex HMAC-SHA256(webhook secret, body)>`. Shipped goods become
 * invoices on an order (POST /api/v1/orders/{uuid}/invoices); settling an invoice with a credit
 * note gives the buyer's limit back (`buyer/limit_updated`). A review switch on the application
 * page and a review desk (GET /review) decide applications at once. Rules: ../README.md.
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
  companyName: string;
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

interface Invoice {
  uuid: string;
  orderUuid: string;
  externalReferenceId: string;
  grossAmountCents: number;
  outstandingCents: number;
  /** Credit notes already applied, by the merchant's reference. */
  creditNotes: Set<string>;
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

const REVIEW_DECISIONS: readonly string[] = ['accepted', 'declined', 'pending'];
/** The review switch's choice, or the e-mail rule when the form did not send one. */
const reviewOf = (form: URLSearchParams, email: string): BuyerState => {
  const chosen = form.get('review');
  return chosen && REVIEW_DECISIONS.includes(chosen) ? (chosen as BuyerState) : decisionFor(email);
};

const apiError = (name: string, details: string) => ({ errors: [{ name, details }] });
const text = (value: unknown, max = 300) => (typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : null);

export async function startPayLaterSimulator(options: PayLaterOptions): Promise<PayLaterSimulator> {
  const app = simulatorApp();
  const applications = new Map<string, Application>();
  /** Keyed by the merchant's reference, so a second application updates the same buyer. */
  const buyers = new Map<string, Buyer>();
  const orders = new Map<string, Order>();
  const invoices = new Map<string, Invoice>();
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
    return html(reply, 200, applicationPage(application, decisionFor(application.email)));
  });

  app.post<{ Params: { uuid: string } }>('/trade-account/:uuid', async (request, reply) => {
    const application = applications.get(request.params.uuid);
    if (!application?.open) return html(reply, 404, closedPage());
    application.open = false;
    if (decision(request.body) !== 'submit') return reply.redirect(application.cancelUrl, 303);
    const previous = buyers.get(application.externalReferenceId);
    const buyer: Buyer = previous ?? { uuid: randomUUID(), externalReferenceId: application.externalReferenceId, companyName: application.companyName, state: 'pending', limitCents: 0, balanceCents: 0 };
    buyer.companyName = application.companyName;
    buyers.set(buyer.externalReferenceId, buyer);
    await decide(buyer, reviewOf(formOf(request.body), application.email));
    return reply.redirect(application.successUrl, 303);
  });

  const buyerWebhook = (topic: string, buyer: Buyer) =>
    sendWebhook(topic, {
      buyer_uuid: buyer.uuid,
      external_reference_id: buyer.externalReferenceId,
      buyer_state: buyer.state,
      purchasing_limit: { purchasing_limit_cents: buyer.limitCents, balance_cents: buyer.balanceCents },
    });

  /** A review decision; a new decision keeps what the buyer already owes (the new limit less the credit in use). */
  async function decide(buyer: Buyer, state: BuyerState) {
    const used = buyer.limitCents - buyer.balanceCents;
    buyer.state = state;
    buyer.limitCents = state === 'accepted' ? APPROVED_LIMIT_CENTS : 0;
    buyer.balanceCents = Math.max(buyer.limitCents - used, 0);
    await buyerWebhook(`buyer/${state}`, buyer);
  }

  const findBuyer = (id: string) => [...buyers.values()].find((buyer) => buyer.uuid === id) ?? buyers.get(applications.get(id)?.externalReferenceId ?? '');
  const buyerJson = (buyer: Buyer) => ({
    uuid: buyer.uuid,
    external_reference_id: buyer.externalReferenceId,
    state: buyer.state,
    purchasing_limit: { purchasing_limit_cents: buyer.limitCents, balance_cents: buyer.balanceCents },
  });

  // A buyer by its uuid, or by the trade-account application that created it.
  app.get<{ Params: { uuid: string } }>('/api/v1/buyers/:uuid', async (request, reply) => {
    const buyer = findBuyer(request.params.uuid);
    if (!buyer) return reply.status(404).send(apiError('buyer', 'Not found.'));
    return { buyer: buyerJson(buyer) };
  });

  app.get('/review', async (_request, reply) =>
    html(reply, 200, reviewDeskPage([...buyers.values()].map((buyer) => ({ uuid: buyer.uuid, externalReferenceId: buyer.externalReferenceId, companyName: buyer.companyName, state: buyer.state, limitCents: buyer.limitCents, balanceCents: buyer.balanceCents })))),
  );

  app.post<{ Params: { uuid: string } }>('/review/:uuid', async (request, reply) => {
    const buyer = findBuyer(request.params.uuid);
    const review = formOf(request.body).get('review');
    if (!buyer || !review || !REVIEW_DECISIONS.includes(review)) return html(reply, 404, closedPage());
    await decide(buyer, review as ReviewDecision);
    return reply.redirect('/review', 303);
  });

  // Shipped goods: an invoice on a confirmed order; the same reference answers the same invoice.
  app.post<{ Params: { uuid: string } }>('/api/v1/orders/:uuid/invoices', async (request, reply) => {
    const order = orders.get(request.params.uuid);
    const body = (request.body ?? {}) as Record<string, any>;
    const externalReferenceId = text(body.external_reference_id, 1024);
    const amount = Number(body.gross_amount_cents);
    if (!order) return reply.status(404).send(apiError('order', 'Not found.'));
    if (!externalReferenceId || !text(body.invoice_url, 2000) || !Number.isInteger(amount) || amount < 1) return reply.status(422).send(apiError('invoice', 'Missing or invalid invoice data.'));
    const existing = [...invoices.values()].find((invoice) => invoice.orderUuid === order.uuid && invoice.externalReferenceId === externalReferenceId);
    if (existing) return { invoice: invoiceJson(existing) };
    if (order.state !== 'confirmed') return reply.status(422).send(apiError('order', 'Invoices need a confirmed order.'));
    const invoiced = [...invoices.values()].filter((invoice) => invoice.orderUuid === order.uuid).reduce((sum, invoice) => sum + invoice.grossAmountCents, 0);
    if (invoiced + amount > order.grossAmountCents) return reply.status(422).send(apiError('gross_amount_cents', 'The invoices exceed the order amount.'));
    const invoice: Invoice = { uuid: randomUUID(), orderUuid: order.uuid, externalReferenceId, grossAmountCents: amount, outstandingCents: amount, creditNotes: new Set() };
    invoices.set(invoice.uuid, invoice);
    await sendWebhook('invoice/created', { invoice_uuid: invoice.uuid, order_uuid: order.uuid, external_reference_id: externalReferenceId, gross_amount_cents: amount });
    return reply.status(201).send({ invoice: invoiceJson(invoice) });
  });

  // Settling an invoice: its outstanding amount falls; the credit comes back to the buyer's limit.
  app.post<{ Params: { uuid: string } }>('/api/v1/invoices/:uuid/credit_notes', async (request, reply) => {
    const invoice = invoices.get(request.params.uuid);
    const body = (request.body ?? {}) as Record<string, any>;
    const externalReferenceId = text(body.external_reference_id, 1024);
    const amount = Number(body.gross_amount_cents);
    if (!invoice) return reply.status(404).send(apiError('invoice', 'Not found.'));
    if (!externalReferenceId || !Number.isInteger(amount) || amount < 1) return reply.status(422).send(apiError('credit_note', 'Missing or invalid credit note data.'));
    if (invoice.creditNotes.has(externalReferenceId)) return { credit_note: { external_reference_id: externalReferenceId, gross_amount_cents: amount }, invoice: invoiceJson(invoice) };
    if (amount > invoice.outstandingCents) return reply.status(422).send(apiError('gross_amount_cents', 'The credit note exceeds the outstanding amount.'));
    invoice.creditNotes.add(externalReferenceId);
    invoice.outstandingCents -= amount;
    const order = orders.get(invoice.orderUuid)!;
    const buyer = buyerOf(order);
    if (invoice.outstandingCents === 0) await sendWebhook('invoice/complete', { invoice_uuid: invoice.uuid, order_uuid: order.uuid, external_reference_id: invoice.externalReferenceId, invoice_state: 'complete' });
    if (buyer) {
      buyer.balanceCents = Math.min(buyer.balanceCents + amount, buyer.limitCents);
      await buyerWebhook('buyer/limit_updated', buyer);
    }
    return reply.status(201).send({ credit_note: { external_reference_id: externalReferenceId, gross_amount_cents: amount }, invoice: invoiceJson(invoice) });
  });

  const invoiceJson = (invoice: Invoice) => ({
    uuid: invoice.uuid,
    order_uuid: invoice.orderUuid,
    external_reference_id: invoice.externalReferenceId,
    state: invoice.outstandingCents === 0 ? 'complete' : 'created',
    gross_amount_cents: invoice.grossAmountCents,
    outstanding_amount_cents: invoice.outstandingCents,
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

  answerCancellations(app, {
    orders,
    invoicedOf: (order) => [...invoices.values()].filter((invoice) => invoice.orderUuid === order.uuid).reduce((sum, invoice) => sum + invoice.grossAmountCents, 0),
    buyerOf,
    limitUpdated: (buyer) => buyerWebhook('buyer/limit_updated', buyer),
  });

  baseUrl = await listen(app, options);
  return { url: baseUrl, setWebhookUrl: webhooks.setUrl, close: () => app.close() };
}

/**
 * Refunds before shipment (Mondu's order cancel and adjust): POST /api/v1/orders/{uuid}/cancel
 * cancels a confirmed order with nothing invoiced; POST /api/v1/orders/{uuid}/adjust
 * `{gross_amount_cents}` lowers it (never below what is invoiced). Either gives the difference
 * back to the buyer's balance and reports it with `buyer/limit_updated`.
 */
function answerCancellations(
  app: ReturnType<typeof simulatorApp>,
  state: { orders: Map<string, Order>; invoicedOf: (order: Order) => number; buyerOf: (order: Order) => Buyer | undefined; limitUpdated: (buyer: Buyer) => Promise<void> },
) {
  const orderJson = (order: Order) => ({ uuid: order.uuid, external_reference_id: order.externalReferenceId, state: order.state, gross_amount_cents: order.grossAmountCents, currency: order.currency });

  async function giveBack(order: Order, cents: number) {
    const buyer = state.buyerOf(order);
    if (!buyer || cents <= 0) return;
    buyer.balanceCents = Math.min(buyer.balanceCents + cents, buyer.limitCents);
    await state.limitUpdated(buyer);
  }

  app.post<{ Params: { uuid: string } }>('/api/v1/orders/:uuid/cancel', async (request, reply) => {
    const order = state.orders.get(request.params.uuid);
    if (!order) return reply.status(404).send(apiError('order', 'Not found.'));
    if (order.state === 'canceled') return { order: orderJson(order) };
    if (order.state !== 'confirmed' || state.invoicedOf(order) > 0) return reply.status(422).send(apiError('order', 'Only confirmed orders without invoices can be canceled.'));
    order.state = 'canceled';
    await giveBack(order, order.grossAmountCents);
    return { order: orderJson(order) };
  });

  app.post<{ Params: { uuid: string } }>('/api/v1/orders/:uuid/adjust', async (request, reply) => {
    const order = state.orders.get(request.params.uuid);
    const amount = Number(((request.body ?? {}) as Record<string, unknown>).gross_amount_cents);
    if (!order) return reply.status(404).send(apiError('order', 'Not found.'));
    if (order.state !== 'confirmed') return reply.status(422).send(apiError('order', 'Only confirmed orders can be adjusted.'));
    if (!Number.isInteger(amount) || amount < state.invoicedOf(order) || amount > order.grossAmountCents) return reply.status(422).send(apiError('gross_amount_cents', 'The adjusted amount is not valid.'));
    const returned = order.grossAmountCents - amount;
    order.grossAmountCents = amount;
    await giveBack(order, returned);
    return { order: orderJson(order) };
  });
}
