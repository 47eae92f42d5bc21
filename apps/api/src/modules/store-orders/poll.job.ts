import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../platform/database.ts';
import type { JobHandler, JobQueue } from '../../platform/jobs.ts';
import { queryRows, textArray } from '../catalogue/sql.ts';
import { PlatformError, type PlatformCode } from '../stores/platforms/platform.ts';
import { markStoreUnauthorized, openStore, type StoreAccess } from '../stores/store-access.ts';
import type { StoreOrdersIngest } from './ingest.service.ts';

export const POLL_SWEEP_JOB = 'store-orders.poll-sweep';
export const POLL_JOB = 'store-orders.poll';
/** A store polled for the first time reads back this far (orders placed while it was being connected). */
const FIRST_LOOK_BACK_MS = 24 * 3_600_000;
/** Pages one run reads at most; the cursor keeps the place for the next run. */
const MAX_PAGES = 50;

/** The sweep: every enabled, authorized store whose platform reads orders gets its own poll job (one pending per store). */
export async function sweepStores(db: Executor, jobs: JobQueue, platforms: readonly PlatformCode[]): Promise<number> {
  if (platforms.length === 0) return 0;
  const rows = await queryRows<{ id: number }>(db, sql`select id from stores where enabled and authorized and platform = any(${textArray(platforms)}) order by id`);
  for (const row of rows) await jobs.enqueue(db, POLL_JOB, { storeId: Number(row.id) }, { singletonKey: String(row.id) });
  return rows.length;
}

const saveCursor = (db: Executor, storeId: number, updatedSince: Date, lastError: string | null) =>
  db.execute(sql`
    insert into store_order_cursors (store_id, updated_since, polled_at, last_error) values (${storeId}, ${updatedSince.toISOString()}::timestamptz, now(), ${lastError})
    on conflict (store_id) do update set updated_since = excluded.updated_since, polled_at = now(), last_error = excluded.last_error`);

/**
 * The polling fallback (issue 17): what webhooks missed, read page by page since the store's cursor (the
 * store's updated-at of the newest order seen) and ingested one by one like a webhook's, so polling and
 * webhooks racing on one order still make it once. The cursor moves only past orders ingested.
 */
export async function pollStore(db: Db, access: StoreAccess, ingest: StoreOrdersIngest, storeId: number): Promise<number> {
  const opened = await openStore(db, access, storeId);
  const source = opened?.adapter.orders;
  if (!opened || !source || !opened.store.enabled) return 0;
  const [cursor] = await queryRows<{ updated_since: Date | string }>(db, sql`select updated_since from store_order_cursors where store_id = ${storeId}`);
  let since = cursor ? new Date(cursor.updated_since) : new Date(opened.store.createdAt.getTime() - FIRST_LOOK_BACK_MS);
  let ingested = 0;
  try {
    let page: string | undefined;
    for (let n = 0; n < MAX_PAGES; n++) {
      const { orders, nextCursor } = await source.listOrders(opened.connection, { updatedSince: since, cursor: page });
      for (const order of orders) {
        await ingest.ingestStoreOrder(storeId, order);
        ingested++;
        const updated = new Date(order.updatedAt);
        if (updated.getTime() > since.getTime()) since = updated;
      }
      if (!nextCursor) break;
      page = nextCursor;
    }
    await saveCursor(db, storeId, since, null);
    return ingested;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await saveCursor(db, storeId, since, message.slice(0, 500));
    if (error instanceof PlatformError && error.kind === 'unauthorized') {
      await markStoreUnauthorized(db, storeId, 'revoked');
      return ingested;
    }
    throw error;
  }
}

export function pollJobs(deps: { jobs: JobQueue; access: StoreAccess; ingest: StoreOrdersIngest; log: FastifyBaseLogger; minutes: number }) {
  const platforms = () => deps.access.registry.codes().filter((code) => deps.access.registry.get(code)?.orders !== undefined);
  const sweep: JobHandler = async (_payload, { db }) => {
    const count = await sweepStores(db, deps.jobs, platforms());
    deps.log.debug({ stores: count }, 'store orders poll queued');
  };
  const poll: JobHandler = async (payload, { db }) => {
    await pollStore(db, deps.access, deps.ingest, Number(payload.storeId));
  };
  return {
    register() {
      deps.jobs.register(POLL_SWEEP_JOB, sweep, { maxAttempts: 1 });
      // One store at a time per store (singleton key), several stores at once.
      deps.jobs.register(POLL_JOB, poll, { concurrency: 4, maxAttempts: 3 });
      deps.jobs.schedule(POLL_SWEEP_JOB, `FREQ=MINUTELY;INTERVAL=${deps.minutes}`);
    },
  };
}
