import { randomBytes } from 'node:crypto';
import { formOf, html, listen, simulatorApp } from '../shared/server.ts';
import { hmacSha256Hex, webhookSender } from '../shared/webhooks.ts';
import { authenticationPage, cardPage, closedPage } from './pages.ts';

/**
 * A local stand-in for a card gateway speaking the Stripe Checkout API: POST
 * /v1/checkout/sessions (form-encoded, Bearer secret key) answers a session with a hosted page
 * `url`; the page takes the card, posts a signed webhook (`Stripe-Signature: t=..,v1=..`) to
 * the merchant and sends the browser to success_url or cancel_url. Test cards: see ../README.md.
 */

export interface CardGatewayOptions {
  /** 0 picks a free port. */
  port: number;
  /** The merchant's webhook endpoint; can be set later with setWebhookUrl (as in a dashboard). */
  webhookUrl?: string;
  webhookSecret: string;
  /** The Bearer key merchants must send; defaults to accepting any sk_test_ key. */
  secretKey?: string;
  host?: string;
}

export interface CardGatewaySimulator {
  url: string;
  setWebhookUrl(url: string): void;
  close(): Promise<void>;
}

interface Session {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  payment_intent: string;
  payment_intent_metadata: Record<string, string>;
}

export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  authentication: '4000002760003184',
} as const;

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** Reads `a[b][c]=v` form keys into the path-keyed lookup the Stripe API uses. */
const field = (form: URLSearchParams, key: string) => form.get(key) ?? undefined;
const prefixed = (form: URLSearchParams, prefix: string) =>
  Object.fromEntries([...form.entries()].filter(([key]) => key.startsWith(prefix) && key.endsWith(']')).map(([key, value]) => [key.slice(prefix.length, -1), value]));

const stripeError = (message: string) => ({ error: { type: 'invalid_request_error', message } });

export async function startCardGatewaySimulator(options: CardGatewayOptions): Promise<CardGatewaySimulator> {
  const app = simulatorApp();
  const sessions = new Map<string, Session>();
  const webhooks = webhookSender(options.webhookUrl);
  let baseUrl = '';

  async function sendWebhook(type: string, object: Record<string, unknown>) {
    const body = JSON.stringify({ id: id('evt'), object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });
    const t = Math.floor(Date.now() / 1000);
    await webhooks.post(body, { 'stripe-signature': `t=${t},v1=${hmacSha256Hex(options.webhookSecret, `${t}.${body}`)}` });
  }

  const complete = async (session: Session) => {
    session.status = 'complete';
    session.payment_status = 'paid';
    const { payment_intent_metadata: _hidden, ...visible } = session;
    await sendWebhook('checkout.session.completed', visible);
  };
  const fail = async (session: Session, code: string, message: string) => {
    await sendWebhook('payment_intent.payment_failed', {
      id: session.payment_intent,
      object: 'payment_intent',
      amount: session.amount_total,
      currency: session.currency,
      status: 'requires_payment_method',
      metadata: session.payment_intent_metadata,
      last_payment_error: { type: 'card_error', code, message },
    });
  };

  app.post('/v1/checkout/sessions', async (request, reply) => {
    const auth = request.headers.authorization ?? '';
    const key = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    if (options.secretKey ? key !== options.secretKey : !key.startsWith('sk_test_')) return reply.status(401).send(stripeError('Invalid API Key provided.'));
    const form = formOf(request.body);
    const amount = Number(field(form, 'line_items[0][price_data][unit_amount]'));
    const quantity = Number(field(form, 'line_items[0][quantity]') ?? 1);
    const successUrl = field(form, 'success_url');
    const cancelUrl = field(form, 'cancel_url');
    if (!Number.isInteger(amount) || amount < 0 || !Number.isInteger(quantity) || quantity < 1) return reply.status(400).send(stripeError('Invalid line_items.'));
    if (!successUrl || !cancelUrl) return reply.status(400).send(stripeError('Missing required param: success_url.'));
    const sessionId = id('cs');
    const session: Session = {
      id: sessionId,
      object: 'checkout.session',
      url: `${baseUrl}/pay/${sessionId}`,
      mode: field(form, 'mode') ?? 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount * quantity,
      currency: field(form, 'line_items[0][price_data][currency]') ?? 'usd',
      client_reference_id: field(form, 'client_reference_id') ?? null,
      success_url: successUrl,
      cancel_url: cancelUrl,
      metadata: prefixed(form, 'metadata['),
      payment_intent: id('pi'),
      payment_intent_metadata: prefixed(form, 'payment_intent_data[metadata]['),
    };
    sessions.set(sessionId, session);
    const { payment_intent_metadata: _hidden, ...visible } = session;
    return visible;
  });

  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session) return reply.status(404).send(stripeError('No such checkout.session.'));
    const { payment_intent_metadata: _hidden, ...visible } = session;
    return visible;
  });

  app.get<{ Params: { id: string } }>('/pay/:id', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session || session.status !== 'open') return html(reply, 404, closedPage());
    return html(reply, 200, cardPage(session, null));
  });

  app.post<{ Params: { id: string } }>('/pay/:id', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session || session.status !== 'open') return html(reply, 404, closedPage());
    const form = formOf(request.body);
    const number = (form.get('cardNumber') ?? '').replace(/[\s-]/g, '');
    const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.get('expiry') ?? '');
    const cvc = form.get('cvc') ?? '';
    const name = (form.get('name') ?? '').trim();
    const month = Number(expiry?.[1]);
    const expired = !expiry || month < 1 || month > 12 || new Date(Date.UTC(2000 + Number(expiry[2]), month, 1)) <= new Date();
    const problem = !name
      ? 'Please enter the name on the card.'
      : !Object.values(TEST_CARDS).includes(number as never)
        ? 'Your card number is incorrect.'
        : expired
          ? "Your card's expiration date is incorrect."
          : !/^\d{3,4}$/.test(cvc)
            ? "Your card's security code is incorrect."
            : null;
    if (problem) return html(reply, 400, cardPage(session, problem));
    if (number === TEST_CARDS.authentication) return reply.redirect(`/pay/${session.id}/authenticate`, 303);
    if (number === TEST_CARDS.declined) {
      await fail(session, 'card_declined', 'Your card was declined.');
      return reply.redirect(session.cancel_url, 303);
    }
    await complete(session);
    return reply.redirect(session.success_url, 303);
  });

  app.get<{ Params: { id: string } }>('/pay/:id/authenticate', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session || session.status !== 'open') return html(reply, 404, closedPage());
    return html(reply, 200, authenticationPage(session));
  });

  app.post<{ Params: { id: string } }>('/pay/:id/authenticate', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session || session.status !== 'open') return html(reply, 404, closedPage());
    const form = formOf(request.body);
    if (form.get('decision') === 'approve') {
      await complete(session);
      return reply.redirect(session.success_url, 303);
    }
    await fail(session, 'payment_intent_authentication_failure', 'We are unable to authenticate your payment method.');
    return reply.redirect(session.cancel_url, 303);
  });

  baseUrl = await listen(app, options);
  return { url: baseUrl, setWebhookUrl: webhooks.setUrl, close: () => app.close() };
}
