import type { FastifyInstance } from 'fastify';
import { storePlatforms } from '../../stores/index.ts';
import { BATCH_CONCURRENCY, BATCH_JOB, batchHandler } from '../batch/batch.job.ts';
import { batchRoutes } from '../batch/batch.routes.ts';
import { batchService } from '../batch/batch.service.ts';
import { FOLLOW_CATALOGUE_JOB, followCatalogueHandler } from './catalogue-follow.ts';
import { inventoryPushHandler, PUSH_INVENTORY_JOB } from './inventory-push.ts';
import { LISTING_SYNC_JOB, LISTING_SYNC_PER_STORE, listingSyncHandler, type SyncDeps } from './listing-sync.ts';
import { priceApprovalRoutes } from './prices.ts';
import { LISTING_REVIEW_JOB, reviewReadHandler } from './review-watch.ts';

/**
 * The background side of publishing (decision 0025): the listings.sync and listings.batch jobs, the batch
 * routes, and the catalogue follow-up. Registered by the listings module as one plugin.
 */
export async function listingsSyncPlugin(app: FastifyInstance) {
  const { db, whenFree } = app.database;
  let stopping = false;
  // Before the queue is stopped (onClose): a running batch ends after its current item and continues on the next start.
  app.addHook('preClose', async () => {
    stopping = true;
  });
  // PUBLIC_URL is read when it is used (tests learn the server's address once it listens).
  const publicUrl = () => app.config.PUBLIC_URL;
  const deps: SyncDeps = { db, access: storePlatforms(app), jobs: app.jobs, publicUrl, log: app.log.child({ module: 'listings-sync' }), whenFree };
  app.jobs.register(LISTING_SYNC_JOB, listingSyncHandler(deps), { perGroupInProcess: LISTING_SYNC_PER_STORE });
  app.jobs.register(BATCH_JOB, batchHandler({ ...deps, stopping: () => stopping }), { concurrency: BATCH_CONCURRENCY });
  app.jobs.register(PUSH_INVENTORY_JOB, inventoryPushHandler(deps));
  app.jobs.register(LISTING_REVIEW_JOB, reviewReadHandler(deps));
  app.jobs.register(FOLLOW_CATALOGUE_JOB, followCatalogueHandler(app.jobs, publicUrl));
  await app.register(batchRoutes(batchService(db, app.jobs, publicUrl)));
  await app.register(priceApprovalRoutes(db, app.jobs));
}
