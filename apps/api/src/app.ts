import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import jwt from '@fastify/jwt';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { accountsModule } from './modules/accounts/index.ts';
import { adminModule } from './modules/admin/index.ts';
import { cartModule } from './modules/cart/index.ts';
import { catalogueModule } from './modules/catalogue/index.ts';
import { checkoutModule } from './modules/checkout/index.ts';
import { contentModule } from './modules/content/index.ts';
import { logisticsModule } from './modules/logistics/index.ts';
import { promotionsModule } from './modules/promotions/index.ts';
import { createMailer, notificationsModule } from './modules/notifications/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { systemModule } from './modules/system/index.ts';
import { ordersModule } from './modules/orders/index.ts';
import { storesModule } from './modules/stores/index.ts';
import { listingsModule } from './modules/listings/index.ts';
import { storeOrderCancellationModule } from './modules/store-orders/cancellation/index.ts';
import { trackingUploadsModule } from './modules/store-orders/tracking/index.ts';
import { autoPurchaseModule } from './modules/store-orders/auto-purchase/index.ts';
import { storeOrdersModule } from './modules/store-orders/index.ts';
import { authPlugin } from './platform/auth.ts';
import { compressionPlugin } from './platform/compression.ts';
import type { Config } from './platform/config.ts';
import { STORE_SECRET_LOG_PATHS } from './modules/stores/log-redaction.ts';
import type { Database } from './platform/database.ts';
import './platform/decorations.ts';
import { registerErrorHandler } from './platform/error-handler.ts';
import { registerIdempotencyPrune } from './platform/idempotency-prune.job.ts';
import { jobQueue } from './platform/jobs.ts';
import { localChangeBus, redisChangeBus } from './platform/changes.ts';
import { openStorage } from './platform/storage/index.ts';
import { mediaStore } from './modules/catalogue/media/media-store.ts';
import { processRole, type ProcessRole } from './platform/process-role.ts';
import { formDataGuard } from './platform/form-data.ts';
import { healthRoutes } from './platform/health.ts';
import { inputGuard } from './platform/input-guard.ts';
import { maintenancePlugin } from './platform/maintenance.ts';
import { openApiPlugin } from './platform/openapi.ts';
import { pageHeads } from './platform/page-heads.ts';
import { rateLimitPlugin } from './platform/rate-limit.ts';
import { requestContext } from './platform/request-context.ts';
import { settingsStore } from './platform/settings.ts';
import { visitorTickets } from './platform/visitors.ts';
import { webAppPlugin } from './platform/web-app.ts';

/** Builds the instance: platform plugins first, then each domain module. */
export async function buildApp(config: Config, database: Database, options: { logStream?: { write(line: string): void }; role?: ProcessRole } = {}): Promise<FastifyInstance> {
  const role = options.role ?? processRole(config);
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            // Every line says which kind of process wrote it (API, worker or both).
            base: { pid: process.pid, hostname: hostname(), role },
            // Tests read the log lines (store secrets must never appear in them).
            ...(options.logStream ? { stream: options.logStream } : {}),
            // Store secrets never reach a log line (decision 0019), whatever object they travel in.
            redact: ['req.headers.authorization', 'req.headers.ticket', 'req.headers["x-shopify-access-token"]', ...STORE_SECRET_LOG_PATHS],
            // JSON lines for machines; readable lines for a developer watching a terminal.
            ...(config.NODE_ENV === 'development' && process.stdout.isTTY ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
          },
    genReqId: (req) => (typeof req.headers['x-request-id'] === 'string' ? req.headers['x-request-id'].slice(0, 64) : randomUUID()),
    // Only the configured proxies may name the client (X-Forwarded-For); nobody by default.
    trustProxy: config.TRUST_PROXY === '' ? false : config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  // Shared state of several processes (decision 0023): Redis when configured, else this process alone.
  // ioredis is loaded only by a server with Redis (several processes).
  const redis = config.REDIS_URL ? (await import('./platform/redis.ts')).openRedis(config.REDIS_URL, app.log) : null;
  app.decorate('changes', redis ? await redisChangeBus(redis, config.REDIS_KEY_PREFIX, app.log) : localChangeBus());
  const storage = await openStorage(config);
  app.decorate('storage', storage);
  app.decorate('media', mediaStore(storage.media));
  // Root onClose hooks run last-registered first: this one, registered before the job queue's, runs after it stopped.
  app.addHook('onClose', async () => {
    await app.changes.close();
    await redis?.quit();
    storage.close();
  });
  app.decorate('settings', settingsStore(database.db, app.changes));
  app.decorate('visitors', visitorTickets(database.db));
  app.decorate('pageHeads', pageHeads());
  app.decorate('jobs', jobQueue(database, app.log, { expireSeconds: config.JOBS_EXPIRE_SECONDS, pollMs: config.JOBS_POLL_MS, supervise: role !== 'api' }));
  app.addHook('onClose', () => app.jobs.stop());
  registerIdempotencyPrune(app.jobs);
  app.decorate('mailer', createMailer(database.db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log }));

  registerErrorHandler(app);
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await app.register(compressionPlugin);
  await app.register(cookie);
  await app.register(jwt, { secret: config.sessionSecret });
  await app.register(requestContext);
  // Before anything reads the request (auth looks sessions up): NUL characters and unreadable forms stop here.
  await app.register(inputGuard);
  await app.register(formDataGuard);
  await app.register(openApiPlugin);
  await app.register(authPlugin);
  await app.register(maintenancePlugin);
  await app.register(rateLimitPlugin, { redis });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(healthRoutes);
  await app.register(systemModule);
  await app.register(accountsModule);
  await app.register(catalogueModule);
  await app.register(contentModule);
  await app.register(logisticsModule);
  await app.register(promotionsModule);
  await app.register(checkoutModule);
  await app.register(cartModule);
  await app.register(ordersModule);
  await app.register(adminModule);
  await app.register(notificationsModule);
  await app.register(paymentsModule);
  await app.register(storesModule);
  await app.register(listingsModule);
  await app.register(storeOrderCancellationModule);
  await app.register(trackingUploadsModule);
  await app.register(autoPurchaseModule);
  await app.register(storeOrdersModule);
  await app.register(webAppPlugin);
  // Every module registered its jobs: the queues exist before the first request enqueues one.
  await app.jobs.open();
  return app;
}
