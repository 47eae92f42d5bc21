import { sql, type SQL } from 'drizzle-orm';

/** Newest history rows read first: enough for the distinct terms asked for, in all but odd cases. */
const WINDOW = 500;

/**
 * A seller's `limit` most recently searched distinct terms, newest first (ties by term), as a
 * subquery with one column `term`. The history is append-only (decision 0036), so a seller may
 * hold many rows between two runs of the prune job; the newest WINDOW rows are read first. When
 * they hold `limit` distinct terms those are the answer (any other term was last searched
 * before all of them); only a full window with fewer terms reads the seller's whole history.
 */
export function recentTerms(userId: number | null, limit: number): SQL {
  return sql`
    with newest as (select term, searched_at from search_history where user_id = ${userId} order by searched_at desc limit ${WINDOW}),
    in_window as (select term, max(searched_at) as last_at from newest group by term),
    found as (
      select term, last_at from in_window
      union all
      select term, max(searched_at) from search_history
      where user_id = ${userId} and (select count(*) from newest) = ${WINDOW} and (select count(*) from in_window) < ${limit}
      group by term
    )
    select term from found group by term order by max(last_at) desc, term limit ${limit}`;
}
