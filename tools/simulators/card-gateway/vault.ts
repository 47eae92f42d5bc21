import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formOf } from '../shared/server.ts';

/**
 * The simulator's saved cards, in the Stripe API's shape: customers (POST /v1/customers, GET and
 * POST /v1/customers/{id}), Checkout Sessions in `setup` mode whose hosted page saves a card,
 * SetupIntents (GET /v1/setup_intents/{id}) and PaymentMethods (GET /v1/payment_methods/{id},
 * GET /v1/customers/{id}/payment_methods, POST /v1/payment_methods/{id}/detach).
 */

interface Customer {
  id: string;
  object: 'customer';
  name: string | null;
  phone: string | null;
  email: string | null;
  address: Record<string, string> | null;
  metadata: Record<string, string>;
  invoice_settings: { default_payment_method: string | null };
}

interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number; country: string; funding: 'credit' };
  billing_details: { name: string | null; phone: string | null; email: string | null; address: Record<string, string> | null };
  customer: string | null;
  created: number;
}

interface SetupIntent {
  id: string;
  object: 'setup_intent';
  status: 'requires_payment_method' | 'succeeded';
  customer: string;
  payment_method: string | null;
  usage: 'off_session';
  metadata: Record<string, string>;
}

/** What a setup session carries besides the fields every session has. */
export interface SetupFields {
  customer: string;
  setup_intent: string;
}

/** A card as typed on the hosted page. */
export interface TypedCard {
  number: string;
  expMonth: number;
  expYear: number;
  name: string;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const stripeError = (message: string) => ({ error: { type: 'invalid_request_error', message } });
const prefixed = (form: URLSearchParams, prefix: string) =>
  Object.fromEntries([...form.entries()].filter(([key]) => key.startsWith(prefix) && key.endsWith(']')).map(([key, value]) => [key.slice(prefix.length, -1), value]));
const orNull = (value: string | null) => (value === null || value === '' ? null : value);
const brandOf = (number: string) => (number.startsWith('4') ? 'visa' : /^5[1-5]/.test(number) ? 'mastercard' : /^3[47]/.test(number) ? 'amex' : 'unknown');

export function cardVault() {
  const customers = new Map<string, Customer>();
  const paymentMethods = new Map<string, PaymentMethod>();
  const setupIntents = new Map<string, SetupIntent>();
  /** The number typed for each saved card, kept inside the simulator: it decides how a charge ends. */
  const numbers = new Map<string, string>();

  function applyCustomerForm(customer: Customer, form: URLSearchParams) {
    for (const key of ['name', 'phone', 'email'] as const) if (form.has(key)) customer[key] = orNull(form.get(key));
    const address = prefixed(form, 'address[');
    if (Object.keys(address).length > 0) customer.address = { ...customer.address, ...address };
    customer.metadata = { ...customer.metadata, ...prefixed(form, 'metadata[') };
    const defaultMethod = form.get('invoice_settings[default_payment_method]');
    if (defaultMethod !== null) customer.invoice_settings.default_payment_method = orNull(defaultMethod);
  }

  function keep(card: TypedCard, billing: PaymentMethod['billing_details'], customer: string | null): PaymentMethod {
    const method: PaymentMethod = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      card: { brand: brandOf(card.number), last4: card.number.slice(-4), exp_month: card.expMonth, exp_year: card.expYear, country: 'US', funding: 'credit' },
      billing_details: billing,
      customer,
      created: Math.floor(Date.now() / 1000),
    };
    paymentMethods.set(method.id, method);
    numbers.set(method.id, card.number);
    return method;
  }

