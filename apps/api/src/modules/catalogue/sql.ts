import { sql, type SQL } from 'drizzle-orm';
import { LOCALE_CODES, type LocaleCode } from '@threadway/contracts';
import type { Executor } from '../../platform/database.ts';

/**
 * Arrays as ONE bound parameter. Drizzle expands a JS array inside `sql` into a list of
 * parameters, which changes the statement text with the array length; an array literal keeps
 * one prepared statement shape (and one parameter) whatever the length.
 */
/** An integer array literal, for a statement that takes the array as a value it casts itself (a placeholder's). */
export const intArrayLiteral = (values: readonly number[]): string => `{${values.map((v) => Math.trunc(v)).join(',')}}`;
export const intArray = (values: readonly number[]): SQL => sql`${intArrayLiteral(values)}::int[]`;

const quote = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
/** A text[] literal, for a statement that takes the array as a value it casts itself (a placeholder's). */
export const textArrayLiteral = (values: readonly string[]): string => `{${values.map(quote).join(',')}}`;
export const textArray = (values: readonly string[]): SQL => sql`${textArrayLiteral(values)}::text[]`;

/**
 * Rows of a raw statement. Both drivers (node-postgres and PGlite) answer `execute` with an
 * object holding `rows`; the shared executor type leaves it unknown.
 */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** An ILIKE pattern matching the text anywhere, its own % _ and \ taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * `t.locale = '<locale>'` with the locale written as a literal (one of LOCALE_CODES, checked), so
 * the planner matches the per-locale partial indexes of product_texts (schema/catalogue.ts)
 * whatever plan it caches.
 */
export function inLocale(column: SQL, locale: LocaleCode): SQL {
  if (!LOCALE_CODES.includes(locale)) throw new Error(`unknown locale ${locale}`);
  return sql`${column} = ${sql.raw(`'${locale}'`)}`;
}
