import type { FastifyInstance } from 'fastify';
import { operatorsService } from '../operators.service.ts';
import { refundsService } from '../../orders/refunds/refunds.service.ts';
import { adminRefundsRoutes } from './admin-refunds.routes.ts';
import { refundReviewService } from './refund-review.service.ts';

/** Back office: the queue of refund applications, approval (all or part) and rejection; support and finance roles. */
export async function adminRefundsModule(app: FastifyInstance) {
  const operators = operatorsService(app);
  const access = (request: Parameters<typeof operators.current>[0]) => operators.current(request, 'support', 'finance');
  await app.register(adminRefundsRoutes(refundReviewService(app.database.db, app.jobs, refundsService(app.database.db)), access));
}
