import assert from 'node:assert/strict';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { parse as parseYaml } from 'yaml';
import { categories, jobs, orderEvents, orderItems, orders, sessions, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/accounts/passwords.ts';
import { envSchema, loadConfig } from '../src/platform/config.ts';
import { openDatabase, type Database } from '../src/platform/database.ts';
import { translate } from '../src/platform/i18n.ts';
import { ADMIN, dropTestDatabase, expectFailure, expectOk, randomIp } from './harness.ts';
import { stockOf, stockedSku, usAddress } from './orders-fixture.ts';
import { startApi, startWorker, testKeyPrefix, type RunningProcess } from './processes.ts';
import { startS3Server } from './s3-server.ts';
import { createFromTemplate } from './templates/postgres.ts';

/**
 * The production shape (docs/deploying.md, decision 0023): two API processes and a worker, each
 * its own operating-system process of the real server, on one PostgreSQL database, one Redis and
 * one S3-compatible store (s3rver). Each process gets a data folder of its own, so nothing
 * passes through a shared disk. Needs TEST_DATABASE_URL and TEST_REDIS_URL (.ci/run sets both).
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const root = fileURLToPath(new URL('../../../', import.meta.url));

const BUYERS = 200;
const STOCK = 20;
const PASSWORD = 'Buyer1234';
const SENSITIVE_PER_MINUTE = 6;
const OUT_OF_STOCK = translate('en', 'cart.outOfStock');

describe('several API processes and a worker on one database, Redis and an S3-compatible store', { skip: !adminUrl || !redisUrl ? 'needs TEST_DATABASE_URL and TEST_REDIS_URL' : false }, () => {
  const databaseName = `tw_test_${randomBytes(6).toString('hex')}`;
  /** A data folder per process (media, exports): nothing can pass from one process to another through the disk. */
  const dataDir = (name: string) => path.join(os.tmpdir(), `${databaseName}-${name}`);
  const sessionSecret = randomBytes(32).toString('hex');
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let database: Database;
  let worker: RunningProcess;
  let a: RunningProcess;
  let b: RunningProcess;
  let buyers: { id: number; email: string; token: string }[];

  before(async () => {
    s3 = await startS3Server();
    const keyPrefix = testKeyPrefix();
    const databaseUrl = new URL(adminUrl!);
    databaseUrl.pathname = `/${databaseName}`;
    const env = (dataDir: string): Record<string, string> => ({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      WEB_DIST: '',
      SEED_DEMO: 'on',
      DEMO_CATALOGUE_PRODUCTS: '0',
      DATA_DIR: dataDir,
      TRUST_PROXY: '127.0.0.1',
      DATABASE_URL: databaseUrl.toString(),
      SESSION_SECRET: sessionSecret,
      SENSITIVE_RATE_LIMIT_PER_MINUTE: String(SENSITIVE_PER_MINUTE),
      JOBS_POLL_MS: '200',
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: keyPrefix,
      ...s3.env,
    });
    await createFromTemplate(adminUrl!, databaseName, loadConfig(env(dataDir('seed'))));
    // All at once, as compose.yaml starts them: their start-up work (migrations, seed) takes turns.
    [worker, a, b] = await Promise.all([startWorker(env(dataDir('worker'))), startApi('api-a', env(dataDir('a'))), startApi('api-b', env(dataDir('b')))]);
    database = await openDatabase({ url: databaseUrl.toString(), dataDir: 'memory://', poolSize: 2 });
    buyers = await insertBuyers(database, sessionSecret, BUYERS);
  });

  after(async () => {
    await Promise.all([a?.stop(), b?.stop(), worker?.stop()]);
    for (const name of ['seed', 'worker', 'a', 'b']) rmSync(dataDir(name), { recursive: true, force: true });
    await database?.close();
    await dropTestDatabase(adminUrl!, databaseName);
    await s3?.close();
  });

  const either = (i: number) => (i % 2 === 0 ? a : b);

  test(`${BUYERS} buyers spread over both API processes for ${STOCK} pieces of one SKU buy exactly ${STOCK}; the auto-cancel of each order runs exactly once`, async () => {
    const sku = await stockedSku(database.db, { priceCents: 900, weightGrams: 100, stock: { CN_S: STOCK } });
    const body = (grandTotal: number) => ({ orderAddresses: usAddress, grandTotal, paymentMethod: 0, order: [{ warehouseCode: 'CN_S', channelCode: 'TW_EXPRESS', orderItems: [{ skuCode: sku.skuCode, productNum: 1 }] }] });
    const probe = await a.request('POST', '/api/orders/orders', { token: buyers[0]!.token, body: body(0) });
    assert.equal(probe.status, 409, JSON.stringify(probe.body));
    const total = probe.body.data.grandTotal as number;

    const answers = await Promise.all(buyers.map((buyer, i) => either(i).request('POST', '/api/orders/orders', { token: buyer.token, body: body(total) })));
    const sold = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409 && answer.body.message === OUT_OF_STOCK);
    assert.equal(sold.length, STOCK, `sold ${sold.length}; other answers: ${JSON.stringify(answers.find((x) => x.status !== 200 && x.status !== 409)?.body)}`);
    assert.equal(refused.length, BUYERS - STOCK, 'every other buyer hears it is out of stock');
    assert.equal(await stockOf(database.db, sku.skuId, 'CN_S'), 0);
    const placed = await database.db.select({ id: orders.id }).from(orders).innerJoin(orderItems, eq(orderItems.orderId, orders.id)).where(eq(orderItems.skuId, sku.skuId));
    assert.equal(placed.length, STOCK);

    // Every order past its pay-by time at once: three processes poll the queue for the same twenty jobs.
    const ids = placed.map((row) => row.id);
    await database.db.update(orders).set({ payBy: sql`now() - interval '1 second'` }).where(inArray(orders.id, ids));
    await database.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(and(eq(jobs.name, 'orders.auto-cancel'), inArray(jobs.singletonKey, ids.map(String))));
    const cancelJobs = async () => database.db.select().from(jobs).where(and(eq(jobs.name, 'orders.auto-cancel'), inArray(jobs.singletonKey, ids.map(String))));
    await eventually(async () => (await cancelJobs()).every((job) => job.doneAt !== null), 'every auto-cancel job done');
    for (const job of await cancelJobs()) assert.equal(job.attempts, 1, `job ${job.id} was taken ${job.attempts} times`);
    const cancelled = await database.db.select({ orderId: orderEvents.orderId }).from(orderEvents).where(and(inArray(orderEvents.orderId, ids), eq(orderEvents.status, 'cancelled')));
    assert.deepEqual(cancelled.map((row) => row.orderId).sort(), [...ids].sort(), 'one cancelled step per order');
    assert.equal(await stockOf(database.db, sku.skuId, 'CN_S'), STOCK, 'the stock came back once');
  });

  test('a session made by one API process is valid on the other, and signing out on one ends it on both', async () => {
    const buyer = buyers[1]!;
    const signedIn = expectOk(await a.request('POST', '/api/oauth/login', { body: { account: buyer.email, password: PASSWORD } }));
    const tasks = (on: RunningProcess) => on.request('POST', '/api/product/getFileTaskList', { token: signedIn.token, body: {} });
    expectOk(await tasks(b));
    expectOk(await b.request('PUT', '/api/oauth/logout', { token: signedIn.token }));
    expectFailure(await tasks(a), 401);
    expectFailure(await tasks(b), 401);
  });

  test('the sign-in limit of one address is counted across both API processes', async () => {
    const ip = randomIp();
    const attempt = (i: number) => either(i).request('POST', '/api/oauth/login', { ip, body: { account: buyers[2]!.email, password: 'Wrong-password-1' } });
    for (let i = 0; i < SENSITIVE_PER_MINUTE; i++) assert.notEqual((await attempt(i)).status, 429, `attempt ${i + 1} is within the limit`);
    expectFailure(await attempt(SENSITIVE_PER_MINUTE), 429);
    expectFailure(await attempt(SENSITIVE_PER_MINUTE + 1), 429);
  });

  test('a picture uploaded and added to a product through one API process is served and found by search-by-picture through the other', async () => {
    const buyer = buyers[3]!;
    const uploaded = await uploadPicture(a, buyer.token, await distinctPicture());
    const fromA = await fetch(new URL(uploaded, a.baseUrl));
    const fromB = await fetch(new URL(uploaded, b.baseUrl));
    assert.equal(fromB.status, 200, 'the other process serves the upload');
    assert.ok(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer())));

    const similar = async () => expectOk(await b.request('POST', '/api/product/open/recommend/searchProductSimilarImgList', { token: buyer.token, body: { imageUrl: uploaded, pageSize: 20 } }));
    // B loads its index now, before the product exists: only a notice from A can make it look again soon.
    const before = await similar();
    const operator = expectOk(await a.request('POST', '/api/admin/open/login', { body: { email: ADMIN.email, password: ADMIN.password } })).token as string;
    const tag = randomBytes(4).toString('hex');
    const [leaf] = await database.db.insert(categories).values({ level: 3, name: `Picture ${tag}`, categoryUrl: `picture-${tag}` }).returning({ id: categories.id });
    const product = expectOk(await a.request('POST', '/api/admin/catalogue/products', { token: operator, body: { name: `Picture Tee ${tag}`, categoryId: leaf!.id, weightGrams: 200, status: 1, images: [{ url: uploaded }] } }));
    assert.ok(!before.list.some((card: { kkProductId: string }) => card.kkProductId === product.kkProductId));
    const after = await similar();
    const found = after.list.find((card: { kkProductId: string }) => card.kkProductId === product.kkProductId);
    assert.ok(found, `the new product is found through the other process: ${JSON.stringify(after.list.map((card: { kkProductId: string }) => card.kkProductId))}`);
    assert.ok(found.similarity > 0.99, `its own picture: ${found.similarity}`);
  });

  test('an export file written by a job downloads through either API process, for its owner only', async () => {
    const owner = buyers[4]!;
    const { taskId } = expectOk(await a.request('POST', '/api/orders/orders/export', { token: owner.token, body: { format: 'csv' } }));
    const task = await eventually(async () => {
      const list = expectOk(await b.request('POST', '/api/product/getFileTaskList', { token: owner.token, body: {} })).list as { id: number; fileStatus: number; fileResultPath: string }[];
      const found = list.find((t) => t.id === taskId);
      return found && found.fileStatus >= 3 ? found : undefined;
    }, 'the export finished');
    assert.equal(task.fileStatus, 3);
    const download = async (on: RunningProcess, token: string) => {
      const response = await fetch(new URL(task.fileResultPath, on.baseUrl), { headers: { authorization: `Bearer ${token}` } });
      return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
    };
    const [viaA, viaB] = [await download(a, owner.token), await download(b, owner.token)];
    assert.equal(viaA.status, 200);
    assert.equal(viaB.status, 200);
    assert.ok(viaA.bytes.equals(viaB.bytes), 'the same file through both');
    assert.ok(viaA.bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])), 'the CSV file itself, with its BOM');
    assert.match(viaA.bytes.toString('utf8'), /^\uFEFFOrder ID,/);
    assert.equal((await download(b, buyers[5]!.token)).status, 404, "another seller's download is 404");
  });

  test('every setting compose.yaml gives the Threadway processes is one the server reads', () => {
    const compose = parseYaml(readFileSync(`${root}compose.yaml`, 'utf8'), { merge: true }) as { services: Record<string, { image?: string; environment?: Record<string, unknown> }> };
    const threadway = Object.entries(compose.services).filter(([, service]) => service.image === 'threadway');
    assert.deepEqual(threadway.map(([name, service]) => `${name} WORKER=${String(service.environment?.WORKER)}`), ['api-1 WORKER=off', 'api-2 WORKER=off', 'worker WORKER=on']);
    // WORKER is read by the process's start (its role), the rest by the configuration.
    const known = new Set([...Object.keys(envSchema.shape), 'WORKER']);
    for (const [name, service] of threadway) {
      const names = Object.keys(service.environment ?? {});
      assert.ok(names.includes('DATABASE_URL') && names.includes('REDIS_URL') && names.includes('S3_BUCKET'), `${name} is given the shared services`);
      for (const env of names) assert.ok(known.has(env), `${name}: ${env} is not a setting of the server`);
    }
  });
});

