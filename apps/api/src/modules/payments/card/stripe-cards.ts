import { ProviderUnavailable } from './payment-provider.ts';
import { GatewayRefusal, stripeRequest, type StripeObject } from './stripe-api.ts';

/**
 * Saved cards at a gateway speaking the Stripe API: a customer per seller, a Checkout Session in
 * `setup` mode whose hosted page takes the card (so its number never reaches us), then the
 * session's SetupIntent and PaymentMethod read back server to server; detaching removes a card;
 * a saved card is charged off-session with a confirmed PaymentIntent (Auto Checkout).
 * Only the fields we use are modelled.
 */

export interface CardVaultOptions {
  /** Unset: no gateway is configured and every call answers 'unavailable'. */
  baseUrl: string | undefined;
  secretKey: string;
}

export interface CustomerDetails {
  userId: number;
  name: string;
  phone: string;
  address: { line1: string; line2: string | null; city: string; state: string | null; postalCode: string; country: string };
}

export interface CardSetupSession {
  customerId: string;
  /** Kept on the session and read back when the card is saved (the owner, the billing address). */
  metadata: Record<string, string>;
  /** May contain {CHECKOUT_SESSION_ID}, which the gateway fills in. */
  successUrl: string;
  cancelUrl: string;
}

/** A completed setup: the card the gateway saved, reduced to what we keep. */
export interface SetupResult {
  sessionId: string;
  /** complete once the card was taken; open while the person is still on the page. */
  status: string;
  customerId: string | null;
  metadata: Record<string, string>;
  card: { paymentMethodId: string; brand: string; last4: string; expMonth: number; expYear: number } | null;
}

/** A saved card charged without the seller at the keyboard (Auto Checkout). */
export interface OffSessionCharge {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  currencyCode: string;
  /** The same key for every attempt of one charge: a retry after a lost answer gets the first charge's answer, never a second charge. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/** The gateway took the money (the payment intent), or refused the card (declined, authentication required, gone) with its words. */
export type ChargeOutcome = { kind: 'succeeded'; paymentIntentId: string; amountCents: number } | { kind: 'declined'; paymentIntentId: string | null; code: string | null; message: string };

export interface CardVault {
  createCustomer(details: CustomerDetails): Promise<string>;
  createSetupSession(setup: CardSetupSession): Promise<{ sessionId: string; redirectUrl: string }>;
  readSetup(sessionId: string): Promise<SetupResult | null>;
  detach(paymentMethodId: string): Promise<void>;
  /** Throws ProviderUnavailable when the gateway cannot be reached or fails (5xx, 429): the charge may be asked again with the same key. */
  chargeOffSession(charge: OffSessionCharge): Promise<ChargeOutcome>;
}

export function stripeCardVault(options: CardVaultOptions): CardVault {
  const call = (method: 'GET' | 'POST', path: string, form?: Record<string, string>, idempotencyKey?: string) => stripeRequest(options, method, path, form, idempotencyKey);
  const metadataForm = (prefix: string, metadata: Record<string, string>) => Object.fromEntries(Object.entries(metadata).map(([key, value]) => [`${prefix}[${key}]`, value]));

  return {
    async createCustomer({ userId, name, phone, address }) {
      const customer = await call('POST', '/v1/customers', {
        name,
        phone,
        'address[line1]': address.line1,
        'address[line2]': address.line2 ?? '',
        'address[city]': address.city,
        'address[state]': address.state ?? '',
        'address[postal_code]': address.postalCode,
        'address[country]': address.country,
        'metadata[userId]': String(userId),
      });
      return String(customer.id);
    },

    async createSetupSession({ customerId, metadata, successUrl, cancelUrl }) {
      const session = await call('POST', '/v1/checkout/sessions', {
        mode: 'setup',
        customer: customerId,
        currency: 'usd',
        'payment_method_types[0]': 'card',
        success_url: successUrl,
        cancel_url: cancelUrl,
        ...metadataForm('metadata', metadata),
        ...metadataForm('setup_intent_data[metadata]', metadata),
      });
      if (!session.id || !session.url) throw new ProviderUnavailable('card gateway answered a session without a page');
      return { sessionId: String(session.id), redirectUrl: String(session.url) };
    },

    async readSetup(sessionId) {
      let session: StripeObject;
      try {
        session = await call('GET', `/v1/checkout/sessions/${encodeURIComponent(sessionId)}`);
      } catch (error) {
        if (error instanceof GatewayRefusal && error.status === 404) return null;
        throw error;
      }
      if (session.mode !== 'setup') return null;
      const result: SetupResult = { sessionId, status: String(session.status), customerId: session.customer ?? null, metadata: session.metadata ?? {}, card: null };
      if (session.status !== 'complete' || typeof session.setup_intent !== 'string') return result;
      const intent = await call('GET', `/v1/setup_intents/${encodeURIComponent(session.setup_intent)}`);
      if (intent.status !== 'succeeded' || typeof intent.payment_method !== 'string') return result;
      const method = await call('GET', `/v1/payment_methods/${encodeURIComponent(intent.payment_method)}`);
      const card = method.card as StripeObject | undefined;
      if (method.type !== 'card' || !card) return result;
      return { ...result, card: { paymentMethodId: String(method.id), brand: String(card.brand), last4: String(card.last4), expMonth: Number(card.exp_month), expYear: Number(card.exp_year) } };
    },

    async detach(paymentMethodId) {
      try {
        await call('POST', `/v1/payment_methods/${encodeURIComponent(paymentMethodId)}/detach`, {});
      } catch (error) {
        // Already detached or gone at the gateway: nothing is left to remove there.
        if (error instanceof GatewayRefusal && (error.status === 404 || error.status === 400)) return;
        throw error;
      }
    },

    /**
     * Stripe's off-session charge: POST /v1/payment_intents with customer, payment_method,
     * off_session=true and confirm=true. It answers the payment intent (status succeeded), or a
     * card error (402: card_declined, authentication_required...) carrying the payment intent.
     * Any other refusal (400/404: the card is gone) is a decline too: asking again cannot help.
     */
    async chargeOffSession(charge) {
      const form = {
        amount: String(charge.amountCents),
        currency: charge.currencyCode.toLowerCase(),
        customer: charge.customerId,
        payment_method: charge.paymentMethodId,
        off_session: 'true',
        confirm: 'true',
        ...metadataForm('metadata', charge.metadata),
      };
      try {
        const intent = await call('POST', '/v1/payment_intents', form, charge.idempotencyKey);
        if (intent.status === 'succeeded') return { kind: 'succeeded', paymentIntentId: String(intent.id), amountCents: Number(intent.amount) };
        return { kind: 'declined', paymentIntentId: intent.id ? String(intent.id) : null, code: null, message: `The card payment is ${String(intent.status)}.` };
      } catch (error) {
        if (!(error instanceof GatewayRefusal)) throw error;
        const intent = error.error?.payment_intent as StripeObject | undefined;
        return { kind: 'declined', paymentIntentId: intent?.id ? String(intent.id) : null, code: error.error?.code ? String(error.error.code) : null, message: error.message };
      }
    },
  };
}
