import { PLATFORMS, platformInfo, type StoreSettings } from '@threadway/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { stores } from '../../db/schema/index.ts';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import type { PlatformCode } from './platforms/platform.ts';
import type { PlatformRegistry } from './platforms/registry.ts';
import { settingsRow, toSettings, toStore } from './stores.presenter.ts';
import { storesRepository, type StoreRow } from './stores.repository.ts';
import type { SecretBox } from './secrets.ts';

/** The seller's stores once connected (spec 2.3, 2.4, 7.1): list, status, removal, settings, selects. */
export function storesService(db: Db, registry: PlatformRegistry, box: SecretBox, log: FastifyBaseLogger) {
  const repo = storesRepository(db);
  const owned = async (userId: number, id: number) => {
    const store = await repo.find(userId, id);
    if (!store) throw notFound();
    return store;
  };
  const connectionOf = (store: StoreRow) => ({ storeUrl: store.storeUrl, credentials: box.open(store.credentials!, { userId: store.userId, platform: store.platform }) });

  return {
    platforms: () => PLATFORMS.map((p) => ({ ...p, available: registry.get(p.code) !== undefined })),
    list: async (userId: number, filter: { platform?: PlatformCode; enabledOnly?: boolean } = {}) => (await repo.list(userId, filter)).map(toStore),
    userPlatforms: async (userId: number) => {
      const used = new Set((await repo.list(userId)).map((row) => row.platform));
      return PLATFORMS.filter((p) => used.has(p.code)).map((p) => ({ ...p, available: registry.get(p.code) !== undefined }));
    },
    /** Store select (spec 7.1, 7.5): the seller's usable stores of a platform. */
    select: async (userId: number, platform?: PlatformCode) =>
      (await repo.list(userId, { platform, enabledOnly: true, authorizedOnly: true })).map((row) => ({ storeId: row.id, storeName: row.name })),
    currency: async (userId: number, id: number) => {
      const store = await owned(userId, id);
      return { storeId: store.id, currency: store.currency };
    },
    /** The select data of the publishing screens: per platform, the stores a listing can go to. */
    publications: async (userId: number) => {
      const rows = await repo.list(userId, { enabledOnly: true, authorizedOnly: true });
      return PLATFORMS.filter((p) => rows.some((row) => row.platform === p.code)).map((p) => ({
        platform: p.code,
        platformCode: p.platformCode,
        platformName: p.name,
        stores: rows.filter((row) => row.platform === p.code).map((row) => ({ storeId: row.id, storeName: row.name, currency: row.currency })),
      }));
    },
    async setStatus(userId: number, id: number, enabled: boolean) {
      await owned(userId, id);
      await repo.setEnabled(userId, id, enabled);
      return toStore((await repo.find(userId, id))!);
    },
    /** Removal (spec 2.3): our webhooks unsubscribed where the platform allows it, then the store and everything of it deleted. */
    async remove(userId: number, id: number) {
      const store = await owned(userId, id);
      const adapter = registry.get(store.platform);
      if (store.authorized && store.credentials && adapter?.unsubscribeWebhooks) {
        await adapter.unsubscribeWebhooks(connectionOf(store)).catch((error: unknown) => log.warn({ storeId: id, err: error instanceof Error ? error.message : String(error) }, 'webhooks not unsubscribed'));
      }
      await repo.remove(userId, id);
    },
    async settings(userId: number, id: number) {
      const store = await owned(userId, id);
      return { storeId: store.id, storeName: store.name, platform: store.platform, ...toSettings(await repo.settings(store.id), store.currency) };
    },
    async saveSettings(userId: number, id: number, settings: StoreSettings) {
      const store = await owned(userId, id);
      const { currency, ...rest } = settings;
      await db.transaction(async (tx) => {
        const r = storesRepository(tx);
        await r.saveSettings(settingsRow(store.id, rest));
        await r.setCurrency(store.id, currency);
      });
      return { storeId: store.id, storeName: store.name, platform: store.platform, ...settings };
    },

    /** A platform says the authorization ended (Shopify app/uninstalled, shop/redact): every store of that shop shows Unauthorized. */
    async revokedByPlatform(platform: PlatformCode, storeUrl: string, reason: string) {
      const count = await repo.markUnauthorized(and(eq(stores.platform, platform), eq(stores.storeUrl, storeUrl))!, reason);
      log.info({ platform, count, reason }, 'store authorization ended by the platform');
      return count;
    },

    /** A platform names the shop whose authorization ended (TikTok Shop's SELLER_DEAUTHORIZATION push): its stores, of every seller, show Unauthorized. */
    async revokedShop(platform: PlatformCode, platformShopId: string, reason: string) {
      const count = await repo.markUnauthorized(and(eq(stores.platform, platform), eq(stores.platformShopId, platformShopId))!, reason);
      log.info({ platform, count, reason }, 'store authorization ended by the platform');
      return count;
    },

    /** Back office: stores of one seller (or the newest of all), with their authorization state. */
    adminList: async (userId?: number) => (await repo.allStores(userId)).map((row) => ({ ...toStore(row), userId: row.userId, platformName: platformInfo(row.platform).name })),
    async adminDisconnect(id: number) {
      const store = await repo.byId(id);
      if (!store) throw notFound();
      await repo.markUnauthorized(eq(stores.id, id), 'disconnected');
      return toStore((await repo.byId(id))!);
    },
  };
}
export type StoresService = ReturnType<typeof storesService>;
