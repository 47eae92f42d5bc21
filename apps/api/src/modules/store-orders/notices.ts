import DataLoader from 'dataloader';
import type { Db, Executor } from '../../platform/database.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import type { PlatformCode, StoreOrderNotice } from '../stores/platforms/platform.ts';
import { storeOrdersRepository } from './store-orders.repository.ts';

export const INGEST_JOB = 'store-orders.ingest';

/** One pending ingest per store and platform order: redeliveries while it waits are absorbed (it reads the latest row). */
export const ingestKey = (storeId: number, platformOrderId: string) => `${storeId}:${platformOrderId}`;

export type NoticeAnswer = { duplicate: true } | { duplicate: false; stores: number };

type Delivery = { platform: PlatformCode; notice: StoreOrderNotice };

/**
 * Transactions of deliveries at once: while this many commit, newly arrived deliveries wait and then share one
 * transaction. More than one, so a delivery waiting on a row an ingest holds does not hold back every other one.
 */
export const NOTICE_TRANSACTIONS_AT_ONCE = 4;
/** The most deliveries one transaction takes. */
export const NOTICE_BATCH_MAX = 64;

/**
 * A verified order webhook, acknowledged fast (issue 17): one statement drops a delivery id already taken and
 * records the order (when the body carries it) for each receiving store the shop key names (a deactivated or
 * unauthorized store takes none, spec 4.4); then the durable ingest jobs are queued, and the delivery is answered
 * once that is committed. Everything slow (pricing, the rate engine, stock, the platform's API for bodiless
 * notices) is the job's.
 *
 * Group commit (decision 0047): deliveries arriving while NOTICE_TRANSACTIONS_AT_ONCE transactions commit are
 * gathered (DataLoader) and written in one transaction, in arrival order, so a burst costs one BEGIN, one COMMIT
 * and one WAL flush per batch instead of per delivery. A batch that fails is written again one delivery per
 * transaction, so one bad delivery fails alone.
 */
export function storeOrderNotices(db: Db, jobs: JobQueue) {
  type IngestJob = { payload: Record<string, unknown>; singletonKey: string };
  /** Records one delivery; answers it with the ingest jobs it asks for, which the caller queues. */
  const recordIn = async (tx: Executor, { platform, notice }: Delivery): Promise<{ answer: NoticeAnswer; jobs: IngestJob[] }> => {
    const { duplicate, stores } = await storeOrdersRepository(tx).acceptNotice(platform, notice.deliveryId ? notice.deliveryId.slice(0, 200) : null, notice.shopKey, notice.order ?? null);
    if (duplicate) return { answer: { duplicate: true }, jobs: [] };
    const ingests = stores.map((store) => ({ payload: { storeId: store.id, platformOrderId: notice.platformOrderId, fetch: !notice.order }, singletonKey: ingestKey(store.id, notice.platformOrderId) }));
    return { answer: { duplicate: false, stores: stores.length }, jobs: ingests };
  };
  /** The deliveries in one transaction, their ingest jobs queued by one statement (decision 0048). */
  const acceptAll = (batch: readonly Delivery[]) =>
    db.transaction(async (tx) => {
      const recorded = [];
      for (const delivery of batch) recorded.push(await recordIn(tx, delivery));
      await jobs.enqueueKeyed(tx, INGEST_JOB, recorded.flatMap((r) => r.jobs));
      return recorded.map((r) => r.answer);
    });

  async function acceptBatch(batch: readonly Delivery[]): Promise<(NoticeAnswer | Error)[]> {
    if (batch.length === 1) return acceptAll(batch).catch((error: unknown) => [asError(error)]);
    try {
      return await acceptAll(batch);
    } catch {
      return Promise.all(batch.map((delivery) => acceptAll([delivery]).then(([answer]) => answer!, (error: unknown) => asError(error))));
    }
  }

  // A batch is sent as soon as fewer than NOTICE_TRANSACTIONS_AT_ONCE commit; until then it keeps gathering.
  let committing = 0;
  const waiting: (() => void)[] = [];
  const send = (dispatch: () => void) => {
    committing += 1;
    dispatch();
  };
  const loader = new DataLoader<Delivery, NoticeAnswer>(
    async (batch) => {
      try {
        return await acceptBatch(batch);
      } finally {
        committing -= 1;
        const next = waiting.shift();
        if (next) send(next);
      }
    },
    {
      cache: false,
      maxBatchSize: NOTICE_BATCH_MAX,
      // Deliveries that arrive in the same turn of the event loop go together even when nothing else commits.
      batchScheduleFn: (dispatch) => setImmediate(() => (committing < NOTICE_TRANSACTIONS_AT_ONCE ? send(dispatch) : waiting.push(dispatch))),
    },
  );

  return {
    accept: (platform: PlatformCode, notice: StoreOrderNotice): Promise<NoticeAnswer> => loader.load({ platform, notice }),
  };
}
export type StoreOrderNotices = ReturnType<typeof storeOrderNotices>;

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
