import { ErrorCode, isAwaitingPayment } from '@threadway/contracts';
import { providerCallbacks } from '../../db/schema/index.ts';
import type { Db, Executor } from '../../platform/database.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { InvalidSignature, ProviderUnavailable } from './card/payment-provider.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { findOwnedBill } from './billing/bills.repository.ts';
import { queueGiveBack } from './give-back.ts';
import { PAYMENT_TYPES } from './payment-manage/payment-types.ts';
import { alreadyProcessed, billAlreadyPaid, ordersNotPayable, settleTransaction } from './settlement.ts';
import { findOwnedTransaction, markProcessing, ordersOfTransaction, updateTransaction, type TransactionRow } from './transactions.repository.ts';

/** The steps every payment through an outside provider (card gateway, pay-later, wallet) shares. */

const providerUnavailable = () => new AppError(50300, 'payments.paymentFailed', 503);
export const wrongMethod = () => new AppError(ErrorCode.badRequest, 'payments.wrongMethod', 400);

/** Neither paid nor failed yet: a provider may still be asked, and may still fail it. */
const isOpen = (transaction: TransactionRow) => transaction.status === 'created' || transaction.status === 'processing';

/**
 * The caller's transaction for one of `methods`, still open, whose orders still wait for payment
 * (or whose bill is not paid yet); anything else is refused, so no provider page is opened for
 * something paid another way meanwhile. (A page opened before that is settled by the give-back.)
 */
export async function openTransactionOf(db: Executor, userId: number, transactionId: number, methods: readonly number[]): Promise<TransactionRow> {
  const transaction = await findOwnedTransaction(db, userId, transactionId);
  if (!transaction) throw notFound();
  if (!methods.includes(transaction.paymentMethod)) throw wrongMethod();
  // A give-back is money going out, never a page to pay.
  if (!isOpen(transaction) || transaction.paymentType === PAYMENT_TYPES.giveBack) throw alreadyProcessed();
  if (transaction.paymentType === PAYMENT_TYPES.orders && (await ordersOfTransaction(db, transaction.id)).some((order) => !isAwaitingPayment(order.status))) throw ordersNotPayable();
  if (transaction.paymentType === PAYMENT_TYPES.bill && transaction.billId !== null && (await findOwnedBill(db, userId, transaction.billId))?.status === 'paid') throw billAlreadyPaid();
  return transaction;
}

/** Where a provider sends the browser back to: our payment status page. */
export const statusPageUrl = (publicUrl: string, state: 'success' | 'fail', transactionId: number) => `${publicUrl}/payment-status?state=${state}&transactionId=${transactionId}`;

/** Runs a call to a provider, answering 503 when it cannot be reached. */
export async function atProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw providerUnavailable();
    throw error;
  }
}

/**
 * Opens a provider's hosted page for the caller's open transaction of one of `methods`: `open`
 * is given the transaction and its order numbers and answers what the provider made, with the
 * reference kept in provider_ref as the transaction turns 'processing'.
 */
export async function startAtProvider<Started extends { providerRef: string }>(
  db: Db,
  caller: { userId: number; transactionId: number; methods: readonly number[] },
  open: (transaction: TransactionRow, kkOrderIds: string[]) => Promise<Started>,
): Promise<Started> {
  const transaction = await openTransactionOf(db, caller.userId, caller.transactionId, caller.methods);
  const orders = await ordersOfTransaction(db, transaction.id);
  const started = await atProvider(() => open(transaction, orders.map((order) => order.kkOrderId)));
  if (!(await markProcessing(db, transaction.id, started.providerRef))) throw alreadyProcessed();
  return started;
}

/**
 * Verifies a signed webhook and applies it once, in one database transaction: a replayed event id
 * (or an event we ignore) is acknowledged and changes nothing. `prepare` asks the provider what the
 * event does not carry before that transaction, so no row stays locked while the provider answers.
 */
