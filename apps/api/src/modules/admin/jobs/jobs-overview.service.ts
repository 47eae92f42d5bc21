import type { JobQueueSummary, JobsOverview, TroubledJob } from '@threadway/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database.ts';
import { JOB_SCHEMA } from '../../../platform/job-engine.ts';
import { deadLetterQueue, type JobQueue } from '../../../platform/jobs.ts';
import { notFound } from '../../../platform/errors.ts';

const DEAD_SUFFIX = deadLetterQueue('');
/** pg-boss's own queues (its schedule sender), not ours. */
const internal = (name: string) => name.startsWith('__pgboss');
const TROUBLED_LIMIT = 200;
const job = sql.identifier(JOB_SCHEMA);

/**
 * What operators see of the job queue: counts per queue (read from pg-boss's job table, exact
 * rather than its cached monitor counts), the jobs failing now and the dead-lettered ones; and
 * the retry of one dead-lettered job, which pg-boss moves back to its queue (redrive) with fresh attempts.
 */
export function jobsOverviewService(db: Db, jobs: JobQueue) {
  return {
    async overview(): Promise<JobsOverview> {
      const counts = (await db.execute(sql`
        select name, state::text as state, count(*)::int as n from ${job}.job group by name, state`)) as unknown as { rows: { name: string; state: string; n: number }[] };
      const queues = new Map<string, JobQueueSummary>();
      const summary = (name: string) => queues.get(name) ?? queues.set(name, { name, waiting: 0, active: 0, completed: 0, failed: 0, deadLettered: 0 }).get(name)!;
      for (const queue of await jobs.engine().getQueues()) if (!queue.name.endsWith(DEAD_SUFFIX) && !internal(queue.name)) summary(queue.name);
      for (const { name, state, n } of counts.rows) {
        if (internal(name)) continue;
        if (name.endsWith(DEAD_SUFFIX)) {
          if (state === 'created' || state === 'retry') summary(name.slice(0, -DEAD_SUFFIX.length)).deadLettered += n;
          continue;
        }
        const row = summary(name);
        if (state === 'created' || state === 'retry') row.waiting += n;
        else if (state === 'active') row.active += n;
        else if (state === 'completed') row.completed += n;
        else if (state === 'failed') row.failed += n;
      }
      const troubled = (await db.execute(sql`
        select id, name, state::text as state, coalesce(source_output, output)->>'message' as error,
               coalesce(source_retry_count, retry_count) + 1 as attempts, coalesce(source_created_on, created_on) as created_on,
               case when state = 'retry' then started_on else created_on end as failed_at
        from ${job}.job
        where (state = 'retry' and output is not null) or (name like ${`%${DEAD_SUFFIX}`} and state = 'created')
        order by created_on desc limit ${TROUBLED_LIMIT}`)) as unknown as {
        rows: { id: string; name: string; state: string; error: string | null; attempts: number; created_on: Date | string; failed_at: Date | string | null }[];
      };
      const list: TroubledJob[] = troubled.rows.map((row) => ({
        id: row.id,
        queue: row.name.endsWith(DEAD_SUFFIX) ? row.name.slice(0, -DEAD_SUFFIX.length) : row.name,
        state: row.state === 'retry' ? 'retrying' : 'deadLettered',
        error: row.error,
        attempts: Number(row.attempts),
        createdAt: new Date(row.created_on).toISOString(),
        failedAt: row.failed_at ? new Date(row.failed_at).toISOString() : null,
      }));
      return { queues: [...queues.values()].sort((a, b) => a.name.localeCompare(b.name)), jobs: list };
    },

    /** Sends a dead-lettered job of `queue` back to it; 404 when no such job waits in its dead-letter queue. */
    async retry(queue: string, id: string): Promise<void> {
      const moved = await jobs.engine().redrive(deadLetterQueue(queue), { ids: [id], destination: queue }).catch(() => 0);
      if (moved === 0) throw notFound();
    },
  };
}
