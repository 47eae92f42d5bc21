import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from './database.ts';

/**
 * The durable job queue (docs/decisions/0009-job-queue.md). Jobs are rows in `jobs`, written in
 * the same transaction as the change that needs them (an order and its auto-cancel), so neither
 * exists without the other; a worker takes due rows with FOR UPDATE SKIP LOCKED, so several
 * server processes never run one job twice at the same time, and a crash only delays a job:
 * its lock expires and another worker takes it again. The poll timer only wakes the worker;
 * nothing is remembered in memory.
 */

export type JobHandler = (payload: Record<string, unknown>, context: { db: Db; jobId: number; attempt: number }) => Promise<void>;

export interface EnqueueOptions {
  runAt?: Date;
  /** At most one pending job per name and key; a second enqueue is ignored. */
  singletonKey?: string;
  maxAttempts?: number;
}

export interface JobQueue {
  enqueue(executor: Executor, name: string, payload: Record<string, unknown>, options?: EnqueueOptions): Promise<void>;
  register(name: string, handler: JobHandler): void;
  /** Runs the jobs due now (at most `limit`), returns how many ran; the worker loop calls it. */
  runDue(limit?: number): Promise<number>;
  start(pollMs: number): void;
  stop(): Promise<void>;
}

/** How long a taken job stays locked before another worker may take it again. */
const LOCK_SECONDS = 300;
/** Retry after 30 s, 2 min, 8 min, ... */
const backoffSeconds = (attempt: number) => 30 * 4 ** Math.max(0, attempt - 1);

interface DueJob extends Record<string, unknown> {
  id: number;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

export function jobQueue(db: Db, log: FastifyBaseLogger): JobQueue {
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function take(limit: number): Promise<DueJob[]> {
    const names = [...handlers.keys()];
    if (names.length === 0) return [];
    const result = (await db.execute(sql`
      update jobs set attempts = attempts + 1, locked_until = now() + make_interval(secs => ${LOCK_SECONDS})
      where id in (
        select id from jobs
        where done_at is null and run_at <= now() and attempts < max_attempts
          and (locked_until is null or locked_until < now())
          and name in (${sql.join(names.map((n) => sql`${n}`), sql`, `)})
        order by run_at limit ${limit}
        for update skip locked)
      returning id, name, payload, attempts, max_attempts`)) as unknown as { rows: DueJob[] };
    return result.rows;
  }

  async function runOne(job: DueJob): Promise<void> {
    try {
      await handlers.get(job.name)!(job.payload, { db, jobId: job.id, attempt: job.attempts });
      await db.execute(sql`update jobs set done_at = now(), locked_until = null, last_error = null where id = ${job.id}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error({ err: error, job: job.name, jobId: job.id, attempt: job.attempts }, 'job failed');
      await db.execute(sql`
        update jobs set locked_until = null, last_error = ${message.slice(0, 2000)},
          run_at = now() + make_interval(secs => ${backoffSeconds(job.attempts)})
        where id = ${job.id}`);
    }
  }

  const queue: JobQueue = {
    async enqueue(executor, name, payload, options = {}) {
      const runAt = options.runAt ?? new Date();
      await executor.execute(sql`
        insert into jobs (name, payload, singleton_key, run_at, max_attempts)
        values (${name}, ${JSON.stringify(payload)}::jsonb, ${options.singletonKey ?? null}, ${runAt.toISOString()}::timestamptz, ${options.maxAttempts ?? 5})
        on conflict (name, singleton_key) where done_at is null and singleton_key is not null do nothing`);
    },
    register(name, handler) {
      handlers.set(name, handler);
    },
    async runDue(limit = 20) {
      const due = await take(limit);
      for (const job of due) await runOne(job);
      return due.length;
    },
    start(pollMs) {
      if (pollMs <= 0 || timer) return;
      const tick = () => {
        running = queue.runDue().then(
          (ran) => ran > 0 && log.debug({ ran }, 'jobs ran'),
          (error: unknown) => log.error({ err: error }, 'job worker poll failed'),
        );
      };
      timer = setInterval(() => void running.then(tick), pollMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
  return queue;
}
