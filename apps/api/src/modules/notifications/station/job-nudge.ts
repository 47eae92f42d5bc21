import type { FastifyInstance } from 'fastify';

/**
 * Wakes the job worker right after a request committed a job somebody is waiting for (an export
 * the seller watches in the Export List), instead of leaving it to the next poll. The job's row
 * is still what guarantees it runs: if this process stops first, any worker takes it later.
 * Runs still going when the server closes are awaited, so none outlives the database.
 */
export function jobNudger(app: FastifyInstance): () => void {
  const running = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  return () => {
    const run = app.jobs.runDue().catch((error: unknown) => app.log.error({ err: error }, 'nudged job run failed'));
    running.add(run);
    void run.finally(() => running.delete(run));
  };
}