  return {
    /** The gateway API calls; `authorized` checks the merchant's secret key. */
    routes(app: FastifyInstance, authorized: (request: FastifyRequest) => boolean) {
      const guard = (request: FastifyRequest, reply: FastifyReply) => {
        if (authorized(request)) return true;
        void reply.status(401).send(stripeError('Invalid API Key provided.'));
        return false;
      };
      const found = <T>(reply: FastifyReply, map: Map<string, T>, key: string, what: string): T | undefined => {
        const value = map.get(key);
        if (!value) void reply.status(404).send(stripeError(`No such ${what}: '${key}'`));
        return value;
      };

      app.post('/v1/customers', async (request, reply) => {
        if (!guard(request, reply)) return reply;
        const customer: Customer = { id: id('cus'), object: 'customer', name: null, phone: null, email: null, address: null, metadata: {}, invoice_settings: { default_payment_method: null } };
        applyCustomerForm(customer, formOf(request.body));
        customers.set(customer.id, customer);
        return customer;
      });
      app.get<{ Params: { id: string } }>('/v1/customers/:id', async (request, reply) => {
        if (!guard(request, reply)) return reply;
        return found(reply, customers, request.params.id, 'customer') ?? reply;
      });
      app.post<{ Params: { id: string } }>('/v1/customers/:id', async (request, reply) => {
        if (!guard(request, reply)) return reply;
        const customer = found(reply, customers, request.params.id, 'customer');
        if (!customer) return reply;
        applyCustomerForm(customer, formOf(request.body));
        return customer;
      });
      app.get<{ Params: { id: string } }>('/v1/customers/:id/payment_methods', async (request, reply) => {
        if (!guard(request, reply)) return reply;
        if (!found(reply, customers, request.params.id, 'customer')) return reply;
        const data = [...paymentMethods.values()].filter((method) => method.customer === request.params.id).sort((a, b) => b.created - a.created);
        return { object: 'list', data, has_more: false, url: `/v1/customers/${request.params.id}/payment_methods` };
      });
      app.get<{ Params: { id: string } }>('/v1/setup_intents/:id', async (request, reply) => {
        if (!guard(request, reply)) return reply;
        return found(reply, setupIntents, request.params.id, 'setup_intent') ?? reply;
      });
      app.get<{ Params: { id: string } }>('/v1/payment_methods/:id', async (request, reply) => {
        if (!guard(request, reply)) return reply;
        return found(reply, paymentMethods, request.params.id, 'payment_method') ?? reply;
      });
      app.post<{ Params: { id: string } }>('/v1/payment_methods/:id/detach', async (request, reply) => {
        if (!guard(request, reply)) return reply;
        const method = found(reply, paymentMethods, request.params.id, 'payment_method');
        if (!method) return reply;
        if (!method.customer) return reply.status(400).send(stripeError('The payment method you provided is not attached to a customer so detachment is impossible.'));
        method.customer = null;
        return method;
      });
    },

    /** A card (saved to a customer or only tokenised) and the number typed for it, or undefined. */
    savedCard(paymentMethodId: string): { method: PaymentMethod; number: string } | undefined {
      const method = paymentMethods.get(paymentMethodId);
      return method ? { method, number: numbers.get(method.id)! } : undefined;
    },

    /** The setup part of a new Checkout Session in setup mode, or the error to answer. */
    newSetup(form: URLSearchParams): SetupFields | { error: string } {
      const customer = form.get('customer');
      if (!customer) return { error: 'Missing required param: customer.' };
      if (!customers.has(customer)) return { error: `No such customer: '${customer}'` };
      const intent: SetupIntent = { id: id('seti'), object: 'setup_intent', status: 'requires_payment_method', customer, payment_method: null, usage: 'off_session', metadata: prefixed(form, 'setup_intent_data[metadata][') };
      setupIntents.set(intent.id, intent);
      return { customer, setup_intent: intent.id };
    },

    /** A card the elements frame tokenised (POST /v1/payment_methods): a PaymentMethod attached to no customer. */
    createPaymentMethod(card: TypedCard): PaymentMethod {
      return keep(card, { name: card.name || null, phone: null, email: null, address: null }, null);
    },

    /** The hosted page took a card: a PaymentMethod attached to the session's customer, its SetupIntent succeeded. */
    saveCard(setup: SetupFields, card: TypedCard): PaymentMethod {
      const customer = customers.get(setup.customer)!;
      const method = keep(card, { name: card.name, phone: customer.phone, email: customer.email, address: customer.address }, customer.id);
      const intent = setupIntents.get(setup.setup_intent)!;
      intent.status = 'succeeded';
      intent.payment_method = method.id;
      return method;
    },
  };
}
export type CardVault = ReturnType<typeof cardVault>;
