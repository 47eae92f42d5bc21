import { detailQuery, productDetail, seoInfo, seoQuery } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../../platform/database.ts';
import { ok } from '../../../platform/envelope.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { answers } from '../../../platform/schemas.ts';
import { viewerOf } from '../viewer.ts';
import { seoPathOf } from './product-cards.ts';
import { loadSeoPath } from './product-detail.repository.ts';
import type { ProductDetailService } from './product-detail.service.ts';

const tags = ['catalogue'];
/** The SEO lookup's `type` for products (spec 7: type 3). */
const SEO_TYPE_PRODUCT = 3;

export const productDetailRoutes =
  (db: Executor, service: ProductDetailService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/product/open/details',
      { schema: { tags, summary: 'A product page by kkProductId (id) or SEO slug; guests get no prices', querystring: detailQuery, response: answers(productDetail) } },
      async (request) => {
        const { id, seoSlug } = request.query;
        if (id === undefined && seoSlug === undefined) throw badRequest('validation.invalidValue');
        return ok(request, await service.detail(id !== undefined ? { kkProductId: id } : { seoSlug: seoSlug! }, viewerOf(request)));
      },
    );
    app.get(
      '/api/product/open/seo/businessId',
      { schema: { tags, summary: "A product's SEO path (type 3): the slug (seoSearchTerm) and /product-detail/{categoryUrl}/{slug}", querystring: seoQuery, response: answers(seoInfo) } },
      async (request) => {
        if (request.query.type !== SEO_TYPE_PRODUCT) throw badRequest('validation.invalidValue');
        const row = await loadSeoPath(db, request.query.businessId);
        if (!row) throw notFound('errors.productNotAvailable');
        return ok(request, { seoSearchTerm: row.seoSlug, path: seoPathOf(row.categoryUrl, row.seoSlug) });
      },
    );
  };
