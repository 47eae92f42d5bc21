import { buildApp } from './app.ts';
import { seed } from './db/seed/index.ts';
import { loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/database.ts';

/** Starts the HTTP server: migrate, seed reference data (and the demo account), listen. */
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
const app = await buildApp(config, database);
const seeded = await seed(database.db, config);

await app.listen({ host: config.HOST, port: config.PORT });
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

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
