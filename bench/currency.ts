import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { seed } from '../apps/api/src/db/seed/index.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase } from '../apps/api/src/platform/database.ts';
import { load, printTable } from './load.ts';

/**
 * GET /api/system/open/currencyRate through the whole stack (locale, auth, maintenance check,
 * rate limit, validation, database) beside an empty Fastify route measured in the same run.
 * DATABASE_URL set: that PostgreSQL server; unset: embedded PGlite in memory.
 */
export async function currencyBench(seconds: number): Promise<void> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '', RATE_LIMIT_PER_MINUTE: String(10_000_000) });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: 'memory://bench' });
  const app = await buildApp(config, database);
  await seed(database.db, config);
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });

  const empty = Fastify();
  empty.get('/empty', async () => ({}));
  const emptyUrl = await empty.listen({ host: '127.0.0.1', port: 0 });

  console.log(`currencyRate benchmark on ${database.kind}, 50 connections, ${seconds} s each`);
  const baseline = await load('empty Fastify route', `${emptyUrl}/empty`, { seconds });
  const rate = await load('GET /api/system/open/currencyRate', `${appUrl}/api/system/open/currencyRate?currencyCode=USD&forCurrency=EUR`, { seconds });
  printTable([baseline, rate]);
  console.log(`\nratio currencyRate/empty: ${(rate.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)} of the requests per second, p99 ${(rate.p99 / Math.max(baseline.p99, 1)).toFixed(1)}x`);

  await empty.close();
  await app.close();
  await database.close();
}
