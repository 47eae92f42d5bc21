import { discountConfig, discountInfo, discountListRequest, discountProductsPage, discountProductsRequest, discountSummary, festivalActivity, pageOf } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { answers } from '../../platform/schemas.ts';
import { viewerOf } from '../catalogue/viewer.ts';
import type { EventsService } from './events.service.ts';

const tags = ['content'];

export const eventsRoutes =
  (service: EventsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/product/open/discount/getDiscountList',
      { schema: { tags, summary: 'Events by type and time (status 1 running now), each with a few product cards', body: discountListRequest, response: answers(pageOf(discountSummary)) } },
      async (request) => ok(request, await service.list(request.body, viewerOf(request))),
    );
    app.post(
      '/api/product/open/discount/getDiscountProductList',
      { schema: { tags, summary: "An event and a page of its products; ended events answer with expired true", body: discountProductsRequest, response: answers(discountProductsPage) } },
      async (request) => ok(request, await service.products(request.body, viewerOf(request))),
    );
    app.get('/api/product/open/discount/banner', { schema: { tags, summary: 'Running events with a banner, in display order', response: answers(z.array(discountInfo)) } }, async (request) =>
      ok(request, await service.banners(request.locale)),
    );
    app.get(
      '/api/product/open/discount/config',
      { schema: { tags, summary: 'Event types running now and the flash sale the home countdown follows', response: answers(discountConfig) } },
      async (request) => ok(request, await service.config(request.locale)),
    );
    app.get('/api/product/open/discount/festivals', { schema: { tags, summary: "Festival activities: running festival collections for the header", response: answers(z.array(festivalActivity)) } }, async (request) =>
      ok(request, await service.festivals(request.locale)),
    );
  };
