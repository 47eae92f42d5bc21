import type { AdPopupInput, AdminAdPopup, CreateAdPopupInput, adBar } from '@threadway/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { adPopups, systemSettings } from '../../../db/schema/index.ts';
import { notFound } from '../../../platform/errors.ts';
import { audit } from './audit.ts';

type AdBar = z.infer<typeof adBar>;
/** The ad bar has no table of its own: it is one row of system_settings (spec 3, Ad bar). */
export const AD_BAR_KEY = 'adBar';
const EMPTY_AD_BAR: AdBar = { beforeLoginImg: null, afterLoginImg: null, beforeLoginLink: null, afterLoginLink: null, beforeBackgroundColor: null, afterBackgroundColor: null };

type PopupRow = typeof adPopups.$inferSelect;
const toPopup = (row: PopupRow): AdminAdPopup => ({ ...row, countdownEndTime: row.countdownEndTime?.toISOString() ?? null });
const popupValues = (input: AdPopupInput) => ({
  ...input,
  countdownEndTime: input.countdownEndTime === undefined ? undefined : input.countdownEndTime === null ? null : new Date(input.countdownEndTime),
});

/** The ad bar above the mall header and the floating ad popups with their audience rules. */
export function advertsService(app: FastifyInstance) {
  const db = app.database.db;
  const popups = async () => (await db.select().from(adPopups).orderBy(asc(adPopups.id))).map(toPopup);

  return {
    async adBar(): Promise<AdBar> {
      const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, AD_BAR_KEY)).limit(1);
      return { ...EMPTY_AD_BAR, ...(row?.value as Partial<AdBar> | undefined) };
    },

    async setAdBar(actorId: number, value: AdBar): Promise<AdBar> {
      await db.transaction(async (tx) => {
        await tx
          .insert(systemSettings)
          .values({ key: AD_BAR_KEY, value, updatedBy: actorId })
          .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedBy: actorId, updatedAt: sql`now()` } });
        await audit(tx, actorId, 'adBar.update', AD_BAR_KEY, value);
      });
      return value;
    },

    popups,

    async createPopup(actorId: number, input: CreateAdPopupInput) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(adPopups)
          .values({ ...popupValues(input), mainImage: input.mainImage, iconImage: input.iconImage, popupLink: input.popupLink ?? null })
          .returning({ id: adPopups.id });
        await audit(tx, actorId, 'popup.create', row!.id, input);
      });
      return popups();
    },

    async updatePopup(actorId: number, id: number, input: AdPopupInput) {
      await db.transaction(async (tx) => {
        const updated = await tx.update(adPopups).set(popupValues(input)).where(eq(adPopups.id, id)).returning({ id: adPopups.id });
        if (updated.length === 0) throw notFound();
        await audit(tx, actorId, 'popup.update', id, input);
      });
      return popups();
    },

    async removePopup(actorId: number, id: number) {
      await db.transaction(async (tx) => {
        const removed = await tx.delete(adPopups).where(eq(adPopups.id, id)).returning({ id: adPopups.id });
        if (removed.length === 0) throw notFound();
        await audit(tx, actorId, 'popup.delete', id);
      });
      return popups();
    },
  };
}
export type AdvertsService = ReturnType<typeof advertsService>;
