import { behaviorConfig, putUserBehaviorRequest, saveBehaviorConfigRequest, userBehaviorQuery } from '@threadway/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { behaviorConfigs } from '../../db/schema/index.ts';
import { userIdOf } from '../../platform/auth.ts';
import type { Executor } from '../../platform/database.ts';
import { ok } from '../../platform/envelope.ts';
import { answers } from '../../platform/schemas.ts';

const tags = ['accounts'];

/** One config per user and type; saving again replaces it. Always scoped to the signed-in user. */
async function upsert(db: Executor, userId: number, type: number, content: string) {
  const [row] = await db
    .insert(behaviorConfigs)
    .values({ userId, type, content })
    .onConflictDoUpdate({ target: [behaviorConfigs.userId, behaviorConfigs.type], set: { content, updatedAt: sql`now()` } })
    .returning();
  return { id: row!.id, type: row!.type, content: row!.content };
}

async function find(db: Executor, userId: number, type: number) {
  const [row] = await db.select().from(behaviorConfigs).where(and(eq(behaviorConfigs.userId, userId), eq(behaviorConfigs.type, type))).limit(1);
  return row ? { id: row.id, type: row.type, content: row.content } : null;
}

export const behaviorRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/store/user/behaviorConfig/:type',
    { schema: { tags, summary: "The user's behaviour config of a type (3: 'Don't ask me again')", params: z.object({ type: z.coerce.number().int().min(1).max(99) }), response: answers(behaviorConfig.nullable()) } },
    async (request) => ok(request, await find(db, userIdOf(request), request.params.type)),
  );
  app.post('/api/store/user/behaviorConfig', { schema: { tags, summary: 'Save a behaviour config', body: saveBehaviorConfigRequest, response: answers(behaviorConfig) } }, async (request) =>
    ok(request, await upsert(db, userIdOf(request), request.body.type, request.body.content)),
  );
  app.get('/api/store/userBehavior', { schema: { tags, summary: 'Type 2: the saved currency and language (JSON string)', querystring: userBehaviorQuery, response: answers(z.string().nullable()) } }, async (request) =>
    ok(request, (await find(db, userIdOf(request), request.query.type))?.content ?? null),
  );
  app.put('/api/store/userBehavior', { schema: { tags, summary: 'Save the currency and language', body: putUserBehaviorRequest, response: answers(z.string()) } }, async (request) =>
    ok(request, (await upsert(db, userIdOf(request), request.body.type, request.body.content)).content, 'success.saved'),
  );
};
