import { autoCheckoutAnswer, autoCheckoutRequest } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../../platform/auth.ts';
import { ok } from '../../../platform/envelope.ts';
import { answers } from '../../../platform/schemas.ts';
import type { AutoCheckoutService } from './auto-checkout.service.ts';

export const autoCheckoutRoutes =
  (service: AutoCheckoutService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/orders/autoCheckout',
      {
        schema: {
          tags: ['orders'],
          summary:
            'Auto Checkout (ours; decision 0029): pays each selected order of the caller from their payment methods in consent order (balance, then saved cards off-session); answers which were paid and why the others were not. Needs a payment method on file',
          body: autoCheckoutRequest,
          response: answers(autoCheckoutAnswer),
        },
      },
      async (request) => {
        const answer = await service.run(userIdOf(request), request.body.kkOrderIds);
        return ok(request, answer, 'autoCheckout.done', { paid: answer.paid.length, failed: answer.failed.length });
      },
    );
  };
