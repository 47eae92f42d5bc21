import type { Db } from '../../platform/database.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import type { PlatformCode, StoreOrderNotice } from '../stores/platforms/platform.ts';
import { storeOrdersRepository } from './store-orders.repository.ts';

export const INGEST_JOB = 'store-orders.ingest';

/** One pending ingest per store and platform order: redeliveries while it waits are absorbed (it reads the latest row). */
export const ingestKey = (storeId: number, platformOrderId: string) => `${storeId}:${platformOrderId}`;

export type NoticeAnswer = { duplicate: true } | { duplicate: false; stores: number };

/**
 * A verified order webhook, acknowledged fast (issue 17): in one short transaction, one statement drops a
 * delivery id already taken and records the order (when the body carries it) for each receiving store the
 * shop key names (a deactivated or unauthorized store takes none, spec 4.4); then the durable ingest jobs are
 * queued. Four round trips (begin, that statement, the job, commit) instead of six.
 * Everything slow (pricing, the rate engine, stock, the platform's API for bodiless notices) is the job's.
 */
export function storeOrderNotices(db: Db, jobs: JobQueue) {
  return {
    accept: (platform: PlatformCode, notice: StoreOrderNotice): Promise<NoticeAnswer> =>
      db.transaction(async (tx) => {
        const { duplicate, stores } = await storeOrdersRepository(tx).acceptNotice(platform, notice.deliveryId ? notice.deliveryId.slice(0, 200) : null, notice.shopKey, notice.order ?? null);
        if (duplicate) return { duplicate: true };
        for (const store of stores) {
          await jobs.enqueue(tx, INGEST_JOB, { storeId: store.id, platformOrderId: notice.platformOrderId, fetch: !notice.order }, { singletonKey: ingestKey(store.id, notice.platformOrderId) });
        }
        return { duplicate: false, stores: stores.length };
      }),
  };
}
export type StoreOrderNotices = ReturnType<typeof storeOrderNotices>;
