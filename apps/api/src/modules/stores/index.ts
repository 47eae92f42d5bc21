import type { FastifyInstance } from 'fastify';
import { outboundHttp } from '../../platform/outbound-http.ts';
import { operatorsService } from '../admin/operators.service.ts';
import { adminStoresRoutes } from './admin-stores.routes.ts';
import { storeAuthSweep } from './auth-sweep.ts';
import { connectService } from './connect.service.ts';
import { platformRegistry, type PlatformRegistry } from './platforms/registry.ts';
import { secretBox, type SecretBox } from './secrets.ts';
import { storesRoutes } from './stores.routes.ts';
import { storesService } from './stores.service.ts';
import { webhookRoutes } from './webhooks.routes.ts';
import { storeOrderNotices } from '../store-orders/notices.ts';

const shared = new WeakMap<object, { registry: PlatformRegistry; box: SecretBox }>();
/**
 * The adapters and the secret box of one app, made once and shared by the modules that call the platforms
 * (stores, listings): each adapter keeps its platform's rate-limit state, which must not be split in two.
 */
export function storePlatforms(app: FastifyInstance): { registry: PlatformRegistry; box: SecretBox } {
  const { config } = app;
  let entry = shared.get(config);
  if (!entry) {
    const http = outboundHttp({ allowPrivate: config.NODE_ENV !== 'production', timeoutMs: config.STORE_HTTP_TIMEOUT_MS, maxBytes: config.STORE_HTTP_MAX_BYTES });
    entry = { registry: platformRegistry(config, http), box: secretBox(config.storeSecretsKey) };
    shared.set(config, entry);
  }
  return entry;
}

/** Connected stores (decision 0019): platform adapters, sealed credentials, settings, webhooks, the authorization job. */
export async function storesModule(app: FastifyInstance) {
  const { config } = app;
  const { db } = app.database;
  const { registry, box } = storePlatforms(app);
  const log = app.log.child({ module: 'stores' });
  const stores = storesService(db, registry, box, log);
  const connect = connectService({ db, registry, box, config, log });
  await app.register(storesRoutes(stores, connect));
  await app.register(webhookRoutes(registry, stores, connect, storeOrderNotices(db, app.jobs)));
  const operators = operatorsService(app);
  await app.register(adminStoresRoutes(stores, (request) => operators.current(request, 'support'), (entry) => operators.audit(entry)));
  const sweep = storeAuthSweep({ db, jobs: app.jobs, registry, box, log, minutes: config.STORE_AUTH_SWEEP_MINUTES });
  sweep.register();
}

