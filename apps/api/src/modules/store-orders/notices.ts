import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import type { PlatformCode, StoreOrderNotice } from '../stores/platforms/platform.ts';
import { storeOrdersRepository } from './store-orders.repository.ts';

export const INGEST_JOB = 'store-orders.ingest';

/** One pending ingest per store and platform order: redeliveries while it waits are absorbed (it reads the latest row). */
export const ingestKey = (storeId: number, platformOrderId: string) => `${storeId}:${platformOrderId}`;

export type NoticeAnswer = { duplicate: true } | { duplicate: false; stores: number };

/**
 * A verified order webhook, acknowledged fast (issue 17): in one short transaction, a delivery id already
 * taken is dropped; the order (when the body carries it) is recorded for each receiving store the shop key
 * names (a deactivated or unauthorized store takes none, spec 4.4); and the durable ingest job is queued.
 * Everything slow (pricing, the rate engine, stock, the platform's API for bodiless notices) is the job's.
 */
export function storeOrderNotices(db: Db, jobs: JobQueue) {
  return {
    accept: (platform: PlatformCode, notice: StoreOrderNotice): Promise<NoticeAnswer> =>
      db.transaction(async (tx) => {
        if (notice.deliveryId) {
          const taken = (await tx.execute(sql`
            insert into store_webhook_deliveries (platform, delivery_id) values (${platform}, ${notice.deliveryId.slice(0, 200)})
            on conflict (platform, delivery_id) do nothing returning 1 as taken`)) as unknown as { rows: unknown[] };
          if (taken.rows.length === 0) return { duplicate: true };
        }
        const repo = storeOrdersRepository(tx);
        const stores = await repo.receivingStores(platform, notice.shopKey);
        for (const store of stores) {
          if (notice.order) await repo.record(store, notice.order);
          await jobs.enqueue(tx, INGEST_JOB, { storeId: store.id, platformOrderId: notice.platformOrderId, fetch: !notice.order }, { singletonKey: ingestKey(store.id, notice.platformOrderId) });
        }
        return { duplicate: false, stores: stores.length };
      }),
  };
}
export type StoreOrderNotices = ReturnType<typeof storeOrderNotices>;
