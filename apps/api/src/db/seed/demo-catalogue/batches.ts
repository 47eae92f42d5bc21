import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../platform/database.ts';

/**
 * Bulk inserts for the generator. Each statement carries its rows as ONE JSON parameter expanded
 * by json_populate_recordset: building and binding tens of thousands of parameters per statement
 * (drizzle's multi-row VALUES) costs about seven times as much on PGlite, where the demo catalogue
 * is written at every first start.
 */
const ROWS_PER_STATEMENT = 4000;

/** The columns named by the first row's keys (every row of one call has the same keys). */
function insertStatement<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): SQL {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]!);
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`unknown column ${key}`);
    return column.name;
  });
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(keys.map((key, i) => [names[i], (row as Record<string, unknown>)[key] ?? null]))));
  return sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${json}::json)`;
}

export async function insertRows<T extends PgTable>(db: Executor, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await db.execute(insertStatement(table, rows.slice(start, start + ROWS_PER_STATEMENT)));
  }
}

/** Like insertRows, answering the generated id of each row by the value of a unique key column. */
export async function insertReturningIds<T extends PgTable>(db: Executor, table: T, rows: readonly T['$inferInsert'][], id: PgColumn, key: PgColumn): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const statement = insertStatement(table, rows.slice(start, start + ROWS_PER_STATEMENT));
    const result = (await db.execute(sql`${statement} returning ${sql.identifier(id.name)} as id, ${sql.identifier(key.name)} as key`)) as unknown as {
      rows: { id: number; key: string }[];
    };
    for (const row of result.rows) ids.set(row.key, row.id);
  }
  return ids;
}
