import { productIdParam, wishlistDeleteManyRequest, wishlistDeleteRequest, wishlistListRequest, wishlistPage } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../../platform/auth.ts';
import type { Executor } from '../../../platform/database.ts';
import { ok } from '../../../platform/envelope.ts';
import { notFound } from '../../../platform/errors.ts';
import { answers, noData } from '../../../platform/schemas.ts';
import { listedInStores } from '../../listings/listed-in.ts';
import { loadProductCardMap } from '../products/product-cards.ts';
import { wishlistRepository } from './wishlist.repository.ts';
import { toWishlistItem } from './wishlist.presenter.ts';

const tags = ['catalogue'];

/** The wish list, 'Favorite Item' (spec 2.5, 7.2); products are named by their kkProductId. */
export const wishlistRoutes =
  (db: Executor): FastifyPluginAsyncZod =>
  async (app) => {
    const wishlist = wishlistRepository(db);

    app.post('/api/product/collect/add/:id', { schema: { tags, summary: 'Adds a product to the wish list (again: no change)', params: productIdParam, response: noData } }, async (request) => {
      if (!(await wishlist.add(userIdOf(request), request.params.id))) throw notFound('errors.productNotAvailable');
      return ok(request, null, 'success.favoriteAdded');
    });

    app.post(
      '/api/product/collect/list',
      { schema: { tags, summary: "The seller's wish list, newest first, items taken off sale included; by keyword and product type", body: wishlistListRequest, response: answers(wishlistPage) } },
      async (request) => {
        const { pageNumber, pageSize, keyword, productType } = request.body;
        const page = await wishlist.page(userIdOf(request), { keyword, productType, locale: request.locale }, pageSize, (pageNumber - 1) * pageSize);
        const productIds = page.rows.map((row) => row.productId);
        const [cards, listed] = await Promise.all([loadProductCardMap(db, productIds, { locale: request.locale, guest: false }), listedInStores(db, userIdOf(request), productIds)]);
        const list = page.rows.flatMap((row) => {
          const card = cards.get(row.productId);
          return card ? [toWishlistItem(row, card, listed.get(row.productId) ?? [])] : [];
        });
        return ok(request, { list, total: page.total, pageNumber, pageSize });
      },
    );

    // Not in the seller's list (someone else's item, or deleted already): 404 and nothing changes.
    app.delete('/api/product/collect/delete', { schema: { tags, summary: 'Deletes one item of the wish list', body: wishlistDeleteRequest, response: noData } }, async (request) => {
      if (!(await wishlist.remove(userIdOf(request), [request.body.id]))) throw notFound('wishlist.notInList');
      return ok(request, null, 'success.deleted');
    });
    app.delete(
      '/api/product/collect/deleteCollects',
      { schema: { tags, summary: 'Deletes several items of the wish list: all of them, or none when any is not in it', body: wishlistDeleteManyRequest, response: noData } },
      async (request) => {
        if (!(await wishlist.remove(userIdOf(request), request.body.ids))) throw notFound('wishlist.notInList');
        return ok(request, null, 'success.deleted');
      },
    );
  };
