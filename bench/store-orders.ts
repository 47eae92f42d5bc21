import { freshDatabase } from './bench-database.ts';
import { cpuMeter } from './cpu-meter.ts';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { DEFAULT_STORE_SETTINGS } from '@threadway/contracts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { categories, listings, listingVariants, products, skuStock, skus, stores, storeSettings, users } from '../apps/api/src/db/schema/index.ts';
import { seed } from '../apps/api/src/db/seed/index.ts';
import { settingsRow } from '../apps/api/src/modules/stores/stores.presenter.ts';
import { SHOPIFY_WEBHOOK_PATH } from '../apps/api/src/modules/stores/platforms/shopify/shopify.ts';
import { webhookHmac } from '../apps/api/src/modules/stores/platforms/shopify/shopify-signatures.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase, type Db } from '../apps/api/src/platform/database.ts';
import { startWorker } from '../apps/api/test/processes.ts';
import { benchAppEnv } from './app-env.ts';

/**
 * `npm run bench store-orders [-- --orders N] [-- --window S]` (issue 17, decision 0027): store orders arriving as
 * Shopify `orders/create` webhooks, signed as Shopify signs them, through the real route, the notice
 * transaction and the durable `store-orders.ingest` job run by the job workers (`jobs.start()`, as a server
 * with WORKER=on runs them), on PostgreSQL.
 *
 * - 100 connected Shopify stores (rows written directly: connecting is not what is measured) of 10 sellers,
 *   each with one published listing of 5 variants mapped to our SKUs (20 products, stock that never runs out).
 * - N store orders (default 10,000) of 1-3 lines, open-loop at an even rate over the window (default 60 s),
 *   sent by a worker thread (its own event loop, so the sender's work is not counted in the server's answers).
 *   ~5% of orders are delivered twice on purpose: half a redelivery of the same X-Shopify-Webhook-Id, half a
 *   second delivery of the same order under a new id (as Shopify's orders/create retry and orders/paid would).
 * - Printed: acknowledgement p50/p99/max (target p99 ≤ 100 ms); ingest throughput = store orders ingested from
 *   the first webhook to the last ingest, and the workers' rate while a backlog waited (target ≥ 200/s: with a
 *   60 s window the arrival rate, 167/s for 10,000, caps the first figure, so the second is the workers'
 *   capacity); and that every store order became exactly one set of orders.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/tw_bench_store_orders) is dropped and made
 * again each run. As production runs it (decision 0026, docs/deploying.md), the acknowledging server answers
 * HTTP only (WORKER=off) and BENCH_WORKERS (default 2) `npm run worker` processes run the jobs, each an
 * operating-system process of the real entry point with its own pool; 0 runs no job workers, to see the
 * acknowledgements alone (the ingest figures are then left out). BENCH_WEB_WORKER=on also runs the jobs in the
 * acknowledging server (`npm start`'s one-process default).
 * Database time per store order: the bench database's backends' active and idle-in-transaction time
 * (`pg_stat_database`) over the run, divided by the store orders. CPU per store order: the worker processes',
 * the PostgreSQL backends' and this process's (the acknowledging server and the sender thread) from /proc.
 * BENCH_NODE_OPTIONS is given to the worker processes (say `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile them).
 */

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/tw_bench_store_orders';
const STORES = 100;
const SELLERS = 10;
const PRODUCTS = 20;
const SIZES = ['XS', 'S', 'M', 'L', 'XL'];
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const WEB_WORKER = process.env.BENCH_WEB_WORKER === 'on';
const SHOPIFY_APP = { apiKey: 'bench_app', apiSecret: 'bench_secret' };
const DUPLICATE_SHARE = 0.05;
const ADDRESS = { first_name: 'Ada', last_name: 'Lovelace', name: 'Ada Lovelace', phone: '+12025550199', address1: '1 Main St', address2: null, city: 'Austin', province_code: 'TX', country_code: 'US', zip: '73301' };

