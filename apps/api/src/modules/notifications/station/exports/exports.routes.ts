import { exportAnswer, exportOrdersRequest, exportTransactionsQuery, fileTask, fileTaskIdPath, fileTaskListRequest, fileTaskPage } from '@threadway/contracts/notifications/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../../../platform/auth.ts';
import { ok } from '../../../../platform/envelope.ts';
import { answers } from '../../../../platform/schemas.ts';
import { CONTENT_TYPES } from './export-files.ts';
import type { ExportsService } from './exports.service.ts';

const tags = ['exports'];

/** Content-Disposition with an ASCII name and the exact one (RFC 6266). */
const attachment = (name: string) => `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Order and transaction exports, the Export List, 'Export Again' and the file download (decision 0015). */
export const exportsRoutes =
  (exportsOf: ExportsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/orders/orders/export',
      { schema: { tags, summary: "Export the caller's orders matching the order list's filters (csv or xlsx); the file appears in the Export List", body: exportOrdersRequest, response: answers(exportAnswer) } },
      async (request) => {
        const { format, ...filters } = request.body;
        return ok(request, await exportsOf.exportOrders(userIdOf(request), format, filters), 'exports.created');
      },
    );

    app.get(
      '/api/payment/transactionsExport',
      { schema: { tags, summary: "Export the caller's balance transactions matching the list's filters (csv or xlsx)", querystring: exportTransactionsQuery, response: answers(exportAnswer) } },
      async (request) => {
        const { format, type, direction, startDate, endDate } = request.query;
        return ok(request, await exportsOf.exportTransactions(userIdOf(request), format, { type, direction, startDate, endDate }), 'exports.created');
      },
    );

    app.post(
      '/api/product/getFileTaskList',
      { schema: { tags, summary: "The caller's export tasks, newest first (reads data.list); viewing it marks finished ones seen", body: fileTaskListRequest, response: answers(fileTaskPage) } },
      async (request) => {
        const { pageNumber, pageSize } = request.body;
        return ok(request, await exportsOf.list(userIdOf(request), request.locale, pageNumber, pageSize));
      },
    );

    app.post(
      '/api/product/fileTask/:id/retry',
      { schema: { tags, summary: "'Export Again': run a finished or failed task again (409 while it is in progress)", params: fileTaskIdPath, response: answers(fileTask) } },
      async (request) => ok(request, await exportsOf.retry(userIdOf(request), request.params.id, request.locale), 'exports.created'),
    );

    app.get(
      '/api/product/fileTask/:id/file',
      { schema: { tags, summary: "The finished file of one of the caller's tasks (fileResultPath); another seller's task is 404", params: fileTaskIdPath, produces: [CONTENT_TYPES.csv, CONTENT_TYPES.xlsx] } },
      async (request, reply) => {
        const file = await exportsOf.file(userIdOf(request), request.params.id);
        return reply
          .type(CONTENT_TYPES[file.format])
          .header('content-length', file.size)
          .header('content-disposition', attachment(file.fileName))
          .header('cache-control', 'private, no-store')
          .send(file.stream);
      },
    );
  };
