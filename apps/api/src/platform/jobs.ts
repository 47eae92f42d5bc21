import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle, PgBoss, type DrizzleTransactionLike, type Job } from 'pg-boss';
import type { Database, Db, Executor } from './database.ts';
import { JOB_SCHEMA } from './job-engine.ts';
import { moveLegacyJobs } from './legacy-jobs.ts';

/**
 * The durable job queue (docs/decisions/0026-pg-boss.md): pg-boss in the `pgboss` schema of our
 * own database. A job is written through the caller's executor, so inside the caller's
 * transaction (an order and its auto-cancel commit together or not at all). Every queue has its
 * retry policy with back-off, a dead-letter queue for jobs that exhausted their attempts, and its
 * own workers, so a long batch of one kind never holds up the others. A worker that dies leaves
 * its jobs active until they expire; pg-boss's supervisor then gives them to another worker.
 * Handlers stay idempotent: a job can run again after a crash.
 */

export interface JobContext {
  db: Db;
  jobId: string;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  /**
   * Marks this job completed inside the handler's own transaction: an enqueue that a pending
   * job of the same key would have absorbed queues a new job once this one's work is committed.
   */
  completeWithin(executor: Executor): Promise<void>;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

export interface EnqueueOptions {
  runAt?: Date;
  /** At most one pending (waiting, retrying or running) job per name and key; a second enqueue is ignored. */
  singletonKey?: string;
  /** Overrides the queue's attempts for this job. */
  maxAttempts?: number;
  /** Jobs of one group (a seller, a store) share the queue's perGroupConcurrency. */
  group?: string;
  /** At most one job per key (or per queue without one) in each window of this many seconds. */
  throttleSeconds?: number;
}

/** How a queue retries and how many of its jobs run at once; every field has a default. */
export interface QueuePolicy {
  /** Runs before the job is dead-lettered (default 5). */
  maxAttempts?: number;
  /** First retry after this many seconds, doubling (with jitter) up to an hour (default 30). */
  retryDelaySeconds?: number;
  /** Jobs of this queue running at once in each worker process (default 2). */
  concurrency?: number;
  /** Jobs of one group (EnqueueOptions.group) running at once across all workers (pg-boss checks it when fetching, not strictly). */
  perGroupConcurrency?: number;
  /** Jobs of one group running at once in each worker process, strictly (counted in memory); instead of perGroupConcurrency. */
  perGroupInProcess?: number;
}

export interface JobQueueSettings {
  /** How long a running job may take before it counts as lost (its worker died) and runs again. */
  expireSeconds: number;
  /** How often idle workers look for due jobs. */
  pollMs: number;
  /** Whether this process supervises (expires lost jobs, creates scheduled jobs): the worker roles. */
  supervise: boolean;
}

export interface JobQueue {
  enqueue(executor: Executor, name: string, payload: Record<string, unknown>, options?: EnqueueOptions): Promise<void>;
  /**
   * Jobs of one queue, each at most once pending per key (as `singletonKey`), written in one statement in the
   * order given: one round trip however many (decision 0048).
   */
  enqueueKeyed(executor: Executor, name: string, jobs: readonly { payload: Record<string, unknown>; singletonKey: string }[]): Promise<void>;
  register(name: string, handler: JobHandler, policy?: QueuePolicy): void;
  /** A job created on a cron expression or an RFC 5545 rule (UTC) by whichever worker supervises. */
  schedule(name: string, rule: string): void;
  /** Starts the engine: its schema, the registered queues and schedules. buildApp calls it once every module registered. */
  open(): Promise<void>;
  /** Runs the jobs due now (at most `limit`; of the `names` queues, else of all) in this process, returns how many ran; tests and nudges call it. */
  runDue(limit?: number, names?: readonly string[]): Promise<number>;
  /** Starts this process's workers (the worker roles). */
  start(): Promise<void>;
  /** Stops taking jobs; running ones finish (or, past the timeout, expire and run again elsewhere). */
  stop(): Promise<void>;
  /** The engine, for the back office's queue screen. */
  engine(): PgBoss;
  /** Whether open() finished and stop() has not run (readiness). */
  isOpen(): boolean;
}

export const deadLetterQueue = (name: string) => `${name}.dead`;

const DEFAULTS = { maxAttempts: 5, retryDelaySeconds: 30, concurrency: 2 } satisfies QueuePolicy;
const RETRY_DELAY_MAX_SECONDS = 3600;
const STOP_TIMEOUT_MS = 30_000;

/** pg-boss's statements through our executor: in the caller's transaction when it is one. */
const through = (executor: Executor) => fromDrizzle(executor as unknown as DrizzleTransactionLike, sql);

/**
 * How a queue's `concurrency` jobs per process are fetched: in batches run side by side, by one
 * fetch loop, or by two from four jobs on, so one slow job holds up only half of them (a loop
 * fetches its next batch once the whole batch is done).
 */
export function workerShape(concurrency: number): { loops: number; batchSize: number } {
  const loops = concurrency >= 4 && concurrency % 2 === 0 ? 2 : 1;
  return { loops, batchSize: Math.ceil(concurrency / loops) };
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

export function jobQueue(database: Database, log: FastifyBaseLogger, settings: JobQueueSettings): JobQueue {
  const handlers = new Map<string, { handler: JobHandler; policy: Required<Omit<QueuePolicy, 'perGroupConcurrency' | 'perGroupInProcess'>> & QueuePolicy }>();
  const schedules = new Map<string, string>();
  let boss: PgBoss | undefined;

  const engine = () => {
    if (!boss) throw new Error('the job queue is not open yet (buildApp opens it once every module registered)');
    return boss;
  };

  async function ensureQueues(started: PgBoss) {
    const existing = new Map((await started.getQueues()).map((queue) => [queue.name, queue]));
    for (const [name, { policy }] of handlers) {
      const dead = deadLetterQueue(name);
      if (!existing.has(dead)) await started.createQueue(dead, { retentionSeconds: 30 * 86_400, deleteAfterSeconds: 30 * 86_400 });
      // exclusive: one pending job per key; jobs enqueued without a key get a unique one.
      const wanted = { retryLimit: policy.maxAttempts - 1, retryDelay: policy.retryDelaySeconds, retryBackoff: true, retryDelayMax: RETRY_DELAY_MAX_SECONDS, expireInSeconds: settings.expireSeconds };
      const queue = existing.get(name);
      if (!queue) await started.createQueue(name, { policy: 'exclusive', deadLetter: dead, ...wanted });
      else if (queue.retryLimit !== wanted.retryLimit || queue.retryDelay !== wanted.retryDelay || queue.expireInSeconds !== wanted.expireInSeconds) {
        await started.updateQueue(name, { retryLimit: wanted.retryLimit, retryDelay: wanted.retryDelay, retryBackoff: true, expireInSeconds: wanted.expireInSeconds });
      }
    }
    for (const [name, rule] of schedules) await started.schedule(name, rule, {}, { tz: 'UTC' });
  }

  async function run(name: string, job: Job<Record<string, unknown>>): Promise<void> {
    const attempt = { id: job.id, retryCount: job.retryCount };
    try {
      await handlers.get(name)!.handler(job.data ?? {}, {
        db: database.db,
        jobId: job.id,
        attempt: job.retryCount + 1,
        completeWithin: async (executor) => {
          await engine().complete(name, attempt, null, { db: through(executor) });
        },
      });
    } catch (error) {
      log.error({ err: error, job: name, jobId: job.id, attempt: job.retryCount + 1 }, 'job failed');
      throw error;
    }
  }

  const queue: JobQueue = {
    async enqueue(executor, name, payload, options = {}) {
      await engine().send(name, payload, {
        db: through(executor),
        ...(options.runAt ? { startAfter: options.runAt } : {}),
        singletonKey: options.singletonKey ?? (options.throttleSeconds ? name : randomUUID()),
        ...(options.maxAttempts ? { retryLimit: options.maxAttempts - 1 } : {}),
        ...(options.group ? { group: { id: options.group } } : {}),
        ...(options.throttleSeconds ? { singletonSeconds: options.throttleSeconds } : {}),
      });
    },
    async enqueueKeyed(executor, name, jobs) {
      if (jobs.length === 0) return;
      await engine().insert(
        name,
        jobs.map((job) => ({ data: job.payload, singletonKey: job.singletonKey })),
        { db: through(executor) },
      );
    },
    register(name, handler, policy = {}) {
      if (boss) throw new Error(`job ${name} registered after the queue opened`);
      handlers.set(name, { handler, policy: { ...DEFAULTS, ...policy } });
    },
    schedule(name, rule) {
      if (boss) throw new Error(`schedule ${name} declared after the queue opened`);
      schedules.set(name, rule);
    },
    async open() {
      if (boss) return;
      const started = new PgBoss({
        db: database.queueDb,
        schema: JOB_SCHEMA,
        backend: database.kind,
        supervise: settings.supervise,
        schedule: settings.supervise,
        superviseIntervalSeconds: Math.max(1, Math.min(60, settings.expireSeconds)),
        // The schema is installed with the migrations (openDatabase), so templates carry it.
        migrate: false,
      });
      started.on('error', (error) => log.error({ err: error }, 'job engine error'));
      await started.start();
      await ensureQueues(started);
      boss = started;
      await moveLegacyJobs(database.db, queue, log, new Set(handlers.keys()));
    },
    async runDue(limit = 20, names = [...handlers.keys()]) {
      let ran = 0;
      for (const name of names) {
        if (ran >= limit) break;
        for (const job of await engine().fetch<Record<string, unknown>>(name, { batchSize: limit - ran })) {
          ran++;
          const attempt = { id: job.id, retryCount: job.retryCount };
          try {
            await run(name, job);
            await engine().complete(name, attempt);
          } catch (error) {
            await engine().fail(name, attempt, { message: errorMessage(error) });
          }
        }
      }
      return ran;
    },
    async start() {
      const started = engine();
      const pollingIntervalSeconds = Math.max(0.5, settings.pollMs / 1000);
      for (const [name, { policy }] of handlers) {
        const { loops, batchSize } = workerShape(policy.concurrency);
        await started.work<Record<string, unknown>>(
          name,
          {
            batchSize,
            localConcurrency: loops,
            pollingIntervalSeconds,
            // A full batch means more jobs wait: the loop fetches again at once instead of after the poll
            // interval, so a backlog drains at the handlers' speed, not at `concurrency` jobs per interval
            // (decision 0045). Each job of a batch completes or fails on its own.
            burstWhenBatchFull: batchSize > 1,
            perJobResults: true,
            ...(policy.perGroupConcurrency ? { groupConcurrency: policy.perGroupConcurrency } : {}),
            ...(policy.perGroupInProcess ? { localGroupConcurrency: policy.perGroupInProcess } : {}),
          },
          async (jobs) =>
            Promise.all(
              jobs.map(async (job) => {
                try {
                  await run(name, job);
                  return { id: job.id, status: 'completed' as const };
                } catch (error) {
                  return { id: job.id, status: 'failed' as const, output: { message: errorMessage(error) } };
                }
              }),
            ),
        );
      }
    },
    async stop() {
      await boss?.stop({ graceful: true, close: false, timeout: STOP_TIMEOUT_MS });
      boss = undefined;
    },
    engine,
    isOpen: () => boss !== undefined,
  };
  return queue;
}
