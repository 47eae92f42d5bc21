import { cardCheckoutAnswer, cardCheckoutRequest, PAYMENT_METHODS, transactionIdPath } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../../platform/auth.ts';
import { ok } from '../../../platform/envelope.ts';
import { answers } from '../../../platform/schemas.ts';
import { signedWebhookRoute } from '../signed-webhook.ts';
import type { CardService } from './card.service.ts';

const tags = ['payments'];
/** Path segment naming our card gateway (spec 7 leaves it to us). */
export const CARD_GATEWAY_SLUG = 'cardgateway';

export const cardRoutes =
  (service: CardService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `/api/payment/${CARD_GATEWAY_SLUG}/onePage/signValue`,
      { schema: { tags, summary: 'Card gateway (method 1): opens a hosted checkout for a transaction; the browser goes to redirectUrl', body: cardCheckoutRequest, response: answers(cardCheckoutAnswer) } },
      async (request) => ok(request, await service.startCheckout(userIdOf(request), request.body.transactionId, [PAYMENT_METHODS.cardGateway])),
    );

    app.post(
      `/api/payment/${CARD_GATEWAY_SLUG}/paymentIntent/:id`,
      { schema: { tags, summary: 'Card and regional wallets (methods 3 and 4, stored as 3): the same hosted checkout', params: transactionIdPath, response: answers(cardCheckoutAnswer) } },
      async (request) => ok(request, await service.startCheckout(userIdOf(request), request.params.id, [PAYMENT_METHODS.otherWallets])),
    );

    await app.register(
      signedWebhookRoute({
        url: `/api/payment/open/${CARD_GATEWAY_SLUG}/webhook`,
        summary: 'Signed gateway events (Stripe-Signature); replays change nothing',
        handle: (rawBody, headers) => service.handleCallback(rawBody, headers),
      }),
    );
  };
