import { randomBytes } from 'node:crypto';
import { formOf, html, listen, simulatorApp } from '../shared/server.ts';
import { hmacSha256Hex, webhookSender } from '../shared/webhooks.ts';
import { authenticationPage, cardPage, closedPage } from './pages.ts';
import { cardVault, type TypedCard } from './vault.ts';

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
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  payment_intent: string;
  payment_intent_metadata: Record<string, string>;
  /** Setup mode: the customer whose card the page saves, and its SetupIntent. */
  customer?: string;
  setup_intent?: string;
  /** Setup mode: the card typed, kept while the bank asks for authentication. */
  pending_card?: TypedCard;
}

export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  authentication: '4000002760003184',
  mastercard: '5555555555554444',
  /** Stripe's 'attaching succeeds, charging fails': saved in setup mode, every charge of it declined. */
  chargeDeclined: '4000000000000341',
} as const;

/** Cards a charge declines: on the hosted page, and when a saved card is charged off-session. */
const DECLINING = new Set<string>([TEST_CARDS.declined, TEST_CARDS.chargeDeclined]);

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** Reads `a[b][c]=v` form keys into the path-keyed lookup the Stripe API uses. */
const field = (form: URLSearchParams, key: string) => form.get(key) ?? undefined;
const prefixed = (form: URLSearchParams, prefix: string) =>
  Object.fromEntries([...form.entries()].filter(([key]) => key.startsWith(prefix) && key.endsWith(']')).map(([key, value]) => [key.slice(prefix.length, -1), value]));

const stripeError = (message: string) => ({ error: { type: 'invalid_request_error', message } });
/** The session as the API shows it: the payment intent's metadata and a card being set up stay inside. */
const visible = ({ payment_intent_metadata: _metadata, pending_card: _card, ...session }: Session) => session;
/** Stripe fills {CHECKOUT_SESSION_ID} in the success URL. */
const successUrlOf = (session: Session) => session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);

export async function startCardGatewaySimulator(options: CardGatewayOptions): Promise<CardGatewaySimulator> {
  const app = simulatorApp();
  const sessions = new Map<string, Session>();
  const webhooks = webhookSender(options.webhookUrl);
  const vault = cardVault();
  let baseUrl = '';
  const authorized = (request: { headers: { authorization?: string } }) => {
    const auth = request.headers.authorization ?? '';
    const key = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    return options.secretKey ? key === options.secretKey : key.startsWith('sk_test_');
  };

  async function sendWebhook(type: string, object: Record<string, unknown>) {
    const body = JSON.stringify({ id: id('evt'), object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });
    const t = Math.floor(Date.now() / 1000);
    await webhooks.post(body, { 'stripe-signature': `t=${t},v1=${hmacSha256Hex(options.webhookSecret, `${t}.${body}`)}` });
  }

  const complete = async (session: Session) => {
    session.status = 'complete';
    if (session.mode === 'setup') vault.saveCard({ customer: session.customer!, setup_intent: session.setup_intent! }, session.pending_card!);
    else session.payment_status = 'paid';
    await sendWebhook('checkout.session.completed', visible(session));
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
    if (!authorized(request)) return reply.status(401).send(stripeError('Invalid API Key provided.'));
    const form = formOf(request.body);
    const setup = field(form, 'mode') === 'setup' ? vault.newSetup(form) : null;
    if (setup && 'error' in setup) return reply.status(400).send(stripeError(setup.error));
    const amount = Number(field(form, 'line_items[0][price_data][unit_amount]'));
    const quantity = Number(field(form, 'line_items[0][quantity]') ?? 1);
    const successUrl = field(form, 'success_url');
    const cancelUrl = field(form, 'cancel_url');
    if (!setup && (!Number.isInteger(amount) || amount < 0 || !Number.isInteger(quantity) || quantity < 1)) return reply.status(400).send(stripeError('Invalid line_items.'));
    if (!successUrl || !cancelUrl) return reply.status(400).send(stripeError('Missing required param: success_url.'));
    const sessionId = id('cs');
    const session: Session = {
      id: sessionId,
      object: 'checkout.session',
      url: `${baseUrl}/pay/${sessionId}`,
      mode: field(form, 'mode') ?? 'payment',
      status: 'open',
      payment_status: setup ? 'no_payment_required' : 'unpaid',
      amount_total: setup ? 0 : amount * quantity,
      currency: field(form, 'line_items[0][price_data][currency]') ?? field(form, 'currency') ?? 'usd',
      client_reference_id: field(form, 'client_reference_id') ?? null,
      success_url: successUrl,
      cancel_url: cancelUrl,
      metadata: prefixed(form, 'metadata['),
      payment_intent: id('pi'),
      payment_intent_metadata: prefixed(form, 'payment_intent_data[metadata]['),
      ...setup,
    };
    sessions.set(sessionId, session);
    return visible(session);
  });

  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session) return reply.status(404).send(stripeError('No such checkout.session.'));
    return visible(session);
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
    if (session.mode === 'setup') {
      // A card that would be declined is not saved: the page says so and stays open.
      if (number === TEST_CARDS.declined) return html(reply, 400, cardPage(session, 'Your card was declined.'));
      session.pending_card = { number, expMonth: month, expYear: 2000 + Number(expiry![2]), name };
    }
    if (number === TEST_CARDS.authentication) return reply.redirect(`/pay/${session.id}/authenticate`, 303);
    // In setup mode the charge-declined card is saved: only its later charges fail.
    if (session.mode !== 'setup' && DECLINING.has(number)) {
      await fail(session, 'card_declined', 'Your card was declined.');
      return reply.redirect(session.cancel_url, 303);
    }
    await complete(session);
    return reply.redirect(successUrlOf(session), 303);
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
      return reply.redirect(successUrlOf(session), 303);
    }
    await fail(session, 'payment_intent_authentication_failure', 'We are unable to authenticate your payment method.');
    return reply.redirect(session.cancel_url, 303);
  });

  const offSession = answerPaymentIntents(app, vault, authorized, sendWebhook);
  // A refund names a payment intent: a paid hosted session's, or a saved card's charge.
  answerRefunds(app, (paymentIntent) => {
    const session = [...sessions.values()].find((candidate) => candidate.payment_intent === paymentIntent);
    if (session) return { captured: session.payment_status === 'paid' ? session.amount_total : 0, currency: session.currency };
    const intent = offSession.get(paymentIntent);
    return intent ? { captured: intent.status === 'succeeded' ? intent.amount : 0, currency: intent.currency } : null;
  }, options.secretKey);

  vault.routes(app, authorized);
  baseUrl = await listen(app, options);
  return { url: baseUrl, setWebhookUrl: webhooks.setUrl, close: () => app.close() };
}

interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

/**
 * POST /v1/refunds (`payment_intent`, `amount`, `metadata[...]`, Idempotency-Key) and GET
 * /v1/refunds/{id}: refunds succeed at once, up to what the paid session captured less what was
 * refunded already; more is refused as Stripe does. A repeated Idempotency-Key answers the first refund.
 */
function answerRefunds(app: ReturnType<typeof simulatorApp>, paymentOf: (paymentIntent: string) => { captured: number; currency: string } | null, secretKey: string | undefined) {
  const refunds = new Map<string, Refund>();
  const byKey = new Map<string, Refund>();
  const authorized = (header: string | undefined) => {
    const key = header?.startsWith('Bearer ') ? header.slice(7) : '';
    return secretKey ? key === secretKey : key.startsWith('sk_test_');
  };

  app.post('/v1/refunds', async (request, reply) => {
    if (!authorized(request.headers.authorization)) return reply.status(401).send(stripeError('Invalid API Key provided.'));
    const idempotencyKey = request.headers['idempotency-key'];
    const replay = typeof idempotencyKey === 'string' ? byKey.get(idempotencyKey) : undefined;
    if (replay) return replay;
    const form = formOf(request.body);
    const paymentIntent = field(form, 'payment_intent') ?? '';
    const payment = paymentOf(paymentIntent);
    if (!payment) return reply.status(404).send(stripeError(`No such payment_intent: '${paymentIntent}'`));
    const { captured } = payment;
    const refunded = [...refunds.values()].filter((refund) => refund.payment_intent === paymentIntent).reduce((sum, refund) => sum + refund.amount, 0);
    const amount = Number(field(form, 'amount') ?? captured - refunded);
    if (!Number.isInteger(amount) || amount < 1) return reply.status(400).send(stripeError('Invalid positive integer: amount.'));
    if (amount > captured - refunded) {
      const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
      return reply.status(400).send(stripeError(`Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(captured - refunded)})`));
    }
    const refund: Refund = { id: id('re'), object: 'refund', amount, currency: payment.currency, payment_intent: paymentIntent, status: 'succeeded', metadata: prefixed(form, 'metadata['), created: Math.floor(Date.now() / 1000) };
    refunds.set(refund.id, refund);
    if (typeof idempotencyKey === 'string') byKey.set(idempotencyKey, refund);
    return refund;
  });

  app.get<{ Params: { id: string } }>('/v1/refunds/:id', async (request, reply) => {
    if (!authorized(request.headers.authorization)) return reply.status(401).send(stripeError('Invalid API Key provided.'));
    const refund = refunds.get(request.params.id);
    if (!refund) return reply.status(404).send(stripeError('No such refund.'));
    return refund;
  });
}

interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  customer: string;
  payment_method: string;
  status: 'succeeded' | 'requires_payment_method';
  confirmation_method: 'automatic';
  off_session: boolean;
  metadata: Record<string, string>;
  last_payment_error: { type: 'card_error'; code: string; decline_code: string; message: string } | null;
  created: number;
}

/**
 * POST /v1/payment_intents with `customer`, `payment_method`, `amount`, `currency`, `confirm=true`
 * and `off_session=true` (a saved card charged without its owner, as Stripe takes it) and GET
 * /v1/payment_intents/{id}. The charge succeeds at once (status `succeeded`), or a declining test
 * card answers 402 with a `card_error` (`card_declined`) naming the failed payment intent. A
 * repeated Idempotency-Key answers the first answer again, status included. Webhooks
 * payment_intent.succeeded / payment_intent.payment_failed follow, as Stripe sends them.
 */
function answerPaymentIntents(
  app: ReturnType<typeof simulatorApp>,
  vault: ReturnType<typeof cardVault>,
  authorized: (request: { headers: { authorization?: string } }) => boolean,
  sendWebhook: (type: string, object: Record<string, unknown>) => Promise<void>,
): Map<string, PaymentIntent> {
  const intents = new Map<string, PaymentIntent>();
  const byKey = new Map<string, { status: number; body: unknown }>();

  app.post('/v1/payment_intents', async (request, reply) => {
    if (!authorized(request)) return reply.status(401).send(stripeError('Invalid API Key provided.'));
    const idempotencyKey = request.headers['idempotency-key'];
    const replay = typeof idempotencyKey === 'string' ? byKey.get(idempotencyKey) : undefined;
    if (replay) return reply.status(replay.status).send(replay.body);
    const form = formOf(request.body);
    const amount = Number(field(form, 'amount'));
    const currency = field(form, 'currency');
    const customer = field(form, 'customer');
    const saved = vault.savedCard(field(form, 'payment_method') ?? '');
    if (!Number.isInteger(amount) || amount < 1) return reply.status(400).send(stripeError('Invalid positive integer: amount.'));
    if (!currency) return reply.status(400).send(stripeError('Missing required param: currency.'));
    if (field(form, 'confirm') !== 'true' || field(form, 'off_session') !== 'true') return reply.status(400).send(stripeError('The simulator takes only confirmed off-session payment intents (confirm=true, off_session=true).'));
    if (!saved) return reply.status(400).send(stripeError(`No such PaymentMethod: '${field(form, 'payment_method') ?? ''}'`));
    if (!customer || saved.method.customer !== customer) return reply.status(400).send(stripeError('The provided PaymentMethod does not belong to the Customer.'));
    const declined = DECLINING.has(saved.number);
    const intent: PaymentIntent = {
      id: id('pi'),
      object: 'payment_intent',
      amount,
      currency,
      customer,
      payment_method: saved.method.id,
      status: declined ? 'requires_payment_method' : 'succeeded',
      confirmation_method: 'automatic',
      off_session: true,
      metadata: prefixed(form, 'metadata['),
      last_payment_error: declined ? { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } : null,
      created: Math.floor(Date.now() / 1000),
    };
    intents.set(intent.id, intent);
    const answer = declined
      ? { status: 402, body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', payment_intent: intent } } }
      : { status: 200, body: intent };
    if (typeof idempotencyKey === 'string') byKey.set(idempotencyKey, answer);
    await sendWebhook(declined ? 'payment_intent.payment_failed' : 'payment_intent.succeeded', { ...intent });
    return reply.status(answer.status).send(answer.body);
  });

  app.get<{ Params: { id: string } }>('/v1/payment_intents/:id', async (request, reply) => {
    if (!authorized(request)) return reply.status(401).send(stripeError('Invalid API Key provided.'));
    const intent = intents.get(request.params.id);
    if (!intent) return reply.status(404).send(stripeError(`No such payment_intent: '${request.params.id}'`));
    return intent;
  });
  return intents;
}
