import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { stores } from '../../db/schema/index.ts';
import type { Db } from '../../platform/database.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { PlatformError } from './platforms/platform.ts';
import type { PlatformRegistry } from './platforms/registry.ts';
import type { SecretBox } from './secrets.ts';
import { storesRepository } from './stores.repository.ts';

/**
 * The durable store-authorization job (decision 0019): refreshes tokens that expire within the hour
 * (platforms with refresh tokens), marks expired and revoked authorizations Unauthorized, and checks
 * each store's authorization once a day with one cheap call. A pg-boss schedule creates it every
 * STORE_AUTH_SWEEP_MINUTES (decision 0026): one job per occurrence however many workers run.
 */
export const STORE_AUTH_SWEEP_JOB = 'stores.authSweep';
const REFRESH_AHEAD_MS = 3_600_000;
const CHECK_EVERY_MS = 86_400_000;
const PER_RUN = 50;

export function storeAuthSweep(deps: { db: Db; jobs: JobQueue; registry: PlatformRegistry; box: SecretBox; log: FastifyBaseLogger; minutes: number }) {
  const { db, jobs, registry, box, log } = deps;
  const repo = storesRepository(db);

  async function sweep(now = Date.now()): Promise<{ refreshed: number; unauthorized: number; checked: number }> {
    const result = { refreshed: 0, unauthorized: 0, checked: 0 };
    const end = async (id: number, reason: string) => {
      result.unauthorized += await repo.markUnauthorized(eq(stores.id, id), reason);
    };
    for (const store of await repo.dueForSweep(new Date(now + REFRESH_AHEAD_MS), new Date(now - CHECK_EVERY_MS), PER_RUN)) {
      const adapter = registry.get(store.platform);
      if (!adapter || !store.credentials) continue;
      const owner = { userId: store.userId, platform: store.platform };
      const connection = { storeUrl: store.storeUrl, credentials: box.open(store.credentials, owner) };
      const refreshable = Boolean(adapter.refresh && connection.credentials.refreshToken && (!store.refreshTokenExpiresAt || store.refreshTokenExpiresAt.getTime() > now));
      const refresh = async () => {
        const credentials = await adapter.refresh!(connection);
        await repo.setCredentials(store.id, { credentials: box.seal(credentials, owner), accessTokenExpiresAt: credentials.accessTokenExpiresAt ?? null, refreshTokenExpiresAt: credentials.refreshTokenExpiresAt ?? null });
        result.refreshed++;
      };
      try {
        if (store.accessTokenExpiresAt && store.accessTokenExpiresAt.getTime() < now + REFRESH_AHEAD_MS) {
          if (refreshable) await refresh();
          else if (store.accessTokenExpiresAt.getTime() <= now) await end(store.id, 'expired');
          continue;
        }
        const health = await adapter.checkHealth(connection);
        result.checked++;
        // A token the platform calls expired before our clock does is refreshed; a refused refresh (revoked) ends it in the catch below.
        if (!health.ok && health.reason === 'unauthorized') await (refreshable ? refresh() : end(store.id, 'revoked'));
        else if (health.ok) await repo.markChecked(store.id);
      } catch (error) {
        if (error instanceof PlatformError && error.kind === 'unauthorized') await end(store.id, 'revoked');
        // Unreachable or throttled: tried again at the next run.
        else log.warn({ storeId: store.id, platform: store.platform, err: error instanceof Error ? error.message : String(error) }, 'store authorization not refreshed');
      }
    }
    await repo.purgeStates();
    return result;
  }

  return {
    sweep,
    register() {
      // One sweep at a time: a slow platform cannot make two runs refresh the same token.
      jobs.register(STORE_AUTH_SWEEP_JOB, async () => void (await sweep()), { concurrency: 1, maxAttempts: 1 });
      jobs.schedule(STORE_AUTH_SWEEP_JOB, `FREQ=MINUTELY;INTERVAL=${deps.minutes}`);
    },
  };
}
