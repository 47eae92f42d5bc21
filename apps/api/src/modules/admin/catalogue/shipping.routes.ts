import { adminChannel, adminIdPath, adminZone, channelZonePath, channelZoneRates, createChannelRequest, setZoneRatesRequest, updateChannelRequest } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { answers } from '../../../platform/schemas.ts';
import type { CatalogueAccess } from './access.ts';
import type { ShippingService } from './shipping.service.ts';

const tags = ['back office: logistics'];
const channelList = answers(z.array(adminChannel));
const rateList = answers(z.array(channelZoneRates));

/** Shipping channels, their rate brackets per zone, and the zones (fulfilment role). */
export const shippingRoutes =
  (service: ShippingService, access: CatalogueAccess): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/admin/catalogue/shipping/channels', { schema: { tags, summary: 'Shipping channels by warehouse country', response: channelList } }, async (request) => {
      await access.shipping(request);
      return ok(request, await service.channels());
    });
    app.post('/api/admin/catalogue/shipping/channels', { schema: { tags, summary: 'Create a channel (code unique)', body: createChannelRequest, response: channelList } }, async (request) => {
      const actor = await access.shipping(request);
      return ok(request, await service.createChannel(actor.id, request.body), 'success.saved');
    });
    app.put('/api/admin/catalogue/shipping/channels/:id', { schema: { tags, summary: 'Change a channel', params: adminIdPath, body: updateChannelRequest, response: channelList } }, async (request) => {
      const actor = await access.shipping(request);
      return ok(request, await service.updateChannel(actor.id, request.params.id, request.body), 'success.saved');
    });
    app.get('/api/admin/catalogue/shipping/channels/:id/rates', { schema: { tags, summary: "Every zone with the channel's weight brackets to it", params: adminIdPath, response: rateList } }, async (request) => {
      await access.shipping(request);
      return ok(request, await service.rates(request.params.id));
    });
    app.put(
      '/api/admin/catalogue/shipping/channels/:id/rates/:code',
      { schema: { tags, summary: "Replace the channel's brackets to one zone (max weight in grams, price in cents)", params: channelZonePath, body: setZoneRatesRequest, response: rateList } },
      async (request) => {
        const actor = await access.shipping(request);
        await service.setZoneRates(actor.id, request.params.id, request.params.code, request.body.brackets);
        return ok(request, await service.rates(request.params.id), 'success.saved');
      },
    );
    app.get('/api/admin/catalogue/shipping/zones', { schema: { tags, summary: 'Destination zones with their countries', response: answers(z.array(adminZone)) } }, async (request) => {
      await access.shipping(request);
      return ok(request, await service.zones(request.locale));
    });
  };
