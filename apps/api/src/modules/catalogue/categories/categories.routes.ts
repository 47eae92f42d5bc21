import { attributeFilters, categoryFilter, categoryListQuery, categoryPage, categoryPathItem, countedCategoryNode, productIdParam } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { answers } from '../../../platform/schemas.ts';
import { optionalBody } from '../optional-body.ts';
import type { CategoriesService } from './categories.service.ts';

const tags = ['catalogue'];
/** The filter calls accept an empty body: no category means the whole catalogue. */
const optionalCategoryFilter = optionalBody(categoryFilter);

export const categoriesRoutes =
  (service: CategoriesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/product/open/category/list',
      { schema: { tags, summary: 'The category tree (three levels) in the caller language, paged by top-level category', querystring: categoryListQuery, response: answers(categoryPage) } },
      async (request) => ok(request, await service.tree(request.locale, request.query.pageNumber, request.query.pageSize)),
    );
    app.get(
      '/api/product/open/dynamicCategroy',
      { schema: { tags, summary: 'The category tree with on-sale product counts; branches without products are left out', response: answers(z.array(countedCategoryNode)) } },
      async (request) => ok(request, await service.countedTree(request.locale)),
    );
    app.get(
      '/api/product/open/materialByCategory',
      { schema: { tags, summary: "Fabrics of a category's on-sale products (every category when none is given) in the caller's language, for the fabric filter", querystring: categoryFilter, response: answers(z.array(z.string())) } },
      async (request) => ok(request, await service.fabrics(request.query, request.locale)),
    );
    app.post(
      '/api/product/open/sizeList',
      { schema: { tags, summary: "Sizes of a category's on-sale SKUs in the size order of spec 9", body: optionalCategoryFilter, response: answers(z.array(z.string())) } },
      async (request) => ok(request, await service.sizes(request.body, request.locale)),
    );
    app.post(
      '/api/product/open/attribute',
      { schema: { tags, summary: "Attribute values (fabric, pattern, style, ..., colour) of a category's on-sale products, for filters", body: optionalCategoryFilter, response: answers(attributeFilters) } },
      async (request) => ok(request, await service.attributes(request.body, request.locale)),
    );
    app.get(
      '/api/product/open/getCategoryByProduct/:id',
      { schema: { tags, summary: "A product's category path, top level first ({id} is kkProductId)", params: productIdParam, response: answers(z.array(categoryPathItem)) } },
      async (request) => ok(request, await service.pathOfProduct(request.params.id, request.locale)),
    );
  };
