import { PAYOUT_PROVIDER_SLUG, payoutProviderCallbackAnswer, payoutProviderList, payoutProviderListRequest, payoutProviderNotification, transactionIdPath } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../../platform/auth.ts';
import { ok } from '../../../platform/envelope.ts';
import { badRequest } from '../../../platform/errors.ts';
import { answers } from '../../../platform/schemas.ts';
import { acceptFormBodies } from '../../notifications/station/form-body.ts';
import type { PayoutService } from './payout.service.ts';

const tags = ['payments'];
export const PAYOUT_NOTIFICATION_PATH = `/api/payment/open/${PAYOUT_PROVIDER_SLUG}/notification`;

export const payoutRoutes =
  (service: PayoutService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `/api/payment/${PAYOUT_PROVIDER_SLUG}/lists`,
      { schema: { tags, summary: "Payout/payment provider (method 9): opens the provider's hosted LIST for a transaction; the browser goes to redirectUrl", body: payoutProviderListRequest, response: answers(payoutProviderList) } },
      async (request) => ok(request, await service.openList(userIdOf(request), request.body.transactionId)),
    );

    app.put(
      `/api/payment/${PAYOUT_PROVIDER_SLUG}/charge/:id/callback`,
      {
        schema: {
          tags,
          summary: "The buyer is back from the provider (method 9): reads the transaction's LIST from the provider and settles it once; answers the transaction's status",
          params: transactionIdPath,
          response: answers(payoutProviderCallbackAnswer),
        },
      },
      async (request) => ok(request, await service.callback(userIdOf(request), request.params.id)),
    );

    await app.register(async (open) => {
      // The provider posts its parameters as a form (or in the query); they are read only to name the LIST.
      acceptFormBodies(open);
      open.post(
        PAYOUT_NOTIFICATION_PATH,
        { schema: { tags, summary: 'Status notifications of the provider (not signed): the LIST they name is read back from the provider before anything is settled', response: answers(z.object({ received: z.boolean() })) } },
        async (request) => {
          const params = payoutProviderNotification.safeParse({ ...(request.query as object), ...(typeof request.body === 'object' ? request.body : {}) });
          if (!params.success) throw badRequest();
          return ok(request, await service.notification(params.data.longId));
        },
      );
    });
  };
