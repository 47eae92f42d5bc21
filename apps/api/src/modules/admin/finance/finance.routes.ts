import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../../platform/envelope.ts';
import { answers } from '../../../platform/schemas.ts';
import { adminBillsPage, adminBillsRequest, applicationsPage, applicationsRequest, issueStatementsAnswer, payLaterApplicationRow, sellerIdPath } from './finance.schemas.ts';
import type { FinanceService } from './finance.service.ts';

const tags = ['back office: finance'];
const base = '/api/admin/finance';

export const adminFinanceRoutes =
  (finance: FinanceService, access: (request: FastifyRequest) => Promise<{ id: number }>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(`${base}/pay-later`, { schema: { tags, summary: 'Pay-later applications with the submitted data, status, limit, available credit and unpaid bills; newest change first', querystring: applicationsRequest, response: answers(applicationsPage) } }, async (request) => {
      await access(request);
      return ok(request, await finance.applications(request.query));
    });

    app.post(`${base}/pay-later/:userId/refresh`, { schema: { tags, summary: "Reads the seller's decision and credit again from the provider (operators cannot decide credit)", params: sellerIdPath, response: answers(payLaterApplicationRow) } }, async (request) => {
      const operator = await access(request);
      return ok(request, await finance.refresh(operator.id, request.params.userId), 'billing.creditRefreshed');
    });

    app.get(`${base}/bills`, { schema: { tags, summary: 'Credit bills of every seller (or one), newest period first', querystring: adminBillsRequest, response: answers(adminBillsPage) } }, async (request) => {
      await access(request);
      return ok(request, await finance.bills(request.query));
    });

    app.post(`${base}/statements`, { schema: { tags, summary: 'Issue statements now: shipped, unbilled credit parcels up to now go on the current period’s bills', response: answers(issueStatementsAnswer) } }, async (request) => {
      const operator = await access(request);
      const issued = await finance.issueNow(operator.id);
      return ok(request, issued, 'billing.statementsIssued', { count: issued.issued });
    });
  };
