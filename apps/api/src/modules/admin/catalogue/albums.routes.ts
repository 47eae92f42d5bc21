import { adminAlbum, adminIdPath, createAlbumRequest, listedProduct, setAlbumProductsRequest, updateAlbumRequest } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { answers } from '../../../platform/schemas.ts';
import type { CatalogueAccess } from './access.ts';
import type { AlbumsService } from './albums.service.ts';

const tags = ['back office: merchandising'];
const albumList = answers(z.array(adminAlbum));
const productList = answers(z.array(listedProduct));

/** Albums and their products (catalogue role); changes answer the whole list. */
export const albumsRoutes =
  (service: AlbumsService, access: CatalogueAccess): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/admin/catalogue/albums', { schema: { tags, summary: 'Albums with product counts', response: albumList } }, async (request) => {
      await access.catalogue(request);
      return ok(request, await service.list());
    });
    app.post('/api/admin/catalogue/albums', { schema: { tags, summary: 'Create an album (type 1 new in, 2 best sellers, others curated)', body: createAlbumRequest, response: albumList } }, async (request) => {
      const actor = await access.catalogue(request);
      return ok(request, await service.create(actor.id, request.body), 'success.saved');
    });
    app.put('/api/admin/catalogue/albums/:id', { schema: { tags, summary: 'Change an album', params: adminIdPath, body: updateAlbumRequest, response: albumList } }, async (request) => {
      const actor = await access.catalogue(request);
      return ok(request, await service.update(actor.id, request.params.id, request.body), 'success.saved');
    });
    app.delete('/api/admin/catalogue/albums/:id', { schema: { tags, summary: 'Delete an album (its product list goes with it)', params: adminIdPath, response: albumList } }, async (request) => {
      const actor = await access.catalogue(request);
      return ok(request, await service.remove(actor.id, request.params.id), 'success.deleted');
    });
    app.get('/api/admin/catalogue/albums/:id/products', { schema: { tags, summary: "The album's products in order", params: adminIdPath, response: productList } }, async (request) => {
      await access.catalogue(request);
      return ok(request, await service.products(request.params.id));
    });
    app.put('/api/admin/catalogue/albums/:id/products', { schema: { tags, summary: "Replace the album's products, in the order given", params: adminIdPath, body: setAlbumProductsRequest, response: productList } }, async (request) => {
      const actor = await access.catalogue(request);
      await service.setProducts(actor.id, request.params.id, request.body.productIds);
      return ok(request, await service.products(request.params.id), 'success.saved');
    });
  };
