import { adminRefund, adminRefundListQuery, adminRefundPage, approveRefundRequest, refundIdParam, rejectRefundRequest } from '@threadway/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/envelope.ts';
import { answers } from '../../../platform/schemas.ts';
import type { RefundReviewService } from './refund-review.service.ts';

const tags = ['back office: refunds'];
const base = '/api/admin/refunds';

/** Refund review (support and finance): the queue, one application, approve all or part, reject with a reason. */
export const adminRefundsRoutes =
  (review: RefundReviewService, access: (request: FastifyRequest) => Promise<{ id: number }>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(base, { schema: { tags, summary: 'Refund applications, oldest first; status processing is the queue', querystring: adminRefundListQuery, response: answers(adminRefundPage) } }, async (request) => {
      await access(request);
      return ok(request, await review.list(request.query));
    });
    app.get(`${base}/:id`, { schema: { tags, summary: 'One application with order, lines, photos, reason and records', params: refundIdParam, response: answers(adminRefund) } }, async (request) => {
      await access(request);
      return ok(request, await review.detail(request.params.id));
    });
    app.post(`${base}/:id/approve`, { schema: { tags, summary: 'Approve all or part (cents, at most what was asked); the money goes back to the original method', params: refundIdParam, body: approveRefundRequest, response: answers(adminRefund) } }, async (request) => {
      const operator = await access(request);
      return ok(request, await review.approve(operator.id, request.params.id, request.body.amount), 'refunds.approved');
    });
    app.post(`${base}/:id/reject`, { schema: { tags, summary: 'Reject with a reason the seller sees; the order goes back to its previous status', params: refundIdParam, body: rejectRefundRequest, response: answers(adminRefund) } }, async (request) => {
      const operator = await access(request);
      return ok(request, await review.reject(operator.id, request.params.id, request.body.reason), 'refunds.rejected');
    });
  };
