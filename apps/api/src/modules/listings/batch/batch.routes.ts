import { batchItemFilter, batchItemPage, batchPublishBody, batchSubmitted, batchTaskFilter, batchTaskPage } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../../platform/auth.ts';
import { ok } from '../../../platform/envelope.ts';
import { answers } from '../../../platform/schemas.ts';
import type { BatchService } from './batch.service.ts';

const tags = ['listings'];

/** Batch list-to-store (spec 7.3): submit, tasks, items; every read scoped to the signed-in seller. */
export const batchRoutes =
  (batches: BatchService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/api/listings/loadPublishRecord', { schema: { tags, summary: 'Submit a batch list-to-store (spec 2.6, rules 5.2): the task runs in the background', body: batchPublishBody, response: answers(batchSubmitted) } }, async (request) =>
      ok(request, await batches.submit(userIdOf(request), request.body)),
    );
    app.post('/api/listings/getLoadPublishRecordList', { schema: { tags, summary: 'Batch tasks with their counts, newest first (spec 2.9)', body: batchTaskFilter, response: answers(batchTaskPage) } }, async (request) =>
      ok(request, await batches.tasks(userIdOf(request), request.body)),
    );
    app.post('/api/listings/getLoadPublishQueueList', { schema: { tags, summary: "Items of a task with their outcome, or without batchId the Listing Queue (items still uploading)", body: batchItemFilter, response: answers(batchItemPage) } }, async (request) =>
      ok(request, await batches.items(userIdOf(request), request.body, request.locale)),
    );
  };
