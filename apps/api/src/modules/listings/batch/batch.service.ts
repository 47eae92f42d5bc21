import { type batchItemFilter, type batchPublishRequest, type batchTaskFilter, type LocaleCode } from '@threadway/contracts';
import type { z } from 'zod';
import type { Db } from '../../../platform/database.ts';
import type { JobQueue } from '../../../platform/jobs.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { storesRepository } from '../../stores/stores.repository.ts';
import { failureText } from '../failure-reasons.ts';
import { absoluteUrl } from '../sync/payload.ts';
import { enqueueBatch } from './batch.job.ts';
import { batchRepository } from './batch.repository.ts';

type BatchRequest = z.infer<typeof batchPublishRequest>;

/** What the batch job builds each listing with: the modal's choices (spec 2.6). */
export type BatchOptions = Omit<BatchRequest, 'platform' | 'storeId' | 'productIds'>;

/** Batch list-to-store (spec 2.6, 2.9, rules 5.2): submit a task, list tasks and their items. */
export function batchService(db: Db, jobs: JobQueue, publicUrl: () => string) {
  return {
    async submit(userId: number, request: BatchRequest) {
      const store = await storesRepository(db).find(userId, request.storeId);
      if (!store || store.platform !== request.platform || !store.authorized || !store.enabled) throw badRequest('listings.storeRequired');
      const shipping = [request.shipFrom, request.shipTo, request.channelCode].filter(Boolean).length;
      if (shipping !== 0 && shipping !== 3) throw badRequest('listings.shippingMethodRequired');
      const wanted = [...new Set(request.productIds)];
      if (wanted.length !== request.productIds.length) throw badRequest('listings.repeat');
      const repo = batchRepository(db);
      const found = new Map((await repo.products(wanted)).map((p) => [p.kkProductId, p]));
      if (wanted.some((kk) => !found.get(kk)?.available)) throw badRequest('listings.unavailableIncluded');
      const ordered = wanted.map((kk) => found.get(kk)!.id);
      const listed = await repo.listedIn(store.id, ordered);
      const skip = request.existing === 'skip';
      if (skip && ordered.every((id) => listed.has(id))) throw badRequest('listings.alreadyListed');

      const { platform: _p, storeId: _s, productIds: _ids, ...options } = request;
      return db.transaction(async (tx) => {
        const r = batchRepository(tx);
        const batchId = await r.insertBatch({ userId, storeId: store.id, platform: store.platform, options, total: ordered.length });
        await r.insertItems(
          ordered.map((productId, position) => (skip && listed.has(productId) ? { batchId, productId, position, status: 'skipped' as const, reason: 'listings.alreadyListed' } : { batchId, productId, position })),
        );
        await enqueueBatch(jobs, tx, batchId);
        return { batchId, total: ordered.length, skipped: skip ? ordered.filter((id) => listed.has(id)).length : 0 };
      });
    },

    async tasks(userId: number, filter: z.infer<typeof batchTaskFilter>) {
      const { rows, total } = await batchRepository(db).taskPage(userId, filter);
      return {
        list: rows.map((row) => ({
          id: row.batch.id,
          platform: row.batch.platform,
          storeId: row.batch.storeId,
          storeName: row.storeName,
          status: row.batch.status,
          total: row.batch.total,
          succeeded: Number(row.succeeded),
          failed: Number(row.failed),
          itemNos: row.itemNos,
          createdAt: row.batch.createdAt.toISOString(),
          finishedAt: row.batch.finishedAt?.toISOString() ?? null,
        })),
        total,
        pageNumber: filter.pageNumber,
        pageSize: filter.pageSize,
      };
    },

    async items(userId: number, filter: z.infer<typeof batchItemFilter>, locale: LocaleCode) {
      const repo = batchRepository(db);
      if (filter.batchId && !(await repo.batch(filter.batchId, userId))) throw notFound();
      const { rows, total } = await repo.itemPage(userId, filter);
      return {
        list: rows.map((row) => ({
          id: row.item.id,
          platform: row.platform,
          storeName: row.storeName,
          productId: row.product.kkProductId,
          itemNo: row.product.itemNo,
          title: row.product.name,
          image: row.product.image ? absoluteUrl(row.product.image, publicUrl()) : null,
          listingId: row.item.listingId,
          status: row.item.status,
          reason: failureText(locale, row.item.reason),
        })),
        total,
        pageNumber: filter.pageNumber,
        pageSize: filter.pageSize,
      };
    },
  };
}
export type BatchService = ReturnType<typeof batchService>;
