import type { FastifyInstance } from 'fastify';
import { operatorsService } from '../admin/operators.service.ts';
import { adminStoresRoutes } from './admin-stores.routes.ts';
import { storeAuthSweep } from './auth-sweep.ts';
import { connectService } from './connect.service.ts';
import { storeAccess } from './store-access.ts';
import { storesRoutes } from './stores.routes.ts';
import { storesService } from './stores.service.ts';
import { webhookRoutes } from './webhooks.routes.ts';

/** Connected stores (decision 0019): platform adapters, sealed credentials, settings, webhooks, the authorization job. */
export async function storesModule(app: FastifyInstance) {
  const { config } = app;
  const { db } = app.database;
  const { registry, box } = storeAccess(app);
  const log = app.log.child({ module: 'stores' });
  const stores = storesService(db, registry, box, log);
  const connect = connectService({ db, registry, box, config, log });
  await app.register(storesRoutes(stores, connect));
  await app.register(webhookRoutes(registry, stores, connect));
  const operators = operatorsService(app);
  await app.register(adminStoresRoutes(stores, (request) => operators.current(request, 'support'), (entry) => operators.audit(entry)));
  const sweep = storeAuthSweep({ db, jobs: app.jobs, registry, box, log, minutes: config.STORE_AUTH_SWEEP_MINUTES });
  sweep.register();
  await sweep.start();
}

