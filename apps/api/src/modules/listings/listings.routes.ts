import {
  listingDetail,
  listingDraft,
  listingEdit,
  listingEditorData,
  listingIdQuery,
  listingIdsRequest,
  listingPage,
  listingStatusRequest,
  listingQueued,
  listingsFilter,
  productDetailRequest,
} from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { answers } from '../../platform/schemas.ts';
import type { PlatformCode } from '../stores/platforms/platform.ts';
import type { ListingActionsService } from './listing-actions.service.ts';
import type { ListingsService } from './listings.service.ts';

const tags = ['listings'];
const queuedWrite = z.object({ id: z.number(), syncType: z.number() });
/** The per-platform families of spec 7.4 (Temu's has its own editor, a later issue). */
export const LISTING_PLATFORMS: PlatformCode[] = ['shopify', 'woocommerce', 'tiktok-shop'];

/**
 * The listing calls shared by the generic family (/api/listings, spec 7.3) and each platform's
 * (/api/listings/{platform}, spec 7.4): the same service; a platform family sees only that platform's
 * listings and stores (another platform's is 404 there).
 */
export const listingFamilyRoutes =
  (service: ListingsService, actions: ListingActionsService, platform?: PlatformCode): FastifyPluginAsyncZod =>
  async (app) => {
    const base = platform ? `/api/listings/${platform}` : '/api/listings';
    const of = platform ? ` (${platform})` : '';
    const ownedHere = async (userId: number, id: number) => {
      const listing = await service.owned(userId, id);
      if (platform && listing.platform !== platform) throw service.notFound();
      return listing;
    };
    /** Several listings of this family: any of another platform is 404 here. */
    const allHere = async (userId: number, ids: number[]) => {
      if (platform && (await service.repo.ownedMany(userId, ids)).some((row) => row.platform !== platform)) throw service.notFound();
    };
    const storeHere = async (userId: number, storeId: number) => {
      if (platform) await service.storeOfPlatform(userId, storeId, platform);
    };

    app.post(`${base}/listings`, { schema: { tags, summary: `Listings of a tab with search (keywords split by commas, spaces or lines) and platform/store filters${of}`, body: listingsFilter, response: answers(listingPage) } }, async (request) =>
      ok(request, await service.list(userIdOf(request), platform ? { ...request.body, platformCode: platform } : request.body, request.locale)),
    );
    app.get(`${base}/listingDetail`, { schema: { tags, summary: `One listing with its variants${of}`, querystring: listingIdQuery, response: answers(listingDetail) } }, async (request) => {
      await ownedHere(userIdOf(request), request.query.id);
      return ok(request, await service.detail(userIdOf(request), request.query.id));
    });
    app.post(`${base}/listing`, { schema: { tags, summary: `Creates a listing: Listing Queue, syncType 1, published by the listings.sync job${of}`, body: listingDraft, response: answers(listingQueued) } }, async (request) => {
      await storeHere(userIdOf(request), request.body.storeId);
      return ok(request, await service.create(userIdOf(request), request.body));
    });
    app.put(`${base}/listing`, { schema: { tags, summary: `Edits a listing; the change is synced to the store by the listings.sync job${of}`, body: listingEdit, response: answers(listingQueued) } }, async (request) => {
      await ownedHere(userIdOf(request), request.body.id);
      return ok(request, await service.edit(userIdOf(request), request.body));
    });

    app.delete(`${base}/listings`, { schema: { tags, summary: `Deletes listings from their stores (syncType 3, listings.sync job)${of}`, body: listingIdsRequest, response: answers(z.array(queuedWrite)) } }, async (request) => {
      await allHere(userIdOf(request), request.body.ids);
      return ok(request, await actions.remove(userIdOf(request), request.body.ids));
    });
    app.post(`${base}/syncListings`, { schema: { tags, summary: `Synchronizes listings with their stores (syncType 10; 1 for one never published)${of}`, body: listingIdsRequest, response: answers(z.array(queuedWrite)) } }, async (request) => {
      await allHere(userIdOf(request), request.body.ids);
      return ok(request, await actions.synchronize(userIdOf(request), request.body.ids));
    });
    app.put(`${base}/listingStatus`, { schema: { tags, summary: `Hides published listings (active false, syncType 4) or relists hidden ones (true, 5)${of}`, body: listingStatusRequest, response: answers(z.array(queuedWrite)) } }, async (request) => {
      await allHere(userIdOf(request), request.body.ids);
      return ok(request, await actions.setActive(userIdOf(request), request.body.ids, request.body.active));
    });

    if (!platform) {
      app.post('/api/listings/common/productDetail', { schema: { tags, summary: "The editor's default for a catalogue product in one of the seller's stores (store currency, price rules, shipping)", body: productDetailRequest, response: answers(listingEditorData) } }, async (request) =>
        ok(request, await service.productDetail(userIdOf(request), request.body)),
      );
    }
  };
