import { newInRequest, productListPage, productListRequest } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/envelope.ts';
import { answers } from '../../../platform/schemas.ts';
import { viewerOf } from '../viewer.ts';
import type { ProductListService } from './product-list.service.ts';

const tags = ['catalogue'];

/** Spec 7 names two pairs for the same list: the seller's and the guest's, in two readings. */
const LIST_PATHS = [
  ['/api/product/list', "The product list with filters, sorts and paging (signed in: prices)"],
  ['/api/product/getWebPageList', 'The product list (another reading of /api/product/list)'],
  ['/api/product/open/product/list', `The product list for guests: no prices, at most the first products (spec 6)`],
  ['/api/product/open/openList', 'The guest product list (another reading of /api/product/open/product/list)'],
] as const;

export const productListRoutes =
  (service: ProductListService): FastifyPluginAsyncZod =>
  async (app) => {
    for (const [path, summary] of LIST_PATHS) {
      app.post(path, { schema: { tags, summary, body: productListRequest, response: answers(productListPage) } }, async (request) =>
        ok(request, await service.list(request.body, viewerOf(request))),
      );
    }
    app.post(
      '/api/product/open/product/newIn/list',
      { schema: { tags, summary: 'Newest products, optionally of a category', body: newInRequest, response: answers(productListPage) } },
      async (request) => ok(request, await service.list({ ...request.body, sortType: 'newest' }, viewerOf(request))),
    );
  };
