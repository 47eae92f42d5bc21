import { createHmac, randomInt } from 'node:crypto';
import { ErrorCode, type CodePurpose } from '@threadway/contracts';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verificationCodes } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';
import { AppError, tooManyRequests } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';

/** Spec 9: a code is 6 digits, valid 60 s, and a new one can be sent only after 60 s. */
export const CODE_TTL_SECONDS = 60;
export const RESEND_AFTER_SECONDS = 60;
/** Once checked correct, a code may still complete its step for this long (docs/decisions/0003). */
const VERIFIED_GRACE_MS = 15 * 60 * 1000;
/** A code is burned after this many wrong tries, so six digits cannot be guessed. */
const MAX_FAILED_ATTEMPTS = 5;

export type CodeChannel = 'email' | 'sms';

const incorrect = () => new AppError(ErrorCode.incorrectCode, 'errors.incorrectCode', 400);

export function verificationCodeService(app: FastifyInstance) {
  const db = app.database.db;
  const hash = (purpose: string, target: string, code: string) =>
    createHmac('sha256', app.config.sessionSecret).update(`${purpose}:${target}:${code}`).digest('hex');

  async function latest(executor: Executor, target: string, purposes: readonly CodePurpose[]) {
    const rows = await executor
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.target, target), inArray(verificationCodes.purpose, [...purposes]), isNull(verificationCodes.consumedAt)))
      .orderBy(desc(verificationCodes.sentAt))
      .limit(1);
    return rows[0];
  }

  async function matching(executor: Executor, target: string, purposes: readonly CodePurpose[], code: string) {
    const row = await latest(executor, target, purposes);
    if (!row || row.failedAttempts >= MAX_FAILED_ATTEMPTS) throw incorrect();
    if (row.codeHash !== hash(row.purpose, target, code)) {
      await executor
        .update(verificationCodes)
        .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
        .where(eq(verificationCodes.id, row.id));
      throw incorrect();
    }
    const now = Date.now();
    const live = row.expiresAt.getTime() > now || (row.verifiedAt !== null && row.verifiedAt.getTime() > now - VERIFIED_GRACE_MS);
    if (!live) throw new AppError(ErrorCode.codeExpired, 'errors.codeExpired', 400);
    return row;
  }

  return {
    /** Sends a fresh code, refusing within the resend window; earlier codes stop working. */
    async send(request: FastifyRequest, channel: CodeChannel, target: string, purpose: CodePurpose) {
      const previous = await latest(db, target, [purpose]);
      if (previous) {
        const waited = (Date.now() - previous.sentAt.getTime()) / 1000;
        if (waited < RESEND_AFTER_SECONDS) {
          const seconds = Math.ceil(RESEND_AFTER_SECONDS - waited);
          // The client resumes its countdown from this after a reload or a reopened dialog.
          throw tooManyRequests('errors.resendAfter', { seconds }, { resendAfterSeconds: seconds });
        }
      }
      const [recent] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.requestIp, request.ip), gt(verificationCodes.sentAt, new Date(Date.now() - 10 * 60 * 1000))));
      if ((recent?.n ?? 0) >= app.config.CODES_PER_IP_PER_10_MINUTES) throw tooManyRequests();

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.transaction(async (tx) => {
        await tx
          .update(verificationCodes)
          .set({ consumedAt: new Date() })
          .where(and(eq(verificationCodes.target, target), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.consumedAt)));
        await tx.insert(verificationCodes).values({
          channel,
          target,
          purpose,
          codeHash: hash(purpose, target, code),
          expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
          requestIp: request.ip,
        });
      });
      const params = { code, seconds: CODE_TTL_SECONDS };
      await app.mailer.send({
        channel,
        to: target,
        subject: translate(request.locale, 'mail.codeSubject', params),
        text: translate(request.locale, channel === 'email' ? 'mail.codeBody' : 'mail.smsBody', params),
      });
      return { resendAfterSeconds: RESEND_AFTER_SECONDS, expiresInSeconds: CODE_TTL_SECONDS };
    },

    /** Checks a code without using it up; a correct check keeps it usable for its next step. */
    async check(target: string, purposes: readonly CodePurpose[], code: string) {
      const row = await matching(db, target, purposes, code);
      if (!row.verifiedAt) await db.update(verificationCodes).set({ verifiedAt: new Date() }).where(eq(verificationCodes.id, row.id));
    },

    /** Uses a code up inside the caller's transaction, so the step and the code go together. */
    async consume(tx: Executor, target: string, purposes: readonly CodePurpose[], code: string) {
      const row = await matching(tx, target, purposes, code);
      const used = await tx
        .update(verificationCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      // Two requests racing with one code: only the first one's update matches.
      if (used.length !== 1) throw incorrect();
    },
  };
}
export type VerificationCodeService = ReturnType<typeof verificationCodeService>;
