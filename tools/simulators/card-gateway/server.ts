import { randomBytes } from 'node:crypto';
import { formOf, html, listen, simulatorApp } from '../shared/server.ts';
import { hmacSha256Hex, webhookSender } from '../shared/webhooks.ts';
import { elementsRoutes } from './elements.ts';
import { authenticationPage, cardPage, closedPage, REGIONAL_WALLETS, walletPage } from './pages.ts';
import { cardProblem, DECLINING, TEST_CARDS } from './card-check.ts';
import { answerPaymentIntents } from './payment-intents.ts';
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
  /** The key the card frame tokenises with (POST /v1/payment_methods); defaults to accepting any pk_test_ key. */
  publishableKey?: string;
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
  /** 'card', or regional wallets ('alipay', 'wechat_pay'): the hosted page offers what the merchant asked for. */
  payment_method_types: string[];
  payment_intent_metadata: Record<string, string>;
  /** Setup mode: the customer whose card the page saves, and its SetupIntent. */
  customer?: string;
  setup_intent?: string;
  /** Setup mode: the card typed, kept while the bank asks for authentication. */
  pending_card?: TypedCard;
  /** The payment method type that paid ('card', 'alipay', 'wechat_pay'): shown only through `expand[]=payment_intent.payment_method`. */
  paid_with?: string;
}

export { TEST_CARDS } from './card-check.ts';

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** Reads `a[b][c]=v` form keys into the path-keyed lookup the Stripe API uses. */
const field = (form: URLSearchParams, key: string) => form.get(key) ?? undefined;
const prefixed = (form: URLSearchParams, prefix: string) =>
  Object.fromEntries([...form.entries()].filter(([key]) => key.startsWith(prefix) && key.endsWith(']')).map(([key, value]) => [key.slice(prefix.length, -1), value]));

const stripeError = (message: string) => ({ error: { type: 'invalid_request_error', message } });
/** What the hosted page can take: cards, and the regional wallets of ./README.md. */
const PAYMENT_METHOD_TYPES = ['card', ...Object.keys(REGIONAL_WALLETS)];
const paymentMethodTypes = (form: URLSearchParams) => {
  const types = [...form.entries()].filter(([key]) => /^payment_method_types\[\d+\]$/.test(key)).map(([, value]) => value);
  return types.length > 0 ? types : ['card'];
};
const takesCards = (session: Session) => session.payment_method_types.includes('card');

/** The session as the API shows it: the payment intent's metadata and a card being set up stay inside. */
const visible = ({ payment_intent_metadata: _metadata, pending_card: _card, paid_with: _paidWith, ...session }: Session) => session;
/** Stripe's expansion of the session's payment intent and its payment method, the way a merchant learns what paid. */
const expanded = (session: Session, expand: string[]) =>
  expand.includes('payment_intent.payment_method')
    ? { ...visible(session), payment_intent: { id: session.payment_intent, object: 'payment_intent', payment_method: session.paid_with ? { id: `pm_${session.payment_intent}`, object: 'payment_method', type: session.paid_with } : null } }
    : visible(session);
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

  const complete = async (session: Session, paidWith = 'card') => {
    session.status = 'complete';
    session.paid_with = paidWith;
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
    const unknownType = paymentMethodTypes(form).find((type) => !PAYMENT_METHOD_TYPES.includes(type));
    if (unknownType) return reply.status(400).send(stripeError(`Invalid payment_method_types: '${unknownType}' is not available.`));
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
      payment_method_types: paymentMethodTypes(form),
      payment_intent_metadata: prefixed(form, 'payment_intent_data[metadata]['),
      ...setup,
    };
    sessions.set(sessionId, session);
    return visible(session);
  });

  app.get<{ Params: { id: string }; Querystring: Record<string, string | string[]> }>('/v1/checkout/sessions/:id', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session) return reply.status(404).send(stripeError('No such checkout.session.'));
    return expanded(session, [request.query['expand[]'] ?? []].flat());
  });

  app.get<{ Params: { id: string } }>('/pay/:id', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session || session.status !== 'open') return html(reply, 404, closedPage());
    return html(reply, 200, takesCards(session) ? cardPage(session, null) : walletPage(session));
  });

  // A regional wallet's test page: the wallet app would ask the buyer; here Authorize or Fail.
  app.post<{ Params: { id: string } }>('/pay/:id/wallet', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session || session.status !== 'open' || takesCards(session)) return html(reply, 404, closedPage());
    const form = formOf(request.body);
    const wallet = form.get('wallet') ?? '';
    if (!session.payment_method_types.includes(wallet)) return html(reply, 400, walletPage(session));
    if (form.get('decision') === 'authorize') {
      await complete(session, wallet);
      return reply.redirect(successUrlOf(session), 303);
    }
    await fail(session, 'payment_method_provider_decline', 'The payment was declined in the wallet.');
    return reply.redirect(session.cancel_url, 303);
  });

  app.post<{ Params: { id: string } }>('/pay/:id', async (request, reply) => {
    const session = sessions.get(request.params.id);
    if (!session || session.status !== 'open') return html(reply, 404, closedPage());
    const form = formOf(request.body);
    const number = (form.get('cardNumber') ?? '').replace(/[\s-]/g, '');
    const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.get('expiry') ?? '');
    const name = (form.get('name') ?? '').trim();
    const month = Number(expiry?.[1]);
    const problem = !name ? 'Please enter the name on the card.' : (cardProblem({ number, expMonth: month, expYear: expiry ? 2000 + Number(expiry[2]) : NaN, cvc: form.get('cvc') ?? '' })?.message ?? null);
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

  const publishable = (key: string) => (options.publishableKey ? key === options.publishableKey : key.startsWith('pk_test_'));
  elementsRoutes(app, vault, publishable, () => baseUrl);
  const offSession = answerPaymentIntents(app, vault, authorized, sendWebhook, () => baseUrl);
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
