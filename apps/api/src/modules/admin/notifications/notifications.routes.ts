import {
  adminFileTaskPage,
  adminFileTaskQuery,
  adminLetterIdPath,
  adminLetterListQuery,
  adminRerunRequest,
  adminStationLetter,
  adminStationLetterPage,
  fileTask,
  stationLetterInput,
} from '@threadway/contracts/notifications/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/envelope.ts';
import { answers, noData } from '../../../platform/schemas.ts';
import type { ExportsService } from '../../notifications/station/exports/exports.service.ts';
import type { AdminLettersService } from './letters.service.ts';

const tags = ['back office: notifications'];
const base = '/api/admin/station-letters';

/** Station letters and sellers' export tasks in the back office; the 'support' role (administrators too). */
export const adminNotificationsRoutes =
  (letters: AdminLettersService, exportsOf: ExportsService, support: (request: FastifyRequest) => Promise<{ id: number }>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(base, { schema: { tags, summary: 'Letters, last changed first; type 1 notification, 2 event', querystring: adminLetterListQuery, response: answers(adminStationLetterPage) } }, async (request) => {
      await support(request);
      const { type, pageNumber, pageSize } = request.query;
      return ok(request, await letters.list(type, pageNumber, pageSize));
    });
    app.get(`${base}/:id`, { schema: { tags, summary: 'One letter with its audience', params: adminLetterIdPath, response: answers(adminStationLetter) } }, async (request) => {
      await support(request);
      return ok(request, await letters.get(request.params.id));
    });
    app.post(base, { schema: { tags, summary: 'Write a letter: HTML sanitized, all sellers or chosen ones (ids, e-mails), draft, now or later', body: stationLetterInput, response: answers(adminStationLetter) } }, async (request) => {
      const actor = await support(request);
      return ok(request, await letters.create(actor.id, request.body), 'success.saved');
    });
    app.put(`${base}/:id`, { schema: { tags, summary: 'Change a letter; a sent one keeps its send time and read states', params: adminLetterIdPath, body: stationLetterInput, response: answers(adminStationLetter) } }, async (request) => {
      const actor = await support(request);
      return ok(request, await letters.update(actor.id, request.params.id, request.body), 'success.saved');
    });
    app.post(`${base}/:id/publish`, { schema: { tags, summary: 'Send a draft or scheduled letter now', params: adminLetterIdPath, response: answers(adminStationLetter) } }, async (request) => {
      const actor = await support(request);
      return ok(request, await letters.publish(actor.id, request.params.id), 'stationLetters.published');
    });
    app.delete(`${base}/:id`, { schema: { tags, summary: 'Delete a letter (sellers no longer see it)', params: adminLetterIdPath, response: noData } }, async (request) => {
      const actor = await support(request);
      await letters.remove(actor.id, request.params.id);
      return ok(request, null, 'success.deleted');
    });

    app.get('/api/admin/fileTask', { schema: { tags, summary: "Sellers' export tasks, newest first, by status and seller e-mail (with the failure reason)", querystring: adminFileTaskQuery, response: answers(adminFileTaskPage) } }, async (request) => {
      await support(request);
      const { fileStatus, email, pageNumber, pageSize } = request.query;
      return ok(request, await exportsOf.adminList({ fileStatus, email }, request.locale, pageNumber, pageSize));
    });
    app.post('/api/admin/importExportFile', { schema: { tags, summary: "Run a seller's finished or failed export task again ({id})", body: adminRerunRequest, response: answers(fileTask) } }, async (request) => {
      await support(request);
      return ok(request, await exportsOf.adminRerun(request.body.id, request.locale), 'exports.created');
    });
  };
