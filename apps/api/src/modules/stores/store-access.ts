import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { stores } from '../../db/schema/index.ts';
import type { Config } from '../../platform/config.ts';
import type { Executor } from '../../platform/database.ts';
import { outboundHttp } from '../../platform/outbound-http.ts';
import type { StoreConnection } from './platforms/platform.ts';
import { platformRegistry, type PlatformRegistry } from './platforms/registry.ts';
import type { AdapterOf } from './platforms/extras.ts';
import { secretBox, type SecretBox } from './secrets.ts';
import { storesRepository, type StoreRow } from './stores.repository.ts';

/**
 * The adapters and the sealed-credentials box of one app, shared by every module that calls stores
 * (stores, listings). One registry per app matters: each adapter keeps its platform's rate-limit state
 * (Shopify's cost bucket, TikTok's QPS), and two registries would each spend the whole budget.
 */
export interface StoreAccess {
  registry: PlatformRegistry;
  box: SecretBox;
}

const byConfig = new WeakMap<Config, StoreAccess>();

export function storeAccess(app: FastifyInstance): StoreAccess {
  const { config } = app;
  let access = byConfig.get(config);
  if (!access) {
    const http = outboundHttp({ allowPrivate: config.NODE_ENV !== 'production', timeoutMs: config.STORE_HTTP_TIMEOUT_MS, maxBytes: config.STORE_HTTP_MAX_BYTES });
    access = { registry: platformRegistry(config, http), box: secretBox(config.storeSecretsKey) };
    byConfig.set(config, access);
  }
  return access;
}

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
