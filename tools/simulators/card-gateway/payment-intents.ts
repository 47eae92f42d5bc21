import { randomBytes } from 'node:crypto';
import { formOf, html, type simulatorApp } from '../shared/server.ts';
import { DECLINED_MESSAGE, DECLINING, TEST_CARDS } from './card-check.ts';
import { intentAuthenticationPage, closedPage } from './pages.ts';
import type { CardVault } from './vault.ts';

interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded';
  client_secret: string;
  confirmation_method: 'automatic';
  off_session: boolean;
  metadata: Record<string, string>;
  last_payment_error: { type: 'card_error'; code: string; decline_code?: string; message: string } | null;
  next_action: { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } } | null;
  created: number;
}

type Answer = { status: number; body: unknown };

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const stripeError = (message: string) => ({ error: { type: 'invalid_request_error', message } });
const prefixed = (form: URLSearchParams, prefix: string) =>
  Object.fromEntries([...form.entries()].filter(([key]) => key.startsWith(prefix) && key.endsWith(']')).map(([key, value]) => [key.slice(prefix.length, -1), value]));
const declineError = (intent: PaymentIntent) => ({ error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: DECLINED_MESSAGE, payment_intent: intent } });
const keyInUse = (key: string) => ({
  error: { type: 'idempotency_error', code: 'idempotency_key_in_use', message: `Another request using the Idempotency-Key ${key} is still in progress. Please try again later.` },
});
const AUTHENTICATION_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/**
 * Stripe's PaymentIntents, as far as Threadway uses them:
 * - POST /v1/payment_intents with `customer`, `payment_method`, `confirm=true` and `off_session=true`:
 *   a saved card charged without its owner (Auto Checkout), answered at once;
 * - POST /v1/payment_intents without `confirm` creates an intent (`requires_payment_method`), which
 *   POST /v1/payment_intents/{id}/confirm (`payment_method`, `return_url`) confirms with a card the
 *   elements frame tokenised: `succeeded`, a declining card 402 `card_declined` (the intent back to
 *   `requires_payment_method`), or the authentication card `requires_action` with a
 *   `redirect_to_url` next action: GET /authenticate/{id} is the bank's page (Approve / Fail), which
 *   sends the browser to `return_url?payment_intent=..&payment_intent_client_secret=..&redirect_status=succeeded|failed`;
 * - GET /v1/payment_intents/{id}.
 * A repeated Idempotency-Key answers the first answer again; while the first request with a key is still
 * running, another with that key is answered 409 `idempotency_key_in_use` (type `idempotency_error`), which,
 * as at Stripe, is not saved: asked again later, it gets the first answer. Webhooks payment_intent.succeeded /
 * payment_intent.payment_failed follow, as Stripe sends them.
 */
