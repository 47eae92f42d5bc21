import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/platform/database.ts';
import { JOB_SCHEMA } from '../src/platform/job-engine.ts';

/**
 * The job queue's rows as tests read and move them (pg-boss's job table, decision 0026): jobs
 * made due now instead of at their time, and the pending ones (waiting, retrying or running).
 */
export interface JobFilter {
  name?: string;
  singletonKey?: string;
}

const where = (filter: JobFilter): SQL => {
  const conditions = [sql`state in ('created', 'retry', 'active')`];
  if (filter.name) conditions.push(sql`name = ${filter.name}`);
  if (filter.singletonKey !== undefined) conditions.push(sql`singleton_key = ${filter.singletonKey}`);
  return sql.join(conditions, sql` and `);
};

/** Moves the waiting jobs matching the filter to now, as if their time had come. */
export async function makeJobsDue(db: Db, filter: JobFilter = {}): Promise<void> {
  await db.execute(sql`update ${sql.identifier(JOB_SCHEMA)}.job set start_after = now() - interval '1 second' where ${where(filter)} and state <> 'active'`);
}

export interface PendingJob extends Record<string, unknown> {
  id: string;
  name: string;
  data: Record<string, unknown>;
  singleton_key: string | null;
  state: 'created' | 'retry' | 'active';
  start_after: Date;
  later: boolean;
  retry_count: number;
  /** The last failure's message, when the job failed and waits for its retry. */
  error: string | null;
}

export async function pendingJobs(db: Db, filter: JobFilter = {}): Promise<PendingJob[]> {
  const result = (await db.execute(sql`
    select id, name, data, singleton_key, state, start_after, start_after > now() as later, retry_count, output->>'message' as error
    from ${sql.identifier(JOB_SCHEMA)}.job where ${where(filter)} order by created_on`)) as unknown as { rows: PendingJob[] };
  return result.rows;
}
