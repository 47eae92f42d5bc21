import type { FastifyInstance } from 'fastify';
import { checkoutPricing } from '../checkout/index.ts';
import { storePlatforms } from '../stores/index.ts';
import { INGEST_BATCH, ingestJobHandler } from './ingest.job.ts';
import { storeOrdersIngest } from './ingest.service.ts';
import { INGEST_JOB } from './notices.ts';
import { pollJobs } from './poll.job.ts';

/** Store orders (issue 17, decision 0027): the ingest job behind the order webhooks and the polling fallback. */
export async function storeOrdersModule(app: FastifyInstance) {
  const db = app.database.db;
  const access = storePlatforms(app);
  const log = app.log.child({ module: 'store-orders' });
  const ingest = storeOrdersIngest({ db, jobs: app.jobs, pricing: checkoutPricing(db) });
  // Many stores' orders at once: the store orders waiting are ingested a batch per transaction (decision 0050),
  // two batches at once in each worker process.
  app.jobs.registerBatch(INGEST_JOB, ingestJobHandler({ ingest, access, log }), { batchSize: INGEST_BATCH, concurrency: 2 });
  pollJobs({ jobs: app.jobs, access, ingest, log, minutes: app.config.STORE_ORDERS_POLL_MINUTES }).register();
}
