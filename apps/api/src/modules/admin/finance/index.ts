import type { FastifyInstance } from 'fastify';
import { monduRepayment } from '../../payments/paylater/mondu-repayment.ts';
import { operatorsService } from '../operators.service.ts';
import { adminFinanceRoutes } from './finance.routes.ts';
import { financeService } from './finance.service.ts';

/** Back office (role finance): pay-later applications, credit bills, statements now. Every change is audit-logged. */
export async function adminFinanceModule(app: FastifyInstance) {
  const { config } = app;
  const provider = monduRepayment({ baseUrl: config.PAY_LATER_URL, apiToken: config.PAY_LATER_API_TOKEN, webhookSecret: config.PAY_LATER_WEBHOOK_SECRET });
  const operators = operatorsService(app);
  await app.register(adminFinanceRoutes(financeService(app.database.db, provider), (request) => operators.current(request, 'finance')));
}
