import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { promoCodeRedemptions, promoCodes } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** Promo codes and their uses. Uses are counted with conditional updates, never read-then-write. */
export function promoCodesRepository(db: Executor) {
  return {
    /** The code as typed, without case. */
    async byCode(code: string): Promise<PromoCodeRow | undefined> {
      const [row] = await db.select().from(promoCodes).where(sql`upper(${promoCodes.code}) = ${code.trim().toUpperCase()}`).limit(1);
      return row;
    },

    /**
     * Takes one use for an order: increments used_count only while the code is active and under
     * its limit (one UPDATE, so concurrent orders cannot both take the last use). False when none is left.
     */
    async takeUse(promoCodeId: number, orderId: number, userId: number): Promise<boolean> {
      const taken = await db
        .update(promoCodes)
        .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
        .where(and(eq(promoCodes.id, promoCodeId), eq(promoCodes.status, 1), or(isNull(promoCodes.usageLimit), lt(promoCodes.usedCount, promoCodes.usageLimit))))
        .returning({ id: promoCodes.id });
      if (taken.length === 0) return false;
      await db.insert(promoCodeRedemptions).values({ orderId, promoCodeId, userId });
      return true;
    },

    /** Gives back the use an order took, once (its redemption row is deleted). True when there was one. */
    async giveBack(orderId: number): Promise<boolean> {
      const [redemption] = await db.delete(promoCodeRedemptions).where(eq(promoCodeRedemptions.orderId, orderId)).returning({ promoCodeId: promoCodeRedemptions.promoCodeId });
      if (!redemption) return false;
      await db
        .update(promoCodes)
        .set({ usedCount: sql`${promoCodes.usedCount} - 1` })
        .where(and(eq(promoCodes.id, redemption.promoCodeId), gt(promoCodes.usedCount, 0)));
      return true;
    },
  };
}
