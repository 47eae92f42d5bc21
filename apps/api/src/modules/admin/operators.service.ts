import { ErrorCode, type OperatorRole } from '@threadway/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword, DUMMY_HASH, verifyPassword } from '../accounts/passwords.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError, conflict, forbidden, notFound, notSignedIn, tooManyRequests } from '../../platform/errors.ts';
import { issueSession, revokeAllSessions, revokeSession } from '../../platform/sessions.ts';
import { toOperator } from './operators.presenter.ts';
import { operatorsRepository } from './operators.repository.ts';

const MAX_FAILURES = 10;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export function operatorsService(app: FastifyInstance) {
  const db = app.database.db;
  const repo = operatorsRepository(db);

  /** The calling operator, re-read on every request so a disabled one is locked out at once. */
  async function current(request: FastifyRequest, ...allowed: OperatorRole[]) {
    if (request.principal?.type !== 'operator') throw notSignedIn();
    const row = await repo.byId(request.principal.id);
    if (!row || !row.active) throw notSignedIn('errors.sessionExpired');
    if (allowed.length > 0 && !row.roles.some((r) => r === 'admin' || allowed.includes(r as OperatorRole))) throw forbidden();
    return row;
  }

  return {
    current,

    async login(request: FastifyRequest, email: string, password: string) {
      if ((await repo.recentFailedLogins(email, FAILURE_WINDOW_MS)) >= MAX_FAILURES) throw tooManyRequests();
      const row = await repo.byEmail(email);
      const passwordOk = await verifyPassword(row?.passwordHash ?? DUMMY_HASH, password);
      if (!row || !passwordOk) {
        await repo.audit({ action: 'login.failed', subject: email, detail: request.ip });
        throw new AppError(ErrorCode.incorrectCredentials, 'errors.incorrectCredentials', 400);
      }
      if (!row.active) throw new AppError(ErrorCode.accountDisabled, 'errors.accountDisabled', 403);
      const session = await issueSession(app, db, request, { type: 'operator', id: row.id });
      const updated = await repo.update(row.id, { lastLoginAt: new Date() });
      await repo.audit({ operatorId: row.id, action: 'login', subject: email, detail: request.ip });
      return { token: session.token, jti: session.jti, expiresAt: session.expiresAt.toISOString(), operator: toOperator(updated!) };
    },

    logout: (jti: string) => revokeSession(db, jti),

    list: async () => (await repo.list()).map(toOperator),

    async create(actorId: number, input: { email: string; fullName: string; password: string; roles: OperatorRole[] }) {
      try {
        const row = await repo.insert({ email: input.email, fullName: input.fullName, roles: input.roles, passwordHash: await hashPassword(input.password) });
        await repo.audit({ operatorId: actorId, action: 'operator.create', subject: String(row.id), detail: input.roles.join(',') });
        return toOperator(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('errors.operatorEmailUsed');
        throw error;
      }
    },

    async update(actorId: number, id: number, input: { fullName?: string; roles?: OperatorRole[]; active?: boolean; password?: string }) {
      const row = await repo.byId(id);
      if (!row) throw notFound();
      const staysAdmin = (input.active ?? row.active) && (input.roles ?? (row.roles as OperatorRole[])).includes('admin');
      // The back office must never lock everyone out of operator management.
      if (!staysAdmin && (await repo.otherActiveAdmins(id)) === 0) throw conflict('errors.lastAdmin');
      const updated = await repo.update(id, {
        fullName: input.fullName,
        roles: input.roles,
        active: input.active,
        passwordHash: input.password ? await hashPassword(input.password) : undefined,
      });
      if (input.active === false || input.password) await revokeAllSessions(db, 'operator', id);
      await repo.audit({ operatorId: actorId, action: 'operator.update', subject: String(id), detail: JSON.stringify({ ...input, password: input.password ? '***' : undefined }) });
      return toOperator(updated!);
    },

    audit: repo.audit,
    auditEntries: repo.auditEntries,
  };
}
export type OperatorsService = ReturnType<typeof operatorsService>;
