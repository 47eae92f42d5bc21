import type { Db } from '../../../platform/database.ts';
import type { JobHandler, JobQueue, QueuePolicy } from '../../../platform/jobs.ts';
import type { CardVault } from '../../payments/card/stripe-cards.ts';
import { autoPay } from './auto-pay.ts';
import { recordAutoCheckoutFailure } from './failure.ts';

/** Runs while the card gateway cannot be reached (back-off from a minute, doubling), then the orders are marked failed. */
export const AUTO_PURCHASE_ATTEMPTS = 6;
export const AUTO_PURCHASE_POLICY: QueuePolicy = { maxAttempts: AUTO_PURCHASE_ATTEMPTS, retryDelaySeconds: 60 };

/** Thrown so the queue runs the job again later: only a gateway that could not be reached, never a decline. */
export class GatewayUnreachable extends Error {}

/**
 * The job `store-orders.auto-purchase` {userId, orderIds} (enqueue.ts): pays a store order's orders
 * at once (auto-pay.ts). A decline, a short balance or no method on file is final: the orders become
 * 'Auto Checkout Failed' with the reason and the seller gets a station letter; Pay Now still pays
 * them. A gateway that could not be reached is retried (the charge keeps its key, so it is never
 * made twice) until the last attempt, which records the failure too.
 */
export const autoPurchaseHandler =
  (jobs: JobQueue, vault: CardVault): JobHandler =>
  async (payload, { db, attempt }) => {
    const userId = Number(payload.userId);
    const orderIds = Array.isArray(payload.orderIds) ? payload.orderIds.map(Number) : [];
    await runAutoPurchase(db, jobs, vault, { userId, orderIds, lastAttempt: attempt >= AUTO_PURCHASE_ATTEMPTS });
  };

export async function runAutoPurchase(db: Db, jobs: JobQueue, vault: CardVault, run: { userId: number; orderIds: number[]; lastAttempt: boolean }): Promise<void> {
  const result = await autoPay({ db, jobs, vault }, run.userId, run.orderIds);
  if (result.kind !== 'failed') return;
  if (result.unresolved && !run.lastAttempt) throw new GatewayUnreachable('the card gateway could not be reached; the charge is asked again on the next attempt');
  await recordAutoCheckoutFailure(db, run.userId, run.orderIds, result.failure, { actor: 'system', letter: true });
}