function flag(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  const value = at >= 0 ? Number(args[at + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} takes a positive number`);
  return value;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const rows = async <T>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

type BenchStore = { id: number; domain: string; variants: number[] };

/** Products, sellers, stores (with default settings: no automatic purchase) and one published listing per store. */
async function benchStores(db: Db): Promise<BenchStore[]> {
  const [category] = await db.insert(categories).values({ level: 3, name: 'Store orders bench', categoryUrl: 'store-orders-bench' }).returning({ id: categories.id });
  const catalogue: { productId: number; skus: { id: number; skuCode: string; size: string; priceCents: number; originalPriceCents: number }[] }[] = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const tag = String(i).padStart(2, '0');
    const [product] = await db
      .insert(products)
      .values({ kkProductId: `SO${tag}`, itemNo: `SOIT${tag}`, categoryId: category!.id, name: `Bench Tee ${tag}`, description: 'Cotton.', seoSlug: `so-bench-${tag}`, weightGrams: 250, priceCents: 900, originalPriceCents: 2499, mainImageUrl: '/media/garments/dress-solid-c8232c-f2d03b-7.webp', status: 1 })
      .returning({ id: products.id });
    const made = await db
      .insert(skus)
      .values(SIZES.map((size, s) => ({ skuCode: `SO${tag}-${s}`, productId: product!.id, colour: 'Black', size, priceCents: 900 + s * 50, originalPriceCents: 2499 + s * 100, weightGrams: 250 })))
      .returning({ id: skus.id, skuCode: skus.skuCode, size: skus.size, priceCents: skus.priceCents, originalPriceCents: skus.originalPriceCents });
    await db.insert(skuStock).values(made.map((sku) => ({ skuId: sku.id, warehouseCode: 'CN_S', stock: 10_000_000 })));
    catalogue.push({ productId: product!.id, skus: made });
  }
  const sellers = await db
    .insert(users)
    .values(Array.from({ length: SELLERS }, (_, i) => ({ email: `store-orders-bench-${i}@bench.test`, emailVerified: true, fullName: `Store Orders Bench ${i}`, phone: `+1 20255590${String(i).padStart(2, '0')}`, passwordHash: 'unused', approvalStatus: 3 })))
    .returning({ id: users.id });
  const made: BenchStore[] = [];
  for (let i = 0; i < STORES; i++) {
    const domain = `bench-shop-${i}.myshopify.com`;
    const userId = sellers[i % SELLERS]!.id;
    const [store] = await db
      .insert(stores)
      .values({ userId, platform: 'shopify', name: `Bench shop ${i}`, storeUrl: `https://${domain}`, displayUrl: domain, platformShopId: `gid://shopify/Shop/${1000 + i}` })
      .returning({ id: stores.id });
    await db.insert(storeSettings).values(settingsRow(store!.id, DEFAULT_STORE_SETTINGS));
    const { productId, skus: productSkus } = catalogue[i % PRODUCTS]!;
    const [listing] = await db
      .insert(listings)
      .values({ userId, storeId: store!.id, productId, platform: 'shopify', status: 'published', platformProductId: `gid://shopify/Product/${9000 + i}`, title: 'Bench Tee', descriptionHtml: '', currency: 'USD' })
      .returning({ id: listings.id });
    const variants = productSkus.map((_, v) => 100_000 + i * 10 + v);
    await db.insert(listingVariants).values(
      productSkus.map((sku, v) => ({ listingId: listing!.id, skuId: sku.id, sku: sku.skuCode, size: sku.size, colour: 'Black', warehouse: 'CN_S', costCents: sku.priceCents, shippingCents: 0, suggestedCents: sku.originalPriceCents, priceCents: 2999, quantity: 1000, platformVariantId: `gid://shopify/ProductVariant/${variants[v]}`, position: v })),
    );
    made.push({ id: store!.id, domain, variants });
  }
  return made;
}

/** Shopify's REST order JSON, as its orders/create webhook carries it. */
function restOrder(id: number, store: BenchStore) {
  const lineCount = 1 + (id % 3);
  return JSON.stringify({
    id,
    admin_graphql_api_id: `gid://shopify/Order/${id}`,
    name: `#${id}`,
    financial_status: 'paid',
    cancelled_at: null,
    currency: 'USD',
    total_price: '59.98',
    total_shipping_price_set: { shop_money: { amount: '4.99', currency_code: 'USD' } },
    tags: '',
    created_at: '2026-11-28T10:00:00Z',
    updated_at: '2026-11-28T10:00:00Z',
    customer: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
    shipping_address: ADDRESS,
    shipping_lines: [{ title: 'Standard' }],
    line_items: Array.from({ length: lineCount }, (_, l) => ({
      id: id * 10 + l,
      admin_graphql_api_id: `gid://shopify/LineItem/${id * 10 + l}`,
      product_id: 9000,
      variant_id: store.variants[(id + l) % store.variants.length],
      sku: '',
      title: 'Bench Tee',
      quantity: 1 + (l % 2),
      price: '29.99',
    })),
  });
}

