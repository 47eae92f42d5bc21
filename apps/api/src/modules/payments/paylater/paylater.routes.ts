import { PAY_LATER_SLUG, payLaterApplication, payLaterCreditLine, payLaterWidget, transactionIdPath } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../../platform/auth.ts';
import { ok } from '../../../platform/envelope.ts';
import { answers } from '../../../platform/schemas.ts';
import { signedWebhookRoute } from '../signed-webhook.ts';
import type { PayLaterService } from './paylater.service.ts';

const tags = ['payments'];

export const payLaterRoutes =
  (service: PayLaterService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `/api/payment/${PAY_LATER_SLUG}/buyer/creditline`,
      { schema: { tags, summary: "The caller's pay-later status (null before any decision) and credit in cents", response: answers(payLaterCreditLine) } },
      async (request) => ok(request, await service.creditLine(userIdOf(request))),
    );

    app.post(
      `/api/payment/${PAY_LATER_SLUG}/buyer`,
      { schema: { tags, summary: "Opens the provider's credit application; the browser goes to redirectUrl, the decision comes by webhook", body: payLaterApplication, response: answers(payLaterWidget) } },
      async (request) => ok(request, await service.apply(userIdOf(request), request.body)),
    );

    app.post(
      `/api/payment/${PAY_LATER_SLUG}/checkout/:id`,
      { schema: { tags, summary: "Pay-later (method 8): opens the provider's checkout for a transaction of at least $2,000 within the available credit", params: transactionIdPath, response: answers(payLaterWidget) } },
      async (request) => ok(request, await service.checkout(userIdOf(request), request.params.id)),
    );

    await app.register(
      signedWebhookRoute({
        url: `/api/payment/open/${PAY_LATER_SLUG}/webhook`,
        summary: 'Signed provider webhooks (X-Mondu-Signature): credit decisions and checkouts; replays change nothing',
        handle: (rawBody, headers) => service.handleWebhook(rawBody, headers),
      }),
    );
  };
