import type { FastifyInstance } from 'fastify';
import type { Database } from './database.ts';

/**
 * SIGTERM (a deploy, the orchestrator) and SIGINT (Ctrl-C) stop the process gracefully: HTTP
 * stops accepting, the job workers take no new job and wait for the running ones (a job still
 * running at the timeout expires and runs again on another worker), then the database closes.
 */
export function closeOnSignals(app: FastifyInstance, database: Database): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      app.log.info({ signal }, 'shutting down');
      await app.close();
      await database.close();
      process.exit(0);
    });
  }
}
