import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../../platform/auth.ts';
import { ok } from '../../../platform/envelope.ts';
import { translate } from '../../../platform/i18n.ts';
import { answers, noData } from '../../../platform/schemas.ts';
import { cancelFulfillmentRequest, fulfilment, fulfillmentRequest, logisticsTrackInfo, logisticsTrackInfoRequest } from './schemas.ts';
import type { sellerFulfilmentService } from './seller-fulfilment.service.ts';
import type { trackInfoService } from './track-info.service.ts';

const tags = ['orders: logistics'];

/** The seller's logistics calls of spec 7. */
export const fulfilmentRoutes =
  (tracks: ReturnType<typeof trackInfoService>, fulfilments: ReturnType<typeof sellerFulfilmentService>): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/orders/logisticsTrackInfo',
      {
        schema: {
          tags,
          summary: "An order's parcels with first- and last-carrier events, newest first (one parcel with parcelCode); the message says when no event has come yet",
          body: logisticsTrackInfoRequest,
          response: answers(logisticsTrackInfo),
        },
      },
      async (request) => {
        const noEvents = translate(request.locale, 'fulfilment.noLogistics');
        const info = await tracks.forSeller(userIdOf(request), request.body.kkOrderId, request.body.parcelCode, noEvents);
        const anyEvent = info.parcels.some((parcel) => parcel.message === null);
        return anyEvent ? ok(request, info) : ok(request, info, 'fulfilment.noLogistics');
      },
    );

    app.post(
      '/api/orders/fulfillment',
      { schema: { tags, summary: 'Fulfill Order: the tracking the store customer sees (replaces an earlier one)', body: fulfillmentRequest, response: answers(fulfilment) } },
      async (request) => ok(request, await fulfilments.fulfill(userIdOf(request), request.body), 'fulfilment.fulfilled'),
    );

    app.put(
      '/api/orders/cancelFulfillment',
      { schema: { tags, summary: "Cancels the order's active fulfilment", body: cancelFulfillmentRequest, response: noData } },
      async (request) => {
        await fulfilments.cancel(userIdOf(request), request.body.kkOrderId);
        return ok(request, null, 'fulfilment.fulfilmentCancelled');
      },
    );
  };
