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

/** One job of a batch, as a batch handler sees it. */
export interface BatchJob {
  id: string;
  payload: Record<string, unknown>;
}

export interface BatchJobContext {
  db: Db;
  /** Marks the jobs of the batch `ids` names (default every one) completed inside the handler's own transaction (as JobContext.completeWithin). */
  completeWithin(executor: Executor, ids?: readonly string[]): Promise<void>;
}

/**
 * Handles the jobs a fetch brought, together: one transaction for many jobs instead of one each (decision 0050).
 * When it throws for a batch of several, each job of it runs again alone, so one bad job fails alone.
 */
export type BatchJobHandler = (jobs: readonly BatchJob[], context: BatchJobContext) => Promise<void>;

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

/** A batch queue's policy: `concurrency` is its batches at once in each worker process (default 1). */
export interface BatchQueuePolicy extends Omit<QueuePolicy, 'perGroupConcurrency' | 'perGroupInProcess'> {
  /** The most jobs handed to the handler at once (default 20). */
  batchSize?: number;
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
  enqueueKeyed(executor: Executor, name: string, jobs: readonly { payload: Record<string, unknown>; singletonKey: string; runAt?: Date }[]): Promise<void>;
  register(name: string, handler: JobHandler, policy?: QueuePolicy): void;
  /** A queue whose jobs are handled a batch at a time (BatchJobHandler). */
  registerBatch(name: string, handler: BatchJobHandler, policy?: BatchQueuePolicy): void;
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
const BATCH_DEFAULTS = { concurrency: 1, batchSize: 20 } satisfies BatchQueuePolicy;
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
  type Registered = { handler: JobHandler; batch?: undefined } | { batch: BatchJobHandler; batchSize: number; handler?: undefined };
  const handlers = new Map<string, Registered & { policy: Required<Omit<QueuePolicy, 'perGroupConcurrency' | 'perGroupInProcess'>> & QueuePolicy }>();
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

  async function run(name: string, handler: JobHandler, job: Job<Record<string, unknown>>): Promise<void> {
    const attempt = { id: job.id, retryCount: job.retryCount };
    try {
      await handler(job.data ?? {}, {
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

  async function runBatch(name: string, batch: BatchJobHandler, jobs: readonly Job<Record<string, unknown>>[]): Promise<void> {
    try {
      await batch(
        jobs.map((job) => ({ id: job.id, payload: job.data ?? {} })),
        {
          db: database.db,
          completeWithin: async (executor, ids) => {
            const done = ids ? jobs.filter((job) => ids.includes(job.id)) : jobs;
            if (done.length === 0) return;
            await engine().complete(name, done.map((job) => ({ id: job.id, retryCount: job.retryCount })), null, { db: through(executor) });
          },
        },
      );
    } catch (error) {
      log.error({ err: error, job: name, jobIds: jobs.map((job) => job.id) }, 'job batch failed');
      throw error;
    }
  }

  type Outcome = { id: string; status: 'completed' } | { id: string; status: 'failed'; output: { message: string } };
  const failedOutcome = (id: string, error: unknown): Outcome => ({ id, status: 'failed', output: { message: errorMessage(error) } });
  /** A job's outcome once its work settles. */
  const outcomeOf = (id: string, work: Promise<void>): Promise<Outcome> =>
    work.then(
      (): Outcome => ({ id, status: 'completed' }),
      (error: unknown) => failedOutcome(id, error),
    );

  /** Runs a batch queue's jobs together, then each alone if together failed; one outcome each. */
  async function runBatchOutcomes(name: string, batch: BatchJobHandler, jobs: readonly Job<Record<string, unknown>>[]): Promise<Outcome[]> {
    try {
      await runBatch(name, batch, jobs);
      return jobs.map((job) => ({ id: job.id, status: 'completed' }));
    } catch (error) {
      if (jobs.length === 1) return [failedOutcome(jobs[0]!.id, error)];
      const outcomes: Outcome[] = [];
      for (const job of jobs) outcomes.push(await outcomeOf(job.id, runBatch(name, batch, [job])));
      return outcomes;
    }
  }

  /** Runs one job alone; its outcome. */
  const runOutcome = (name: string, handler: JobHandler, job: Job<Record<string, unknown>>): Promise<Outcome> => outcomeOf(job.id, run(name, handler, job));

  /** Settles a job as its outcome says, outside any handler transaction (runDue's; workers' are settled by pg-boss). */
  async function settle(name: string, job: Job<Record<string, unknown>>, outcome: Outcome) {
    const attempt = { id: job.id, retryCount: job.retryCount };
    if (outcome.status === 'completed') await engine().complete(name, attempt);
    else await engine().fail(name, attempt, outcome.output);
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
        jobs.map((job) => ({ data: job.payload, singletonKey: job.singletonKey, ...(job.runAt ? { startAfter: job.runAt } : {}) })),
        { db: through(executor) },
      );
    },
    register(name, handler, policy = {}) {
      if (boss) throw new Error(`job ${name} registered after the queue opened`);
      handlers.set(name, { handler, policy: { ...DEFAULTS, ...policy } });
    },
    registerBatch(name, batch, policy = {}) {
      if (boss) throw new Error(`job ${name} registered after the queue opened`);
      const { batchSize, ...rest } = { ...DEFAULTS, ...BATCH_DEFAULTS, ...policy };
      handlers.set(name, { batch, batchSize, policy: rest });
    },
    schedule(name, rule) {
      if (boss) throw new Error(`schedule ${name} declared after the queue opened`);
      schedules.set(name, rule);
    },
    async open() {
      if (boss) return;
      const expiryPassSeconds = Math.max(1, Math.min(60, settings.expireSeconds));
      const started = new PgBoss({
        db: database.queueDb,
        schema: JOB_SCHEMA,
        backend: database.kind,
        supervise: settings.supervise,
        schedule: settings.supervise,
        // A lost job goes out again about its expiry after it was taken: pg-boss expires jobs in its monitor pass,
        // which runs every monitorIntervalSeconds (default 60) however often supervision wakes.
        superviseIntervalSeconds: expiryPassSeconds,
        monitorIntervalSeconds: expiryPassSeconds,
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
        const fetched = await engine().fetch<Record<string, unknown>>(name, { batchSize: limit - ran });
        ran += fetched.length;
        const { handler, batch } = handlers.get(name)!;
        if (batch) {
          if (fetched.length === 0) continue;
          const outcomes = await runBatchOutcomes(name, batch, fetched);
          for (const [i, job] of fetched.entries()) await settle(name, job, outcomes[i]!);
        } else {
          // One after another, each settled before the next runs (as a worker settles each job of a batch on its own).
          for (const job of fetched) await settle(name, job, await runOutcome(name, handler, job));
        }
      }
      return ran;
    },
    async start() {
      const started = engine();
      const pollingIntervalSeconds = Math.max(0.5, settings.pollMs / 1000);
      for (const [name, registered] of handlers) {
        const { policy } = registered;
        const { loops, batchSize } = registered.batch ? { loops: policy.concurrency, batchSize: registered.batchSize } : workerShape(policy.concurrency);
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
          async (jobs) => (registered.batch ? runBatchOutcomes(name, registered.batch, jobs) : Promise.all(jobs.map((job) => runOutcome(name, registered.handler, job)))),
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
