import pg from 'pg';
import { seed } from '../../src/db/seed/index.ts';
import type { Config } from '../../src/platform/config.ts';
import { openDatabase } from '../../src/platform/database.ts';
import { TEMPLATE_MAX_AGE_MS, templateKey } from './key.ts';

/**
 * Test databases on a PostgreSQL server are copies (CREATE DATABASE ... TEMPLATE) of one that
 * was migrated and seeded once, tw_tpl_<key>. Its comment holds the time it was completed: a
 * template without one was left half-built and is rebuilt. Everything happens under one
 * advisory lock, so test files running side by side (and other checkouts sharing the server)
 * never build the same template twice, copy one while it is written, or drop one being copied.
 */

const LOCK = 70_411_302; // any constant shared by all test processes
const TEMPLATE_PREFIX = 'tw_tpl_';

const withDatabase = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function templates(admin: pg.Client): Promise<{ name: string; madeAt: number | null }[]> {
  const { rows } = await admin.query<{ datname: string; made: string | null }>(
    `SELECT datname, shobj_description(oid, 'pg_database') AS made FROM pg_database WHERE datname LIKE '${TEMPLATE_PREFIX}%'`,
  );
  return rows.map((row) => ({ name: row.datname, madeAt: row.made ? Number(row.made) : null }));
}

async function build(admin: pg.Client, adminUrl: string, name: string, config: Config) {
  await admin.query(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ url: withDatabase(adminUrl, name), dataDir: 'memory://', poolSize: 1 });
  try {
    await seed(database.db, config);
  } finally {
    await database.close();
  }
  await admin.query(`COMMENT ON DATABASE ${name} IS '${Date.now()}'`);
}

/** Creates the database `name` as a copy of the template for this configuration (built first if missing or old). */
export async function createFromTemplate(adminUrl: string, name: string, config: Config): Promise<void> {
  const template = `${TEMPLATE_PREFIX}${templateKey(config)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [LOCK]);
    let ready = false;
    for (const found of await templates(admin)) {
      const fresh = found.madeAt !== null && Date.now() - found.madeAt < TEMPLATE_MAX_AGE_MS;
      if (found.name === template && fresh) ready = true;
      else if (found.name === template || !fresh) await admin.query(`DROP DATABASE IF EXISTS ${found.name} WITH (FORCE)`);
    }
    if (!ready) await build(admin, adminUrl, template, config);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    // Ending the session also releases the lock.
    await admin.end();
  }
}
