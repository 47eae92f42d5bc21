import { channelAnswer, channelCountry, channelCountryRequest, channelRequest, lookChannelAnswer, lookChannelRequest, type WarehouseCode } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { answers } from '../../platform/schemas.ts';
import { toChannelAnswer } from './channels.presenter.ts';
import { channelNamesIn, withChannelName } from './channel-names.ts';
import type { ChannelsService } from './channels.service.ts';
import type { Executor } from '../../platform/database.ts';

const tags = ['logistics'];

export const channelsRoutes =
  (service: ChannelsService, db: Executor): FastifyPluginAsyncZod =>
  async (app) => {
    // The guest bag and the seller's bag ask the same question (spec 7).
    for (const url of ['/api/orders/open/channel', '/api/orders/orders/channel']) {
      app.post(
        url,
        { schema: { tags, summary: "Channels per warehouse for the bag's parcels: one answer per warehouse, cheapest per grade, default first", body: channelRequest, response: answers(z.array(channelAnswer)) } },
        async (request) => {
          const [quotes, nameOf] = await Promise.all([service.forBag(request.body), channelNamesIn(db, request.locale)]);
          return ok(request, quotes.map((answer) => toChannelAnswer(request.locale, answer, withChannelName(nameOf))));
        },
      );
    }

    app.post(
      '/api/orders/open/lookChannel',
      { schema: { tags, summary: 'Estimate Shipping Cost: every channel from a warehouse to a country for a weight, cheapest first', body: lookChannelRequest, response: answers(lookChannelAnswer) } },
      async (request) => {
        const { warehouseCode, countryCode, weightGrams } = request.body;
        const [channels, nameOf] = await Promise.all([service.estimate(warehouseCode as WarehouseCode, countryCode, weightGrams), channelNamesIn(db, request.locale)]);
        return ok(request, { weightGrams, channels: channels.map(withChannelName(nameOf)) });
      },
    );

    // Reference data the Estimate Shipping Cost page needs before sign-in, though its path has no /open/.
    app.post(
      '/api-logistics-optimiz/api/v1/logistics/channel-country',
      { config: { access: 'public' }, schema: { tags, summary: 'Countries a warehouse delivers to, sorted by name in the caller language', body: channelCountryRequest, response: answers(z.array(channelCountry)) } },
      async (request) => ok(request, await service.countries(request.body.warehouseCode as WarehouseCode, request.locale)),
    );
  };
