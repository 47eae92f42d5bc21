import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessions } from '../db/schema/index.ts';
import type { Db, Executor } from './database.ts';
import { builtOnce } from './prepared-statements.ts';

export type PrincipalType = 'user' | 'operator';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Remember me keeps a seller signed in for 30 days; otherwise one day. Operators: 12 hours. */
const lifetimeMs = (type: PrincipalType, rememberMe: boolean) => (type === 'operator' ? DAY_MS / 2 : rememberMe ? 30 * DAY_MS : DAY_MS);

export interface TokenClaims {
  sub: string;
  typ: PrincipalType;
  jti: string;
}

export interface IssuedSession {
  token: string;
  jti: string;
  expiresAt: Date;
}

/** Creates a session row and the signed token that names it. */
export async function issueSession(
  app: FastifyInstance,
  db: Executor,
  request: FastifyRequest,
  principal: { type: PrincipalType; id: number; rememberMe?: boolean },
): Promise<IssuedSession> {
  const jti = randomUUID();
  const rememberMe = principal.rememberMe ?? false;
  const expiresAt = new Date(Date.now() + lifetimeMs(principal.type, rememberMe));
  await db.insert(sessions).values({
    jti,
    principalType: principal.type,
    principalId: principal.id,
    rememberMe,
    expiresAt,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  });
  const claims: TokenClaims = { sub: String(principal.id), typ: principal.type, jti };
  const token = app.jwt.sign(claims, { expiresIn: Math.floor((expiresAt.getTime() - Date.now()) / 1000) });
  return { token, jti, expiresAt };
}

const liveSession = builtOnce('tw_session_live', (db) =>
  db
    .select({ jti: sessions.jti })
    .from(sessions)
    .where(
      and(
        eq(sessions.jti, sql.placeholder('jti')),
        eq(sessions.principalType, sql.placeholder('type')),
        eq(sessions.principalId, sql.placeholder('id')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1),
);

/** True when the session named by the token is still live (every signed-in request asks). */
export async function isSessionLive(db: Db, claims: TokenClaims): Promise<boolean> {
  const rows = await liveSession(db, { jti: claims.jti, type: claims.typ, id: Number(claims.sub), now: new Date() });
  return rows.length === 1;
}

export async function revokeSession(db: Executor, jti: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.jti, jti), isNull(sessions.revokedAt)));
}

/** Ends every session of a principal, e.g. after a password reset. */
export async function revokeAllSessions(db: Executor, type: PrincipalType, id: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.principalType, type), eq(sessions.principalId, id), isNull(sessions.revokedAt)));
}
