import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrateJobSchema, queueDbOfPglite, queueDbOfPool, type QueueDb } from './job-engine.ts';
import { prepareStatementsOf } from './prepared-statements.ts';

/**
 * Without drizzle's relational queries (`db.query.…`, which nothing uses): with the schema given, each transaction
 * built a query builder for every table, a few per cent of a checkout's CPU (decision 0058).
 */
type NoRelations = Record<string, never>;
export type Db = PgDatabase<PgQueryResultHKT, NoRelations, ExtractTablesWithRelations<NoRelations>>;
export type Tx = PgTransaction<PgQueryResultHKT, NoRelations, ExtractTablesWithRelations<NoRelations>>;
/** Repositories take either the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** The same database as pg-boss (the job queue) speaks to it. */
  queueDb: QueueDb;
  close(): Promise<void>;
  /**
   * Runs `work` while no other process starting on this database runs its own (migrations, the
   * seed): processes started together (docs/deploying.md) take turns, and the later ones find the
   * work done. PGlite has one process: it just runs.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Runs `work` only while no other session, of any process, holds the advisory lock `key` (two integers: a
   * namespace and an id), holding it meanwhile; answers whether it ran. A busy key does not wait: the caller
   * tries again later (a job re-enqueued) rather than holding a worker. PGlite has one process: it just runs.
   */
  whenFree<T>(key: readonly [number, number], work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
  /** PGlite only: the whole data directory as a tarball, which `loadDataDir` starts from (test templates). */
  dump?(): Promise<Blob>;
}

/**
 * Server connections per process. A request holds one only while its statements or its
 * transaction run, so concurrent requests share few connections; on a small server (2 cores)
 * more would only queue inside PostgreSQL (lock waits, CPU) instead of in the pool.
 */
const POOL_SIZE = 10;
/**
 * Connections of pg-boss's own statements (fetching, completing, supervising, its queue cache), apart from
 * the requests' pool. Enqueues run in the caller's transaction; but pg-boss reads a queue it has not cached
 * on its own connection, and when that happened inside an order's transaction (holding a hot SKU's stock
 * row) while every pooled connection waited on that row, the process stopped answering for good
 * (several-processes test, CI). pg-boss never waits on the requests' connections now.
 */
const QUEUE_POOL_SIZE = 3;

/** Any constant shared by every Threadway process: the session-level advisory lock of start-up work. */
const STARTUP_LOCK = 70_411_303;

async function withAdvisoryLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    // Ending the session releases the lock too.
    await client.end();
  }
}

/**
 * A session of its own holds the lock while `work` runs (a pooled connection goes back to the pool between
 * statements, and with it a session lock); ending the session releases it, also when the process dies.
 */
async function whenAdvisoryLockFree<T>(url: string, key: readonly [number, number], work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
  const client = new pg.Client({ connectionString: url });
  // A failure of this session (the server restarting) must not end the process; the work's own statements report it.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ free: boolean }>('select pg_try_advisory_lock($1, $2) as free', [key[0], key[1]]);
    if (!rows[0]?.free) return { ran: false };
    return { ran: true, value: await work() };
  } finally {
    await client.end();
  }
}

const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));

/**
 * Opens the database and applies pending migrations (ours, then pg-boss's schema). With a URL: a PostgreSQL server through a
 * pool. Without: embedded PGlite, persisted in `dataDir` (or in memory when `dataDir` is
 * 'memory://', which the tests use), starting from `loadDataDir` (a `dump()`) when given.
 */
export async function openDatabase(options: { url?: string; dataDir: string; poolSize?: number; loadDataDir?: Blob }): Promise<Database> {
  if (options.url) {
    // Planner settings for SSD storage and short queries, whatever the server's defaults (docs/decisions/0006).
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? POOL_SIZE, options: '-c random_page_cost=1.1 -c jit=off' });
    // A server restart or a dropped database ends idle connections; the pool discards them and
    // the next query opens a new one. Without a listener that 'error' event would end the process.
    pool.on('error', () => undefined);
    prepareStatementsOf(pool);
    const db = drizzlePg(pool) as unknown as Db;
    const url = options.url;
    const exclusively = <T>(work: () => Promise<T>) => withAdvisoryLock(url, work);
    const queuePool = new pg.Pool({ connectionString: options.url, max: QUEUE_POOL_SIZE, options: '-c random_page_cost=1.1 -c jit=off' });
    queuePool.on('error', () => undefined);
    prepareStatementsOf(queuePool);
    const queueDb = queueDbOfPool(queuePool);
    await exclusively(async () => {
      await migratePg(db as never, { migrationsFolder });
      await migrateJobSchema(queueDb, 'postgres');
    });
    const close = async () => {
      await Promise.all([pool.end(), queuePool.end()]);
    };
    return { db, kind: 'postgres', queueDb, close, exclusively, whenFree: (key, work) => whenAdvisoryLockFree(url, key, work) };
  }
  const dataDir = options.dataDir.startsWith('memory://') ? options.dataDir : path.resolve(options.dataDir, 'pglite');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs typo-tolerant search (the lexicon's trigram index); the server has it in contrib.
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  const queueDb = queueDbOfPglite(client);
  await migrateJobSchema(queueDb, 'pglite');
  return { db, kind: 'pglite', queueDb, close: () => client.close(), dump: () => client.dumpDataDir('none'), exclusively: (work) => work(), whenFree: async (_key, work) => ({ ran: true, value: await work() }) };
}
