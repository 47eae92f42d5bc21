import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { Executor } from './database.ts';

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

/** What a drizzle prepared query holds of its statement: enough to run the same statement through another session. */
interface BuiltStatement {
  queryString: string;
  params: unknown[];
  fields?: unknown;
  joinsNotNullableMap?: unknown;
  customResultMapper?: unknown;
}

interface Runnable<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
  joinsNotNullableMap?: unknown;
}

/**
 * A statement that requests run over and over, built by drizzle once (its text, written with placeholders, and how its
 * rows map) rather than on each run, and run on the executor given: the database, or a transaction's connection.
 * Drizzle writes a statement's text anew on each run, 20–170 µs of the API's CPU each, and a paid order runs a few
 * dozen (decisions 0058, 0059). `name` names the statement on every connection, so it must be unique.
 *
 * Each run asks the executor's session for a prepared query of the built text (drizzle's own `prepareQuery`, as its
 * builders do), so the statement runs on that session's connection: inside a transaction it is part of it.
 */
export function builtOnce<R>(name: string, build: (executor: Executor) => { prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> } }) {
  let built: BuiltStatement | undefined;
  return (executor: Executor, values: Record<string, unknown>): Promise<R> => {
    built ??= build(executor).prepare(name) as unknown as BuiltStatement;
    const session = executor._.session as unknown as {
      prepareQuery(query: { sql: string; params: unknown[] }, fields: unknown, name: string, isResponseInArrayMode: boolean, customResultMapper: unknown): Runnable<R>;
    };
    const query = session.prepareQuery({ sql: built.queryString, params: built.params }, built.fields, name, true, built.customResultMapper);
    query.joinsNotNullableMap = built.joinsNotNullableMap;
    return query.execute(values);
  };
}
