import { randomBytes } from 'node:crypto';
import { formOf, html, listen, simulatorApp } from '../shared/server.ts';
import { twoDecimals } from '../shared/amounts.ts';
import { APPROVAL_PAGE_STYLE as style, escape, layout } from '../shared/pages.ts';

/**
 * A local stand-in for a wallet provider speaking PayPal's Orders v2 API: the merchant takes an
 * OAuth token (POST /v1/oauth2/token, Basic client id and secret), creates an order (POST
 * /v2/checkout/orders) whose `approve` link the buyer follows, and captures it after the buyer
 * comes back (POST /v2/checkout/orders/{id}/capture). Captures are refunded with the Payments v2
 * API (POST /v2/payments/captures/{id}/refund, GET /v2/payments/refunds/{id}). Rules: ../README.md.
 */

export interface WalletOptions {
  /** 0 picks a free port. */
  port: number;
  clientId: string;
  clientSecret: string;
  host?: string;
}

export interface WalletSimulator {
  url: string;
  /** While held, new refunds answer PENDING; releasing completes every pending refund. */
  holdRefunds(hold: boolean): void;
  close(): Promise<void>;
}

interface Order {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  referenceId: string;
  customId: string;
  amount: { currency_code: string; value: string };
  returnUrl: string;
  cancelUrl: string;
  captureId: string | null;
}

interface Refund {
  id: string;
  captureId: string;
  status: 'COMPLETED' | 'PENDING';
  amount: { currency_code: string; value: string };
  invoiceId: string | null;
  noteToPayer: string | null;
  createTime: string;
  updateTime: string;
}

const id = (length: number) => randomBytes(length).toString('hex').toUpperCase().slice(0, length);
const issue = (status: number, name: string, issueCode: string, description: string) => ({ status, body: { name, details: [{ issue: issueCode, description }], message: description } });
const missing = () => issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
const cents = (value: string) => Number(value.replace('.', ''));

function approvalPage(order: Order): string {
  return layout(
    'Pay with your wallet',
    style,
    `<h1>Pay ${escape(order.amount.value)} ${escape(order.amount.currency_code)}</h1>
<p>Wallet simulator: no account needed.</p>
<form method="post" action="/checkoutnow?token=${escape(order.id)}">
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="cancel">Cancel</button>
</form>`,
  );
}

const closedPage = () => layout('No longer available', style, '<h1>This payment is no longer available.</h1>');

