import { adminBanner, adminIdPath, bannerOrderRequest, createBannerRequest, updateBannerRequest } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { answers } from '../../../platform/schemas.ts';
import type { CatalogueAccess } from './access.ts';
import type { BannersService } from './banners.service.ts';

const tags = ['back office: merchandising'];
const bannerList = answers(z.array(adminBanner));

/** Home-page banners (catalogue role); changes answer the whole list in display order. */
export const bannersRoutes =
  (service: BannersService, access: CatalogueAccess): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/admin/catalogue/banners', { schema: { tags, summary: 'Banners in display order', response: bannerList } }, async (request) => {
      await access.catalogue(request);
      return ok(request, await service.list());
    });
    app.post('/api/admin/catalogue/banners', { schema: { tags, summary: 'Create a banner (shown last unless sort is given)', body: createBannerRequest, response: bannerList } }, async (request) => {
      const actor = await access.catalogue(request);
      return ok(request, await service.create(actor.id, request.body), 'success.saved');
    });
    app.put('/api/admin/catalogue/banners/order', { schema: { tags, summary: 'Put banners in this order', body: bannerOrderRequest, response: bannerList } }, async (request) => {
      const actor = await access.catalogue(request);
      return ok(request, await service.reorder(actor.id, request.body.ids), 'success.saved');
    });
    app.put('/api/admin/catalogue/banners/:id', { schema: { tags, summary: 'Change a banner', params: adminIdPath, body: updateBannerRequest, response: bannerList } }, async (request) => {
      const actor = await access.catalogue(request);
      return ok(request, await service.update(actor.id, request.params.id, request.body), 'success.saved');
    });
    app.delete('/api/admin/catalogue/banners/:id', { schema: { tags, summary: 'Delete a banner', params: adminIdPath, response: bannerList } }, async (request) => {
      const actor = await access.catalogue(request);
      return ok(request, await service.remove(actor.id, request.params.id), 'success.deleted');
    });
  };