export function answerPaymentIntents(
  app: ReturnType<typeof simulatorApp>,
  vault: CardVault,
  authorized: (request: { headers: { authorization?: string } }) => boolean,
  sendWebhook: (type: string, object: Record<string, unknown>) => Promise<void>,
  baseUrl: () => string,
): Map<string, PaymentIntent> {
  const intents = new Map<string, PaymentIntent>();
  const byKey = new Map<string, Answer>();
  const running = new Set<string>();

  /**
   * Answers once per Idempotency-Key: a repeated key gets the first answer, whatever changed since; a key whose
   * first request is still running gets 409 (Stripe's idempotency_key_in_use), never a second charge.
   */
  const once = async (request: { headers: Record<string, unknown> }, reply: { status: (code: number) => { send: (body: unknown) => unknown } }, work: () => Promise<Answer>) => {
    const key = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : undefined;
    if (key === undefined) {
      const answer = await work();
      return reply.status(answer.status).send(answer.body);
    }
    const replay = byKey.get(key);
    if (replay) return reply.status(replay.status).send(replay.body);
    if (running.has(key)) return reply.status(409).send(keyInUse(key));
    running.add(key);
    try {
      const answer = await work();
      byKey.set(key, answer);
      return reply.status(answer.status).send(answer.body);
    } finally {
      running.delete(key);
    }
  };

  const newIntent = (form: URLSearchParams, amount: number, currency: string): PaymentIntent => {
    const intentId = id('pi');
    return {
      id: intentId,
      object: 'payment_intent',
      amount,
      currency,
      customer: form.get('customer'),
      payment_method: form.get('payment_method'),
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
      confirmation_method: 'automatic',
      off_session: form.get('off_session') === 'true',
      metadata: prefixed(form, 'metadata['),
      last_payment_error: null,
      next_action: null,
      created: Math.floor(Date.now() / 1000),
    };
  };

  async function succeed(intent: PaymentIntent) {
    intent.status = 'succeeded';
    intent.last_payment_error = null;
    intent.next_action = null;
    await sendWebhook('payment_intent.succeeded', { ...intent });
  }
  async function decline(intent: PaymentIntent, code: string, message: string) {
    intent.status = 'requires_payment_method';
    intent.next_action = null;
    intent.last_payment_error = { type: 'card_error', code, ...(code === 'card_declined' ? { decline_code: 'generic_decline' } : {}), message };
    await sendWebhook('payment_intent.payment_failed', { ...intent });
  }

  app.post('/v1/payment_intents', async (request, reply) => {
    if (!authorized(request)) return reply.status(401).send(stripeError('Invalid API Key provided.'));
    return once(request, reply, async () => {
      const form = formOf(request.body);
      const amount = Number(form.get('amount'));
      const currency = form.get('currency');
      if (!Number.isInteger(amount) || amount < 1) return { status: 400, body: stripeError('Invalid positive integer: amount.') };
      if (!currency) return { status: 400, body: stripeError('Missing required param: currency.') };
      const intent = newIntent(form, amount, currency);
      if (form.get('confirm') !== 'true') {
        intents.set(intent.id, intent);
        return { status: 200, body: intent };
      }
      if (!intent.off_session) return { status: 400, body: stripeError('The simulator confirms on-session payment intents through POST /v1/payment_intents/{id}/confirm only.') };
      const saved = vault.savedCard(intent.payment_method ?? '');
      if (!saved) return { status: 400, body: stripeError(`No such PaymentMethod: '${intent.payment_method ?? ''}'`) };
      if (!intent.customer || saved.method.customer !== intent.customer) return { status: 400, body: stripeError('The provided PaymentMethod does not belong to the Customer.') };
      intents.set(intent.id, intent);
      if (DECLINING.has(saved.number)) {
        await decline(intent, 'card_declined', DECLINED_MESSAGE);
        return { status: 402, body: declineError(intent) };
      }
      await succeed(intent);
      return { status: 200, body: intent };
    });
  });

  app.post<{ Params: { id: string } }>('/v1/payment_intents/:id/confirm', async (request, reply) => {
    if (!authorized(request)) return reply.status(401).send(stripeError('Invalid API Key provided.'));
    return once(request, reply, async () => {
      const intent = intents.get(request.params.id);
      if (!intent) return { status: 404, body: stripeError(`No such payment_intent: '${request.params.id}'`) };
      if (intent.status === 'succeeded') return { status: 400, body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent has already succeeded.', payment_intent: intent } } };
      const form = formOf(request.body);
      const methodId = form.get('payment_method') ?? intent.payment_method ?? '';
      const card = vault.savedCard(methodId);
      if (!card) return { status: 400, body: stripeError(`No such PaymentMethod: '${methodId}'`) };
      if (card.method.customer && card.method.customer !== intent.customer) return { status: 400, body: stripeError('The provided PaymentMethod belongs to another Customer.') };
      intent.payment_method = methodId;
      if (DECLINING.has(card.number)) {
        await decline(intent, 'card_declined', DECLINED_MESSAGE);
        return { status: 402, body: declineError(intent) };
      }
      if (card.number === TEST_CARDS.authentication) {
        const returnUrl = form.get('return_url');
        if (!returnUrl) return { status: 400, body: stripeError('This card requires authentication: a return_url is needed to confirm it.') };
        intent.status = 'requires_action';
        intent.next_action = { type: 'redirect_to_url', redirect_to_url: { url: `${baseUrl()}/authenticate/${intent.id}`, return_url: returnUrl } };
        return { status: 200, body: intent };
      }
      await succeed(intent);
      return { status: 200, body: intent };
    });
  });

  app.get<{ Params: { id: string } }>('/v1/payment_intents/:id', async (request, reply) => {
    if (!authorized(request)) return reply.status(401).send(stripeError('Invalid API Key provided.'));
    const intent = intents.get(request.params.id);
    if (!intent) return reply.status(404).send(stripeError(`No such payment_intent: '${request.params.id}'`));
    return intent;
  });

  // The bank's 3-D Secure page for an intent that asked for authentication.
  const waiting = (intentId: string) => {
    const intent = intents.get(intentId);
    return intent?.status === 'requires_action' && intent.next_action ? { intent, returnUrl: intent.next_action.redirect_to_url.return_url } : null;
  };
  app.get<{ Params: { id: string } }>('/authenticate/:id', async (request, reply) => {
    const found = waiting(request.params.id);
    if (!found) return html(reply, 404, closedPage());
    return html(reply, 200, intentAuthenticationPage(found.intent));
  });
  app.post<{ Params: { id: string } }>('/authenticate/:id', async (request, reply) => {
    const found = waiting(request.params.id);
    if (!found) return html(reply, 404, closedPage());
    const approved = formOf(request.body).get('decision') === 'approve';
    if (approved) await succeed(found.intent);
    else await decline(found.intent, 'payment_intent_authentication_failure', AUTHENTICATION_FAILED);
    const back = new URL(found.returnUrl);
    back.searchParams.set('payment_intent', found.intent.id);
    back.searchParams.set('payment_intent_client_secret', found.intent.client_secret);
    back.searchParams.set('redirect_status', approved ? 'succeeded' : 'failed');
    return reply.redirect(back.toString(), 303);
  });
  return intents;
}
