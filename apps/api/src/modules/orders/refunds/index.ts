import type { FastifyInstance } from 'fastify';
import { REFUND_PAYOUT_JOB, refundPayoutHandler } from './refund-payout.job.ts';
import { providerSenders } from './refund-senders.ts';
import { refundsRoutes } from './refunds.routes.ts';
import { refundsService } from './refunds.service.ts';

/** Refund applications and after-sales orders; approved refunds to cards, the wallet, the payout provider and pay-later credit go out through the refunds.payout job. */
export async function refundsModule(app: FastifyInstance) {
  const { config } = app;
  app.jobs.register(REFUND_PAYOUT_JOB, refundPayoutHandler(providerSenders(config)));
  await app.register(refundsRoutes(refundsService(app.database.db), app.media));
}
