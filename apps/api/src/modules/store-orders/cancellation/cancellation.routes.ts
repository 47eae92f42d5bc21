import { cancelRequestPath } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../../platform/auth.ts';
import { ok } from '../../../platform/envelope.ts';
import { answers } from '../../../platform/schemas.ts';
import type { CancellationService } from './cancellation.service.ts';

const tags = ['orders'];

/** The seller answers a store customer's cancellation request (docs/decisions/0030). */
export const cancellationRoutes =
  (service: CancellationService): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/api/orders/:id/cancelRequest/:answer',
      {
        schema: {
          tags,
          summary: "Agree (cancels delivery of every order of the store order; then Request Refund) or Reject the store customer's cancellation request; answered once",
          params: cancelRequestPath.omit({ kkOrderId: true }).extend({ id: cancelRequestPath.shape.kkOrderId }),
          response: answers(z.object({ kkOrderIds: z.array(z.string()) })),
        },
      },
      async (request) => {
        const { id, answer } = request.params;
        const result = await service.answer(userIdOf(request), id, answer);
        return ok(request, result, answer === 'agree' ? 'orders.cancelRequestAgreed' : 'orders.cancelRequestRejected');
      },
    );
  };
