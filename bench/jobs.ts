import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase, type Database } from '../apps/api/src/platform/database.ts';
import { jobQueue, type JobQueue } from '../apps/api/src/platform/jobs.ts';
import { ensureDatabase } from './bench-database.ts';

/**
 * `npm run bench jobs`: the durable job queue on PostgreSQL, through the JobQueue interface the
 * product uses (so the same bench measured the table queue of decision 0009 and pg-boss).
 * - throughput: JOBS jobs enqueued, then two workers (each its own queue and connection pool, as
 *   two processes would be) run them until none is left; jobs per second from first to last.
 *   Each job's handler writes one row, as real handlers write.
 * - enqueue latency: a transaction inserting one row and enqueueing one job, the shape of an
 *   order and its auto-cancel; p50/p99 of the enqueue call alone and of the whole transaction.
 *
 * BENCH_JOBS_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/tw_bench_jobs) is created
 * when absent; its bench rows are removed before each run.
 */

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/tw_bench_jobs';
const JOBS = Number(process.env.BENCH_JOBS ?? 5000);
const NAME = 'bench.noop';
const log = pino({ level: 'silent' });

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => value.toFixed(2);
const benchQueue = (database: Database) => jobQueue(database, log, { expireSeconds: 300, pollMs: 500, supervise: false });

async function worker(database: Database, onDone: () => void): Promise<JobQueue> {
  const queue = benchQueue(database);
  queue.register(NAME, async (payload, { db }) => {
    await db.execute(sql`insert into bench_job_effects (n) values (${payload.n as number})`);
    onDone();
  });
  await queue.open();
  return queue;
}

async function throughput(url: string): Promise<number> {
  const setup = await openDatabase({ url, dataDir: 'memory://', poolSize: 4 });
  const databases = [await openDatabase({ url, dataDir: 'memory://', poolSize: 4 }), await openDatabase({ url, dataDir: 'memory://', poolSize: 4 })];
  let done = 0;
  let finished: () => void = () => undefined;
  const allDone = new Promise<void>((resolve) => (finished = resolve));
  const count = () => ++done === JOBS && finished();
  const producer = benchQueue(setup);
  producer.register(NAME, async () => undefined);
  await producer.open();
  for (let i = 0; i < JOBS; i += 500) {
    await setup.db.transaction(async (tx) => {
      for (let n = i; n < Math.min(JOBS, i + 500); n++) await producer.enqueue(tx, NAME, { n });
    });
  }
  const workers = await Promise.all(databases.map((database) => worker(database, count)));
  const started = performance.now();
  // Each worker drains the backlog as fast as its engine lets it (no idle polling between batches).
  const drain = async (queue: JobQueue) => {
    while (done < JOBS) if ((await queue.runDue(20)) === 0) await new Promise((r) => setTimeout(r, 5));
  };
  await Promise.all([allDone, ...workers.map(drain)]);
  const seconds = (performance.now() - started) / 1000;
  const effects = (await setup.db.execute(sql`select count(*)::int as n, count(distinct n)::int as distinct from bench_job_effects`)) as unknown as { rows: { n: number; distinct: number }[] };
  console.log(`  effects written: ${effects.rows[0]!.n} (${effects.rows[0]!.distinct} distinct) for ${JOBS} jobs`);
  await Promise.all([...workers.map((q) => q.stop()), producer.stop()]);
  await Promise.all([setup, ...databases].map((d) => d.close()));
  return JOBS / seconds;
}

async function enqueueLatency(url: string, rounds: number): Promise<{ enqueue: number[]; transaction: number[] }> {
  const database = await openDatabase({ url, dataDir: 'memory://', poolSize: 4 });
  const queue = benchQueue(database);
  queue.register(NAME, async () => undefined);
  await queue.open();
  const enqueue: number[] = [];
  const transaction: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const begun = performance.now();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into bench_job_effects (n) values (${-i})`);
      const before = performance.now();
      await queue.enqueue(tx, NAME, { n: -i }, { runAt: new Date(Date.now() + 3_600_000), singletonKey: `latency-${i}-${Date.now()}` });
      enqueue.push(performance.now() - before);
    });
    transaction.push(performance.now() - begun);
  }
  await queue.stop();
  await database.close();
  return { enqueue, transaction };
}

export async function jobsBench(): Promise<void> {
  const url = process.env.BENCH_JOBS_DATABASE_URL ?? DEFAULT_URL;
  await ensureDatabase(url);
  const setup = await openDatabase({ url, dataDir: 'memory://', poolSize: 2 });
  await setup.db.execute(sql`create table if not exists bench_job_effects (n int not null)`);
  await setup.db.execute(sql`truncate bench_job_effects`);
  await setup.close();
  console.log(`job queue benchmark on PostgreSQL: ${JOBS} jobs, 2 workers`);
  const perSecond = await throughput(url);
  const latency = await enqueueLatency(url, 500);
  console.log('\n| figure | value |\n|---|---:|');
  console.log(`| jobs per second (2 workers) | ${Math.round(perSecond)} |`);
  console.log(`| enqueue in a transaction p50 ms | ${ms(percentile(latency.enqueue, 50))} |`);
  console.log(`| enqueue in a transaction p99 ms | ${ms(percentile(latency.enqueue, 99))} |`);
  console.log(`| whole transaction (insert + enqueue) p50 ms | ${ms(percentile(latency.transaction, 50))} |`);
  console.log(`| whole transaction (insert + enqueue) p99 ms | ${ms(percentile(latency.transaction, 99))} |`);
}
