import type { AutoCheckoutAttempt, AutoCheckoutFailure } from '@threadway/contracts';
import { payFromBalance } from './balance-step.ts';
import { chargeCard, resumeOpenCharges, type CardStepDeps } from './card-step.ts';
import { payableOrders } from './payable-orders.ts';
import { autoPaymentMethods } from './payment-methods.ts';

/**
 * paid: every order is paid. notPayable: none waits for payment any more (paid another way, or
 * cancelled). failed: no method paid them; `unresolved` when a card charge got no answer from the
 * gateway (it stays 'processing' and must be asked again: the job retries it).
 */
export type AutoPayResult = { kind: 'paid' } | { kind: 'notPayable' } | { kind: 'failed'; failure: AutoCheckoutFailure; unresolved: boolean };

/**
 * Pays the seller's orders at once from their payment methods in their consent order
 * (docs/decisions/0029-auto-purchase.md): the balance when it covers them (Pay Now's own path),
 * else each saved card charged off-session, until one pays. Every payment settles through the one
 * settlement rule, so an order is paid once whatever races it (the seller's Pay Now, a second
 * run). A charge an earlier run left without an answer is asked again first, with its own key.
 * Nothing is recorded on the orders here: the caller decides what a failure means.
 */
export async function autoPay(deps: CardStepDeps, userId: number, orderIds: readonly number[]): Promise<AutoPayResult> {
  let orders = await payableOrders(deps.db, userId, orderIds);
  if (orders.length === 0) return { kind: 'notPayable' };
  const resumed = await resumeOpenCharges(deps, userId, orders.map((order) => order.id));
  if (resumed.some((outcome) => outcome.kind === 'unavailable')) {
    return { kind: 'failed', unresolved: true, failure: { reason: 'methodsFailed', attempts: resumed.flatMap((outcome) => (outcome.kind === 'paid' ? [] : [outcome.attempt])) } };
  }
  if (resumed.some((outcome) => outcome.kind === 'paid')) {
    orders = await payableOrders(deps.db, userId, orderIds);
    if (orders.length === 0) return { kind: 'paid' };
  }

  const methods = await autoPaymentMethods(deps.db, userId);
  if (methods.length === 0) return { kind: 'failed', unresolved: false, failure: { reason: 'noPaymentMethod', attempts: [] } };
  const attempts: AutoCheckoutAttempt[] = [];
  for (const method of methods) {
    if (method.kind === 'balance') {
      let outcome = await payFromBalance(deps.db, deps.jobs, userId, orders);
      // Some of the orders were paid (or cancelled) meanwhile: the balance pays the others.
      while (outcome === 'notPayable') {
        orders = await payableOrders(deps.db, userId, orderIds);
        if (orders.length === 0) return { kind: 'notPayable' };
        outcome = await payFromBalance(deps.db, deps.jobs, userId, orders);
      }
      if (outcome === 'paid') return { kind: 'paid' };
      attempts.push({ method: 'balance', outcome: 'short' });
      continue;
    }
    const outcome = await chargeCard(deps, userId, orders, method.card);
    if (outcome.kind === 'paid') return { kind: 'paid' };
    attempts.push(outcome.attempt);
    // The gateway is down: the next card would meet it too, and this charge must be resolved first.
    if (outcome.kind === 'unavailable') return { kind: 'failed', unresolved: true, failure: { reason: 'methodsFailed', attempts } };
  }
  return { kind: 'failed', unresolved: false, failure: { reason: 'methodsFailed', attempts } };
}
