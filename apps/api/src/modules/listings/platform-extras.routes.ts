import { attributesQuery, categoryRecommendation, categoryRecommendRequest, platformAttribute, platformWarehouse, storeIdBody, storeTaxonomyItem, storeTaxonomyQuery } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { answers } from '../../platform/schemas.ts';
import type { StoreTaxonomiesService } from './store-taxonomies.service.ts';

const tags = ['listings'];
const items = answers(z.array(storeTaxonomyItem));

/** Spec 7.4's calls that only some platforms have: collections, categories, tags, TikTok Shop's category, warehouses and attributes. */
export const platformExtrasRoutes =
  (taxonomies: StoreTaxonomiesService): FastifyPluginAsyncZod =>
  async (app) => {
    const taxonomy = (path: string, summary: string, kind: 'collections' | 'tags', platform: 'shopify' | 'woocommerce' | 'tiktok-shop', sync: boolean) =>
      app.get(path, { schema: { tags, summary, querystring: storeTaxonomyQuery, response: items } }, async (request) =>
        ok(request, await (sync ? taxonomies.sync : taxonomies.read)(userIdOf(request), request.query.storeId, kind, platform)),
      );
    taxonomy('/api/listings/shopify/collections', 'Shopify: the store collections, as last synced', 'collections', 'shopify', false);
    taxonomy('/api/listings/shopify/syncCollections', 'Shopify: reads the store collections again', 'collections', 'shopify', true);
    taxonomy('/api/listings/woocommerce/categories', 'WooCommerce: the store product categories, as last synced', 'collections', 'woocommerce', false);
    taxonomy('/api/listings/woocommerce/syncCategory', 'WooCommerce: reads the store product categories again', 'collections', 'woocommerce', true);
    taxonomy('/api/listings/woocommerce/tags', 'WooCommerce: the store product tags, as last synced', 'tags', 'woocommerce', false);
    taxonomy('/api/listings/woocommerce/syncTag', 'WooCommerce: reads the store product tags again', 'tags', 'woocommerce', true);
    taxonomy('/api/listings/tiktok-shop/categories', 'TikTok Shop: the leaf categories a product can go in, named by their path, as last synced', 'collections', 'tiktok-shop', false);

    app.post('/api/listings/tiktok-shop/categoryId', { schema: { tags, summary: "TikTok Shop: the leaf category recommended for a product title, named by its path (TikTok's, or ours from the shop's leaves when TikTok has none)", body: categoryRecommendRequest, response: answers(categoryRecommendation) } }, async (request) =>
      ok(request, await taxonomies.recommendCategory(userIdOf(request), request.body)),
    );
    app.post('/api/listings/tiktok-shop/warehouses', { schema: { tags, summary: "TikTok Shop: the shop's warehouses", body: storeIdBody, response: answers(z.array(platformWarehouse)) } }, async (request) =>
      ok(request, await taxonomies.warehouses(userIdOf(request), request.body.storeId)),
    );
    app.get('/api/listings/tiktok-shop/attributes', { schema: { tags, summary: "TikTok Shop: a leaf category's attributes (kind sales: the SKU axes; product: the product's own)", querystring: attributesQuery, response: answers(z.array(platformAttribute)) } }, async (request) =>
      ok(request, await taxonomies.attributes(userIdOf(request), request.query.storeId, request.query.categoryId)),
    );
  };
