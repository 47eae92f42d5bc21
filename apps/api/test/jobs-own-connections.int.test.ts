import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import pino from 'pino';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase, type Database } from '../src/platform/database.ts';
import { jobQueue, type JobQueue } from '../src/platform/jobs.ts';
import { dropTestDatabase, testDatabaseName } from './harness.ts';
import { createFromTemplate } from './templates/postgres.ts';

/**
 * pg-boss reads a queue it has not cached on a connection of its own. Processes started together
 * (compose.yaml, the several-processes test) can each miss queues another one created meanwhile, and
 * the first enqueue to such a queue then happened inside an order's transaction while every pooled
 * connection waited on that order's stock row: the process stopped answering for good. Its own
 * connections are now apart from the requests' pool (database.ts). PostgreSQL only: PGlite is one
 * connection in one process, whose queues are all its own.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe('the job engine on connections of its own', { skip: adminUrl ? false : 'needs TEST_DATABASE_URL' }, () => {
  const name = testDatabaseName();
  const log = pino({ level: 'silent' });
  let database: Database;
  let queue: JobQueue;
  let other: JobQueue;

  before(async () => {
    const url = Object.assign(new URL(adminUrl!), { pathname: `/${name}` }).toString();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'on', DEMO_CATALOGUE_PRODUCTS: '0', DATA_DIR: 'memory://', DATABASE_URL: url });
    await createFromTemplate(adminUrl!, name, config);
    // One pooled connection: a transaction holds all there is, as a burst of orders on a hot SKU did.
    database = await openDatabase({ url, dataDir: 'memory://', poolSize: 1 });
    queue = jobQueue(database, log, { expireSeconds: 60, pollMs: 500, supervise: false });
    queue.register('test.known', async () => undefined);
    await queue.open();
    // Another process creates a queue after this one cached its own.
    other = jobQueue(database, log, { expireSeconds: 60, pollMs: 500, supervise: false });
    other.register('test.created-elsewhere', async () => undefined);
    await other.open();
  });

  after(async () => {
    await Promise.all([queue?.stop(), other?.stop()]);
    await database?.close();
    await dropTestDatabase(adminUrl!, name);
  });

  test('an enqueue inside a transaction holding every pooled connection, to a queue another process created, commits', async () => {
    const committed = database.db.transaction(async (tx) => {
      await queue.enqueue(tx, 'test.created-elsewhere', { order: 1 });
      return 'committed';
    });
    const stuck = new Promise((resolve) => setTimeout(() => resolve('waited 10 s for a pooled connection its own transaction holds'), 10_000).unref());
    assert.equal(await Promise.race([committed, stuck]), 'committed');
  });
});