/** A refund as the Payments API shows it; PENDING carries the reason PayPal gives for a held refund. */
function refundView(refund: Refund, baseUrl: string) {
  return {
    id: refund.id,
    amount: refund.amount,
    status: refund.status,
    ...(refund.status === 'PENDING' ? { status_details: { reason: 'ECHECK' } } : {}),
    ...(refund.invoiceId ? { invoice_id: refund.invoiceId } : {}),
    ...(refund.noteToPayer ? { note_to_payer: refund.noteToPayer } : {}),
    create_time: refund.createTime,
    update_time: refund.updateTime,
    links: [
      { href: `${baseUrl}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
      { href: `${baseUrl}/v2/payments/captures/${refund.captureId}`, rel: 'up', method: 'GET' },
    ],
  };
}

/** What a capture has left to refund: its amount less every refund of it, pending ones included. */
const unrefundedCents = (order: Order, refunds: Refund[]) => cents(order.amount.value) - refunds.reduce((sum, refund) => sum + cents(refund.amount.value), 0);

/** A capture's status: a refund turns COMPLETED into PARTIALLY_REFUNDED, then REFUNDED. */
const captureStatus = (order: Order, refunds: Refund[]) => (refunds.length === 0 ? 'COMPLETED' : unrefundedCents(order, refunds) > 0 ? 'PARTIALLY_REFUNDED' : 'REFUNDED');

/** The order as the API shows it, with its links and (once captured) its capture and refunds. */
function view(order: Order, baseUrl: string, refunds: Refund[]) {
  const captured = order.captureId
    ? { payments: { captures: [{ id: order.captureId, status: captureStatus(order, refunds), amount: order.amount, custom_id: order.customId }], ...(refunds.length > 0 ? { refunds: refunds.map((refund) => refundView(refund, baseUrl)) } : {}) } }
    : {};
  return {
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    purchase_units: [
      {
        reference_id: order.referenceId,
        custom_id: order.customId,
        amount: order.amount,
        ...captured,
      },
    ],
    links: [
      { href: `${baseUrl}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
      { href: `${baseUrl}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
      { href: `${baseUrl}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' },
    ],
  };
}

export async function startWalletSimulator(options: WalletOptions): Promise<WalletSimulator> {
  const app = simulatorApp();
  const orders = new Map<string, Order>();
  const tokens = new Set<string>();
  const refunds = new Map<string, Refund>();
  /** PayPal-Request-Id → the refund it made: the same id again answers that refund and moves no money. */
  const refundRequests = new Map<string, Refund>();
  let heldRefunds = false;
  let baseUrl = '';
  const refundsOf = (captureId: string | null) => [...refunds.values()].filter((refund) => refund.captureId === captureId);
  const show = (order: Order) => view(order, baseUrl, refundsOf(order.captureId));

  app.post('/v1/oauth2/token', async (request, reply) => {
    const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
    const form = formOf(request.body);
    if (request.headers.authorization !== expected) return reply.status(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    if (form.get('grant_type') !== 'client_credentials') return reply.status(400).send({ error: 'unsupported_grant_type' });
    const token = `A21AA${id(40)}`;
    tokens.add(token);
    return { scope: 'https://uri.pypl.com/v1/payments/.*', access_token: token, token_type: 'Bearer', app_id: 'APP-SIMULATOR', expires_in: 32400 };
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v2/')) return;
    const auth = request.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ') || !tokens.has(auth.slice(7))) {
      return reply.status(401).send({ error: 'invalid_token', error_description: 'Token signature verification failed' });
    }
  });

  app.post('/v2/checkout/orders', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, any>;
    const unit = body.purchase_units?.[0];
    const amount = unit?.amount;
    const context = body.payment_source?.paypal?.experience_context ?? {};
    const valid = body.intent === 'CAPTURE' && typeof amount?.value === 'string' && /^\d{1,10}\.\d{2}$/.test(amount.value) && /^[A-Z]{3}$/.test(String(amount.currency_code)) && typeof context.return_url === 'string' && typeof context.cancel_url === 'string';
    if (!valid) {
      const error = issue(422, 'UNPROCESSABLE_ENTITY', 'INVALID_PARAMETER_VALUE', 'The value of a field is invalid.');
      return reply.status(error.status).send(error.body);
    }
    const order: Order = { id: id(17), status: 'CREATED', referenceId: String(unit.reference_id ?? 'default'), customId: String(unit.custom_id ?? ''), amount: { currency_code: amount.currency_code, value: amount.value }, returnUrl: context.return_url, cancelUrl: context.cancel_url, captureId: null };
    orders.set(order.id, order);
    return reply.status(201).send(show(order));
  });

  app.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', async (request, reply) => {
    const order = orders.get(request.params.id);
    if (!order) return reply.status(404).send(missing().body);
    return show(order);
  });

  app.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/capture', async (request, reply) => {
    const order = orders.get(request.params.id);
    if (!order) return reply.status(404).send(missing().body);
    const refusal =
      order.status === 'COMPLETED'
        ? issue(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'Order already captured.')
        : order.status !== 'APPROVED'
          ? issue(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.')
          : null;
    if (refusal) return reply.status(refusal.status).send(refusal.body);
    order.status = 'COMPLETED';
    order.captureId = id(17);
    return reply.status(201).send(show(order));
  });

  app.post<{ Params: { id: string } }>('/v2/payments/captures/:id/refund', async (request, reply) => {
    const requestId = request.headers['paypal-request-id'];
    const replayed = typeof requestId === 'string' ? refundRequests.get(requestId) : undefined;
    if (replayed) return reply.status(201).send(refundView(replayed, baseUrl));
    const order = [...orders.values()].find((candidate) => candidate.captureId === request.params.id);
    if (!order) return reply.status(404).send(missing().body);
    const body = (request.body ?? {}) as Record<string, any>;
    const left = unrefundedCents(order, refundsOf(order.captureId));
    // No amount refunds whatever is left, as PayPal does.
    const amount = body.amount ?? { currency_code: order.amount.currency_code, value: twoDecimals(left) };
    const refusal =
      typeof amount.value !== 'string' || !/^\d{1,10}\.\d{2}$/.test(amount.value)
        ? issue(422, 'UNPROCESSABLE_ENTITY', 'DECIMAL_PRECISION', 'If the currency supports decimals, only two decimal place precision is supported.')
        : amount.currency_code !== order.amount.currency_code
          ? issue(422, 'UNPROCESSABLE_ENTITY', 'REFUND_CAPTURE_CURRENCY_MISMATCH', 'Refund must be in the same currency as the capture.')
          : left <= 0
            ? issue(422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.')
            : cents(amount.value) <= 0
              ? issue(422, 'UNPROCESSABLE_ENTITY', 'CANNOT_BE_ZERO_OR_NEGATIVE', 'Must be greater than zero.')
              : cents(amount.value) > left
                ? issue(422, 'UNPROCESSABLE_ENTITY', 'REFUND_AMOUNT_EXCEEDED', 'The refund amount must be less than or equal to the capture amount that has not yet been refunded.')
                : null;
    if (refusal) return reply.status(refusal.status).send(refusal.body);
    const now = new Date().toISOString();
    const refund: Refund = {
      id: id(17),
      captureId: request.params.id,
      status: heldRefunds ? 'PENDING' : 'COMPLETED',
      amount: { currency_code: amount.currency_code, value: amount.value },
      invoiceId: typeof body.invoice_id === 'string' ? body.invoice_id : null,
      noteToPayer: typeof body.note_to_payer === 'string' ? body.note_to_payer : null,
      createTime: now,
      updateTime: now,
    };
    refunds.set(refund.id, refund);
    if (typeof requestId === 'string') refundRequests.set(requestId, refund);
    return reply.status(201).send(refundView(refund, baseUrl));
  });

  app.get<{ Params: { id: string } }>('/v2/payments/refunds/:id', async (request, reply) => {
    const refund = refunds.get(request.params.id);
    if (!refund) return reply.status(404).send(missing().body);
    return refundView(refund, baseUrl);
  });

  /** Not part of PayPal: holds refunds PENDING (as PayPal does e.g. for an eCheck-funded payment) or releases them. */
  const holdRefunds = (hold: boolean) => {
    heldRefunds = hold;
    if (hold) return;
    const now = new Date().toISOString();
    for (const refund of refunds.values()) {
      if (refund.status === 'PENDING') Object.assign(refund, { status: 'COMPLETED', updateTime: now });
    }
  };
  app.post('/simulator/refunds', async (request) => {
    holdRefunds(((request.body ?? {}) as { hold?: unknown }).hold === true);
    return { hold: heldRefunds };
  });

  app.get<{ Querystring: { token?: string } }>('/checkoutnow', async (request, reply) => {
    const order = orders.get(String(request.query.token));
    if (!order || order.status !== 'CREATED') return html(reply, 404, closedPage());
    return html(reply, 200, approvalPage(order));
  });

  app.post<{ Querystring: { token?: string } }>('/checkoutnow', async (request, reply) => {
    const order = orders.get(String(request.query.token));
    if (!order || order.status !== 'CREATED') return html(reply, 404, closedPage());
    const form = formOf(request.body);
    const back = new URL(form.get('decision') === 'approve' ? order.returnUrl : order.cancelUrl);
    back.searchParams.set('token', order.id);
    if (form.get('decision') === 'approve') {
      order.status = 'APPROVED';
      back.searchParams.set('PayerID', id(13));
    } else {
      order.status = 'VOIDED';
    }
    return reply.redirect(back.toString(), 303);
  });

  baseUrl = await listen(app, options);
  return { url: baseUrl, holdRefunds, close: () => app.close() };
}
