import type { Db } from '../src/platform/database.ts';

type Client = { query: (...args: unknown[]) => unknown };

/**
 * Counts the SQL statements the server sends while `run` runs, by wrapping the driver's
 * `query`: drizzle exposes the node-postgres pool or the PGlite instance as `$client`, and
 * every statement outside a transaction goes through its `query` (the session check of the
 * auth hook, the maintenance flag, the route's own). The catalogue's read paths open no
 * transaction. Tests send one request at a time and the server runs no background jobs, so
 * every statement counted belongs to the request.
 */
export async function countStatements<T>(db: Db, run: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const client = (db as unknown as { $client: Client }).$client;
  const original = client.query;
  let statements = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    statements += 1;
    return original.apply(this, args);
  };
  try {
    const result = await run();
    return { result, statements };
  } finally {
    client.query = original;
  }
}
