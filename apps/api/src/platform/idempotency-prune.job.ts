import { lt } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema/index.ts';
import type { Db } from './database.ts';
import type { JobQueue } from './jobs.ts';

/**
 * Keeps the stored answers of Idempotency-Key requests (idempotency.ts) bounded: a daily pg-boss schedule
 * deletes the keys older than IDEMPOTENCY_KEY_DAYS. A client retries within minutes, but the guest cart's merge
 * keeps its key in the browser as long as the guest cart lives (30 days, GUEST_CART_TTL_MS), so keys live as long.
 */
export const PRUNE_IDEMPOTENCY_KEYS_JOB = 'idempotency-keys.prune';
export const IDEMPOTENCY_KEY_DAYS = 30;

/** Deletes the keys created before the bound. */
export async function pruneIdempotencyKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_KEY_DAYS * 86_400_000)));
}

export function registerIdempotencyPrune(jobs: JobQueue): void {
  jobs.register(PRUNE_IDEMPOTENCY_KEYS_JOB, (_payload, { db }) => pruneIdempotencyKeys(db), { concurrency: 1, maxAttempts: 1 });
  jobs.schedule(PRUNE_IDEMPOTENCY_KEYS_JOB, 'FREQ=DAILY;BYHOUR=3;BYMINUTE=17');
}
