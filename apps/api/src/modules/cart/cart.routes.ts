import { addCartBatchAnswer, addCartBatchRequest, buildCartListRequest, cartChange, cartCount, cartItem, cartLine, cartNumRequest, deleteCartRequest } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { answers, noData } from '../../platform/schemas.ts';
import type { CartService } from './cart.service.ts';

const tags = ['cart'];

/** Spec 7 Cart, plus the header badge's count (GET /api/product/cart/count). */
export const cartRoutes =
  (cart: CartService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/api/product/cart/list', { schema: { tags, summary: "The seller's cart, newest line first", response: answers(z.array(cartItem)) } }, async (request) =>
      ok(request, await cart.list(userIdOf(request), request.locale)),
    );
    app.get('/api/product/cart/count', { schema: { tags, summary: 'Cart lines (shoppingCartSkuNum) for the header badge', response: answers(cartCount) } }, async (request) =>
      ok(request, { shoppingCartSkuNum: await cart.count(userIdOf(request)) }),
    );
    app.post(
      '/api/product/cart/add',
      { schema: { tags, summary: 'Adds a SKU of a warehouse (added to an existing line, clamped at its stock)', body: cartLine, response: answers(cartChange) } },
      async (request) => ok(request, await cart.add(userIdOf(request), request.body), 'cart.added'),
    );
    app.post(
      '/api/product/cart/addBatch',
      { schema: { tags, summary: 'Adds several lines (also the guest cart at sign-in); lines that cannot be added are skipped. Honours Idempotency-Key (a batch sent again is not added twice)', body: addCartBatchRequest, response: answers(addCartBatchAnswer) } },
      async (request, reply) => {
        const userId = userIdOf(request);
        // A replay is sent by idempotent() itself (the stored answer), hence the cast.
        return (await idempotent(request, reply, 'cart.addBatch', userId, async () => {
          const answer = await cart.addBatch(userId, request.body.cartParams, request.locale);
          return ok(request, answer, answer.added.length > 0 ? 'cart.added' : undefined);
        })) as ReturnType<typeof ok<z.infer<typeof addCartBatchAnswer>>>;
      },
    );
    app.put(
      '/api/product/cart/num',
      { schema: { tags, summary: "Sets a line's quantity, clamped at the stock (capped: 'max stock')", body: cartNumRequest, response: answers(cartChange) } },
      async (request) => {
        const { skuCode, warehouseCode, num } = request.body;
        const change = await cart.setNum(userIdOf(request), skuCode, warehouseCode, num);
        return ok(request, change, change.capped ? 'cart.maxStock' : undefined, { stock: change.stock });
      },
    );
    app.delete(
      '/api/product/cart/delete',
      { schema: { tags, summary: "Deletes cart lines by id (the body is the array of ids); only the seller's own", body: deleteCartRequest, response: noData } },
      async (request) => {
        await cart.remove(userIdOf(request), request.body);
        return ok(request, null, 'success.deleted');
      },
    );
    app.post(
      '/api/product/open/buildCartList',
      { schema: { tags, summary: "A guest's local cart lines as cart items (id null; no prices without a token)", body: buildCartListRequest, response: answers(z.array(cartItem)) } },
      async (request) => ok(request, await cart.guestList(request.body, request.locale, request.principal === null)),
    );
  };
