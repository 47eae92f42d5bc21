import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { seed } from '../apps/api/src/db/seed/index.ts';
import { ledgerEntries, skus, users } from '../apps/api/src/db/schema/index.ts';
import { hashPassword } from '../apps/api/src/modules/accounts/passwords.ts';
import { enqueueStockRefresh, REFRESH_STOCK_JOB, refreshStockHandler } from '../apps/api/src/modules/catalogue/products/stock-summary.job.ts';
import { reserveStock } from '../apps/api/src/modules/orders/stock.ts';
import { openDatabase, type Database, type Tx } from '../apps/api/src/platform/database.ts';
import { AppError } from '../apps/api/src/platform/errors.ts';
import { translate } from '../apps/api/src/platform/i18n.ts';
import { jobQueue } from '../apps/api/src/platform/jobs.ts';
import { stockOf, stockedSku, usAddress } from '../apps/api/test/orders-fixture.ts';
import { benchConfig, startServer } from './checkout-server.ts';
import { cpuMeter } from './cpu-meter.ts';

/**
 * Checkout under load on PostgreSQL (`npm run bench checkout`). DATABASE_URL names the server
 * (default postgres://postgres@127.0.0.1:5432/postgres); a fresh database is created on it and
 * dropped afterwards. The app runs in a child process (production settings, logs off, the job
 * worker running as in a real server, the general rate limit raised for the bench), so the
 * load generator here does not share its event loop. Every call sends an Idempotency-Key, as
 * the web app does. Three figures:
 * 1. 50 concurrent buyers, each looping create order + balance payment (POST /api/orders/orders,
 *    POST /api/payment/transaction, POST /api/payment/balance/{id}): orders per second, p50/p95/p99.
 * 2. One hot SKU over HTTP: 200 buyers racing through the whole create-order call for limited
 *    stock; every loser must get the out-of-stock message and stock must end at exactly 0.
 * 3. The allocation itself on one hot SKU: the order's reserveStock, each call in its own short
 *    transaction, from ALLOCATORS concurrent connections until sold out.
 * Targets: issue 4's >= 100 orders/s and issue 19's >= 150 with p95 < 300 ms (a paced run meets its rate when it
 * completed at least 98 % of the orders it was paced to: the buyers' random start leaves a few short of the even
 * count); >= 1,000 allocations/s (figure 3).
 */

const BUYERS = 50;
const HOT_BUYERS = 200;
const HOT_STOCK = 5_000;
const ALLOCATORS = 64;
/**
 * The paced runs' order rates, each an issue's target with p95 < 300 ms at 50 buyers: issue 4's 100 orders/s and
 * issue 19's 150. Flat out, 50 buyers each waiting for their last order see 50 / throughput on average (Little's
 * law), so it is the paced runs that ask whether a rate is served within the p95 target.
 */
const PACED_PER_SECOND = [100, 150];
const ALLOCATION_STOCK = 20_000;
const OUT_OF_STOCK = 'The item is out of stock, please contact customer service';

const adminUrl = () => process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (value: number) => value.toFixed(1);
const load = () => loadavg().map((l) => l.toFixed(2)).join(', ');

interface Answer {
  status: number;
  body: { code: number; data: any; message: string };
}

/** A small keep-alive JSON client: lighter than fetch, so the load generator takes less of the two cores. */
function client(baseUrl: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const { hostname, port } = new URL(baseUrl);
  let keys = 0;
  return (path: string, body: unknown, token?: string): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const payload = JSON.stringify(body);
      const headers: Record<string, string> = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)), 'idempotency-key': `bench-${process.pid}-${++keys}` };
      if (token) headers.authorization = `Bearer ${token}`;
      const request = http.request({ agent, hostname, port, path, method: 'POST', headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(payload);
    });
}
type Client = ReturnType<typeof client>;

function orderBody(skuCode: string, grandTotal: number) {
  return { orderAddresses: usAddress, grandTotal, paymentMethod: 0, order: [{ warehouseCode: 'CN_S', channelCode: 'TW_EXPRESS', orderItems: [{ skuCode, productNum: 1 }] }] };
}

