import { PAYMENT_METHODS, type AutoCheckoutAttempt } from '@threadway/contracts';
import { and, asc, eq, inArray, like, lt } from 'drizzle-orm';
import { paymentTransactions, savedCards, transactionOrders } from '../../../db/schema/index.ts';
import type { Db, Executor } from '../../../platform/database.ts';
import type { JobQueue } from '../../../platform/jobs.ts';
import { ProviderUnavailable } from '../../payments/card/payment-provider.ts';
import type { CardVault, ChargeOutcome } from '../../payments/card/stripe-cards.ts';
import type { CardRow } from '../../payments/payment-manage/payment-manage.repository.ts';
import { consentLabel } from '../../payments/payment-manage/payment-manage.presenter.ts';
import { PAYMENT_TYPES } from '../../payments/payment-manage/payment-types.ts';
import { settleReported } from '../../payments/provider-payment.ts';
import { findTransactionForUpdate, insertTransaction, updateTransaction, type TransactionRow } from '../../payments/transactions.repository.ts';
import type { PayableOrder } from './payable-orders.ts';

export interface CardStepDeps {
  db: Db;
  jobs: JobQueue;
  vault: CardVault;
}

/** paid: the orders are paid (by this charge, or meanwhile by another payment, whose surplus goes back). */
export type CardStepOutcome = { kind: 'paid' } | { kind: 'declined' | 'unavailable'; attempt: AutoCheckoutAttempt };

/**
 * Until the gateway answers, a charge's provider_ref names the card charged (its payment method),
 * made unique with the payment's id; the answer replaces it with the payment intent. So a charge
 * whose answer was lost is asked again with the same card and key (`resumeOpenCharges`).
 */
const pendingRef = (card: CardRow, transactionId: number) => `${card.providerPaymentMethodId}#${transactionId}`;
const paymentMethodOfPending = (providerRef: string | null) => (providerRef?.includes('#') ? providerRef.slice(0, providerRef.indexOf('#')) : null);
const idempotencyKey = (transactionId: number) => `auto-checkout-${transactionId}`;

/**
 * Charges a saved card off-session for the orders: a payment of method 4 is written 'processing'
 * first (so the charge is never without its record), then the gateway is asked, keyed by the
 * payment, then the answer is applied.
 */
export async function chargeCard(deps: CardStepDeps, userId: number, orders: readonly PayableOrder[], card: CardRow): Promise<CardStepOutcome> {
  const transaction = await deps.db.transaction(async (tx) => {
    const row = await insertTransaction(tx, {
      userId,
      amountCents: orders.reduce((sum, order) => sum + order.totalCents, 0),
      paymentMethod: PAYMENT_METHODS.creditCard,
      paymentType: PAYMENT_TYPES.orders,
      currencyCode: 'USD',
      orderIds: orders.map((order) => order.id),
    });
    await updateTransaction(tx, row.id, { status: 'processing', providerRef: pendingRef(card, row.id) });
    return row;
  });
  return charge(deps, transaction, card);
}

/** Off-session charges for orders (method 4: the hosted card page stores its payments as 1 or 3) still without the gateway's answer. */
const openCharge = and(
  eq(paymentTransactions.paymentMethod, PAYMENT_METHODS.creditCard),
  eq(paymentTransactions.paymentType, PAYMENT_TYPES.orders),
  eq(paymentTransactions.status, 'processing'),
  like(paymentTransactions.providerRef, '%#%'),
);

/**
 * Asks the gateway again about a charge whose answer was lost, with the card it named and its own key: the
 * gateway answers the first outcome, never charging twice, and the answer is applied as the first would have
 * been (settled once under the payment's lock). Null when the card is not the seller's (nothing to ask with).
 */
export async function askAgain(deps: CardStepDeps, transaction: TransactionRow): Promise<CardStepOutcome | null> {
  const paymentMethodId = paymentMethodOfPending(transaction.providerRef);
  const [card] = paymentMethodId ? await deps.db.select().from(savedCards).where(and(eq(savedCards.providerPaymentMethodId, paymentMethodId), eq(savedCards.userId, transaction.userId))) : [];
  return card ? charge(deps, transaction, card) : null;
}

/**
 * Off-session charges of these orders still 'processing': an earlier attempt lost the gateway's
 * answer. Each is asked again (askAgain) before anything else is tried. Answers the outcomes.
 */
export async function resumeOpenCharges(deps: CardStepDeps, userId: number, orderIds: readonly number[]): Promise<CardStepOutcome[]> {
  if (orderIds.length === 0) return [];
  const open = await deps.db
    .selectDistinct({ transaction: paymentTransactions })
    .from(paymentTransactions)
    .innerJoin(transactionOrders, eq(transactionOrders.transactionId, paymentTransactions.id))
    .where(and(eq(paymentTransactions.userId, userId), openCharge, inArray(transactionOrders.orderId, [...orderIds])));
  const outcomes: CardStepOutcome[] = [];
  for (const { transaction } of open) {
    const outcome = await askAgain(deps, transaction);
    if (outcome) outcomes.push(outcome);
  }
  return outcomes;
}

/** Every seller's open charges whose payment has not changed for `idleMs` (the sweep's: no attempt is still asking), oldest first. */
export function idleOpenCharges(db: Executor, idleMs: number, limit: number): Promise<TransactionRow[]> {
  return db
    .select()
    .from(paymentTransactions)
    .where(and(openCharge, lt(paymentTransactions.updatedAt, new Date(Date.now() - idleMs))))
    .orderBy(asc(paymentTransactions.id))
    .limit(limit);
}

async function charge(deps: CardStepDeps, transaction: TransactionRow, card: CardRow): Promise<CardStepOutcome> {
  const label = consentLabel(card);
  let outcome: ChargeOutcome;
  try {
    outcome = await deps.vault.chargeOffSession({
      customerId: card.providerCustomerId,
      paymentMethodId: card.providerPaymentMethodId,
      amountCents: transaction.amountCents,
      currencyCode: transaction.currencyCode,
      idempotencyKey: idempotencyKey(transaction.id),
      metadata: { transactionId: String(transaction.id) },
    });
  } catch (error) {
    // The charge may or may not have happened: the payment stays 'processing' and is asked again.
    if (error instanceof ProviderUnavailable) return { kind: 'unavailable', attempt: { method: 'card', card: label, outcome: 'unavailable', message: null } };
    throw error;
  }
  if (outcome.kind === 'declined') {
    const { message, paymentIntentId } = outcome;
    await deps.db.transaction(async (tx) => {
      const locked = await findTransactionForUpdate(tx, transaction.id);
      if (locked && locked.status !== 'succeeded') await updateTransaction(tx, locked.id, { status: 'failed', failureMessage: message, ...(paymentIntentId ? { providerRef: paymentIntentId } : {}) });
    });
    return { kind: 'declined', attempt: { method: 'card', card: label, outcome: 'declined', message } };
  }
  const settled = await deps.db.transaction(async (tx) => {
    const locked = await findTransactionForUpdate(tx, transaction.id);
    if (!locked) return false;
    if (locked.status === 'succeeded') return true;
    // The money is taken: the one settlement rule pays what still waits and gives back the rest (decision 0017).
    const done = await settleReported(tx, deps.jobs, locked, { matches: outcome.amountCents === locked.amountCents, mismatch: 'The charged amount does not match the transaction.' });
    if (done) await updateTransaction(tx, locked.id, { providerRef: outcome.paymentIntentId });
    return done;
  });
  return settled ? { kind: 'paid' } : { kind: 'declined', attempt: { method: 'card', card: label, outcome: 'declined', message: 'The charged amount does not match the transaction.' } };
}
