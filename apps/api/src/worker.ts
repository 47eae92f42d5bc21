import os from 'node:os';
import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/database.ts';
import { closeOnSignals } from './platform/shutdown.ts';

/**
 * `npm run worker`: the job handlers without HTTP (decision 0026). It builds the same app as the
 * API (every module registers its jobs there) but never listens; run as many as the load needs,
 * next to API processes started with WORKER=off. It does not seed or start the development
 * simulators: the API process does both, and the worker reaches the outside parties at their
 * configured URLs.
 */
const config = loadConfig();
// Jobs yield the CPU to the API processes' requests (decision 0045). A system that refuses changes nothing else.
try {
  os.setPriority(config.WORKER_NICE);
} catch (error) {
  process.emitWarning(`WORKER_NICE ${config.WORKER_NICE} not applied: ${String(error)}`);
}
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
const app = await buildApp(config, database, { role: 'worker' });
await app.ready();
await app.jobs.start();
closeOnSignals(app, database);
app.log.info('job worker started');
// The same banner as the API's first line, so people and the process supervisor see it came up.
process.stdout.write(`  Threadway: job worker (${database.kind})\n`);