async function grandTotalOf(post: Client, token: string, skuCode: string): Promise<number> {
  const answer = await post('/api/orders/orders', orderBody(skuCode, 0), token);
  if (answer.status !== 409) throw new Error(`expected the amount check, got ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data.grandTotal;
}

let signedUp = 0;

/** Sellers written straight to the database with a large balance, then signed in through the API. */
async function buyersWithBalance(database: Database, post: Client, count: number): Promise<string[]> {
  const password = 'Bench1234';
  const passwordHash = await hashPassword(password);
  const first = signedUp;
  signedUp += count;
  const rows = await database.db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => ({ email: `buyer-${first + i}@bench.test`, emailVerified: true, fullName: `Buyer ${first + i}`, phone: `+1 20255${String(first + i).padStart(5, '0')}`, passwordHash, approvalStatus: 3 })))
    .returning({ id: users.id, email: users.email });
  await database.db.insert(ledgerEntries).values(rows.map((r) => ({ userId: r.id, amountCents: 1_000_000_000, category: 'system top-up' })));
  const tokens: string[] = [];
  // Eight sign-ins at a time: the password hash is deliberately slow and not what is measured.
  for (let i = 0; i < rows.length; i += 8) {
    const answers = await Promise.all(rows.slice(i, i + 8).map((r) => post('/api/oauth/login', { account: r.email, password })));
    for (const a of answers) {
      if (a.status !== 200) throw new Error(`sign-in failed: ${a.status} ${JSON.stringify(a.body)}`);
      tokens.push(a.body.data.token);
    }
  }
  return tokens;
}

async function createAndPay(database: Database, post: Client, seconds: number, meter: ReturnType<typeof cpuMeter<'app' | 'loadGenerator'>>, server: ChildProcess): Promise<string[]> {
  const tokens = await buyersWithBalance(database, post, BUYERS);
  const skus = await Promise.all(tokens.map(() => stockedSku(database.db, { priceCents: 1500, weightGrams: 200, stock: { CN_S: 10_000_000 } })));
  const total = await grandTotalOf(post, tokens[0]!, skus[0]!.skuCode);
  const create: number[] = [];
  const full: number[] = [];
  const failures = new Map<string, number>();
  const failed = (what: string, answer: Answer) => {
    const key = `${what} ${answer.status} ${answer.body.message}`;
    failures.set(key, (failures.get(key) ?? 0) + 1);
  };
  /** Each buyer loops until `until`; with `everyMs` a buyer starts an order at most that often (a paced, open-loop rate). */
  const buying = async (token: string, skuCode: string, until: number, record: boolean, everyMs = 0) => {
    let next = performance.now() + Math.random() * everyMs;
    while (performance.now() < until) {
      if (everyMs > 0) {
        const wait = next - performance.now();
        if (wait > 0) await sleep(wait);
        next += everyMs;
      }
      const started = performance.now();
      const created = await post('/api/orders/orders', orderBody(skuCode, total), token);
      if (record) create.push(performance.now() - started);
      if (created.status !== 200) {
        failed('create order', created);
        continue;
      }
      const transaction = await post('/api/payment/transaction', { amount: total, paymentMethod: 0, currencyCode: 'USD', paymentType: 0, kkOrderIds: created.body.data }, token);
      if (transaction.status !== 200) {
        failed('transaction', transaction);
        continue;
      }
      const paid = await post(`/api/payment/balance/${transaction.body.data}`, {}, token);
      if (paid.status !== 200) failed('balance payment', paid);
      else if (record) full.push(performance.now() - started);
    }
  };
  const run = async (everyMs: number) => {
    create.length = 0;
    full.length = 0;
    const profiled = everyMs === 0 && Boolean(process.env.CHECKOUT_BENCH_PROFILE);
    if (profiled) server.send('profile-start');
    const stop = await meter.start();
    const started = performance.now();
    await Promise.all(tokens.map((token, i) => buying(token, skus[i]!.skuCode, started + seconds * 1000, true, everyMs)));
    const result = { elapsed: (performance.now() - started) / 1000, cpu: await stop() };
    if (profiled) {
      const written = new Promise((resolve) => server.once('message', resolve));
      server.send('profile-stop');
      await written;
    }
    return result;
  };
  const rows = (name: string, { elapsed, cpu }: Awaited<ReturnType<typeof run>>, targetPerSecond?: number) => {
    const row = (what: string, samples: number[], target: string) => {
      const sorted = [...samples].sort((a, b) => a - b);
      return `| ${name} | ${what} | ${samples.length} | ${(samples.length / elapsed).toFixed(0)} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(percentile(sorted, 99))} | ${target} |`;
    };
    const sorted = [...full].sort((a, b) => a - b);
    const met = targetPerSecond !== undefined && full.length / elapsed >= targetPerSecond * 0.98 && percentile(sorted, 95) < 300 && failures.size === 0;
    const target = targetPerSecond === undefined ? '' : `>= ${targetPerSecond}/s, p95 < 300 ms: ${met ? 'met' : 'NOT met'}`;
    const answer = [row('create order (1 call)', create, ''), row('create + transaction + balance payment (3 calls)', full, target)];
    answer.push(`failures: ${failures.size === 0 ? 'none' : [...failures].map(([k, n]) => `${k} x${n}`).join('; ')}`);
    // CPU per paid order holds on a busy machine where throughput does not: two cores serve at most 2,000 ms of it a second.
    const perOrder = (cpuSeconds: number) => ((cpuSeconds * 1000) / Math.max(1, full.length)).toFixed(1);
    // The buyers' own CPU (this process) is on the same two cores: what it takes, the app and PostgreSQL cannot have.
    answer.push(`CPU per paid order: app ${perOrder(cpu.app)} ms, PostgreSQL ${perOrder(cpu.database)} ms, the buyers (this load generator) ${perOrder(cpu.loadGenerator)} ms`);
    failures.clear();
    return answer;
  };
  // Two seconds of warm-up (JIT, plan caches, connections), then the measured runs.
  await Promise.all(tokens.map((token, i) => buying(token, skus[i]!.skuCode, performance.now() + 2_000, false)));
  failures.clear();
  const flatOut = rows('flat out: each buyer starts the next order as soon as one is paid', await run(0));
  const paced = [];
  for (const perSecond of PACED_PER_SECOND) {
    const everyMs = (BUYERS / perSecond) * 1000;
    paced.push(...rows(`paced: ${perSecond} orders/s (each buyer one order every ${everyMs.toFixed(0)} ms)`, await run(everyMs), perSecond));
  }
  console.log(`\n1. ${BUYERS} concurrent buyers, ${seconds} s per run after a 2 s warm-up, one piece per order, each buyer its own SKU.`);
  console.log(`   Flat out, latency is ${BUYERS} / throughput (Little's law); the paced runs ask whether ${PACED_PER_SECOND.join(' and ')} orders/s are served within the p95 target.`);
  console.log('| run | measured | count | per second | p50 ms | p95 ms | p99 ms | target |');
  console.log('|---|---|---:|---:|---:|---:|---:|---|');
  for (const line of [...flatOut, ...paced]) console.log(line);
  return tokens;
}

/** Figure 2: the whole create-order call racing on one SKU. */
async function hotSkuOverHttp(database: Database, post: Client, firstBuyers: string[]): Promise<string> {
  const tokens = [...firstBuyers, ...(await buyersWithBalance(database, post, HOT_BUYERS - firstBuyers.length))];
  const sku = await stockedSku(database.db, { priceCents: 900, weightGrams: 100, stock: { CN_S: HOT_STOCK } });
  const total = await grandTotalOf(post, tokens[0]!, sku.skuCode);
  let allocated = 0;
  let wrongAnswers = 0;
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token) => {
      for (;;) {
        const answer = await post('/api/orders/orders', orderBody(sku.skuCode, total), token);
        if (answer.status === 200) {
          allocated++;
          continue;
        }
        if (answer.status !== 409 || answer.body.message !== OUT_OF_STOCK) wrongAnswers++;
        return;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const left = await stockOf(database.db, sku.skuId, 'CN_S');
  const exact = allocated === HOT_STOCK && left === 0 && wrongAnswers === 0;
  return `| 2. whole create-order call over HTTP, ${HOT_BUYERS} buyers, ${HOT_STOCK} pieces | ${allocated} in ${seconds.toFixed(2)} s | ${(allocated / seconds).toFixed(0)} | ${left} | ${HOT_BUYERS - wrongAnswers} of ${HOT_BUYERS} | ${exact ? 'yes' : 'NO'} | not the target's figure |`;
}

/**
 * Figure 3: the allocation itself, the order's own reserveStock (one conditional UPDATE) in a
 * short transaction per piece, from ALLOCATORS connections at once, until the stock runs out.
 * With `refreshJob` each transaction also queues the product's stock-summary refresh as the
 * order does (enqueueStockRefresh, a singleton job row per product taken while the stock row is
 * locked), which shows what that insert costs the buyers of one product.
 */
async function hotSkuAllocation(databaseUrl: string, refreshJob: boolean): Promise<string> {
  const database = await openDatabase({ url: databaseUrl, dataDir: 'memory://', poolSize: ALLOCATORS });
  const jobs = jobQueue(database, pino({ level: 'silent' }), { expireSeconds: 300, pollMs: 2000, supervise: false });
  jobs.registerBatch(REFRESH_STOCK_JOB, refreshStockHandler(jobs));
  await jobs.open();
  try {
    const sku = await stockedSku(database.db, { priceCents: 900, weightGrams: 100, stock: { CN_S: ALLOCATION_STOCK } });
    const [row] = await database.db.select({ productId: skus.productId }).from(skus).where(eq(skus.id, sku.skuId));
    const productId = row!.productId;
    const line = [{ skuId: sku.skuId, warehouseCode: 'CN_S', quantity: 1 }];
    const allocate = async (tx: Tx) => {
      await reserveStock(tx, line);
      if (refreshJob) await enqueueStockRefresh(jobs, tx, [productId]);
    };
    // Every connection opened before the clock starts.
    await Promise.all(Array.from({ length: ALLOCATORS }, () => database.db.transaction(async (tx) => void (await tx.execute(sql`select 1`)))));
    let allocated = 0;
    let wrongAnswers = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: ALLOCATORS }, async () => {
        for (;;) {
          try {
            await database.db.transaction(allocate);
            allocated++;
          } catch (error) {
            if (!(error instanceof AppError && error.status === 409 && translate('en', error.messageKey) === OUT_OF_STOCK)) wrongAnswers++;
            return;
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const left = await stockOf(database.db, sku.skuId, 'CN_S');
    const exact = allocated === ALLOCATION_STOCK && left === 0 && wrongAnswers === 0;
    const rate = allocated / seconds;
    const what = refreshJob ? "3b. allocation + the product's stock-refresh job row (as in an order)" : '3. allocation: reserveStock in its own transaction';
    const target = refreshJob ? 'for comparison' : `>= 1,000/s: ${rate >= 1000 && exact ? 'met' : 'NOT met'}`;
    return `| ${what}, ${ALLOCATORS} connections, ${ALLOCATION_STOCK} pieces | ${allocated} in ${seconds.toFixed(2)} s | ${rate.toFixed(0)} | ${left} | ${ALLOCATORS - wrongAnswers} of ${ALLOCATORS} | ${exact ? 'yes' : 'NO'} | ${target} |`;
  } finally {
    await database.close();
  }
}

async function createDatabase(): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `tw_bench_checkout_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: adminUrl() });
      await again.connect();
      try {
        await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await again.end();
      }
    },
  };
}

export async function checkoutBench(seconds: number): Promise<void> {
  console.log(`checkout benchmark on PostgreSQL; machine load at start (1, 5, 15 min): ${load()}`);
  const target = await createDatabase();
  try {
    const secret = randomBytes(32).toString('hex');
    // Migrations and reference data (warehouses, logistics channels) before the server starts.
    const database = await openDatabase({ url: target.url, dataDir: 'memory://' });
    await seed(database.db, benchConfig(target.url));
    const { child, url } = await startServer(target.url, secret);
    let hotRow: string;
    try {
      const post = client(url);
      const buyers = await createAndPay(database, post, seconds, cpuMeter(database, target.name, { app: [child.pid!], loadGenerator: [process.pid] }), child);
      hotRow = await hotSkuOverHttp(database, post, buyers);
    } finally {
      // The server closes its pool when disconnected; wait for it, so dropping the database kills no live connection.
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      await Promise.race([exited, sleep(10_000)]);
      child.kill();
      await database.close();
    }
    // The server is stopped: the allocation figure has the machine to itself, like the others.
    const allocationRow = await hotSkuAllocation(target.url, false);
    const withJobRow = await hotSkuAllocation(target.url, true);
    console.log('\nOne hot SKU: every piece sold exactly once, every loser told it is out of stock');
    console.log('| measured | allocations | per second | stock left | losers told out of stock | exact | target |');
    console.log('|---|---:|---:|---:|---:|---|---|');
    console.log(hotRow);
    console.log(allocationRow);
    console.log(withJobRow);
  } finally {
    await target.drop();
  }
  console.log(`\nmachine load at end (1, 5, 15 min): ${load()}`);
}

