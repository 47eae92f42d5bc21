import { jobRetryBody, jobsOverview } from '@threadway/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { answers } from '../../../platform/schemas.ts';
import type { jobsOverviewService } from './jobs-overview.service.ts';

const tags = ['back office: jobs'];

/** Back office (roles fulfilment and admin): the job queues, failing and dead-lettered jobs, and their retry (audited). */
export const adminJobsRoutes =
  (service: ReturnType<typeof jobsOverviewService>, access: (request: FastifyRequest) => Promise<{ id: number }>, audit: (entry: { operatorId: number; action: string; subject: string }) => Promise<unknown>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/admin/jobs', { schema: { tags, summary: 'Job queues with their counts; jobs failing now and dead-lettered jobs, newest first', response: answers(jobsOverview) } }, async (request) => {
      await access(request);
      return ok(request, await service.overview());
    });
    app.post('/api/admin/jobs/retry', { schema: { tags, summary: 'Sends a dead-lettered job back to its queue with fresh attempts', body: jobRetryBody, response: answers(z.null()) } }, async (request) => {
      const operator = await access(request);
      await service.retry(request.body.queue, request.body.id);
      await audit({ operatorId: operator.id, action: 'job.retry', subject: `${request.body.queue}:${request.body.id}` });
      return ok(request, null);
    });
  };
