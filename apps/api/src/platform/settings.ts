import { eq, sql } from 'drizzle-orm';
import { systemSettings } from '../db/schema/index.ts';
import type { ChangeBus } from './changes.ts';
import type { Executor } from './database.ts';

export interface MaintenanceSetting {
  enabled: boolean;
  message: string | null;
}

const MAINTENANCE = 'maintenance';
/** The maintenance flag is read on every request, so it is cached briefly in each process (and dropped on a change notice). */
const CACHE_MS = 2000;

export function settingsStore(db: Executor, changes: ChangeBus) {
  let cached: { value: MaintenanceSetting; updatedAt: Date | null; at: number } | null = null;
  changes.on('settings', () => {
    cached = null;
  });

  async function load() {
    const rows = await db.select().from(systemSettings).where(eq(systemSettings.key, MAINTENANCE)).limit(1);
    const row = rows[0];
    cached = {
      value: (row?.value as MaintenanceSetting | undefined) ?? { enabled: false, message: null },
      updatedAt: row?.updatedAt ?? null,
      at: Date.now(),
    };
    return cached;
  }

  // One read at a time: when the cached value expires under load, the requests in flight share it instead of each reading.
  let loading: ReturnType<typeof load> | null = null;
  const loadOnce = () => (loading ??= load().finally(() => (loading = null)));

  return {
    async maintenance() {
      return cached && Date.now() - cached.at < CACHE_MS ? cached : loadOnce();
    },
    async setMaintenance(value: MaintenanceSetting, operatorId: number) {
      await db
        .insert(systemSettings)
        .values({ key: MAINTENANCE, value, updatedBy: operatorId })
        .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedBy: operatorId, updatedAt: sql`now()` } });
      await changes.announce('settings');
      return load();
    },
  };
}
export type SettingsStore = ReturnType<typeof settingsStore>;
