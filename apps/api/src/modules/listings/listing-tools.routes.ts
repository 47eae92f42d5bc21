import {
  batchUpdateRequest,
  listingChannel,
  listingChannelQuery,
  listingQueued,
  listingVariant,
  productSizeContent,
  productSizeQuery,
  realTimeStatusRequest,
  realTimeStatusRow,
  skuNotExistRequest,
  storeTaxonomyItem,
  storeTaxonomyQuery,
  variantDeleteRequest,
} from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { answers } from '../../platform/schemas.ts';
import type { ListingActionsService } from './listing-actions.service.ts';
import type { StoreTaxonomiesService } from './store-taxonomies.service.ts';

const tags = ['listings'];

/** The generic helpers of spec 7.3 the editor and the listings screen use besides the listing family. */
export const listingToolsRoutes =
  (actions: ListingActionsService, taxonomies: StoreTaxonomiesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.delete('/api/listings/common/variant/delete', { schema: { tags, summary: 'Deletes one variant of a listing (at least one stays); the change is synced to the store', body: variantDeleteRequest, response: answers(listingQueued) } }, async (request) =>
      ok(request, await actions.deleteVariant(userIdOf(request), request.body.listingId, request.body.variantId)),
    );
    app.put('/api/listings/common/batchUpdateListing', { schema: { tags, summary: 'Applies one price rule to every variant of several listings and syncs them', body: batchUpdateRequest, response: answers(z.array(z.object({ id: z.number(), syncType: z.number() }))) } }, async (request) =>
      ok(request, await actions.batchUpdate(userIdOf(request), request.body)),
    );
    app.get('/api/listings/collections', { schema: { tags, summary: "The store's collections (Shopify) or categories (WooCommerce, TikTok Shop), as last synced", querystring: storeTaxonomyQuery, response: answers(z.array(storeTaxonomyItem)) } }, async (request) =>
      ok(request, await taxonomies.read(userIdOf(request), request.query.storeId, 'collections')),
    );
    app.get('/api/listings/syncCollections', { schema: { tags, summary: "Reads the store's collections or categories from the platform again", querystring: storeTaxonomyQuery, response: answers(z.array(storeTaxonomyItem)) } }, async (request) =>
      ok(request, await taxonomies.sync(userIdOf(request), request.query.storeId, 'collections')),
    );
    app.get('/api/listings/listingChannel', { schema: { tags, summary: "Shipping channels of the rate engine for a product's route, priced in the store's currency", querystring: listingChannelQuery, response: answers(z.array(listingChannel)) } }, async (request) =>
      ok(request, await actions.channels(userIdOf(request), request.query)),
    );
    app.get('/api/listings/productSizeContent', { schema: { tags, summary: "A product's sizes with weights, fabric and attributes, and a table for the description", querystring: productSizeQuery, response: answers(productSizeContent) } }, async (request) =>
      ok(request, await actions.sizeContent(request.query.productId)),
    );
    app.post('/api/listings/common/skuNotExitListings', { schema: { tags, summary: "The product's on-sale SKUs a listing does not have, priced as the editor's default", body: skuNotExistRequest, response: answers(z.array(listingVariant)) } }, async (request) =>
      ok(request, await actions.skusNotListed(userIdOf(request), request.body.listingId)),
    );
    app.post('/api/listings/common/getListingsRealTimeStatus', { schema: { tags, summary: 'States of listings; with live, also as their stores report them now', body: realTimeStatusRequest, response: answers(z.array(realTimeStatusRow)) } }, async (request) =>
      ok(request, await actions.realTimeStatus(userIdOf(request), request.body.ids, request.body.live, request.locale)),
    );
  };
