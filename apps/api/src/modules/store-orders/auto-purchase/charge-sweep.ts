import type { FastifyBaseLogger } from 'fastify';
import type { JobHandler, JobQueue } from '../../../platform/jobs.ts';
import type { CardVault } from '../../payments/card/stripe-cards.ts';
import { askAgain, idleOpenCharges } from './card-step.ts';

export const CHARGE_SWEEP_JOB = 'store-orders.charge-sweep';
/** How often the sweep runs, and how long a charge must have been left alone before it asks (no attempt is asking then). */
export const CHARGE_SWEEP_MINUTES = 15;
/** Charges asked in one run at most, oldest first; the next run takes the rest. */
const BATCH = 100;

/**
 * The durable sweep of off-session charges left unanswered (decision 0029): the auto-purchase job asks the
 * gateway again on each retry, but after its last attempt nothing asked any more unless the seller ran Auto
 * Checkout again, so money the card gave might never reach the order, or Pay Now might pay it a second
 * time. Every CHARGE_SWEEP_MINUTES each such charge is asked again with its own idempotency key
 * (`auto-checkout-{id}`): the gateway answers the first outcome, and the answer settles through the one rule
 * (paid once; orders Pay Now paid meanwhile make a surplus given back to the card). A gateway still out of
 * reach leaves the charge for the next run.
 */
export function chargeSweepHandler(deps: { jobs: JobQueue; vault: CardVault; log: FastifyBaseLogger }): JobHandler {
  return async (_payload, { db }) => {
    const open = await idleOpenCharges(db, CHARGE_SWEEP_MINUTES * 60_000, BATCH);
    const outcomes: Record<string, number> = {};
    for (const transaction of open) {
      const outcome = await askAgain({ db, jobs: deps.jobs, vault: deps.vault }, transaction);
      const kind = outcome?.kind ?? 'noCard';
      outcomes[kind] = (outcomes[kind] ?? 0) + 1;
    }
    if (open.length > 0) deps.log.info({ outcomes }, 'open card charges asked again');
  };
}
