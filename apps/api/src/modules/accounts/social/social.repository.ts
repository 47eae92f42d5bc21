import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { socialIdentities, socialSignIns } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';

export type SocialSignInRow = typeof socialSignIns.$inferSelect;

/** Social sign-ins in progress and the identities bound to sellers. */
export function socialRepository(db: Executor) {
  return {
    async startFlow(values: typeof socialSignIns.$inferInsert) {
      await db.insert(socialSignIns).values(values);
    },
    /** The browser's newest unfinished flow with this provider (the flow cookie names the browser). */
    async openFlow(provider: string, flowHash: string): Promise<SocialSignInRow | undefined> {
      const rows = await db
        .select()
        .from(socialSignIns)
        .where(and(eq(socialSignIns.provider, provider), eq(socialSignIns.flowHash, flowHash), isNull(socialSignIns.verifiedAt), gt(socialSignIns.expiresAt, new Date())))
        .orderBy(desc(socialSignIns.createdAt))
        .limit(1);
      return rows[0];
    },
    /** Closes the flow once: a second callback with the same state finds nothing to close. */
    async closeFlow(id: string): Promise<boolean> {
      const rows = await db.update(socialSignIns).set({ verifiedAt: new Date() }).where(and(eq(socialSignIns.id, id), isNull(socialSignIns.verifiedAt))).returning({ id: socialSignIns.id });
      return rows.length === 1;
    },
    async recordIdentity(id: string, values: { keyHash: string; subject: string; email: string | null; emailVerified: boolean; fullName: string | null; expiresAt: Date }) {
      await db.update(socialSignIns).set(values).where(eq(socialSignIns.id, id));
    },
    /** A verified sign-in whose key is still unused and fresh. */
    async byKey(provider: string, keyHash: string): Promise<SocialSignInRow | undefined> {
      const rows = await db
        .select()
        .from(socialSignIns)
        .where(and(eq(socialSignIns.provider, provider), eq(socialSignIns.keyHash, keyHash), isNotNull(socialSignIns.subject), isNull(socialSignIns.usedAt), gt(socialSignIns.expiresAt, new Date())))
        .limit(1);
      return rows[0];
    },
    /** Uses the key up; false when another request used it first. */
    async useKey(id: string): Promise<boolean> {
      const rows = await db.update(socialSignIns).set({ usedAt: new Date() }).where(and(eq(socialSignIns.id, id), isNull(socialSignIns.usedAt))).returning({ id: socialSignIns.id });
      return rows.length === 1;
    },
    async boundUserId(provider: string, subject: string): Promise<number | undefined> {
      const rows = await db.select({ userId: socialIdentities.userId }).from(socialIdentities).where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject))).limit(1);
      return rows[0]?.userId;
    },
    async bind(values: typeof socialIdentities.$inferInsert) {
      await db.insert(socialIdentities).values(values);
    },
  };
}
