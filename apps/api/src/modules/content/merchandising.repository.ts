import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { adPopups, banners, navItems, systemSettings } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';

export type NavItemRow = typeof navItems.$inferSelect;

/** Banners, ad popups, the navigation tree and the ad bar: one statement each. */
export function merchandisingRepository(db: Executor) {
  return {
    banners: () => db.select().from(banners).where(eq(banners.status, 1)).orderBy(asc(banners.sort), asc(banners.id)),

    /** Live popups for these audiences; one whose countdown has run out is over. */
    adPopups: (acceptTypes: readonly number[]) =>
      db
        .select()
        .from(adPopups)
        .where(and(eq(adPopups.status, 1), inArray(adPopups.acceptType, [...acceptTypes]), or(isNull(adPopups.countdownEndTime), gt(adPopups.countdownEndTime, sql`now()`))))
        .orderBy(asc(adPopups.id)),

    /** The whole navigation tree, disabled entries included (they show but are not clickable). */
    navItems: () => db.select().from(navItems).orderBy(asc(navItems.sort), asc(navItems.id)),

    setting: async (key: string) => (await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, key)).limit(1))[0]?.value,
  };
}
