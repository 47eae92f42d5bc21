import {
  adminIdPath,
  adminProductDetail,
  adminProductListRequest,
  adminProductPage,
  createProductRequest,
  createSkuRequest,
  priceChangeRequest,
  setStockRequest,
  updateProductRequest,
  updateSkuRequest,
} from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/envelope.ts';
import { answers } from '../../../platform/schemas.ts';
import type { CatalogueAccess } from './access.ts';
import type { ProductsService } from './products.service.ts';
import type { SkusService } from './skus.service.ts';

const tags = ['back office: catalogue'];
const detail = answers(adminProductDetail);

/** Products, SKUs, stock and prices (catalogue role). Writes answer the product's fresh detail. */
export const productsRoutes =
  (products: ProductsService, skus: SkusService, access: CatalogueAccess): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/catalogue/products',
      { schema: { tags, summary: 'Products by name, item no or kkProductId, category (with sub-categories) and status; newest first', querystring: adminProductListRequest, response: answers(adminProductPage) } },
      async (request) => {
        await access.catalogue(request);
        const { pageNumber, pageSize, ...filter } = request.query;
        return ok(request, await products.list(filter, pageNumber, pageSize));
      },
    );
    app.post('/api/admin/catalogue/products', { schema: { tags, summary: 'Create a product (kkProductId, item no and SEO slug generated)', body: createProductRequest, response: detail } }, async (request) => {
      const actor = await access.catalogue(request);
      return ok(request, await products.create(actor.id, request.body), 'success.saved');
    });
    app.get('/api/admin/catalogue/products/:id', { schema: { tags, summary: 'A product with its images, SKUs and stock per warehouse', params: adminIdPath, response: detail } }, async (request) => {
      await access.catalogue(request);
      return ok(request, await products.detail(request.params.id));
    });
    app.put('/api/admin/catalogue/products/:id', { schema: { tags, summary: 'Change product fields; `images` replaces the pictures', params: adminIdPath, body: updateProductRequest, response: detail } }, async (request) => {
      const actor = await access.catalogue(request);
      return ok(request, await products.update(actor.id, request.params.id, request.body), 'success.saved');
    });

    app.post('/api/admin/catalogue/products/:id/skus', { schema: { tags, summary: 'Add a SKU (one per colour and size; prices in cents)', params: adminIdPath, body: createSkuRequest, response: detail } }, async (request) => {
      const actor = await access.catalogue(request);
      return ok(request, await skus.create(actor.id, request.params.id, request.body), 'success.saved');
    });
    app.put('/api/admin/catalogue/skus/:id', { schema: { tags, summary: 'Change a SKU', params: adminIdPath, body: updateSkuRequest, response: detail } }, async (request) => {
      const actor = await access.catalogue(request);
      return ok(request, await skus.update(actor.id, request.params.id, request.body), 'success.saved');
    });
    app.put('/api/admin/catalogue/products/:id/stock', { schema: { tags, summary: 'Set stock per SKU and warehouse (CN_S, CN_N, US, GB, DE; never negative)', params: adminIdPath, body: setStockRequest, response: detail } }, async (request) => {
      const actor = await access.catalogue(request);
      return ok(request, await skus.setStock(actor.id, request.params.id, request.body.items), 'success.saved');
    });
    app.post(
      '/api/admin/catalogue/products/:id/price-change',
      { schema: { tags, summary: "Change the product's SKU prices by a percent or a fixed number of cents; never below 0", params: adminIdPath, body: priceChangeRequest, response: detail } },
      async (request) => {
        const actor = await access.catalogue(request);
        return ok(request, await skus.changePrices(actor.id, request.params.id, request.body), 'success.saved');
      },
    );
  };
