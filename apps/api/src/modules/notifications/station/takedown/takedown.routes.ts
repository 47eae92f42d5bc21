import { readCountAnswer, readTakedownRequest, takedownListQuery, takedownNoticePage, type TakedownNotice } from '@threadway/contracts/notifications/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../../../platform/auth.ts';
import type { Db } from '../../../../platform/database.ts';
import { ok } from '../../../../platform/envelope.ts';
import { notFound } from '../../../../platform/errors.ts';
import { answers } from '../../../../platform/schemas.ts';
import { takedownRepository, type TakedownRow } from './takedown.repository.ts';

const tags = ['notifications'];

const toNotice = (row: TakedownRow): TakedownNotice => ({
  id: row.id,
  imgUrl: row.imgUrl,
  productName: row.productName,
  spuCode: row.spuCode,
  skuCode: row.skuCode,
  createDate: row.createdAt.toISOString(),
  receiveState: row.readAt ? 1 : 0,
});

/** Sold-out (taken-down) notices of the seller (spec 7). */
export const takedownRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const notices = takedownRepository(db);

    app.get(
      '/api/message/productTakeDownSendsList',
      { schema: { tags, summary: 'Products the caller bought that were taken off sale, newest first', querystring: takedownListQuery, response: answers(takedownNoticePage) } },
      async (request) => {
        const { pageNumber, pageSize } = request.query;
        const { rows, total } = await notices.page(userIdOf(request), pageNumber, pageSize);
        return ok(request, { list: rows.map(toNotice), total, pageNumber, pageSize });
      },
    );

    app.put(
      '/api/message/productTakeDownSends',
      { schema: { tags, summary: 'Mark notices read in bulk ({ids, receiveState: 1}); an id that is not the caller’s is 404 and nothing changes', body: readTakedownRequest, response: answers(readCountAnswer) } },
      async (request) => {
        const userId = userIdOf(request);
        const ids = [...new Set(request.body.ids)];
        if ((await notices.ownedCount(userId, ids)) !== ids.length) throw notFound();
        return ok(request, { updated: await notices.markRead(userId, ids) });
      },
    );
  };