type Delivery = { body: string; headers: Record<string, string> };

/** The deliveries in arrival order: each order once, ~5% of them again a little later (same or new delivery id). */
function deliveries(count: number, benchStores: BenchStore[]): Delivery[] {
  const sign = (body: string, store: BenchStore, deliveryId: string): Delivery => ({
    body,
    headers: { 'content-type': 'application/json', 'x-shopify-topic': 'orders/create', 'x-shopify-shop-domain': store.domain, 'x-shopify-webhook-id': deliveryId, 'x-shopify-hmac-sha256': webhookHmac(Buffer.from(body), SHOPIFY_APP.apiSecret) },
  });
  const list: Delivery[] = [];
  const again: { at: number; delivery: Delivery }[] = [];
  const every = Math.round(1 / DUPLICATE_SHARE);
  for (let n = 0; n < count; n++) {
    const store = benchStores[n % benchStores.length]!;
    const id = 5_000_000 + n;
    const delivery = sign(restOrder(id, store), store, `bench-${id}`);
    list.push(delivery);
    if (n % every === 0) again.push({ at: n + 25, delivery: n % (2 * every) === 0 ? delivery : sign(delivery.body, store, `bench-${id}-again`) });
    while (again[0] && again[0].at <= n) list.push(again.shift()!.delivery);
  }
  for (const late of again) list.push(late.delivery);
  return list;
}

