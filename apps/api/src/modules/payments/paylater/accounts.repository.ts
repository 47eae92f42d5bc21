import { eq, sql } from 'drizzle-orm';
import { payLaterAccounts } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';

/** Sellers' pay-later credit lines, one row per seller, as the provider last told us. */

export type PayLaterAccount = typeof payLaterAccounts.$inferSelect;

export async function findAccount(db: Executor, userId: number): Promise<PayLaterAccount | undefined> {
  const [row] = await db.select().from(payLaterAccounts).where(eq(payLaterAccounts.userId, userId));
  return row;
}

/** Records an opened application; a seller already known keeps their buyer id, status and credit. */
export async function recordApplication(db: Executor, userId: number, applicationId: string, application: object) {
  await db
    .insert(payLaterAccounts)
    .values({ userId, providerBuyerId: applicationId, application })
    .onConflictDoUpdate({ target: payLaterAccounts.userId, set: { application, updatedAt: new Date() } });
}

/** The provider's decision; answers false when the seller never applied through us. */
export async function recordDecision(db: Executor, userId: number, decision: { buyerId: string; status: string; limitCents: number; availableCents: number }) {
  const updated = await db
    .update(payLaterAccounts)
    .set({ providerBuyerId: decision.buyerId, status: decision.status, creditLimitCents: decision.limitCents, availableCreditCents: decision.availableCents, updatedAt: new Date() })
    .where(eq(payLaterAccounts.userId, userId))
    .returning({ userId: payLaterAccounts.userId });
  return updated.length > 0;
}

/** Credit taken by a confirmed order; never below zero (the provider has the last word). */
export async function useCredit(db: Executor, userId: number, amountCents: number) {
  await db
    .update(payLaterAccounts)
    .set({ availableCreditCents: sql`greatest(${payLaterAccounts.availableCreditCents} - ${amountCents}, 0)`, updatedAt: new Date() })
    .where(eq(payLaterAccounts.userId, userId));
}
