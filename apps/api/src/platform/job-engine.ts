import { fromPglite, PgBoss, type Db as QueueDb } from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** pg-boss's tables live in their own schema of our database (decision 0026). */
export const JOB_SCHEMA = 'pgboss';

export type { QueueDb };

/** The connection pg-boss speaks through: our own pool or our embedded database, no second pool. */
export const queueDbOfPool = (pool: pg.Pool): QueueDb => ({ executeSql: (text, values) => pool.query(text, values) });
export const queueDbOfPglite = (client: PGlite): QueueDb => fromPglite(client);

/**
 * Installs or upgrades pg-boss's schema, as a migration step of openDatabase: every database
 * (test templates included) is complete once open, and the servers start the engine without DDL.
 */
export async function migrateJobSchema(db: QueueDb, kind: 'postgres' | 'pglite'): Promise<void> {
  const boss = new PgBoss({ db, schema: JOB_SCHEMA, backend: kind, supervise: false, schedule: false, migrate: true });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
