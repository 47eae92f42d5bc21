import { albumGroup, albumInfo, albumPage, albumQuery, albumShowcase, albumShowQuery, albumTopEntry } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { answers } from '../../platform/schemas.ts';
import { viewerOf } from '../catalogue/viewer.ts';
import type { AlbumsService } from './albums.service.ts';

const tags = ['content'];

export const albumsRoutes =
  (service: AlbumsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/product/open/module/list', { schema: { tags, summary: 'Every album (module) switched on, in display order', response: answers(z.array(albumInfo)) } }, async (request) =>
      ok(request, await service.list(request.locale)),
    );
    app.get(
      '/api/product/open/module/show',
      { schema: { tags, summary: 'Albums with their first products, for the mall home', querystring: albumShowQuery, response: answers(z.array(albumShowcase)) } },
      async (request) => ok(request, await service.showcase(request.query.size, viewerOf(request))),
    );
    app.get('/api/product/open/module/group', { schema: { tags, summary: 'Albums grouped by type', response: answers(z.array(albumGroup)) } }, async (request) =>
      ok(request, await service.groups(request.locale)),
    );
    app.get(
      '/api/product/open/module/main/list',
      { schema: { tags, summary: 'Album top entries of the main navigation: New In (type 1) and Best Sellers (type 2)', response: answers(z.array(albumTopEntry)) } },
      async (request) => ok(request, await service.mainList(request.locale)),
    );
    app.post(
      '/api/product/open/module/products',
      { schema: { tags, summary: 'A page of an album by moduleId, or of the first album of a type', body: albumQuery, response: answers(albumPage) } },
      async (request) => ok(request, await service.products(request.body, viewerOf(request))),
    );
  };