export async function applyWebhookOnce<Event extends { eventId: string; kind: string; payload: unknown }>(
  db: Db,
  webhook: { provider: string; rawBody: string; parse: (rawBody: string) => Event; prepare?: (event: Event) => Promise<Event>; transactionIdOf: (event: Event) => number | null },
  apply: (tx: Executor, event: Exclude<Event, { kind: 'ignored' }>) => Promise<void>,
) {
  const actedOn = (event: Event): event is Exclude<Event, { kind: 'ignored' }> => event.kind !== 'ignored';
  try {
    JSON.parse(webhook.rawBody);
  } catch {
    throw badRequest();
  }
  let event: Event;
  try {
    event = webhook.parse(webhook.rawBody);
  } catch (error) {
    if (error instanceof InvalidSignature) throw new AppError(ErrorCode.badRequest, 'payments.invalidSignature', 400);
    throw error;
  }
  if (webhook.prepare) event = await atProvider(() => webhook.prepare!(event));
  return db.transaction(async (tx) => {
    const first = await tx
      .insert(providerCallbacks)
      .values({ provider: webhook.provider, eventId: event.eventId, transactionId: webhook.transactionIdOf(event), payload: event.payload as object })
      .onConflictDoNothing()
      .returning({ eventId: providerCallbacks.eventId });
    if (first.length > 0 && actedOn(event)) await apply(tx, event);
    return { received: true };
  });
}

/**
 * The provider reports the money taken. A report that does not match the transaction fails it;
 * otherwise the shared settlement pays what still waits, and money for orders or a bill paid
 * another way (or cancelled) meanwhile is recorded and given back (decision 0017).
 * Answers whether the transaction was settled.
 */
export async function settleReported(tx: Executor, jobs: JobQueue, transaction: TransactionRow, report: { matches: boolean; mismatch: string }): Promise<boolean> {
  if (transaction.paymentType === PAYMENT_TYPES.giveBack) return false;
  if (!report.matches) {
    await updateTransaction(tx, transaction.id, { status: 'failed', failureMessage: report.mismatch });
    return false;
  }
  await settleTransaction(tx, jobs, transaction, { requireAll: false });
  return true;
}

/**
 * The provider reports money taken for one attempt (page, widget, wallet order or LIST) of `transaction`, which the caller
 * has locked and knows the attempt to be of. While the payment is open, the money settles it as `settleReported`
 * does, and the attempt becomes its reference (with `alsoSet`). When another attempt paid it already, this money is
 * recorded and given back through the attempt that took it, once (money invariant 23). Answers whether the payment is paid.
 */
export async function settleAttempt(
  tx: Executor,
  jobs: JobQueue,
  transaction: TransactionRow,
  money: { providerRef: string; amountCents: number },
  report: { matches: boolean; mismatch: string },
  alsoSet: Partial<Pick<TransactionRow, 'wallet'>> = {},
): Promise<boolean> {
  if (transaction.paymentType === PAYMENT_TYPES.giveBack) return false;
  if (transaction.status === 'succeeded') {
    if (transaction.providerRef !== money.providerRef && Number.isSafeInteger(money.amountCents) && money.amountCents > 0) {
      const orderIds = (await ordersOfTransaction(tx, transaction.id)).map((order) => order.id);
      await queueGiveBack(tx, jobs, transaction, money.amountCents, orderIds, money.providerRef);
    }
    return true;
  }
  const settled = await settleReported(tx, jobs, transaction, report);
  if (settled) await updateTransaction(tx, transaction.id, { providerRef: money.providerRef, ...alsoSet });
  return settled;
}

/** The provider reports a failure; a transaction already settled (or failed) keeps its outcome. */
export async function failIfOpen(tx: Executor, transaction: TransactionRow, message: string | null) {
  if (isOpen(transaction) && transaction.paymentType !== PAYMENT_TYPES.giveBack) await updateTransaction(tx, transaction.id, { status: 'failed', failureMessage: message });
}
