import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, digitsOnly, isEmailLike } from '@threadway/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { temporaryTokens } from '../../db/schema/index.ts';
import { AppError, forbidden, tooManyRequests } from '../../platform/errors.ts';
import { issueSession, revokeSession } from '../../platform/sessions.ts';
import { toSessionUser } from './accounts.presenter.ts';
import { DUMMY_HASH, verifyPassword } from './passwords.ts';
import { usersRepository, type UserRow } from './users.repository.ts';

/** Wrong passwords tolerated per account, and per address, in the window below (issue 2: 429 before the 20th). */
const MAX_FAILURES_PER_ACCOUNT = 10;
const MAX_FAILURES_PER_IP = 15;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const TEMPORARY_TOKEN_TTL_MS = 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function signInService(app: FastifyInstance) {
  const db = app.database.db;
  const users = usersRepository(db);

  async function startSession(request: FastifyRequest, user: UserRow, method: string, rememberMe: boolean) {
    const session = await issueSession(app, db, request, { type: 'user', id: user.id, rememberMe });
    await users.logLogin({ userId: user.id, account: accountKey(user), method, success: true, ip: request.ip, userAgent: ua(request) });
    return toSessionUser(user, session);
  }

  /** The account named by e-mail or phone when its password is right; wrong passwords are counted and limited. */
  async function authenticate(request: FastifyRequest, input: { account: string; password: string }): Promise<UserRow> {
    const typed = input.account.trim().toLowerCase();
    const byEmail = isEmailLike(typed);
    const user = byEmail ? await users.byEmail(typed) : await users.byPhoneDigits(digitsOnly(typed));
    // Failures count against the account however its e-mail or number is spelled ('+1 202...', '202-...').
    const account = user ? accountKey(user) : byEmail ? typed : digitsOnly(typed);
    if (
      (await users.recentFailures({ account }, FAILURE_WINDOW_MS)) >= MAX_FAILURES_PER_ACCOUNT ||
      (await users.recentFailures({ ip: request.ip }, FAILURE_WINDOW_MS)) >= MAX_FAILURES_PER_IP
    ) {
      throw tooManyRequests();
    }
    const passwordOk = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password);
    if (!user || !passwordOk) {
      await users.logLogin({ userId: user?.id ?? null, account, method: byEmail ? 'email' : 'phone', success: false, ip: request.ip, userAgent: ua(request) });
      throw new AppError(ErrorCode.incorrectCredentials, 'errors.incorrectCredentials', 400);
    }
    if (!user.active) throw new AppError(ErrorCode.accountDisabled, 'errors.accountDisabled', 403);
    return user;
  }

  return {
    startSession,
    authenticate,

    async login(request: FastifyRequest, input: { account: string; password: string; rememberMe: boolean }) {
      const user = await authenticate(request, input);
      return startSession(request, user, isEmailLike(input.account.trim()) ? 'email' : 'phone', input.rememberMe);
    },

    async logout(jti: string) {
      await revokeSession(db, jti);
    },

    /** A single-use token, valid one minute, that signs the same user in elsewhere (auto login). */
    async issueTemporaryToken(userId: number, requestedFor: number) {
      if (userId !== requestedFor) throw forbidden();
      const token = randomBytes(32).toString('base64url');
      await db.insert(temporaryTokens).values({ tokenHash: sha256(token), userId, expiresAt: new Date(Date.now() + TEMPORARY_TOKEN_TTL_MS) });
      return { temporaryToken: token, expiresInSeconds: TEMPORARY_TOKEN_TTL_MS / 1000 };
    },

    async loginWithTemporaryToken(request: FastifyRequest, token: string) {
      const [used] = await db
        .update(temporaryTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(temporaryTokens.tokenHash, sha256(token)), isNull(temporaryTokens.usedAt), gt(temporaryTokens.expiresAt, new Date())))
        .returning({ userId: temporaryTokens.userId });
      const user = used ? await users.byId(used.userId) : undefined;
      if (!user) throw new AppError(ErrorCode.incorrectCredentials, 'errors.loginFailed', 400);
      if (!user.active) throw new AppError(ErrorCode.accountDisabled, 'errors.accountDisabled', 403);
      return startSession(request, user, 'temporary', false);
    },
  };
}

/** How sign-in logs name an existing account, whichever way it was typed. */
const accountKey = (user: UserRow) => user.email?.toLowerCase() ?? user.phone ?? String(user.id);

const ua = (request: FastifyRequest) => request.headers['user-agent']?.slice(0, 300) ?? null;
