import { randomBytes } from 'node:crypto';
import { formOf, html, listen, simulatorApp } from '../shared/server.ts';
import { twoDecimals } from '../shared/amounts.ts';
import { APPROVAL_PAGE_STYLE as style, escape, layout } from '../shared/pages.ts';
import { webhookSender } from '../shared/webhooks.ts';

/**
 * A local stand-in for a payout/payment provider speaking Payoneer Checkout's API (formerly
 * optile's Open Payment Gateway), HTTP Basic `merchantCode:paymentToken`: the merchant opens a
 * hosted LIST (POST /api/lists), the buyer pays, is declined or cancels on its page and is sent to
 * the LIST's returnUrl or cancelUrl with the result as query parameters, and a status notification
 * is posted to its notificationUrl. GET /api/lists/{longId} reads the LIST back; a charge is paid
 * back with POST /api/charges/{longId}/payout and GET /api/payouts/{longId}. Rules: ../README.md.
 */

export interface PayoutProviderOptions {
  /** 0 picks a free port. */
  port: number;
  merchantCode: string;
  paymentToken: string;
  host?: string;
}

export interface PayoutProviderSimulator {
  url: string;
  /** While held, new payouts answer pending; releasing pays out every pending one. */
  holdPayouts(hold: boolean): void;
  close(): Promise<void>;
}

type ListStatus = 'listed' | 'charged' | 'declined' | 'aborted';

interface List {
  longId: string;
  shortId: string;
  transactionId: string;
  country: string;
  customer: { number: string; email: string };
  amountCents: number;
  currency: string;
  reference: string;
  returnUrl: string;
  cancelUrl: string;
  notificationUrl: string | null;
  status: ListStatus;
  chargeId: string | null;
}

interface Payout {
  longId: string;
  chargeId: string;
  amountCents: number;
  currency: string;
  reference: string;
  status: 'paid_out' | 'pending';
}

const longId = () => randomBytes(12).toString('hex');
const shortId = () => `${randomBytes(3).toString('hex').toUpperCase()}-${randomBytes(3).toString('hex').toUpperCase()}`;
const decimal = (cents: number) => Number(twoDecimals(cents));
const centsOf = (amount: unknown) => (typeof amount === 'number' && amount > 0 && Number(amount.toFixed(2)) === amount ? Math.round(amount * 100) : Number.NaN);

/** Interaction and status of each decision on the hosted page, as the provider reports them. */
const OUTCOMES: Record<'pay' | 'decline' | 'cancel', { status: ListStatus; interaction: { code: string; reason: string }; reason: string }> = {
  pay: { status: 'charged', interaction: { code: 'PROCEED', reason: 'OK' }, reason: 'charged' },
  decline: { status: 'declined', interaction: { code: 'TRY_OTHER_ACCOUNT', reason: 'DECLINED' }, reason: 'insufficient_funds' },
  cancel: { status: 'aborted', interaction: { code: 'ABORT', reason: 'CUSTOMER_ABORT' }, reason: 'customer_abort' },
};

const refusal = (resultInfo: string, interactionReason = 'INVALID_REQUEST') => ({ resultCode: '21000.ABORT', resultInfo, returnCode: { name: 'INVALID_REQUEST' }, interaction: { code: 'ABORT', reason: interactionReason } });

function paymentPage(list: List): string {
  return layout(
    'Pay with Payoneer',
    style,
    `<h1>Pay ${escape(twoDecimals(list.amountCents))} ${escape(list.currency)}</h1>
<p>Payout provider simulator: ${escape(list.reference)}</p>
<form method="post" action="/pay/${escape(list.longId)}">
<button type="submit" name="decision" value="pay">Pay</button>
<button type="submit" name="decision" value="decline">Decline</button>
<button type="submit" name="decision" value="cancel">Cancel</button>
</form>`,
  );
}

const closedPage = () => layout('No longer available', style, '<h1>This payment is no longer available.</h1>');

