import type { FastifyInstance } from 'fastify';
import { monduRepayment } from '../paylater/mondu-repayment.ts';
import { billPaymentService } from './bill-payment.service.ts';
import { claimBill } from './bill-claim.ts';
import { billingRoutes } from './billing.routes.ts';
import { billsService } from './bills.service.ts';
import { issuerOf } from '../../../platform/pdf/parties.ts';
import { CARD_CHECK_JOB, cardCheckHandler } from './card-payment.job.ts';
import { REPAYMENT_JOB, repaymentHandler } from './repayment.ts';
import { registerStatementJob } from './statement.job.ts';

/**
 * Credit bills (/billing): statements issued by the recurring billing.statements job, the
 * seller's bills and incoming parcels, Pay Now, and the repayment report that restores the
 * pay-later credit at the provider. Decisions: docs/decisions/0014-credit-bills-and-pay-later.md.
 */
export async function billingModule(app: FastifyInstance) {
  const { db } = app.database;
  const { config } = app;
  const repayment = monduRepayment({ baseUrl: config.PAY_LATER_URL, apiToken: config.PAY_LATER_API_TOKEN, webhookSecret: config.PAY_LATER_WEBHOOK_SECRET });
  registerStatementJob(app);
  app.jobs.register(REPAYMENT_JOB, repaymentHandler(repayment, config.PUBLIC_URL));
  app.jobs.register(CARD_CHECK_JOB, cardCheckHandler(app.jobs, (tx, billId, transactionId) => claimBill(tx, app.jobs, billId, transactionId)));
  await app.register(billingRoutes(billsService(db, issuerOf(config)), billPaymentService(db, app.jobs, repayment, config.PUBLIC_URL, app.log)));
}
