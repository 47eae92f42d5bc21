import { cardCheckoutAnswer, cardCheckoutRequest, onePageConfig, onePageConfirmAnswer, onePageConfirmRequest, onePageReturnQuery, PAYMENT_METHODS, paymentIntentRequest, transactionIdPath } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../../platform/auth.ts';
import { ok } from '../../../platform/envelope.ts';
import { answers } from '../../../platform/schemas.ts';
import { signedWebhookRoute } from '../signed-webhook.ts';
import type { CardService } from './card.service.ts';
import type { OnePageService } from './one-page.service.ts';

const tags = ['payments'];
/** Path segment naming our card gateway (spec 7 leaves it to us). */
export const CARD_GATEWAY_SLUG = 'cardgateway';
/** Where the bank's 3-D Secure page sends the browser back to after a one-page confirmation. */
export const ONE_PAGE_RETURN_PATH = `/api/payment/open/${CARD_GATEWAY_SLUG}/onePage/return`;

export const cardRoutes =
  (service: CardService, onePage: OnePageService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `/api/payment/${CARD_GATEWAY_SLUG}/onePage/signValue`,
      { schema: { tags, summary: 'Card gateway (method 1): opens a hosted checkout for a transaction; the browser goes to redirectUrl', body: cardCheckoutRequest, response: answers(cardCheckoutAnswer) } },
      async (request) => ok(request, await service.startCheckout(userIdOf(request), request.body.transactionId, [PAYMENT_METHODS.cardGateway])),
    );

    app.get(
      `/api/payment/${CARD_GATEWAY_SLUG}/onePage/config`,
      { schema: { tags, summary: "Card gateway one-page form (method 1): the publishable key and the gateway's script that mounts its card frame", response: answers(onePageConfig) } },
      async (request) => ok(request, await onePage.config()),
    );

    app.post(
      `/api/payment/${CARD_GATEWAY_SLUG}/onePage/confirm`,
      {
        schema: {
          tags,
          summary: "Card gateway one-page form (method 1): confirms the transaction's payment intent with the card the gateway's frame tokenised; succeeded, requiresAction (3-D Secure at redirectUrl) or failed with the gateway's reason",
          body: onePageConfirmRequest,
          response: answers(onePageConfirmAnswer),
        },
      },
      async (request) => ok(request, await onePage.confirm(userIdOf(request), request.body)),
    );

    app.get(
      ONE_PAGE_RETURN_PATH,
      { schema: { tags, summary: 'Where the bank sends the buyer after 3-D Secure: reads the payment intent at the gateway, settles once, then redirects (303) to the payment status page', querystring: onePageReturnQuery } },
      async (request, reply) => reply.redirect(await onePage.completeReturn(request.query.payment_intent), 303),
    );

    app.post(
      `/api/payment/${CARD_GATEWAY_SLUG}/paymentIntent/:id`,
      {
        schema: {
          tags,
          summary: 'Card and regional wallets (methods 3 and 4, stored as 3): the hosted checkout, with card (paymentMethod 4, the default) or regional wallets (3)',
          params: transactionIdPath,
          body: paymentIntentRequest,
          response: answers(cardCheckoutAnswer),
        },
      },
      async (request) =>
        ok(request, await service.startCheckout(userIdOf(request), request.params.id, [PAYMENT_METHODS.otherWallets], { regionalWallets: request.body.paymentMethod === PAYMENT_METHODS.otherWallets })),
    );

    await app.register(
      signedWebhookRoute({
        url: `/api/payment/open/${CARD_GATEWAY_SLUG}/webhook`,
        summary: 'Signed gateway events (Stripe-Signature); replays change nothing',
        handle: (rawBody, headers) => service.handleCallback(rawBody, headers),
      }),
    );
  };