/** Posts the deliveries at an even rate over windowMs from a worker thread; answers each one's time to acknowledgement. */
const SENDER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, deliveries, windowMs } = workerData;
const results = new Array(deliveries.length);
const started = performance.now();
let next = 0, done = 0;
const send = (i) => {
  const begun = performance.now();
  fetch(url, { method: 'POST', headers: deliveries[i].headers, body: deliveries[i].body })
    .then(async (r) => { await r.arrayBuffer(); results[i] = { ms: performance.now() - begun, status: r.status }; })
    .catch(() => { results[i] = { ms: performance.now() - begun, status: 0 }; })
    .finally(() => { if (++done === deliveries.length) parentPort.postMessage({ results, sendingMs: performance.now() - started }); });
};
const tick = () => {
  const due = Math.min(deliveries.length, Math.floor(((performance.now() - started) / windowMs) * deliveries.length) + 1);
  while (next < due) send(next++);
  if (next < deliveries.length) setTimeout(tick, 2);
};
tick();
`;

function sendAll(url: string, list: Delivery[], windowMs: number): Promise<{ results: { ms: number; status: number }[]; sendingMs: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(SENDER, { eval: true, workerData: { url, deliveries: list, windowMs } });
    worker.once('message', (message) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

export async function storeOrdersBench(): Promise<void> {
  const orderCount = Math.round(flag('orders', 10_000));
  const windowSeconds = flag('window', 60);
  const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;
  await freshDatabase(url);
  // One configuration for the server and the worker processes (they read it from their environment).
  const env: Record<string, string> = {
    ...benchAppEnv(url),
    NODE_ENV: 'development',
    JOBS_POLL_MS: '500',
    // The polling fallback has nothing to read here (no Shopify behind these stores); it stays out of the way.
    STORE_ORDERS_POLL_MINUTES: '1440',
    SHOPIFY_API_KEY: SHOPIFY_APP.apiKey,
    SHOPIFY_API_SECRET: SHOPIFY_APP.apiSecret,
    WORKER: WEB_WORKER ? 'on' : 'off',
    ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
  };
  const config = loadConfig(env);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp(config, database);
  await seed(database.db, config);
  const db = database.db;
  const benchStoreList = await benchStores(db);
  // Planner statistics as a running database has them: autovacuum analyzes a table once enough of it changed,
  // and a database made a moment ago has none (the rate engine's join then read 484 rows for 44).
  await db.execute(sql`analyze`);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const webhookUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${SHOPIFY_WEBHOOK_PATH}`;
  // The job workers: `npm run worker` processes (decision 0026), started once the bench data is written.
  // Loading the app through tsx took minutes on the shared machine under load, so they get five to start.
  const workerProcesses = await Promise.all(Array.from({ length: WORKERS }, () => startWorker(env, 300_000)));
  if (WEB_WORKER) await app.jobs.start();
  const list = deliveries(orderCount, benchStoreList);

  console.log(`\nstore-orders bench: ${orderCount} Shopify store orders from ${STORES} stores (${list.length} deliveries, ${list.length - orderCount} duplicates) over ${windowSeconds} s, ${WORKERS} worker processes${WEB_WORKER ? ' and the jobs in the acknowledging server too' : ' beside an acknowledging server with WORKER=off'}, PostgreSQL`);
  // Commits in the bench database while the deliveries are acknowledged and ingested (statistics lag by up to a second).
  const commits = async () => Number((await rows<{ n: number }>(db, sql`select xact_commit::int as n from pg_stat_database where datname = current_database()`))[0]!.n);
  const commitsBefore = await commits();
  // Milliseconds the database's backends spent running statements or holding a transaction open between them.
  const dbTime = async () => (await rows<{ active: number; idle: number }>(db, sql`select active_time::float8 as active, idle_in_transaction_time::float8 as idle from pg_stat_database where datname = current_database()`))[0]!;
  const dbTimeBefore = await dbTime();
  // CPU is the figure a busy or slower machine changes least (two cores give 2,000 ms of it a second).
  const cpuStop = await cpuMeter(database, new URL(url).pathname.slice(1), { server: [process.pid], workers: workerProcesses.map((w) => w.pid) }).start();
  const started = performance.now();
  const samples: { at: number; recorded: number; ingested: number }[] = [];
  const progress = async () => {
    const [row] = await rows<{ recorded: number; ingested: number }>(db, sql`select count(*)::int as recorded, count(*) filter (where status <> 'received')::int as ingested from store_orders`);
    samples.push({ at: performance.now() - started, recorded: Number(row!.recorded), ingested: Number(row!.ingested) });
    return samples.at(-1)!;
  };
  const sending = sendAll(webhookUrl, list, windowSeconds * 1000);
  let sent: Awaited<typeof sending> | undefined;
  void sending.then((answer) => (sent = answer));
  const deadline = started + (windowSeconds + 600) * 1000;
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    const now = await progress();
    // Once every delivery is answered, the store orders recorded are all there is to ingest (a failed acknowledgement may have recorded none).
    if (sent && (now.ingested >= now.recorded || WORKERS === 0)) break;
    if (performance.now() > deadline) {
      console.log(`stopped waiting: ${now.ingested} of ${orderCount} ingested after ${((performance.now() - started) / 1000).toFixed(0)} s`);
      break;
    }
  }
  const allIngestedS = samples.at(-1)!.at / 1000;
  const cpu = await cpuStop();
  await new Promise((r) => setTimeout(r, 1500));
  const commitsPerOrder = (await commits() - commitsBefore) / orderCount;
  const dbTimeAfter = await dbTime();
  const activeMsPerOrder = (dbTimeAfter.active - dbTimeBefore.active) / orderCount;
  const idleInTxMsPerOrder = (dbTimeAfter.idle - dbTimeBefore.idle) / orderCount;
  const { results, sendingMs } = sent!;

  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  const failed = results.filter((r) => r.status !== 200).length;
  // The workers' rate while store orders waited for them (a backlog of at least 20 at the start of the interval).
  let backlogMs = 0;
  let backlogIngested = 0;
  for (let i = 1; i < samples.length; i++) {
    const before = samples[i - 1]!;
    if (before.recorded - before.ingested < 20) continue;
    backlogMs += samples[i]!.at - before.at;
    backlogIngested += samples[i]!.ingested - before.ingested;
  }
  const [span] = await rows<{ first: string; last: string }>(db, sql`select min(created_at) as first, max(created_at) as last from orders where store_order_ref is not null`);
  const [check] = await rows<{ store_orders: number; created: number; other: number; orders: number; refs: number; duplicated: number }>(
    db,
    sql`select (select count(*)::int from store_orders) as store_orders,
               (select count(*)::int from store_orders where status = 'created') as created,
               (select count(*)::int from store_orders where status <> 'created') as other,
               (select count(*)::int from orders where store_order_ref is not null) as orders,
               (select count(distinct store_order_ref)::int from orders) as refs,
               (select count(*)::int from (select store_order_ref from orders where store_order_ref is not null group by store_order_ref, warehouse_code having count(*) > 1) d) as duplicated`,
  );
  const ingestSpanS = (new Date(span!.last).getTime() - new Date(span!.first).getTime()) / 1000;
  const endToEnd = orderCount / allIngestedS;
  const workerRate = backlogMs > 0 ? backlogIngested / (backlogMs / 1000) : undefined;
  const p99 = percentile(latencies, 99);
  const exact = check!.store_orders === orderCount && check!.created === orderCount && check!.refs === orderCount && check!.orders === orderCount && check!.duplicated === 0;

  console.log('\n| figure | value |\n|---|---:|');
  console.log(`| deliveries sent in | ${(sendingMs / 1000).toFixed(1)} s (${Math.round(list.length / (sendingMs / 1000))}/s) |`);
  console.log(`| acknowledgement p50 ms | ${percentile(latencies, 50).toFixed(1)} |`);
  console.log(`| acknowledgement p99 ms (target ≤ 100) | ${p99.toFixed(1)} ${p99 <= 100 ? 'ok' : 'OVER'} |`);
  console.log(`| acknowledgement max ms | ${latencies.at(-1)!.toFixed(1)} |`);
  const statusCounts = new Map<string, number>();
  for (const status of results.filter((r) => r.status !== 200).map((r) => String(r.status || 'no answer'))) statusCounts.set(status, (statusCounts.get(status) ?? 0) + 1);
  const byStatus = [...statusCounts].map(([status, count]) => `${count} × ${status}`);
  console.log(`| non-200 acknowledgements | ${failed}${failed ? ` (${byStatus.join(', ')})` : ''} |`);
  if (WORKERS > 0) printIngest();
  else console.log(`| store_orders rows recorded | ${check!.store_orders} |`);

  for (const worker of workerProcesses) await worker.stop();
  await app.close();
  await database.close();

  function printIngest() {
    console.log(`| all ingested after the first webhook | ${allIngestedS.toFixed(1)} s (${Math.max(0, allIngestedS - sendingMs / 1000).toFixed(1)} s after the last) |`);
    console.log(`| ingest throughput, first webhook to last ingest | ${endToEnd.toFixed(0)} store orders/s |`);
    console.log(`| orders made, first to last (orders.created_at) | ${ingestSpanS.toFixed(1)} s = ${(check!.orders / Math.max(ingestSpanS, 0.001)).toFixed(0)} orders/s |`);
    // Workers done within 2 s of the last delivery kept up with the arrivals, which then bound their rate too.
    const keptUp = allIngestedS - sendingMs / 1000 < 2;
    const verdict = (rate: number) => (rate >= 200 ? 'ok' : keptUp ? `(the workers kept up with ${Math.round(orderCount / (sendingMs / 1000))} arrivals a second; a shorter --window measures their capacity)` : 'BELOW');
    console.log(`| workers' rate while a backlog waited (target ≥ 200) | ${workerRate === undefined ? 'no backlog (workers kept up with arrivals)' : `${workerRate.toFixed(0)} store orders/s over ${(backlogMs / 1000).toFixed(1)} s ${verdict(workerRate)}`} |`);
    console.log(`| database commits per store order (all work, the progress samples included) | ${commitsPerOrder.toFixed(1)} |`);
    console.log(`| database time per store order: statements running / transactions idle between them | ${activeMsPerOrder.toFixed(1)} ms / ${idleInTxMsPerOrder.toFixed(1)} ms |`);
    const cpuMs = (seconds: number) => ((seconds * 1000) / orderCount).toFixed(1);
    console.log(`| CPU per store order: workers / PostgreSQL / acknowledging server and sender | ${cpuMs(cpu.workers)} / ${cpuMs(cpu.database)} / ${cpuMs(cpu.server)} ms |`);
    console.log(`| largest backlog | ${Math.max(...samples.map((s) => s.recorded - s.ingested))} store orders |`);
    console.log(`| store_orders rows / created / other | ${check!.store_orders} / ${check!.created} / ${check!.other} |`);
    console.log(`| orders with a store_order_ref / distinct refs / refs with a duplicate | ${check!.orders} / ${check!.refs} / ${check!.duplicated} |`);
    console.log(`| every store order became exactly one order | ${exact ? 'yes' : 'NO'} |`);
  }
}
