import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from './database.ts';

/**
 * How many statement texts a process names at most. Our statements are written in the code, so their texts
 * are a few hundred; the bound only keeps a text built from data (were one ever written) from naming without end.
 */
const NAMED_TEXTS_MAX = 1_000;

/** What a statement begins with when it is to be planned for each run's values (see planEachRun). */
const PLAN_EACH_RUN = '/* planned for each run */ ';

/**
 * A statement whose best plan depends on its values (the product list: a category of ten products or of
 * ten thousand, with or without words searched) stays unnamed, so PostgreSQL plans it for each run's values
 * rather than settling on one generic plan (browsing went from 192 to 138 pages a second with one, decision 0048).
 */
export const planEachRun = (query: SQL): SQL => sql`${sql.raw(PLAN_EACH_RUN)}${query}`;

type QueryConfigLike = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

/**
 * Every parameterised statement sent through the pool's connections is sent as a named prepared statement, its
 * name the hash of its text: each connection parses it once, and PostgreSQL plans it once when a generic plan
 * serves (after five runs, its plan cache's own rule). Unnamed, every run was parsed and planned again: in
 * `npm run bench store-orders` parse and bind (the planning) were over half the database's time of a store
 * order (decision 0048). Statements without parameters (BEGIN, COMMIT, SET) are left as they were.
 */
export function prepareStatementsOf(pool: pg.Pool): void {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    if (text.startsWith(PLAN_EACH_RUN)) return undefined;
    const known = names.get(text);
    if (known !== undefined || names.size >= NAMED_TEXTS_MAX) return known;
    const name = `tw_${createHash('sha1').update(text).digest('hex')}`;
    names.set(text, name);
    return name;
  };

  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: (...args: unknown[]) => unknown }).query = (first: unknown, ...rest: unknown[]) => {
      // query(text, values) and query({ text, values? }, values?) alike; a Submittable (a cursor) goes as it came.
      const config = (typeof first === 'string' ? { text: first } : first) as QueryConfigLike | null;
      if (config && typeof config === 'object' && typeof config.submit !== 'function' && config.name === undefined && typeof config.text === 'string') {
        const parameters = Array.isArray(rest[0]) ? rest[0] : Array.isArray(config.values) ? config.values : [];
        const name = parameters.length > 0 ? nameOf(config.text) : undefined;
        if (name) return query({ ...config, name }, ...rest);
      }
      return query(first, ...rest);
    };
  });
}

/**
 * A query that requests run over and over, built by drizzle once per database (its `prepare`, the values as
 * placeholders) rather than on each run: drizzle writes a statement's text anew each time, 50–170 µs of the API's CPU
 * for these, and the session check and the Idempotency-Key's claim and answer run on each of a checkout's three calls
 * (decision 0058). The name given to `prepare` names the statement on every connection, so it must be unique.
 */
export function builtOncePerDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = prepare(db);
      built.set(db, query);
    }
    return query;
  };
}
