import { buildApp } from './app.ts';
import { seedDemoOrders } from './db/seed/demo-orders.ts';
import { seedDemoStoreOrders } from './db/seed/demo-store-orders.ts';
import { seedDemoStores } from './db/seed/demo-stores.ts';
import { seed } from './db/seed/index.ts';
import { indexImageFeatures } from './modules/catalogue/visual-search/feature-index.ts';
import { loadConfig } from './platform/config.ts';
import { withLocalPaymentParties, withLocalStorePlatforms } from '../../../tools/simulators/local-parties.ts';
import { openDatabase } from './platform/database.ts';
import { closeOnSignals } from './platform/shutdown.ts';

/** Starts the HTTP server: migrate, seed reference data (and the demo account), listen. */
const config = await withLocalStorePlatforms(await withLocalPaymentParties(loadConfig()));
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
const app = await buildApp(config, database);
// Picture features for visual search are indexed after listening, so a first start does not wait.
// Processes started together take turns; the later ones find the seed done.
const seeded = await database.exclusively(() => seed(database.db, config, { indexImages: false }));

await app.listen({ host: config.HOST, port: config.PORT });
// Demo orders once listening: the tracking service pushes a shipped parcel's first scan to our webhook as soon as it
// is registered. The product works without them, so a failure is only logged.
await seedDemoOrders(app).catch((error: unknown) => app.log.error({ err: error }, 'Demo orders were not (all) placed; they are not tried again while the demo seller has orders'));
await seedDemoStores(app).catch((error: unknown) => app.log.error({ err: error }, 'Demo stores were not (all) connected; they are tried again at the next start while the demo seller has none'));
// WORKER=off leaves the jobs to `npm run worker` processes (decision 0026).
if (config.WORKER === 'on') await app.jobs.start();
// Demo store orders once the jobs run (listing, ingest, automatic purchase and tracking upload are jobs): in the
// background, so the server does not wait for them; a failure is only logged.
void seedDemoStoreOrders(app).catch((error: unknown) => app.log.error({ err: error }, 'Demo store orders were not (all) placed; they are not tried again once the demo seller has listed something'));
const where = database.kind === 'pglite' ? `embedded PostgreSQL in ${config.DATA_DIR}` : 'PostgreSQL server';
app.log.info(`Threadway is running at ${config.PUBLIC_URL} on ${where}`);
const lines = [
  '',
  `  Threadway: ${config.PUBLIC_URL}`,
  `  Database:  ${where}`,
  ...(seeded.demo ? [`  Demo seller:    ${seeded.demo.email} / ${seeded.demo.password}`] : []),
  ...(seeded.admin ? [`  Back office:    ${config.PUBLIC_URL}/admin  ${seeded.admin.email} / ${seeded.admin.password}`] : []),
  ...(config.devMailbox ? [`  Dev mailbox:    ${config.PUBLIC_URL}/dev/mailbox`] : []),
  `  API reference:  ${config.PUBLIC_URL}/api/docs`,
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);

// Resumable: the work left is every picture without features, so a restart carries on where it stopped.
indexImageFeatures(database.db, { store: app.media }).then(
  (indexed) => indexed.indexed > 0 && app.log.info(`Visual search: indexed ${indexed.indexed} pictures`),
  (error: unknown) => app.log.error({ err: error }, 'Visual search indexing stopped; it resumes at the next start'),
);

closeOnSignals(app, database);
