import type { FastifyInstance } from 'fastify';
import { storePlatforms } from '../../stores/index.ts';
import { ANSWER_CANCELLATION_JOB, answerCancellationHandler } from './answer-job.ts';
import { cancellationRoutes } from './cancellation.routes.ts';
import { cancellationService } from './cancellation.service.ts';

/** Store customers' cancellation requests (spec 1-buying 4): the seller's Agree / Reject, and telling the store. */
export async function storeOrderCancellationModule(app: FastifyInstance) {
  const access = storePlatforms(app);
  await app.register(cancellationRoutes(cancellationService({ db: app.database.db, jobs: app.jobs, registry: access.registry })));
  app.jobs.register(ANSWER_CANCELLATION_JOB, answerCancellationHandler({ access, log: app.log.child({ module: 'store-orders' }) }), { maxAttempts: 8 });
}
