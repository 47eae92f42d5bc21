import type { FastifyInstance } from 'fastify';
import type { JobHandler, JobQueue } from '../../../platform/jobs.ts';
import type { Executor } from '../../../platform/database.ts';
import { periodOf, type StatementPeriod } from './statement-period.ts';
import { issueStatements } from './statements.ts';

/**
 * The recurring statement run (decision 0009 queue): one job per period close. Each run issues
 * the statements of the period that just closed, then queues the run of the next close; a
 * server that was down runs the missed close when it starts and catches up from there.
 */
export const STATEMENT_JOB = 'billing.statements';

/** Queues the run at the close of the period holding `at` (one pending job per close). */
export function scheduleStatementRun(jobs: JobQueue, executor: Executor, at: Date) {
  const { start, end } = periodOf(at);
  return jobs.enqueue(executor, STATEMENT_JOB, { periodStart: start.toISOString(), periodEnd: end.toISOString() }, { runAt: end, singletonKey: end.toISOString() });
}

export const statementHandler =
  (jobs: JobQueue): JobHandler =>
  async (payload, { db }) => {
    const period: StatementPeriod = { start: new Date(String(payload.periodStart)), end: new Date(String(payload.periodEnd)) };
    await issueStatements(db, period);
    await scheduleStatementRun(jobs, db, period.end);
  };

/** Registers the handler and, once the server is ready, makes sure the next close is queued. */
export function registerStatementJob(app: FastifyInstance) {
  app.jobs.register(STATEMENT_JOB, statementHandler(app.jobs));
  app.addHook('onReady', async () => {
    await scheduleStatementRun(app.jobs, app.database.db, new Date());
  });
}
