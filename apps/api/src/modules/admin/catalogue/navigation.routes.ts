import { adminIdPath, adminNavItem, createNavItemRequest, updateNavItemRequest } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { answers } from '../../../platform/schemas.ts';
import type { CatalogueAccess } from './access.ts';
import type { NavigationService } from './navigation.service.ts';

const tags = ['back office: merchandising'];
const tree = answers(z.array(adminNavItem));

/** The navigation tree (catalogue role); changes answer the whole tree. */
export const navigationRoutes =
  (service: NavigationService, access: CatalogueAccess): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/admin/catalogue/navigation', { schema: { tags, summary: 'The custom navigation tree, disabled items included', response: tree } }, async (request) => {
      await access.catalogue(request);
      return ok(request, await service.tree());
    });
    app.post('/api/admin/catalogue/navigation', { schema: { tags, summary: 'Add a navigation item', body: createNavItemRequest, response: tree } }, async (request) => {
      const actor = await access.catalogue(request);
      return ok(request, await service.create(actor.id, request.body), 'success.saved');
    });
    app.put('/api/admin/catalogue/navigation/:id', { schema: { tags, summary: 'Change a navigation item or move it under another', params: adminIdPath, body: updateNavItemRequest, response: tree } }, async (request) => {
      const actor = await access.catalogue(request);
      return ok(request, await service.update(actor.id, request.params.id, request.body), 'success.saved');
    });
    app.delete('/api/admin/catalogue/navigation/:id', { schema: { tags, summary: 'Delete a navigation item without children (else 409)', params: adminIdPath, response: tree } }, async (request) => {
      const actor = await access.catalogue(request);
      return ok(request, await service.remove(actor.id, request.params.id), 'success.deleted');
    });
  };
