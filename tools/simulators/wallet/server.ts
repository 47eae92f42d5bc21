import { randomBytes } from 'node:crypto';
import { formOf, html, listen, simulatorApp } from '../shared/server.ts';
import { escape, layout } from '../shared/pages.ts';

/**
 * A local stand-in for a wallet provider speaking PayPal's Orders v2 API: the merchant takes an
 * OAuth token (POST /v1/oauth2/token, Basic client id and secret), creates an order (POST
 * /v2/checkout/orders) whose `approve` link the buyer follows, and captures it after the buyer
 * comes back (POST /v2/checkout/orders/{id}/capture). Rules: ../README.md.
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

const id = (length: number) => randomBytes(length).toString('hex').toUpperCase().slice(0, length);
const issue = (status: number, name: string, issueCode: string, description: string) => ({ status, body: { name, details: [{ issue: issueCode, description }], message: description } });
const missing = () => issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
const style = 'body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px}button{margin:16px 8px 0 0;padding:10px 16px}';

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

/** The order as the API shows it, with its links and (once captured) its capture. */
function view(order: Order, baseUrl: string) {
  return {
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    purchase_units: [
      {
        reference_id: order.referenceId,
        custom_id: order.customId,
        amount: order.amount,
        ...(order.captureId ? { payments: { captures: [{ id: order.captureId, status: 'COMPLETED', amount: order.amount, custom_id: order.customId }] } } : {}),
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
  let baseUrl = '';

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
    return reply.status(201).send(view(order, baseUrl));
  });

  app.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', async (request, reply) => {
    const order = orders.get(request.params.id);
    if (!order) return reply.status(404).send(missing().body);
    return view(order, baseUrl);
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
    return reply.status(201).send(view(order, baseUrl));
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
  return { url: baseUrl, close: () => app.close() };
}
