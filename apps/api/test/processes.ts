import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { httpClient } from './harness.ts';

/**
 * Threadway as it runs in production (docs/deploying.md): separate operating-system processes of
 * the real entry points on one database, started and stopped by a test. Each is a child process;
 * its output is kept (the last lines) and shown when it fails to start.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER_ENTRY = 'apps/api/src/server.ts';
const WORKER_ENTRY = 'apps/api/src/worker.ts';
/** Printed by server.ts once it listens, seeded and started its jobs. */
const READY_LINE = '  Threadway: ';
const START_TIMEOUT_MS = 60_000;
/** A request the process has not answered by then fails with the process's last output (a hung process shows why). */
const REQUEST_TIMEOUT_MS = 60_000;
/** How long a stopping process may take (its own graceful stop waits up to 30 s for running jobs) before it is killed. */
const STOP_TIMEOUT_MS = 45_000;

export interface RunningProcess {
  name: string;
  /** The operating-system process (benches read its CPU time). */
  pid: number;
  baseUrl: string;
  request: ReturnType<typeof httpClient>;
  stop(): Promise<void>;
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs `args` with this Node (and tsx) in the repository root and waits for the start-up line (`startTimeoutMs`, default a minute). */
async function startProcess(name: string, args: string[], env: Record<string, string>, startTimeoutMs = START_TIMEOUT_MS): Promise<RunningProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    // Only what the process needs: nothing of the test runner's own environment leaks into its configuration.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString('utf8').split('\n'));
    output.splice(0, Math.max(0, output.length - 60));
  };
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start in ${startTimeoutMs} ms:\n${output.join('\n')}`)), startTimeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      keep(chunk);
      if (chunk.toString('utf8').includes(READY_LINE)) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) while starting:\n${output.join('\n')}`));
    });
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const send = httpClient(baseUrl, { timeoutMs: REQUEST_TIMEOUT_MS });
  const request: typeof send = async (method, path, opts) => {
    try {
      return await send(method, path, opts);
    } catch (error) {
      throw new Error(`${name}: ${method} ${path} failed (${String(error)}); its last output:\n${output.join('\n')}`, { cause: error });
    }
  };
  return {
    name,
    pid: child.pid!,
    baseUrl,
    request,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      // A process that does not finish its graceful stop in time (a request stuck in it) is killed: a test run never waits on it.
      const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** An API process: serves requests (WORKER=off leaves the jobs to the workers). */
export const startApi = (name: string, env: Record<string, string>) => startProcess(name, [SERVER_ENTRY], { ...env, WORKER: 'off' });

/** A worker process (`npm run worker`): runs the durable jobs, serves nothing. A bench on a loaded machine gives it longer to start. */
export const startWorker = (env: Record<string, string>, startTimeoutMs?: number) => startProcess('worker', [WORKER_ENTRY], env, startTimeoutMs);

/** A Redis key prefix of one test run, so runs sharing a Redis never count each other's calls. */
export const testKeyPrefix = () => `tw-test-${randomBytes(4).toString('hex')}:`;
