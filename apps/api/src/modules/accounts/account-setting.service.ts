import type { CodePurpose } from '@threadway/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { revokeAllSessions } from '../../platform/sessions.ts';
import { toProfile } from './accounts.presenter.ts';
import type { VerificationCodeService } from './codes.service.ts';
import { hashPassword } from './passwords.ts';
import { usersRepository } from './users.repository.ts';

type Change = { fullName: string } | { email: string; verificationCode: string } | { phone: string; verificationCode: string };
const EMAIL_CHANGE: CodePurpose[] = ['changeEmail', 'bindEmail'];

/** Account details of the signed-in seller. Every call checks the user id against the session. */
export function accountSettingService(app: FastifyInstance, codes: VerificationCodeService) {
  const db = app.database.db;
  const users = usersRepository(db);

  async function own(sessionUserId: number, requestedId: number) {
    if (sessionUserId !== requestedId) throw forbidden();
    const user = await users.byId(sessionUserId);
    if (!user) throw notFound();
    return user;
  }

  return {
    async profile(sessionUserId: number, requestedId: number) {
      return toProfile(await own(sessionUserId, requestedId));
    },

    async change(sessionUserId: number, requestedId: number, change: Change) {
      await own(sessionUserId, requestedId);
      if ('fullName' in change) return toProfile((await users.update(sessionUserId, { fullName: change.fullName }))!);
      const field = 'email' in change ? 'email' : 'phone';
      const value = 'email' in change ? change.email : change.phone;
      const taken = 'email' in change ? await users.byEmail(value) : await users.byPhone(value);
      if (taken && taken.id !== sessionUserId) throw conflict(field === 'email' ? 'errors.emailRegistered' : 'errors.phoneRegistered', field);
      try {
        const row = await db.transaction(async (tx) => {
          await codes.consume(tx, value, field === 'email' ? EMAIL_CHANGE : ['changePhone'], change.verificationCode);
          return usersRepository(tx).update(sessionUserId, field === 'email' ? { email: value, emailVerified: true } : { phone: value });
        });
        return toProfile(row!);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(field === 'email' ? 'errors.emailRegistered' : 'errors.phoneRegistered', field);
        throw error;
      }
    },

    /** Sends a code to a new e-mail or phone, refusing one that another account already uses. */
    async sendCode(request: FastifyRequest, sessionUserId: number, requestedId: number, target: { email?: string; phone?: string; purpose: CodePurpose }) {
      const user = await own(sessionUserId, requestedId);
      if (target.email) {
        const taken = await users.byEmail(target.email);
        const changing = target.purpose === 'changeEmail' || target.purpose === 'bindEmail';
        if (changing && taken && taken.id !== user.id) throw conflict('errors.emailRegistered', 'email');
        // Verifying or resetting works only on the account's own address.
        if (!changing && target.email !== user.email?.toLowerCase()) throw forbidden();
        return codes.send(request, 'email', target.email, target.purpose);
      }
      const phone = target.phone!;
      const taken = await users.byPhone(phone);
      if (taken && taken.id !== user.id) throw conflict('errors.phoneRegistered', 'phone');
      return codes.send(request, 'sms', phone, 'changePhone');
    },

    /** Checks a code; for 'verifyEmail' a correct code marks the account's e-mail verified. */
    async checkCode(sessionUserId: number, target: { email?: string; phone?: string; purpose: CodePurpose }, code: string) {
      const value = target.email ?? target.phone!;
      await codes.check(value, [target.purpose], code);
      if (target.purpose === 'verifyEmail') {
        const user = await users.byId(sessionUserId);
        if (user?.email?.toLowerCase() !== value) throw forbidden();
        await db.transaction(async (tx) => {
          await codes.consume(tx, value, ['verifyEmail'], code);
          await usersRepository(tx).update(sessionUserId, { emailVerified: true });
        });
      }
    },

    async verificationStatus(sessionUserId: number) {
      const user = await users.byId(sessionUserId);
      if (!user) throw notFound();
      return { email: user.email, emailVerified: user.emailVerified };
    },

    /** Resets the password by e-mail code (forgot password, or a change from account settings) and ends every session. */
    async resetPassword(email: string, code: string, password: string) {
      const user = await users.byEmail(email);
      if (!user) throw notFound('errors.emailNotRegistered');
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await codes.consume(tx, email, ['resetPassword'], code);
        await usersRepository(tx).update(user.id, { passwordHash });
        await revokeAllSessions(tx, 'user', user.id);
      });
    },
  };
}
