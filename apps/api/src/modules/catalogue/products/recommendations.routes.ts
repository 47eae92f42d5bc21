import { homeRequest, homeSections, productCard, productIdParam, recommendQuery } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../../platform/database.ts';
import { ok } from '../../../platform/envelope.ts';
import { notFound } from '../../../platform/errors.ts';
import { answers } from '../../../platform/schemas.ts';
import { optionalBody } from '../optional-body.ts';
import { viewerOf } from '../viewer.ts';
import { loadProductCardMap, loadProductCards } from './product-cards.ts';
import { recommendationsRepository } from './recommendations.repository.ts';

const tags = ['catalogue'];
const cards = answers(z.array(productCard));
/** The first ids of the lists, in order, each once. */
const merged = (limit: number, ...lists: number[][]) => [...new Set(lists.flat())].slice(0, limit);

export const recommendationsRoutes =
  (db: Executor): FastifyPluginAsyncZod =>
  async (app) => {
    const repo = recommendationsRepository(db);

    app.post(
      '/api/product/open/main',
      {
        schema: {
          tags,
          summary: "Mall home blocks: best sellers, new arrivals and 'You May Like' (a seller's recommendations; for guests, products on sale then more best sellers)",
          body: optionalBody(homeRequest),
          response: answers(homeSections),
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const limit = request.body.pageSize;
        const ids = await repo.home(limit);
        const youMayLike = viewer.userId !== null ? await repo.forUser(viewer.userId, limit) : merged(limit, ids.discounted, ids.more);
        const byId = await loadProductCardMap(db, [...new Set([...ids.bestSellers, ...ids.newArrivals, ...youMayLike])], viewer);
        const section = (list: number[]) => list.flatMap((id) => byId.get(id) ?? []);
        return ok(request, { bestSellers: section(ids.bestSellers), newArrivals: section(ids.newArrivals), youMayLike: section(youMayLike) });
      },
    );
    app.get(
      '/api/product/productShopWindow/list',
      { schema: { tags, summary: "The seller's home showcase: products on sale now (deepest discount first), then best sellers", querystring: recommendQuery, response: cards } },
      async (request) => {
        const limit = request.query.pageSize;
        const ids = await repo.showcase(limit);
        return ok(request, await loadProductCards(db, merged(limit, ids.discounted, ids.bestSellers), viewerOf(request)));
      },
    );
    app.get(
      '/api/product/open/recommend/contentBased/:id',
      { schema: { tags, summary: 'Products similar to one (same category first, shared attributes, close price)', params: productIdParam, querystring: recommendQuery, response: cards } },
      async (request) => {
        const ids = await repo.similar(request.params.id, request.query.pageSize);
        if (!ids) throw notFound('errors.productNotAvailable');
        return ok(request, await loadProductCards(db, ids, viewerOf(request)));
      },
    );
    app.get(
      '/api/product/open/recommend/userRecs',
      { schema: { tags, summary: "Recommendations: for a seller from their favourites and searches, for guests the best sellers", querystring: recommendQuery, response: cards } },
      async (request) => {
        const viewer = viewerOf(request);
        return ok(request, await loadProductCards(db, await repo.forUser(viewer.userId, request.query.pageSize), viewer));
      },
    );
  };
