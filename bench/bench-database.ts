import pg from 'pg';

/** Runs `work` on the server's `postgres` database with the bench database's name. */
async function onServer(url: string, work: (client: pg.Client, name: string) => Promise<void>): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await work(client, name);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Creates a benchmark database on its server when it does not exist yet. */
export const ensureDatabase = (url: string): Promise<void> =>
  onServer(url, async (client, name) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${quoted(name)}`);
  });

/** Drops and creates the bench's own database, so every run starts empty. */
export const freshDatabase = (url: string): Promise<void> =>
  onServer(url, async (client, name) => {
    await client.query(`drop database if exists ${quoted(name)} with (force)`);
    await client.query(`create database ${quoted(name)}`);
  });
