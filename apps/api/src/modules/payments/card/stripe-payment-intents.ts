import { GatewayRefusal, stripeRequest, type StripeApiOptions } from './stripe-api.ts';

/**
 * The card gateway's one-page form (method 1), on Stripe's PaymentIntents API: we create an intent
 * for the transaction (POST /v1/payment_intents), the browser tokenises the card in the gateway's
 * own frame (Stripe.js) and gives us only the PaymentMethod id, and we confirm the intent with it
 * (POST /v1/payment_intents/{id}/confirm with payment_method and return_url). The gateway answers
 * succeeded, a decline with its reason, or a 3-D Secure step (next_action redirect_to_url) after
 * which the browser comes back to return_url and we read the intent again (GET). Only the fields
 * we use are modelled.
 */

/** What the gateway made of an intent: the money taken, a step the bank asks for, a refusal in its words, or still open. */
export type IntentOutcome =
  | { kind: 'succeeded'; intentId: string; amountCents: number; currencyCode: string; transactionId: number | null }
  | { kind: 'requiresAction'; intentId: string; redirectUrl: string }
  | { kind: 'declined'; intentId: string; message: string }
  | { kind: 'open'; intentId: string };

export interface CardIntents {
  /** One intent per transaction: the key makes a repeated call answer the same intent. */
  create(intent: { transactionId: number; amountCents: number; currencyCode: string }): Promise<{ intentId: string }>;
  confirm(confirmation: { intentId: string; paymentMethodId: string; returnUrl: string }): Promise<IntentOutcome>;
  read(intentId: string): Promise<IntentOutcome | null>;
}

type StripeIntent = Record<string, any>;

function outcomeOf(intent: StripeIntent): IntentOutcome {
  const intentId = String(intent.id);
  if (intent.status === 'succeeded') {
    const transactionId = Number(intent.metadata?.transactionId);
    return { kind: 'succeeded', intentId, amountCents: Number(intent.amount), currencyCode: String(intent.currency).toUpperCase(), transactionId: Number.isSafeInteger(transactionId) && transactionId > 0 ? transactionId : null };
  }
  const url = intent.next_action?.redirect_to_url?.url;
  if (intent.status === 'requires_action' && typeof url === 'string') return { kind: 'requiresAction', intentId, redirectUrl: url };
  // A confirmation that failed puts the intent back to requires_payment_method with the reason.
  if (intent.status === 'requires_payment_method' && intent.last_payment_error) return { kind: 'declined', intentId, message: String(intent.last_payment_error.message ?? 'Your card was declined.') };
  return { kind: 'open', intentId };
}

export function stripePaymentIntents(options: StripeApiOptions): CardIntents {
  return {
    async create({ transactionId, amountCents, currencyCode }) {
      const form = {
        amount: String(amountCents),
        currency: currencyCode.toLowerCase(),
        'payment_method_types[0]': 'card',
        'metadata[transactionId]': String(transactionId),
      };
      const intent = await stripeRequest(options, 'POST', '/v1/payment_intents', form, `one-page-${transactionId}`);
      return { intentId: String(intent.id) };
    },

    async confirm({ intentId, paymentMethodId, returnUrl }) {
      try {
        // The same card confirmed twice (a double click, a retried request) is one confirmation.
        const intent = await stripeRequest(options, 'POST', `/v1/payment_intents/${encodeURIComponent(intentId)}/confirm`, { payment_method: paymentMethodId, return_url: returnUrl }, `confirm-${intentId}-${paymentMethodId}`);
        return outcomeOf(intent);
      } catch (error) {
        if (!(error instanceof GatewayRefusal)) throw error;
        // A card error (402) names the intent; an intent that succeeded meanwhile is read as it is.
        const intent = error.error?.payment_intent as StripeIntent | undefined;
        if (intent?.status === 'succeeded') return outcomeOf(intent);
        return { kind: 'declined', intentId, message: error.message };
      }
    },

    async read(intentId) {
      try {
        return outcomeOf(await stripeRequest(options, 'GET', `/v1/payment_intents/${encodeURIComponent(intentId)}`));
      } catch (error) {
        if (error instanceof GatewayRefusal && error.status === 404) return null;
        throw error;
      }
    },
  };
}
