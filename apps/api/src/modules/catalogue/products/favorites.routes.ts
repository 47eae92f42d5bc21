import { pageRequest, productCardPage, productIdParam } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../../platform/auth.ts';
import type { Executor } from '../../../platform/database.ts';
import { ok } from '../../../platform/envelope.ts';
import { notFound } from '../../../platform/errors.ts';
import { answers, noData } from '../../../platform/schemas.ts';
import { viewerOf } from '../viewer.ts';
import { favoritesRepository } from './favorites.repository.ts';
import { loadProductCards } from './product-cards.ts';

const tags = ['catalogue'];

/** The 'Favorite Item' wish list; {id} is the kkProductId. */
export const favoritesRoutes =
  (db: Executor): FastifyPluginAsyncZod =>
  async (app) => {
    const favorites = favoritesRepository(db);

    app.post('/api/product/collect/add/:id', { schema: { tags, summary: 'Adds a product to the favourites (again: no change)', params: productIdParam, response: noData } }, async (request) => {
      if (!(await favorites.add(userIdOf(request), request.params.id))) throw notFound('errors.productNotAvailable');
      return ok(request, null, 'success.favoriteAdded');
    });
    app.delete('/api/product/collect/:id', { schema: { tags, summary: 'Removes a product from the favourites (not there: no change)', params: productIdParam, response: noData } }, async (request) => {
      if (!(await favorites.remove(userIdOf(request), request.params.id))) throw notFound('errors.productNotAvailable');
      return ok(request, null, 'success.deleted');
    });
    app.get('/api/product/collect/list', { schema: { tags, summary: "The seller's favourite on-sale products, newest first", querystring: pageRequest, response: answers(productCardPage) } }, async (request) => {
      const { pageNumber, pageSize } = request.query;
      const page = await favorites.page(userIdOf(request), pageSize, (pageNumber - 1) * pageSize);
      return ok(request, { list: await loadProductCards(db, page.ids, viewerOf(request)), total: page.total, pageNumber, pageSize });
    });
  };
