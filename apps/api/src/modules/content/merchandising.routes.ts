import { adBar, adPopupList, adPopupQuery, banner, navItem } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { answers } from '../../platform/schemas.ts';
import type { MerchandisingService } from './merchandising.service.ts';

const tags = ['content'];

export const merchandisingRoutes =
  (service: MerchandisingService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/product/open/productBanner', { schema: { tags, summary: 'Home banners in display order', response: answers(z.array(banner)) } }, async (request) =>
      ok(request, await service.banners(request.locale)),
    );
    app.get(
      '/api/product/open/ad/ad',
      { schema: { tags, summary: "Ad popups for this visitor's audience (accept_type against sign-in); the client applies page and delay rules", querystring: adPopupQuery, response: answers(adPopupList) } },
      async (request) => ok(request, await service.adPopups(request.principal?.type === 'user')),
    );
    app.get('/api/product/open/menu/menus', { schema: { tags, summary: 'The custom navigation tree', response: answers(z.array(navItem)) } }, async (request) =>
      ok(request, await service.menus(request.locale)),
    );
    app.get('/api/product/open/adBar', { schema: { tags, summary: 'The advertising bar, before and after sign-in', response: answers(adBar) } }, async (request) =>
      ok(request, await service.adBar()),
    );
  };
