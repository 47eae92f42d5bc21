import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { freshDatabase } from './bench-database.ts';
import { freePort } from '../apps/api/test/processes.ts';

/** The budget for a PostgreSQL-backed API process at idle (issue 19, decision 0044). */
const IDLE_BUDGET_MB = 250;
/** How long a started process is left alone before its memory is read. */
const SETTLE_SECONDS = 30;

const load = () => loadavg()[0]!.toFixed(1);

/**
 * `npm run bench memory`: resident memory of the API process at idle, started exactly as deployed
 * (`npm run serve`, NODE_ENV=production) on a PostgreSQL database of its own (BENCH_MEMORY_DATABASE_URL,
 * default tw_bench_memory on the local server). A first start seeds the demo catalogue and indexes its
 * pictures for search by picture, and is stopped once every picture has features; then the API is
 * started again on that database, once as deployed behind a load balancer (WORKER=off) and once as the
 * single process (WORKER=on), and its resident set is read from /proc after SETTLE_SECONDS with no
 * traffic. Exits non-zero when the WORKER=off figure is over the budget.
 */
export async function memoryBench(): Promise<void> {
  const url = process.env.BENCH_MEMORY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tw_bench_memory';
  await freshDatabase(url);
  const env = { NODE_ENV: 'production', DATABASE_URL: url, SESSION_SECRET: randomBytes(48).toString('base64'), STORE_SECRETS_KEY: randomBytes(32).toString('base64'), LOG_LEVEL: 'warn', HOST: '127.0.0.1' };

  console.log(`memory: seeding a fresh database and indexing its pictures (load ${load()})`);
  const first = await startServe({ ...env, WORKER: 'off' });
  await untilPicturesIndexed(url);
  await stop(first);

  const figures: { shape: string; megabytes: number }[] = [];
  for (const worker of ['off', 'on'] as const) {
    const server = await startServe({ ...env, WORKER: worker });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
    figures.push({ shape: `API process, WORKER=${worker}`, megabytes: residentMegabytes(server.nodePid) });
    await stop(server);
  }
  console.log(`\nresident memory after ${SETTLE_SECONDS} s idle on PostgreSQL (load ${load()}):`);
  for (const { shape, megabytes } of figures) console.log(`  ${shape.padEnd(28)} ${megabytes.toFixed(0)} MB`);
  const served = figures[0]!.megabytes;
  console.log(served <= IDLE_BUDGET_MB ? `within the ${IDLE_BUDGET_MB} MB budget` : `OVER the ${IDLE_BUDGET_MB} MB budget`);
  if (served > IDLE_BUDGET_MB) process.exitCode = 1;
}

interface Served {
  npm: ChildProcess;
  /** The node process `npm run serve` started: the one whose memory counts. */
  nodePid: number;
}

/** `npm run serve` with `env`, resolved once it printed its banner. */
async function startServe(env: Record<string, string>): Promise<Served> {
  const port = await freePort();
  const npm = spawn('npm', ['run', '--silent', 'serve'], { env: { ...process.env, ...env, PORT: String(port), DATABASE_URL: env.DATABASE_URL! }, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  await new Promise<void>((resolve, reject) => {
    npm.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Threadway:') && resolve());
    npm.once('exit', (code) => reject(new Error(`npm run serve exited (${code}) before its banner`)));
  });
  return { npm, nodePid: descendantRunning(npm.pid!, 'apps/api/src/server.ts') };
}

/** The pid of the process under `root` whose command line contains `script`. */
function descendantRunning(root: number, script: string): number {
  const children = (pid: number) =>
    readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((entry) => {
        try {
          return readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(pid);
        } catch {
          return false;
        }
      })
      .map(Number);
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    // The script as an argument of its own: npm's `sh -c "node … server.ts"` only has it inside one.
    if (pid !== root && readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(script)) return pid;
    queue.push(...children(pid));
  }
  throw new Error(`no process running ${script} under ${root}`);
}

const residentMegabytes = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** Waits until the server has computed every catalogue picture's search-by-picture features (done after listening). */
async function untilPicturesIndexed(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ left: string }>('select count(*) as left from product_images where features is null');
      if (Number(rows[0]!.left) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  } finally {
    await client.end();
  }
}

/** SIGTERM to npm's whole process group, resolved when npm has exited. */
async function stop({ npm }: Served): Promise<void> {
  const exited = new Promise((resolve) => npm.once('exit', resolve));
  process.kill(-npm.pid!, 'SIGTERM');
  await exited;
}
