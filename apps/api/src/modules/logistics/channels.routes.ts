import { channelAnswer, channelCountry, channelCountryRequest, channelRequest, lookChannelAnswer, lookChannelRequest, type WarehouseCode } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { answers } from '../../platform/schemas.ts';
import { toChannelAnswer } from './channels.presenter.ts';
import type { ChannelsService } from './channels.service.ts';

const tags = ['logistics'];

export const channelsRoutes =
  (service: ChannelsService): FastifyPluginAsyncZod =>
  async (app) => {
    // The guest bag and the seller's bag ask the same question (spec 7).
    for (const url of ['/api/orders/open/channel', '/api/orders/orders/channel']) {
      app.post(
        url,
        { schema: { tags, summary: "Channels per warehouse for the bag's parcels: one answer per warehouse, cheapest per grade, default first", body: channelRequest, response: answers(z.array(channelAnswer)) } },
        async (request) => ok(request, (await service.forBag(request.body)).map((answer) => toChannelAnswer(request.locale, answer))),
      );
    }

    app.post(
      '/api/orders/open/lookChannel',
      { schema: { tags, summary: 'Estimate Shipping Cost: every channel from a warehouse to a country for a weight, cheapest first', body: lookChannelRequest, response: answers(lookChannelAnswer) } },
      async (request) => {
        const { warehouseCode, countryCode, weightGrams } = request.body;
        const channels = await service.estimate(warehouseCode as WarehouseCode, countryCode, weightGrams);
        return ok(request, { weightGrams, channels });
      },
    );

    // Reference data the Estimate Shipping Cost page needs before sign-in, though its path has no /open/.
    app.post(
      '/api-logistics-optimiz/api/v1/logistics/channel-country',
      { config: { access: 'public' }, schema: { tags, summary: 'Countries a warehouse delivers to, sorted by name in the caller language', body: channelCountryRequest, response: answers(z.array(channelCountry)) } },
      async (request) => ok(request, await service.countries(request.body.warehouseCode as WarehouseCode, request.locale)),
    );
  };