export async function startPayoutProviderSimulator(options: PayoutProviderOptions): Promise<PayoutProviderSimulator> {
  const app = simulatorApp();
  const lists = new Map<string, List>();
  const payouts = new Map<string, Payout>();
  let heldPayouts = false;
  let baseUrl = '';
  const expectedAuth = `Basic ${Buffer.from(`${options.merchantCode}:${options.paymentToken}`).toString('base64')}`;

  /** A LIST as the API shows it: what it is for, where it stands, and (once charged) its charge. */
  function listView(list: List) {
    const outcome = list.status === 'listed' ? null : OUTCOMES[list.status === 'charged' ? 'pay' : list.status === 'declined' ? 'decline' : 'cancel'];
    return {
      links: {
        self: `${baseUrl}/api/lists/${list.longId}`,
        redirect: `${baseUrl}/pay/${list.longId}`,
        ...(list.chargeId ? { charge: `${baseUrl}/api/charges/${list.chargeId}` } : {}),
      },
      identification: { longId: list.longId, shortId: list.shortId, transactionId: list.transactionId },
      resultCode: '00000.11.000',
      resultInfo: outcome ? `Status ${list.status}` : 'Approved Networks: 1',
      returnCode: { name: 'OK' },
      status: { code: list.status, reason: outcome?.reason ?? 'listed' },
      interaction: outcome?.interaction ?? { code: 'PROCEED', reason: 'OK' },
      redirect: { url: `${baseUrl}/pay/${list.longId}`, method: 'GET' },
      integration: 'HOSTED',
      customer: list.customer,
      payment: { amount: decimal(list.amountCents), currency: list.currency, reference: list.reference },
    };
  }

  function payoutView(payout: Payout) {
    return {
      links: { self: `${baseUrl}/api/payouts/${payout.longId}`, charge: `${baseUrl}/api/charges/${payout.chargeId}` },
      identification: { longId: payout.longId, shortId: payout.longId.slice(0, 6).toUpperCase() },
      resultCode: '00000.11.000',
      resultInfo: `Payout ${payout.status}`,
      returnCode: { name: 'OK' },
      status: { code: payout.status, reason: payout.status },
      interaction: { code: 'PROCEED', reason: payout.status === 'paid_out' ? 'OK' : 'PENDING' },
      payment: { amount: decimal(payout.amountCents), currency: payout.currency, reference: payout.reference },
    };
  }

  /** The parameters the provider adds to the return URL and posts as a notification. */
  const resultParams = (list: List) => {
    const view = listView(list);
    return new URLSearchParams({
      shortId: list.shortId,
      longId: list.longId,
      transactionId: list.transactionId,
      interactionCode: view.interaction.code,
      interactionReason: view.interaction.reason,
      resultCode: view.resultCode,
      statusCode: list.status,
      reasonCode: view.status.reason,
      amount: String(decimal(list.amountCents)),
      currency: list.currency,
      reference: list.reference,
    });
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/') && request.headers.authorization !== expectedAuth) {
      return reply.status(401).send(refusal('Authentication failed', 'UNAUTHORIZED'));
    }
  });

  app.post('/api/lists', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, any>;
    const amountCents = centsOf(body.payment?.amount);
    const callback = body.callback ?? {};
    const valid =
      typeof body.transactionId === 'string' &&
      body.transactionId.length > 0 &&
      body.integration === 'HOSTED' &&
      /^[A-Z]{2}$/.test(String(body.country)) &&
      typeof body.customer?.number === 'string' &&
      typeof body.customer?.email === 'string' &&
      Number.isInteger(amountCents) &&
      /^[A-Z]{3}$/.test(String(body.payment?.currency)) &&
      typeof callback.returnUrl === 'string' &&
      typeof callback.cancelUrl === 'string';
    if (!valid) return reply.status(422).send(refusal('Invalid LIST request: transactionId, country, customer, payment and callback are required'));
    const list: List = {
      longId: longId(),
      shortId: shortId(),
      transactionId: body.transactionId,
      country: body.country,
      customer: { number: body.customer.number, email: body.customer.email },
      amountCents,
      currency: body.payment.currency,
      reference: String(body.payment.reference ?? ''),
      returnUrl: callback.returnUrl,
      cancelUrl: callback.cancelUrl,
      notificationUrl: typeof callback.notificationUrl === 'string' ? callback.notificationUrl : null,
      status: 'listed',
      chargeId: null,
    };
    lists.set(list.longId, list);
    return listView(list);
  });

  /** GET of one stored resource by its longId: a LIST or a payout. */
  const readBack = <T>(path: string, store: Map<string, T>, name: string, view: (item: T) => object) =>
    app.get<{ Params: { id: string } }>(path, async (request, reply) => {
      const item = store.get(request.params.id);
      return item ? view(item) : reply.status(404).send(refusal(`${name} not found`, 'NOT_FOUND'));
    });
  readBack('/api/lists/:id', lists, 'LIST', listView);

  app.post<{ Params: { id: string } }>('/api/charges/:id/payout', async (request, reply) => {
    const list = [...lists.values()].find((candidate) => candidate.chargeId === request.params.id);
    if (!list) return reply.status(404).send(refusal('CHARGE not found', 'NOT_FOUND'));
    const payment = ((request.body ?? {}) as Record<string, any>).payment ?? {};
    const reference = typeof payment.reference === 'string' ? payment.reference : '';
    // One payout per reference of a charge: a retry answers the first payout and pays nothing more.
    const replayed = reference ? [...payouts.values()].find((payout) => payout.chargeId === list.chargeId && payout.reference === reference) : undefined;
    if (replayed) return payoutView(replayed);
    const amountCents = centsOf(payment.amount);
    const left = list.amountCents - [...payouts.values()].filter((payout) => payout.chargeId === list.chargeId).reduce((sum, payout) => sum + payout.amountCents, 0);
    const problem = !reference
      ? 'payment.reference is required'
      : !Number.isInteger(amountCents)
        ? 'payment.amount must be positive with at most two decimals'
        : payment.currency !== list.currency
          ? 'The payout currency must be the currency of the charge'
          : amountCents > left
            ? `The payout amount exceeds what is left of the charge (${twoDecimals(Math.max(left, 0))} ${list.currency})`
            : null;
    if (problem) return reply.status(422).send(refusal(problem));
    const payout: Payout = { longId: longId(), chargeId: request.params.id, amountCents, currency: list.currency, reference, status: heldPayouts ? 'pending' : 'paid_out' };
    payouts.set(payout.longId, payout);
    return payoutView(payout);
  });

  readBack('/api/payouts/:id', payouts, 'PAYOUT', payoutView);

  const holdPayouts = (hold: boolean) => {
    heldPayouts = hold;
    if (hold) return;
    for (const payout of payouts.values()) payout.status = 'paid_out';
  };
  /** Not part of Payoneer: holds payouts pending, or releases them. */
  app.post('/simulator/payouts', async (request) => {
    holdPayouts(((request.body ?? {}) as { hold?: unknown }).hold === true);
    return { hold: heldPayouts };
  });

  /** A LIST the buyer can still act on, or null: the hosted page is then closed. */
  const payable = (id: string) => {
    const list = lists.get(id);
    return list?.status === 'listed' ? list : null;
  };

  app.get<{ Params: { id: string } }>('/pay/:id', async (request, reply) => {
    const list = payable(request.params.id);
    return list ? html(reply, 200, paymentPage(list)) : html(reply, 404, closedPage());
  });

  app.post<{ Params: { id: string } }>('/pay/:id', async (request, reply) => {
    const list = payable(request.params.id);
    const decision = formOf(request.body).get('decision');
    if (!list || (decision !== 'pay' && decision !== 'decline' && decision !== 'cancel')) return html(reply, 404, closedPage());
    list.status = OUTCOMES[decision].status;
    if (decision === 'pay') list.chargeId = longId();
    const params = resultParams(list);
    // The notification goes out on its own, as the provider's does: not before the browser is answered.
    const notification = new URLSearchParams({ ...Object.fromEntries(params), entity: 'payment', notificationId: longId() });
    setImmediate(() => void webhookSender(list.notificationUrl ?? undefined).post(notification.toString(), { 'content-type': 'application/x-www-form-urlencoded' }));
    const back = new URL(decision === 'cancel' ? list.cancelUrl : list.returnUrl);
    for (const [key, value] of params) back.searchParams.set(key, value);
    return reply.redirect(back.toString(), 303);
  });

  baseUrl = await listen(app, options);
  return { url: baseUrl, holdPayouts, close: () => app.close() };
}
