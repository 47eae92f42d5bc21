import { adminCategory, adminIdPath, createCategoryRequest, updateCategoryRequest } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { answers } from '../../../platform/schemas.ts';
import type { CatalogueAccess } from './access.ts';
import type { CategoriesService } from './categories.service.ts';

const tags = ['back office: catalogue'];
const tree = answers(z.array(adminCategory));

/** Category tree (catalogue role). Every change answers the whole tree, which the screen shows. */
export const categoriesRoutes =
  (service: CategoriesService, access: CatalogueAccess): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/admin/catalogue/categories', { schema: { tags, summary: 'The category tree with product counts', response: tree } }, async (request) => {
      await access.catalogue(request);
      return ok(request, await service.tree());
    });
    app.post('/api/admin/catalogue/categories', { schema: { tags, summary: 'Create a category (level follows the parent; at most 3)', body: createCategoryRequest, response: tree } }, async (request) => {
      const actor = await access.catalogue(request);
      await service.create(actor.id, request.body);
      return ok(request, await service.tree(), 'success.saved');
    });
    app.put(
      '/api/admin/catalogue/categories/:id',
      { schema: { tags, summary: 'Change a category: names, URL (unique), image, sort, status, parent', params: adminIdPath, body: updateCategoryRequest, response: tree } },
      async (request) => {
        const actor = await access.catalogue(request);
        await service.update(actor.id, request.params.id, request.body);
        return ok(request, await service.tree(), 'success.saved');
      },
    );
    app.delete('/api/admin/catalogue/categories/:id', { schema: { tags, summary: 'Delete a category without sub-categories or products (else 409)', params: adminIdPath, response: tree } }, async (request) => {
      const actor = await access.catalogue(request);
      await service.remove(actor.id, request.params.id);
      return ok(request, await service.tree(), 'success.deleted');
    });
  };
