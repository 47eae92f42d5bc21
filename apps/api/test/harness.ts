import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes, randomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { seed } from '../src/db/seed/index.ts';
import { loadConfig, type Config } from '../src/platform/config.ts';
import { openDatabase, type Database, type Db } from '../src/platform/database.ts';
import { openPgliteFromTemplate } from './templates/pglite.ts';
import { createFromTemplate } from './templates/postgres.ts';

/**
 * Starts the real API (buildApp, migrations, seed) on a fresh database and a real port, for
 * one test file. With TEST_DATABASE_URL (a PostgreSQL server whose role may create databases)
 * it creates tw_test_<random> there and drops it on close; without it, PGlite in memory. Either
 * starts as a copy of a database migrated and seeded once per run (./templates); seed() runs again
 * on it as on every start, and finds its work done.
 *
 * Every call comes from its own client address (X-Forwarded-For, believed because the harness
 * names its own loopback as the trusted proxy: TRUST_PROXY) unless `ip` is given, so the per-address limits of sign-in and code sending do not couple
 * unrelated tests. Tests of those limits pin `ip`.
 */

export interface StartOptions {
  /** The general per-minute limit (RATE_LIMIT_PER_MINUTE). */
  rateLimitPerMinute?: number;
  /** More environment variables for loadConfig. */
  env?: Record<string, string>;
  /** Receives the server's log lines (set LOG_LEVEL in env too, the harness default is silent). */
  logStream?: { write(line: string): void };
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is, with Content-Type application/json unless headers say otherwise. */
  rawBody?: string;
  query?: Record<string, string | number | boolean | undefined>;
  token?: string;
  ticket?: string;
  headers?: Record<string, string>;
  ip?: string;
}

export interface Answer<T = any> {
  status: number;
  body: { code: number; data: T; message: string } & Record<string, any>;
  headers: Headers;
}

export interface SignedUp {
  token: string;
  userId: number;
  email: string;
  password: string;
  phone: string;
  fullName: string;
  session: any;
}

export const DEMO = { email: 'demo@threadway.shop', password: 'Demo1234', phone: '+1 2025550123', nationalPhone: '2025550123' };
export const ADMIN = { email: 'admin@threadway.shop', password: 'Admin1234' };

export interface TestServer {
  baseUrl: string;
  app: FastifyInstance;
  db: Db;
  kind: 'postgres' | 'pglite';
  /** The opened database (a second app on the same database is built from it). */
  database: Database;
  config: Config;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<Answer<T>>;
  /** Messages to an address (e-mail or phone), newest first, read from the developer mailbox. */
  mailbox(to: string): Promise<{ id: number; channel: string; to: string; subject: string; text: string }[]>;
  /** The 6-digit code of the newest message to an address. */
  latestCode(to: string): Promise<string>;
  /** Sends a register code and signs up with it; fails the test if either step fails. */
  signUp(overrides?: Partial<{ email: string; password: string; phone: string; fullName: string }>): Promise<SignedUp>;
  /** Signs a seller in; fails the test unless the answer is a session. */
  login(account: string, password: string, rememberMe?: boolean): Promise<any>;
  /** Signs an operator in and returns the session. */
  adminLogin(email?: string, password?: string): Promise<any>;
  uniqueEmail(prefix?: string): string;
  uniquePhone(): string;
  close(): Promise<void>;
}

/**
 * One server for the whole test file, started before its first test and stopped after its last.
 * The handle is filled in by the `before` hook, so use it only inside tests and `setup`.
 */
export function useTestServer(options: StartOptions = {}, setup?: (server: TestServer) => Promise<void>): TestServer {
  const handle = {} as TestServer;
  // Setup that needs the server (signing in, reading the docs) runs in this hook, once it is up.
  before(async () => {
    Object.assign(handle, await startTestServer(options));
    await setup?.(handle);
  });
  after(async () => {
    await handle.close?.();
  });
  return handle;
}

/**
 * Calls one server the way the tests do: JSON bodies, the token as a Bearer header, and each call from
 * its own client address (X-Forwarded-For) unless `ip` pins one.
 */
