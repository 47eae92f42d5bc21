import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './database.ts';
import { deadLetterQueue, type JobQueue } from './jobs.ts';

interface LegacyJob extends Record<string, unknown> {
  id: number;
  name: string;
  payload: Record<string, unknown>;
  singleton_key: string | null;
  run_at: Date | string;
  attempts: number;
  max_attempts: number;
}

/**
 * Moves the jobs a database still holds in the table queue of decision 0009 (`jobs`) into
 * pg-boss, at the start after the upgrade: each waiting job keeps its time, key and remaining
 * attempts; one that had exhausted its attempts goes to its dead-letter queue, where operators
 * see it. The row is marked done in the same transaction as the enqueue, so a crash moves it
 * once. Jobs whose handler this process does not know stay (a later start moves them). The table
 * is read-only afterwards and can be dropped by a later migration (decision 0026).
 */
export async function moveLegacyJobs(db: Db, queue: JobQueue, log: FastifyBaseLogger, known: ReadonlySet<string>): Promise<number> {
  const { rows } = (await db.execute(sql`
    select id, name, payload, singleton_key, run_at, attempts, max_attempts from jobs where done_at is null order by id`)) as unknown as { rows: LegacyJob[] };
  let moved = 0;
  for (const job of rows) {
    if (!known.has(job.name)) continue;
    const exhausted = job.attempts >= job.max_attempts;
    await db.transaction(async (tx) => {
      await queue.enqueue(tx, exhausted ? deadLetterQueue(job.name) : job.name, job.payload, {
        runAt: new Date(job.run_at),
        ...(job.singleton_key ? { singletonKey: job.singleton_key } : {}),
        maxAttempts: Math.max(1, job.max_attempts - job.attempts),
      });
      await tx.execute(sql`update jobs set done_at = now(), locked_until = null where id = ${job.id}`);
    });
    moved++;
  }
  if (moved > 0) log.info({ moved }, 'jobs moved from the old jobs table to pg-boss');
  return moved;
}
