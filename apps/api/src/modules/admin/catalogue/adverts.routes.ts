import { adBar, adminAdPopup, adminIdPath, createAdPopupRequest, setAdBarRequest, updateAdPopupRequest } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { answers } from '../../../platform/schemas.ts';
import type { CatalogueAccess } from './access.ts';
import type { AdvertsService } from './adverts.service.ts';

const tags = ['back office: merchandising'];
const popupList = answers(z.array(adminAdPopup));

/** The ad bar and the ad popups (catalogue role). */
export const advertsRoutes =
  (service: AdvertsService, access: CatalogueAccess): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/admin/catalogue/ad-bar', { schema: { tags, summary: 'The ad bar: image, link and background colour before and after sign-in', response: answers(adBar) } }, async (request) => {
      await access.catalogue(request);
      return ok(request, await service.adBar());
    });
    app.put('/api/admin/catalogue/ad-bar', { schema: { tags, summary: 'Set the ad bar (empty values hide a part)', body: setAdBarRequest, response: answers(adBar) } }, async (request) => {
      const actor = await access.catalogue(request);
      return ok(request, await service.setAdBar(actor.id, request.body), 'success.saved');
    });
    app.get('/api/admin/catalogue/ad-popups', { schema: { tags, summary: 'Ad popups with their audience and page rules', response: popupList } }, async (request) => {
      await access.catalogue(request);
      return ok(request, await service.popups());
    });
    app.post('/api/admin/catalogue/ad-popups', { schema: { tags, summary: 'Create an ad popup', body: createAdPopupRequest, response: popupList } }, async (request) => {
      const actor = await access.catalogue(request);
      return ok(request, await service.createPopup(actor.id, request.body), 'success.saved');
    });
    app.put('/api/admin/catalogue/ad-popups/:id', { schema: { tags, summary: 'Change an ad popup', params: adminIdPath, body: updateAdPopupRequest, response: popupList } }, async (request) => {
      const actor = await access.catalogue(request);
      return ok(request, await service.updatePopup(actor.id, request.params.id, request.body), 'success.saved');
    });
    app.delete('/api/admin/catalogue/ad-popups/:id', { schema: { tags, summary: 'Delete an ad popup', params: adminIdPath, response: popupList } }, async (request) => {
      const actor = await access.catalogue(request);
      return ok(request, await service.removePopup(actor.id, request.params.id), 'success.deleted');
    });
  };
