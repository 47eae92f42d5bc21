import {
  automaticPaymentAnswer,
  automaticPaymentPath,
  cardSetupAnswer,
  cardSetupQuery,
  defaultCardRequest,
  type Envelope,
  grantConsentRequest,
  paymentConsent,
  paymentManageIdPath,
  savedCard,
  saveCardRequest,
  sortConsentRequest,
  topUpAnswer,
  topUpRequest,
  type TopUpAnswer,
} from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../../platform/auth.ts';
import { ok } from '../../../platform/envelope.ts';
import { idempotent } from '../../../platform/idempotency.ts';
import { answers, noData } from '../../../platform/schemas.ts';
import { CARD_GATEWAY_SLUG } from '../card/card.routes.ts';
import type { CardsService } from './cards.service.ts';
import type { ConsentsService } from './consents.service.ts';
import type { TopUpService } from './top-up.service.ts';

const tags = ['payments'];

/** Spec 7 'Wallet, cards': top up, saved cards, payment consents and the automatic-payment setting of the signed-in seller. */
export const paymentManageRoutes =
  (topUp: TopUpService, cards: CardsService, consents: ConsentsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/payment/recharge',
      {
        schema: {
          tags,
          summary: 'Top up (ours): a transaction of payment type 1 for `amount` cents and the card gateway page to pay it; the balance rises on the gateway webhook. Takes Idempotency-Key',
          body: topUpRequest,
          response: answers(topUpAnswer),
        },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const answer = await idempotent(request, reply, 'payments.recharge', userId, async () => ok(request, await topUp.start(userId, request.body.amount)));
        return answer as Envelope<TopUpAnswer>;
      },
    );

    app.get(
      `/api/payment/${CARD_GATEWAY_SLUG}/customers/clientSecret`,
      { schema: { tags, summary: "Opens the gateway's hosted add-card page (setup mode) with the billing address given; the browser goes to redirectUrl", querystring: cardSetupQuery, response: answers(cardSetupAnswer) } },
      async (request) => ok(request, await cards.startSetup(userIdOf(request), request.query)),
    );
    app.get('/api/payment/creditCards', { schema: { tags, summary: 'Saved cards, default first, then newest', response: answers(z.array(savedCard)) } }, async (request) =>
      ok(request, await cards.list(userIdOf(request))),
    );
    app.post(
      '/api/payment/creditCards',
      { schema: { tags, summary: 'Keeps the card of a completed add-card session (read back from the gateway); again for the same card answers it again', body: saveCardRequest, response: answers(savedCard) } },
      async (request) => ok(request, await cards.save(userIdOf(request), request.body.sessionId), 'payments.cardSaved'),
    );
    app.put('/api/payment/creditCards', { schema: { tags, summary: 'Makes a card the default', body: defaultCardRequest, response: answers(savedCard) } }, async (request) =>
      ok(request, await cards.setDefault(userIdOf(request), request.body.id), 'payments.cardDefault'),
    );
    app.delete('/api/payment/creditCards/:id', { schema: { tags, summary: 'Detaches a card at the gateway and forgets it with its consent', params: paymentManageIdPath, response: noData } }, async (request) => {
      await cards.remove(userIdOf(request), request.params.id);
      return ok(request, null, 'payments.cardDeleted');
    });

    app.get('/api/payment/paymentConsents', { schema: { tags, summary: 'Payment consents in the seller’s order', response: answers(z.array(paymentConsent)) } }, async (request) =>
      ok(request, await consents.list(userIdOf(request))),
    );
    app.post(
      '/api/payment/paymentConsents',
      { schema: { tags, summary: 'Grants (or enables again) a consent for the balance (0) or a saved card (4)', body: grantConsentRequest, response: answers(paymentConsent) } },
      async (request) => ok(request, await consents.grant(userIdOf(request), request.body), 'payments.consentGranted'),
    );
    app.put('/api/payment/paymentConsents/:id/disable', { schema: { tags, summary: 'Disables a consent', params: paymentManageIdPath, response: answers(paymentConsent) } }, async (request) =>
      ok(request, await consents.disable(userIdOf(request), request.params.id), 'payments.consentDisabled'),
    );
    app.put(
      '/api/payment/paymentConsents/:id/sort',
      { schema: { tags, summary: 'Moves a consent to a place (0 = first); answers the new order', params: paymentManageIdPath, body: sortConsentRequest, response: answers(z.array(paymentConsent)) } },
      async (request) => ok(request, await consents.sort(userIdOf(request), request.params.id, request.body.sortOrder), 'payments.consentSorted'),
    );

    app.get('/api/store/user/automaticPayment', { schema: { tags, summary: 'The automatic-payment setting (ours)', response: answers(automaticPaymentAnswer) } }, async (request) =>
      ok(request, { automaticPayment: await consents.automaticPayment(userIdOf(request)) }),
    );
    app.put(
      '/api/store/user/automaticPayment/:flag',
      { schema: { tags, summary: 'Turns automatic payment on (1) or off (0); on needs an enabled payment method on file', params: automaticPaymentPath, response: answers(automaticPaymentAnswer) } },
      async (request) => {
        const on = await consents.setAutomaticPayment(userIdOf(request), request.params.flag);
        return ok(request, { automaticPayment: on }, on ? 'payments.automaticPaymentOn' : 'payments.automaticPaymentOff');
      },
    );
  };
