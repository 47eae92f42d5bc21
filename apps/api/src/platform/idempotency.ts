import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyKeys } from '../db/schema/index.ts';
import { ErrorCode } from '@threadway/contracts';
import { AppError } from './errors.ts';
import { translate } from './i18n.ts';
import { builtOnce } from './prepared-statements.ts';

/**
 * Idempotency-Key (docs/api-conventions.md): the first request with a key runs and its answer is
 * stored; a replay with the same payload gets that answer again, the same key with another
 * payload 422, and a duplicate arriving while the first is still running 409. Keys belong to
 * one user and one scope (e.g. 'orders.create'), so two sellers can never collide. Unexpected
 * failures (5xx) free the key again so the client may retry.
 */

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export interface StoredAnswer {
  status: number;
  body: unknown;
}

const hashOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(JSON.stringify({ url: request.url, body: request.body ?? null }))
    .digest('hex');

const keyOf = (request: FastifyRequest): string | null => {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) throw new AppError(ErrorCode.badRequest, 'errors.idempotencyKeyInvalid', 400);
  return key;
};

const sameKey = and(eq(idempotencyKeys.userId, sql.placeholder('userId')), eq(idempotencyKeys.scope, sql.placeholder('scope')), eq(idempotencyKeys.key, sql.placeholder('key')));

/** The key claimed for this request, or nothing when it was claimed before. */
const claim = builtOnce('tw_idempotency_claim', (db) =>
  db
    .insert(idempotencyKeys)
    .values({ userId: sql.placeholder('userId'), scope: sql.placeholder('scope'), key: sql.placeholder('key'), requestHash: sql.placeholder('requestHash') })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key }),
);

/** The answer kept for replays (the body as JSON text: the driver would write an array as a PostgreSQL array). */
const keep = builtOnce('tw_idempotency_keep', (db) =>
  db
    .update(idempotencyKeys)
    .set({ responseStatus: sql`${sql.placeholder('status')}`, responseBody: sql`${sql.placeholder('body')}::jsonb` })
    .where(sameKey),
);

/**
 * Runs `handler` at most once per (user, scope, Idempotency-Key). Without the header it just
 * runs. `handler` answers the success body; AppErrors it throws (4xx) are stored and replayed too.
 */
export async function idempotent(
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  userId: number,
  handler: () => Promise<unknown>,
): Promise<unknown> {
  const key = keyOf(request);
  if (key === null) return handler();
  const db = request.server.database.db;
  const requestHash = hashOf(request);
  const claimed = await claim(db, { userId, scope, key, requestHash });
  const where = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

  if (claimed.length === 0) {
    const [stored] = await db.select().from(idempotencyKeys).where(where);
    // Gone between the insert and the select: the first attempt failed unexpectedly and freed it.
    if (!stored) throw new AppError(ErrorCode.conflict, 'errors.idempotencyInFlight', 409);
    if (stored.requestHash !== requestHash) throw new AppError(ErrorCode.unprocessable, 'errors.idempotencyKeyReused', 422);
    if (stored.responseStatus === null) throw new AppError(ErrorCode.conflict, 'errors.idempotencyInFlight', 409);
    reply.header('idempotent-replayed', 'true');
    return reply.status(stored.responseStatus).send(stored.responseBody);
  }

  const store = (answer: StoredAnswer) => keep(db, { status: answer.status, body: JSON.stringify(answer.body), userId, scope, key });
  try {
    const body = await handler();
    await store({ status: 200, body });
    return body;
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      await store({ status: error.status, body: { code: error.code, data: error.data, message: translate(request.locale, error.messageKey, error.params) } });
    } else {
      await db.delete(idempotencyKeys).where(where);
    }
    throw error;
  }
}
