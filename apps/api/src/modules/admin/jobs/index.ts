import type { FastifyInstance } from 'fastify';
import { operatorsService } from '../operators.service.ts';
import { adminJobsRoutes } from './admin-jobs.routes.ts';
import { jobsOverviewService } from './jobs-overview.service.ts';

/** Back office /admin/jobs (decision 0026): operators of fulfilment (and administrators) watch and retry jobs. */
export async function adminJobsModule(app: FastifyInstance) {
  const operators = operatorsService(app);
  await app.register(adminJobsRoutes(jobsOverviewService(app.database.db, app.jobs), (request) => operators.current(request, 'fulfilment'), (entry) => operators.audit(entry)));
}
