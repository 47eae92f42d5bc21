import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before } from 'node:test';
import { sql } from 'drizzle-orm';
import enMessages from '../../../packages/contracts/src/i18n/messages/en.json' with { type: 'json' };
import { startCardGatewaySimulator, type CardGatewaySimulator } from '../../../tools/simulators/card-gateway/server.ts';
import { startPayLaterSimulator, type PayLaterSimulator } from '../../../tools/simulators/pay-later/server.ts';
import { startPayoutProviderSimulator, type PayoutProviderSimulator } from '../../../tools/simulators/payout/server.ts';
import { startWalletSimulator, type WalletSimulator } from '../../../tools/simulators/wallet/server.ts';
import { runJobsNow, submitForm } from './billing-fixtures.ts';
import { expectOk, startTestServer, type SignedUp, type TestServer } from './harness.ts';
import { assertLedgerBalanced } from './ledger-check.ts';
import { insertOrderWithItems, type PlacedOrder } from './paid-order-fixture.ts';
import { topUp } from './payments-fixtures.ts';
import { pendingJobs } from './job-fixtures.ts';

/**
 * Money that arrives twice (docs/money-invariants.md, decisions 0017 and 0060): the server with the card gateway,
 * wallet, payout and pay-later simulators, and the reads and checks the payments-paid-once tests share.
 */

export const CARD = { secretKey: 'sk_test_paid_once', webhookSecret: 'whsec_paid_once' };
export const WALLET = { clientId: 'client_paid_once', clientSecret: 'secret_paid_once' };
export const PAYOUT = { merchantCode: 'PAID_ONCE', paymentToken: 'payout_paid_once' };
export const PAY_LATER = { apiToken: 'pl_paid_once', webhookSecret: 'whsec_pl_paid_once' };
export const GIVE_BACK_JOB = 'payments.give-back';
export const CARD_WEBHOOK = '/api/payment/open/cardgateway/webhook';

export let server: TestServer;
export let gateway: CardGatewaySimulator;
export let wallet: WalletSimulator;
export let payout: PayoutProviderSimulator;
export let payLater: PayLaterSimulator;

/** The server with the four providers' simulators, started before the file's tests and closed after them. */
export function usePaidTwiceWorld(): void {
  before(async () => {
    gateway = await startCardGatewaySimulator({ port: 0, ...CARD });
    wallet = await startWalletSimulator({ port: 0, ...WALLET });
    payout = await startPayoutProviderSimulator({ port: 0, ...PAYOUT });
    payLater = await startPayLaterSimulator({ port: 0, ...PAY_LATER });
    server = await startTestServer({
      rateLimitPerMinute: 100_000,
      env: {
        CARD_GATEWAY_URL: gateway.url,
        CARD_GATEWAY_SECRET_KEY: CARD.secretKey,
        CARD_GATEWAY_WEBHOOK_SECRET: CARD.webhookSecret,
        WALLET_URL: wallet.url,
        WALLET_CLIENT_ID: WALLET.clientId,
        WALLET_CLIENT_SECRET: WALLET.clientSecret,
        PAYOUT_PROVIDER_URL: payout.url,
        PAYOUT_PROVIDER_MERCHANT_CODE: PAYOUT.merchantCode,
        PAYOUT_PROVIDER_TOKEN: PAYOUT.paymentToken,
        PAY_LATER_URL: payLater.url,
        PAY_LATER_API_TOKEN: PAY_LATER.apiToken,
        PAY_LATER_WEBHOOK_SECRET: PAY_LATER.webhookSecret,
      },
    });
    gateway.setWebhookUrl(`${server.baseUrl}${CARD_WEBHOOK}`);
    payLater.setWebhookUrl(`${server.baseUrl}/api/payment/open/paylater/webhook`);
  });
  after(async () => {
    await server?.close();
    await Promise.all([gateway?.close(), wallet?.close(), payout?.close(), payLater?.close()]);
  });
}

