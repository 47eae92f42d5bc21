import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database.ts';
import type { JobQueue } from '../../../platform/jobs.ts';
import { queryRows } from '../sql.ts';

/**
 * Keeps the append-only search history bounded (decision 0036). Each search appends a row and
 * never rewrites one; this job, a pg-boss schedule, then folds each recently active seller's rows
 * down to the newest row of each of their HISTORY_TERMS_KEPT newest terms: what the recent
 * searches (10) and the recommendations read stays exactly the same, and a seller holds a
 * bounded number of rows however often they search. It also vacuums the search tables.
 */
export const PRUNE_SEARCH_HISTORY_JOB = 'search-history.prune';
export const PRUNE_EVERY_MINUTES = 5;
/** Distinct terms kept per seller: well above the 10 recent searches shown. */
export const HISTORY_TERMS_KEPT = 50;
/**
 * Sellers who searched within two periods: a run that failed is covered by the next one, and a
 * seller idle since then was folded by an earlier run (rows only grow when they search).
 */
const ACTIVE_WITHIN_MS = 2 * PRUNE_EVERY_MINUTES * 60_000;

/** Deletes the rows past each active seller's bound; returns how many went. */
export async function pruneSearchHistory(db: Db, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - ACTIVE_WITHIN_MS).toISOString();
  const [row] = await queryRows<{ deleted: number }>(
    db,
    sql`
    with active as (select distinct user_id from search_history where searched_at > ${since}),
    latest as (
      select h.user_id, h.term, max(h.searched_at) as last_at
      from search_history h join active using (user_id)
      group by h.user_id, h.term
    ),
    kept as (
      select user_id, term, last_at from (
        select latest.*, row_number() over (partition by user_id order by last_at desc, term) as newest
        from latest
      ) ranked where newest <= ${HISTORY_TERMS_KEPT}
    ),
    deleted as (
      delete from search_history h using active
      where h.user_id = active.user_id
        and not exists (select 1 from kept k where k.user_id = h.user_id and k.term = h.term and k.last_at = h.searched_at)
      returning 1
    )
    select count(*)::int as deleted from deleted`,
  );
  return row?.deleted ?? 0;
}

/**
 * The space of deleted rows is reused only once vacuumed, and the hot list's batched upserts
 * leave dead versions too; autovacuum may be late or off (it is off on the reference machine),
 * so the job vacuums the two small tables the search path writes. It analyzes them too: the
 * recent searches walk a seller's newest rows by index only while the statistics know that
 * sellers hold many rows (recent-terms.ts).
 */
async function vacuumSearchTables(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) search_history, hot_search_terms`);
}

export function registerSearchHistoryPrune(jobs: JobQueue): void {
  jobs.register(PRUNE_SEARCH_HISTORY_JOB, async (_payload, { db }) => {
    await pruneSearchHistory(db);
    await vacuumSearchTables(db);
  }, { concurrency: 1, maxAttempts: 1 });
  jobs.schedule(PRUNE_SEARCH_HISTORY_JOB, `FREQ=MINUTELY;INTERVAL=${PRUNE_EVERY_MINUTES}`);
}