/** Sellers written straight to the database with a session each, and the session's signed token (as a sign-in would give). */
async function insertBuyers(database: Database, secret: string, count: number) {
  const passwordHash = await hashPassword(PASSWORD);
  const tag = randomBytes(3).toString('hex');
  const rows = await database.db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => ({ email: `buyer-${tag}-${i}@multi.test`, emailVerified: true, fullName: `Buyer ${i}`, phone: `+1 30${String(i).padStart(8, '0')}`, passwordHash, approvalStatus: 3 })))
    .returning({ id: users.id, email: users.email });
  const expiresAt = new Date(Date.now() + 3600_000);
  const jtis = rows.map(() => randomUUID());
  await database.db.insert(sessions).values(rows.map((row, i) => ({ jti: jtis[i]!, principalType: 'user' as const, principalId: row.id, expiresAt })));
  return rows.map((row, i) => ({ id: row.id, email: row.email!, token: signToken(secret, { sub: String(row.id), typ: 'user', jti: jtis[i]! }) }));
}

/** An HS256 JSON Web Token, as @fastify/jwt signs the session tokens with SESSION_SECRET. */
function signToken(secret: string, claims: Record<string, string>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ ...claims, iat: now, exp: now + 3600 })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** A picture no other test draws: random coloured blocks. */
function distinctPicture(): Promise<Buffer> {
  const size = 8;
  const pixels = randomBytes(size * size * 3);
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } }).resize(256, 256, { kernel: 'nearest' }).png().toBuffer();
}

async function uploadPicture(on: RunningProcess, token: string, bytes: Buffer): Promise<string> {
  const { signValue } = expectOk(await on.request('GET', '/api/system/signValue', { token, query: { directory: 'similar-search' } }));
  const form = new FormData();
  form.append('directory', 'similar-search');
  form.append('signValue', signValue);
  form.append('fileList', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'picture.png');
  const response = await fetch(new URL('/api/hbo/uploadFile', on.baseUrl), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': randomIp() }, body: form });
  const answer = (await response.json()) as { data: { url: string } };
  assert.equal(response.status, 200, JSON.stringify(answer));
  return answer.data.url;
}

/** Asks until `check` gives a value (or true), at most 20 s. */
async function eventually<T>(check: () => Promise<T | undefined | false>, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await check();
    if (value) return value;
    assert.ok(Date.now() < deadline, `waited 20 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