export interface PaymentRow {
  id: number;
  status: string;
  payment_type: number;
  payment_method: number;
  amount_cents: number;
  provider_ref: string | null;
  returns_transaction_id: number | null;
  returns_provider_ref: string | null;
}
export const rows = async <T>(query: ReturnType<typeof sql>) => ((await server.db.execute(query)) as unknown as { rows: T[] }).rows;
export const PAYMENT_COLUMNS = sql.raw('id::float8 as id, status, payment_type, payment_method, amount_cents, provider_ref, returns_transaction_id::float8 as returns_transaction_id, returns_provider_ref');
export const payment = async (id: number) => (await rows<PaymentRow>(sql`select ${PAYMENT_COLUMNS} from payment_transactions where id = ${id}`))[0]!;
/** The give-backs of a payment (payment type 3 naming it). */
export const giveBacksOf = (id: number) => rows<PaymentRow>(sql`select ${PAYMENT_COLUMNS} from payment_transactions where returns_transaction_id = ${id} order by id`);
export const orderOf = async (order: PlacedOrder) =>
  (await rows<{ status: string; payment_transaction_id: number | null; payment_method: number | null }>(sql`select status, payment_transaction_id::float8 as payment_transaction_id, payment_method from orders where id = ${order.id}`))[0]!;
export const balance = async (seller: SignedUp) => expectOk<{ balance: number }>(await server.request('GET', '/api/payment/balance', { token: seller.token })).balance;
/** Letters about money given back: the order-event letters (paid, cancelled…, decision 0031) are another subject. */
const ORDER_EVENT_TITLES = new Set(Object.values(enMessages.orderNotices).flatMap((notice) => ('title' in notice ? [notice.title] : [])));
export const letters = async (seller: SignedUp) =>
  expectOk<{ list: { title: string; content: string }[] }>(
    await server.request('GET', '/api/message/stationLetterSendsList', { token: seller.token, query: { type: 1, pageNumber: 1, pageSize: 20 } }),
  ).list.filter((letter) => !ORDER_EVENT_TITLES.has(letter.title));

export const createTransaction = async (seller: SignedUp, order: PlacedOrder, paymentMethod: number) =>
  expectOk<number>(await server.request('POST', '/api/payment/transaction', { token: seller.token, body: { amount: order.totalCents, paymentMethod, currencyCode: 'USD', paymentType: 0, kkOrderIds: [order.kkOrderId] } }));
export const payFromBalance = (seller: SignedUp, transactionId: number) => server.request('POST', `/api/payment/balance/${transactionId}`, { token: seller.token });

/** A seller with `cents` on the balance and an unpaid order of about $80. */
export async function sellerWithOrder(cents = 100_000, priceCents = 4_000, quantity = 2) {
  const seller = await server.signUp();
  if (cents > 0) await topUp(server.db, seller.userId, cents);
  const order = await insertOrderWithItems(server, seller.userId, [{ priceCents, quantity }]);
  return { seller, order };
}

export const submitCard = (redirectUrl: string, cardNumber = '4242424242424242') => submitForm(redirectUrl, { cardNumber, expiry: '12/34', cvc: '123', name: 'Ana Buyer' });
export const openCardPage = async (seller: SignedUp, transactionId: number) =>
  expectOk<{ redirectUrl: string; sessionId: string }>(await server.request('POST', '/api/payment/cardgateway/onePage/signValue', { token: seller.token, body: { transactionId } }));

export function signedCardEvent(eventId: string, transactionId: number, sessionId: string, amount: number) {
  const body = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', amount_total: amount, currency: 'usd', metadata: { transactionId: String(transactionId) } } },
  });
  const t = Math.floor(Date.now() / 1000);
  return { rawBody: body, headers: { 'stripe-signature': `t=${t},v1=${createHmac('sha256', CARD.webhookSecret).update(`${t}.${body}`).digest('hex')}` } };
}

