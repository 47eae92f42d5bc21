import { and, asc, desc, eq, gt, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { storeAuthStates, stores, storeSettings } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';
import type { PlatformCode } from './platforms/platform.ts';

export type StoreRow = typeof stores.$inferSelect;
export type SettingsRow = typeof storeSettings.$inferSelect;
export type StateRow = typeof storeAuthStates.$inferSelect;
export type ConnectedFields = Pick<typeof stores.$inferInsert, 'platform' | 'name' | 'storeUrl' | 'displayUrl' | 'platformShopId' | 'credentials' | 'accessTokenExpiresAt' | 'refreshTokenExpiresAt' | 'currency'>;

/** Stores, their settings and pending authorizations; every seller-facing query is scoped to its owner. */
export function storesRepository(db: Executor) {
  const owned = (userId: number, id: number) => and(eq(stores.userId, userId), eq(stores.id, id));
  return {
    list(userId: number, filter: { platform?: PlatformCode; enabledOnly?: boolean; authorizedOnly?: boolean } = {}) {
      const where: SQL[] = [eq(stores.userId, userId)];
      if (filter.platform) where.push(eq(stores.platform, filter.platform));
      if (filter.enabledOnly) where.push(eq(stores.enabled, true));
      if (filter.authorizedOnly) where.push(eq(stores.authorized, true));
      return db.select().from(stores).where(and(...where)).orderBy(desc(stores.createdAt), desc(stores.id));
    },
    async find(userId: number, id: number): Promise<StoreRow | undefined> {
      const [row] = await db.select().from(stores).where(owned(userId, id));
      return row;
    },
    async byId(id: number): Promise<StoreRow | undefined> {
      const [row] = await db.select().from(stores).where(eq(stores.id, id));
      return row;
    },
    /** One store per seller and platform shop: connecting it again refreshes the same row and authorizes it. */
    async upsertConnected(userId: number, fields: ConnectedFields): Promise<number> {
      const [row] = await db
        .insert(stores)
        .values({ ...fields, userId, authorized: true })
        .onConflictDoUpdate({
          target: [stores.userId, stores.platform, stores.platformShopId],
          set: { ...fields, authorized: true, unauthorizedReason: null, lastCheckedAt: sql`now()`, updatedAt: sql`now()` },
        })
        .returning({ id: stores.id });
      return row!.id;
    },
    async setCredentials(id: number, fields: Pick<ConnectedFields, 'credentials' | 'accessTokenExpiresAt' | 'refreshTokenExpiresAt'>) {
      await db.update(stores).set({ ...fields, lastCheckedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(stores.id, id));
    },
    async setEnabled(userId: number, id: number, enabled: boolean) {
      await db.update(stores).set({ enabled, updatedAt: sql`now()` }).where(owned(userId, id));
    },
    async setCurrency(id: number, currency: string) {
      await db.update(stores).set({ currency, updatedAt: sql`now()` }).where(eq(stores.id, id));
    },
    async markChecked(id: number) {
      await db.update(stores).set({ lastCheckedAt: sql`now()` }).where(eq(stores.id, id));
    },
    /** The authorization ended: the store shows Unauthorized and its secrets are dropped. */
    async markUnauthorized(where: SQL, reason: string): Promise<number> {
      const rows = await db
        .update(stores)
        .set({ authorized: false, unauthorizedReason: reason, credentials: null, accessTokenExpiresAt: null, refreshTokenExpiresAt: null, updatedAt: sql`now()` })
        .where(and(where, eq(stores.authorized, true)))
        .returning({ id: stores.id });
      return rows.length;
    },
    async remove(userId: number, id: number) {
      await db.delete(stores).where(owned(userId, id));
    },
    /** Authorized stores whose token expires within `withinMs`, or that were not checked since `checkedBefore`. */
    dueForSweep(expiringBefore: Date, checkedBefore: Date, limit: number) {
      return db
        .select()
        .from(stores)
        .where(and(eq(stores.authorized, true), isNotNull(stores.credentials), or(lt(stores.accessTokenExpiresAt, expiringBefore), isNull(stores.lastCheckedAt), lt(stores.lastCheckedAt, checkedBefore))))
        .orderBy(asc(stores.accessTokenExpiresAt), asc(stores.lastCheckedAt))
        .limit(limit);
    },
    allStores(userId?: number) {
      return db.select().from(stores).where(userId ? eq(stores.userId, userId) : undefined).orderBy(desc(stores.createdAt)).limit(500);
    },

    async settings(storeId: number): Promise<SettingsRow | undefined> {
      const [row] = await db.select().from(storeSettings).where(eq(storeSettings.storeId, storeId));
      return row;
    },
    async insertSettings(values: typeof storeSettings.$inferInsert) {
      await db.insert(storeSettings).values(values).onConflictDoNothing();
    },
    async saveSettings(values: typeof storeSettings.$inferInsert) {
      const { storeId: _, ...set } = values;
      await db.insert(storeSettings).values(values).onConflictDoUpdate({ target: storeSettings.storeId, set: { ...set, updatedAt: sql`now()` } });
    },

    async insertState(values: typeof storeAuthStates.$inferInsert) {
      await db.insert(storeAuthStates).values(values);
    },
    /** Takes a pending state once: unused, unexpired, of this platform (and of this seller and session when given). */
    async takeState(state: string, platform: PlatformCode, owner?: { userId: number; sessionJti: string }): Promise<StateRow | undefined> {
      const where = [eq(storeAuthStates.state, state), eq(storeAuthStates.platform, platform), isNull(storeAuthStates.usedAt), gt(storeAuthStates.expiresAt, sql`now()`)];
      if (owner) where.push(eq(storeAuthStates.userId, owner.userId), eq(storeAuthStates.sessionJti, owner.sessionJti));
      const [row] = await db.update(storeAuthStates).set({ usedAt: sql`now()` }).where(and(...where)).returning();
      return row;
    },
    async purgeStates() {
      await db.delete(storeAuthStates).where(lt(storeAuthStates.expiresAt, sql`now() - interval '1 day'`));
    },
  };
}
export type StoresRepository = ReturnType<typeof storesRepository>;
