import { chromium, type Browser } from 'playwright-core';
import { buildApp } from '../apps/api/src/app.ts';
import { seedDemoOrders } from '../apps/api/src/db/seed/demo-orders.ts';
import { seed } from '../apps/api/src/db/seed/index.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase } from '../apps/api/src/platform/database.ts';
import { dropTestDatabase, testDatabaseName } from '../apps/api/test/harness.ts';
import { openPgliteFromTemplate } from '../apps/api/test/templates/pglite.ts';
import { createFromTemplate } from '../apps/api/test/templates/postgres.ts';
import type { FastifyInstance } from 'fastify';

/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell, the same Chromium version as
 * /usr/bin/chromium), as playwright itself runs headless tests: the full browser's headless mode builds a
 * whole browser window for every context, about 1.5 s of CPU each (decision 0051).
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
/** Flags for Debian's chromium on these machines (no sandbox as root, no background traffic). */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * The real server (built web app + API) on a fresh in-memory database, and a headless Chromium.
 * Every browser in these tests comes from 127.0.0.1, so the per-address limits are raised; loopback is
 * the trusted proxy (as in the API harness), so a setup call may name another client with X-Forwarded-For.
 * `demoOrders` places the demo seller's first orders as `npm start` does (screenshots of order screens);
 * `jobs` starts the durable job worker as `npm start` does (flows whose work runs in the background).
 */
export async function startServerAndBrowser({ demoOrders = false, jobs = false } = {}): Promise<{ baseUrl: string; browser: Browser; app: FastifyInstance; close: () => Promise<void> }> {
  // With TEST_DATABASE_URL (CI) each file gets its own PostgreSQL database copied from a template:
  // the server's queries then run beside the browser instead of in this process's event loop, as
  // PGlite's do. Without it, the embedded database as `npm start` has it.
  const adminUrl = process.env.TEST_DATABASE_URL || undefined;
  const databaseName = testDatabaseName();
  const databaseUrl = adminUrl ? Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString() : '';
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'silent', WEB_DIST: process.env.E2E_WEB_DIST ?? 'apps/web/dist', DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: '100000', CODES_PER_IP_PER_10_MINUTES: '1000', SENSITIVE_RATE_LIMIT_PER_MINUTE: '1000', TRUST_PROXY: '127.0.0.1', JOBS_POLL_MS: '500', DEMO_CATALOGUE_PRODUCTS: process.env.E2E_CATALOGUE_PRODUCTS ?? '120' });
  // E2E_LOG_LEVEL=debug prints the server's log (requests, jobs) while a flaky test is studied; silent otherwise.
  // Migrated and seeded (demo catalogue included) once, not per file: see apps/api/test/templates.
  if (adminUrl) await createFromTemplate(adminUrl, databaseName, config);
  const database = adminUrl ? await openDatabase({ url: databaseUrl, dataDir: config.DATA_DIR }) : await openPgliteFromTemplate(config, 'memory://e2e');
  const app = await buildApp(config, database);
  await seed(database.db, config);
  // E2E_PORT: a test whose outside party calls the server back at PUBLIC_URL fixes the port beforehand.
  const baseUrl = await app.listen({ host: '127.0.0.1', port: Number(process.env.E2E_PORT ?? 0) });
  if (demoOrders) await seedDemoOrders(app);
  if (jobs) await app.jobs.start();
  const browser = await chromium.launch({ executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS, headless: true });
  return {
    baseUrl,
    browser,
    app,
    close: async () => {
      await browser.close();
      await app.close();
      await database.close();
      if (adminUrl) await dropTestDatabase(adminUrl, databaseName);
    },
  };
}