/** `timeoutMs`: a request not answered by then fails (undici's own limit is five minutes). */
export function httpClient(baseUrl: string, { timeoutMs }: { timeoutMs?: number } = {}) {
  return async function request<T = any>(method: string, path: string, opts: RequestOptions = {}): Promise<Answer<T>> {
    const url = new URL(path, baseUrl);
    for (const [key, value] of Object.entries(opts.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { 'x-forwarded-for': opts.ip ?? randomIp() };
    let body: string | undefined;
    if (opts.rawBody !== undefined) body = opts.rawBody;
    else if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.ticket) headers.ticket = opts.ticket;
    Object.assign(headers, opts.headers);
    const response = await fetch(url, { method, headers, body, signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined });
    const text = await response.text();
    let parsed: any;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = { unparsed: text };
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }
}

/** A 6-digit code guaranteed to differ from the given one. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Drops a test database, closing whatever connections are left on it. */
/** A database name of its own for one test file on the PostgreSQL server. */
export const testDatabaseName = () => `tw_test_${randomBytes(6).toString('hex')}`;

export async function dropTestDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  // Named here, created below from the template for the file's configuration (./templates).
  const name = testDatabaseName();
  if (adminUrl) {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => dropTestDatabase(adminUrl, name);
  }

  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '',
    SEED_DEMO: 'on',
    DEMO_CATALOGUE_PRODUCTS: '0',
    DATA_DIR: 'memory://',
    HOST: '127.0.0.1',
    PORT: '0',
    // Requests come from 127.0.0.1, made the trusted proxy so that their X-Forwarded-For (a random
    // or pinned `ip`) is the client address; a test of untrusted proxies overrides it in `env`.
    TRUST_PROXY: '127.0.0.1',
    // Tests run due jobs themselves (app.jobs.runDue()); no worker takes them in between.
    WORKER: 'off',
    ...(options.rateLimitPerMinute ? { RATE_LIMIT_PER_MINUTE: String(options.rateLimitPerMinute) } : {}),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  };
  const config = loadConfig(env);
  let database: Database;
  try {
    if (adminUrl) await createFromTemplate(adminUrl, name, config);
    database = adminUrl ? await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR }) : await openPgliteFromTemplate(config, config.DATA_DIR);
  } catch (error) {
    await dropDatabase?.();
    throw error;
  }
  let app: FastifyInstance;
  try {
    app = await buildApp(config, database, { logStream: options.logStream });
    await seed(database.db, config);
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await database.close();
    await dropDatabase?.();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const tag = randomBytes(3).toString('hex');
  let counter = 0;

  const request = httpClient(baseUrl);

  async function mailbox(to: string) {
    const answer = await request('GET', '/api/dev/open/mailbox', { query: { to } });
    if (answer.status !== 200) throw new Error(`mailbox answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body.data as { id: number; channel: string; to: string; subject: string; text: string }[];
  }

  async function latestCode(to: string) {
    const [newest] = await mailbox(to);
    const code = newest && /\b(\d{6})\b/.exec(newest.text)?.[1];
    if (!code) throw new Error(`no code in the mailbox of ${to}`);
    return code;
  }

  const uniqueEmail = (prefix = 'seller') => `${prefix}-${tag}-${++counter}@example.com`;
  // '+1 ' and ten digits, 3-3-4, the format the sign-up form sends.
  const uniquePhone = () => `+1 ${randomInt(200, 999)}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

  async function must(answer: Answer, what: string) {
    if (answer.status !== 200 || answer.body?.code !== 10000) {
      throw new Error(`${what} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer.body.data;
  }

  async function signUp(overrides: Partial<{ email: string; password: string; phone: string; fullName: string }> = {}): Promise<SignedUp> {
    const email = overrides.email ?? uniqueEmail();
    const password = overrides.password ?? 'Secret123';
    const phone = overrides.phone ?? uniquePhone();
    const fullName = overrides.fullName ?? 'Test Seller';
    await must(await request('POST', '/api/store/open/verificationCode', { body: { email, purpose: 'register' } }), 'send register code');
    const verificationCode = await latestCode(email);
    const session = await must(
      await request('POST', '/api/store/open/signUp', { body: { phone, fullName, email, verificationCode, password, acceptTerms: true } }),
      'sign up',
    );
    return { token: session.token, userId: session.userId, email, password, phone, fullName, session };
  }

  async function login(account: string, password: string, rememberMe = false) {
    return must(await request('POST', '/api/oauth/login', { body: { account, password, rememberMe } }), `login of ${account}`);
  }

  async function adminLogin(email = ADMIN.email, password = ADMIN.password) {
    return must(await request('POST', '/api/admin/open/login', { body: { email, password } }), `operator login of ${email}`);
  }

  let closed = false;
  return {
    baseUrl,
    app,
    db: database.db,
    kind: database.kind,
    database,
    config,
    request,
    mailbox,
    latestCode,
    signUp,
    login,
    adminLogin,
    uniqueEmail,
    uniquePhone,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await database.close();
      await dropDatabase?.();
    },
  };
}

const show = (answer: Answer) => `${answer.status} ${JSON.stringify(answer.body)}`;

/** Asserts a success envelope (HTTP 200, code 10000, optionally the message) and returns its data. */
export function expectOk<T = any>(answer: Answer<T>, message?: string): T {
  assert.equal(answer.status, 200, show(answer));
  assert.equal(answer.body?.code, 10000, show(answer));
  if (message !== undefined) assert.equal(answer.body.message, message);
  return answer.body.data;
}

/**
 * Asserts an error envelope: the HTTP status, a numeric code other than 10000 (exactly `code`
 * when given, else one that starts with the status as docs/api-conventions.md says) and a
 * non-empty message (exactly `message` when given, or matching it when a RegExp).
 */
export function expectFailure(answer: Answer, status: number, code?: number, message?: string | RegExp): void {
  assert.equal(answer.status, status, show(answer));
  assert.equal(typeof answer.body?.code, 'number', show(answer));
  assert.notEqual(answer.body.code, 10000, show(answer));
  if (code !== undefined) assert.equal(answer.body.code, code, show(answer));
  else assert.equal(Math.floor(answer.body.code / 100), status, show(answer));
  assert.equal(typeof answer.body.message, 'string', show(answer));
  assert.ok(answer.body.message.length > 0, show(answer));
  if (typeof message === 'string') assert.equal(answer.body.message, message);
  else if (message) assert.match(answer.body.message, message);
}
