import { outboxMessage } from '@threadway/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessages } from '../../db/schema/index.ts';
import { ok } from '../../platform/envelope.ts';

/**
 * The developer mailbox: what would have been e-mailed or texted, newest first. Registered only
 * outside production (config.devMailbox), so codes are never readable by strangers.
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/open/mailbox',
    {
      schema: {
        tags: ['developer'],
        querystring: z.object({ to: z.string().trim().max(254).optional() }),
        response: { 200: z.object({ code: z.number(), message: z.string(), data: z.array(outboxMessage) }) },
      },
    },
    async (request) => {
      const to = request.query.to?.toLowerCase();
      const rows = await app.database.db
        .select()
        .from(outboxMessages)
        .where(to ? eq(outboxMessages.to, to) : undefined)
        .orderBy(desc(outboxMessages.id))
        .limit(100);
      return ok(request, rows.map((r) => ({ id: r.id, channel: r.channel, to: r.to, subject: r.subject, text: r.text, createdAt: r.createdAt.toISOString() })));
    },
  );
};