/** Checks the order was paid once, by B, and A's money is recorded and waiting to go back. */
export async function assertPaidByBalanceAndReturnQueued(seller: SignedUp, order: PlacedOrder, a: number, b: number, method: number, startBalance: number) {
  const row = await orderOf(order);
  assert.equal(row.status, 'waitingShip');
  assert.equal(row.payment_transaction_id, b, 'the payment that got there first paid the order');
  assert.equal(row.payment_method, 0);
  assert.equal((await payment(a)).status, 'succeeded', "the provider's money is recorded");
  const [giveBack, ...more] = await giveBacksOf(a);
  assert.equal(more.length, 0);
  assert.ok(giveBack, 'the money that arrived twice is to be given back');
  assert.deepEqual(
    { type: giveBack.payment_type, method: giveBack.payment_method, amount: giveBack.amount_cents, status: giveBack.status },
    { type: 3, method, amount: order.totalCents, status: 'processing' },
  );
  assert.equal(await balance(seller), startBalance - order.totalCents, 'the balance is debited once');
  return giveBack;
}

export async function assertReturnedOnce(seller: SignedUp, order: PlacedOrder, a: number, method: number) {
  await runJobsNow(server, GIVE_BACK_JOB);
  const failed = (await pendingJobs(server.db, { name: GIVE_BACK_JOB })).filter((job) => job.error !== null);
  assert.deepEqual(failed, [], 'the give-back job ran without errors');
  const [giveBack, ...more] = await giveBacksOf(a);
  assert.equal(more.length, 0);
  assert.equal(giveBack!.status, 'succeeded');
  assert.equal(giveBack!.payment_method, method);
  assert.ok(giveBack!.provider_ref, "the provider's refund is kept");
  const [letter] = await letters(seller);
  assert.equal(letter?.title, 'Paid twice: your money was returned');
  assert.match(letter!.content, new RegExp(`order\\(s\\) ${order.kkOrderId}`));
  assert.match(letter!.content, new RegExp(`We have sent ${(order.totalCents / 100).toFixed(2)} USD back to the payment method you used`));
  // Running the job again gives nothing more back, and writes no second letter.
  await runJobsNow(server, GIVE_BACK_JOB);
  assert.equal((await giveBacksOf(a)).length, 1);
  assert.equal((await letters(seller)).length, 1);
  return giveBack!;
}

/** The payout provider's status notification for a LIST (unsigned: it only makes us read the LIST back). */
export const notifyPayout = (longId: string) =>
  fetch(`${server.baseUrl}/api/payment/open/payoneer/notification`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ longId }) });

/** The give-back went out as a payout of the order's total at the provider, referenced by the give-back. */
export async function assertPaidOutBack(giveBack: PaymentRow, order: PlacedOrder) {
  const basic = Buffer.from(`${PAYOUT.merchantCode}:${PAYOUT.paymentToken}`).toString('base64');
  const paidOut = await (await fetch(`${payout.url}/api/payouts/${giveBack.provider_ref}`, { headers: { authorization: `Basic ${basic}` } })).json();
  assert.deepEqual(paidOut.payment, { amount: order.totalCents / 100, currency: 'USD', reference: `return-${giveBack.id}` });
}

/** After the provider told us again: the job gives nothing more back, and the ledger still adds up. */
export async function assertNothingMoreGivenBack(seller: SignedUp, paymentId: number) {
  await runJobsNow(server, GIVE_BACK_JOB);
  assert.equal((await giveBacksOf(paymentId)).length, 1);
  await assertLedgerBalanced(server, seller.token);
}

/** The seller applies for pay-later credit and is approved; answers how to read the credit line the seller is shown. */
export async function openPayLaterAccount(seller: SignedUp, companyName: string, phone: string) {
  const widget = expectOk<{ redirectUrl: string }>(
    await server.request('POST', '/api/payment/paylater/buyer', { token: seller.token, body: { companyName, email: seller.email, phone, country: 'us', requestedLimit: 5_000_000 } }),
  );
  await submitForm(widget.redirectUrl, { terms: 'accepted', decision: 'submit' });
  return async () => expectOk<{ availableCredit: number }>(await server.request('GET', '/api/payment/paylater/buyer/creditline', { token: seller.token })).availableCredit;
}
