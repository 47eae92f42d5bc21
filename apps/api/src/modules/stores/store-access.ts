import { eq } from 'drizzle-orm';
import { stores } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';
import type { StoreConnection } from './platforms/platform.ts';
import type { AdapterOf } from './platforms/extras.ts';
import type { storePlatforms } from './index.ts';
import { storesRepository, type StoreRow } from './stores.repository.ts';

/** The adapters and the sealed-credentials box of one app (stores/index.ts storePlatforms: one registry per app, so rate-limit state is not split). */
export type StoreAccess = ReturnType<typeof storePlatforms>;

export interface OpenedStore {
  store: StoreRow;
  adapter: AdapterOf;
  connection: StoreConnection;
}

/** Tokens that expire within this are refreshed before a call rather than failing it. */
const REFRESH_AHEAD_MS = 5 * 60_000;

/**
 * A store ready for a platform call: its credentials opened, refreshed first when the token is about to
 * expire (and the new pair sealed back), as the authorization sweep does. Undefined when the store is gone,
 * unauthorized or its platform has no adapter.
 */
export async function openStore(db: Executor, access: StoreAccess, storeId: number, now = Date.now()): Promise<OpenedStore | undefined> {
  const repo = storesRepository(db);
  const store = await repo.byId(storeId);
  const adapter = store && access.registry.get(store.platform);
  if (!store || !adapter || !store.authorized || !store.credentials) return undefined;
  const owner = { userId: store.userId, platform: store.platform };
  const connection: StoreConnection = { storeUrl: store.storeUrl, credentials: access.box.open(store.credentials, owner) };
  const expiring = store.accessTokenExpiresAt && store.accessTokenExpiresAt.getTime() < now + REFRESH_AHEAD_MS;
  if (expiring && adapter.refresh && connection.credentials.refreshToken) {
    const credentials = await adapter.refresh(connection);
    await repo.setCredentials(store.id, { credentials: access.box.seal(credentials, owner), accessTokenExpiresAt: credentials.accessTokenExpiresAt ?? null, refreshTokenExpiresAt: credentials.refreshTokenExpiresAt ?? null });
    connection.credentials = credentials;
  }
  return { store, adapter, connection };
}

/** The platform refused our token during a call: the store shows Unauthorized (as the sweep would mark it). */
export const markStoreUnauthorized = (db: Executor, storeId: number, reason: string) => storesRepository(db).markUnauthorized(eq(stores.id, storeId), reason);
