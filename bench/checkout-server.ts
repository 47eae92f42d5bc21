import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig, type Config } from '../apps/api/src/platform/config.ts';
import { openDatabase } from '../apps/api/src/platform/database.ts';
import { benchAppEnv } from './app-env.ts';

/**
 * The app that `npm run bench checkout` loads, in a process of its own (bench/checkout.ts), so the load generator
 * does not share its event loop: production settings, its job worker running as in a real server.
 */

/** Production settings on the bench database, logs off, limits raised (the bench signs in 250 buyers from one address). */
export const benchConfig = (databaseUrl: string): Config =>
  loadConfig({
    ...benchAppEnv(databaseUrl, process.env.CHECKOUT_BENCH_SECRET),
    NODE_ENV: 'production',
  });

/** Child process: the real app with its job worker, reporting its port. */
async function serve(databaseUrl: string): Promise<void> {
  const config = benchConfig(databaseUrl);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp(config, database);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  await app.jobs.start();
  process.send!({ url });
  if (process.env.CHECKOUT_BENCH_PROFILE) answerProfiling(process.env.CHECKOUT_BENCH_PROFILE);
  process.on('disconnect', () => void app.close().then(() => database.close()).then(() => process.exit(0)));
}

/**
 * CHECKOUT_BENCH_PROFILE=<dir>: the app's CPU profile of the flat-out run is written there (open it in
 * Chrome's DevTools). Started and stopped on the bench's messages, so set-up and the hot-SKU figures stay out.
 */
function answerProfiling(directory: string) {
  const session = new Session();
  session.connect();
  process.on('message', async (message: string) => {
    if (message === 'profile-start') {
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    } else if (message === 'profile-stop') {
      const { profile } = await session.post('Profiler.stop');
      mkdirSync(directory, { recursive: true });
      writeFileSync(join(directory, `checkout-app-${process.pid}.cpuprofile`), JSON.stringify(profile));
      process.send!('profile-written');
    }
  });
}

export async function startServer(databaseUrl: string, secret: string): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, CHECKOUT_BENCH_SERVER: databaseUrl, CHECKOUT_BENCH_SECRET: secret },
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { url: string }) => resolve(message.url));
    child.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
  });
  return { child, url };
}

if (process.env.CHECKOUT_BENCH_SERVER) await serve(process.env.CHECKOUT_BENCH_SERVER);
