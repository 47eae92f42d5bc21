import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Probes for a load balancer or an orchestrator, outside /api (no session, no envelope, no
 * maintenance switch): /healthz says the process answers; /readyz that it can do its work: the
 * database answers, the last migration of this build is applied and the job queue is open.
 * A process that is not ready answers 503 and lists what is missing.
 */
const journal = JSON.parse(readFileSync(new URL('../db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: { when: number }[] };
const LAST_MIGRATION = Math.max(...journal.entries.map((entry) => entry.when));

const checks = z.object({ database: z.boolean(), migrations: z.boolean(), jobs: z.boolean() });
const tags = ['operations'];

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { tags, summary: 'Liveness: the process answers', response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({ status: 'ok' as const }));

  app.get(
    '/readyz',
    { schema: { tags, summary: 'Readiness: database reachable, migrations applied, job queue open', response: { 200: z.object({ status: z.literal('ready'), checks }), 503: z.object({ status: z.literal('unavailable'), checks }) } } },
    async (_request, reply) => {
      const result = { database: false, migrations: false, jobs: app.jobs.isOpen() };
      try {
        const { rows } = (await app.database.db.execute(sql`select coalesce(max(created_at), 0)::bigint as last from drizzle.__drizzle_migrations`)) as unknown as { rows: { last: string | number }[] };
        result.database = true;
        result.migrations = Number(rows[0]!.last) >= LAST_MIGRATION;
      } catch (error) {
        app.log.warn({ err: error }, 'readiness: database not reachable');
      }
      if (result.database && result.migrations && result.jobs) return { status: 'ready' as const, checks: result };
      return reply.code(503).send({ status: 'unavailable' as const, checks: result });
    },
  );
};
