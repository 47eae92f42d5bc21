import { freshDatabase } from './bench-database.ts';
import { storeCallbackPage } from '@threadway/contracts';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { categories, listingBatches, productImages, products, skuStock, skus, users } from '../apps/api/src/db/schema/index.ts';
import { seed } from '../apps/api/src/db/seed/index.ts';
import { hashPassword } from '../apps/api/src/modules/accounts/passwords.ts';
import { storePlatforms } from '../apps/api/src/modules/stores/index.ts';
import type { ListingPublisher } from '../apps/api/src/modules/stores/platforms/platform.ts';
import { BATCH_CONCURRENCY, BATCH_JOB } from '../apps/api/src/modules/listings/batch/batch.job.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase, type Db } from '../apps/api/src/platform/database.ts';
import { startShopifySimulator } from '../tools/simulators/shopify/server.ts';
import { startTikTokShopSimulator } from '../tools/simulators/tiktok-shop/server.ts';
import { startWooCommerceSimulator, type WooSimulator } from '../tools/simulators/woocommerce/server.ts';
import { benchAppEnv } from './app-env.ts';

/**
 * `npm run bench listings` (issue 15): batch list-to-store through the whole app (routes, the durable batch
 * job, defaultDraft, the adapters' real API calls) against the platform simulators, on PostgreSQL.
 *
 * 1. One batch of 100 products × 15 variants to one store of each platform (Shopify, WooCommerce, TikTok Shop): the wall
 *    time, and our own server time per listing = (wall − time inside the platform's API calls) / 100,
 *    so the platform's (simulated) latency is left out. Target ≤ 50 ms.
 * 2. Throughput: 1,000 listings spread over 10 stores (5 Shopify, 5 WooCommerce; 100 each), with the platforms' rate limits kept by
 *    the adapters and one batch per store at a time; WORKERS job workers (several server processes in
 *    production; here queues sharing the database in one process), each running BATCH_CONCURRENCY jobs at
 *    once as a worker process runs the batch queue. Target ≥ 20 listings/s.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/tw_bench_listings) is dropped and made
 * again each run. BENCH_LATENCY_MS (default 20) is the simulators' latency per API call.
 */

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/tw_bench_listings';
const PRODUCTS = 100;
const COLOURS = ['Black', 'Ivory', 'Navy'];
const SIZES = ['XS', 'S', 'M', 'L', 'XL'];
const STORES_PER_PLATFORM = 5;
const WORKERS = Number(process.env.BENCH_WORKERS ?? 4);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 20);
const SHOPIFY_APP = { apiKey: 'bench_app', apiSecret: 'bench_secret' };
const TIKTOK_APP = { appKey: 'bench_tts_key', appSecret: 'bench_tts_secret', serviceId: 'bench_tts_service' };
/** A leaf category of the TikTok Shop simulator (TikTok requires one) and its required attributes (Dresses). */
const TIKTOK_CATEGORY = '601153';
const TIKTOK_ATTRIBUTES = [
  { id: '100157', values: [{ id: '100157003', name: 'Linen' }] },
  { id: '100404', values: [{ id: '100404003', name: 'Midi' }] },
  { id: '100398', values: [{ id: '100398002', name: 'Short Sleeve' }] },
];
const SELLER = { email: 'listings-bench@bench.test', password: 'Bench1234' };

/** 100 products of 15 SKUs (3 colours × 5 sizes), stock in China, two pictures each. */
async function benchProducts(db: Db): Promise<string[]> {
  const [category] = await db.insert(categories).values({ level: 3, name: 'Listings bench', categoryUrl: 'listings-bench' }).returning({ id: categories.id });
  const ids: string[] = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const tag = String(i).padStart(3, '0');
    const [product] = await db
      .insert(products)
      .values({ kkProductId: `LB${tag}`, itemNo: `LBIT${tag}`, categoryId: category!.id, name: `Bench Wrap Dress ${tag}`, description: 'Soft linen.\nMachine wash cold.', seoSlug: `bench-${tag}`, weightGrams: 300, priceCents: 1250, originalPriceCents: 2999, mainImageUrl: '/media/garments/dress-solid-c8232c-f2d03b-7.webp' })
      .returning({ id: products.id });
    await db.insert(productImages).values(['/media/garments/dress-solid-c8232c-f2d03b-7.webp', '/media/garments/dress-stripes-1f2a44-f4a6b8-8.webp'].map((url, sort) => ({ productId: product!.id, url, sort })));
    const made = await db
      .insert(skus)
      .values(COLOURS.flatMap((colour, c) => SIZES.map((size, s) => ({ skuCode: `LB${tag}-${c}${s}`, productId: product!.id, colour, size, priceCents: 1250 + s * 50, originalPriceCents: 2999 + s * 100, weightGrams: 300 }))))
      .returning({ id: skus.id });
    await db.insert(skuStock).values(made.map((sku) => ({ skuId: sku.id, warehouseCode: 'CN_S', stock: 100 })));
    ids.push(`LB${tag}`);
  }
  await db.execute(sql`update products set status = 1`);
  return ids;
}

/** Time spent inside the adapters' publisher calls (the platform's side, seen from us), per publisher. */
function timePlatformCalls(publisher: ListingPublisher) {
  const clock = { ms: 0 };
  for (const name of ['createProduct', 'updateProduct', 'setProductActive', 'deleteProduct', 'setInventory', 'getProductStates'] as const) {
    const original = publisher[name].bind(publisher) as (...args: unknown[]) => Promise<unknown>;
    (publisher as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const started = performance.now();
      try {
        return await original(...args);
      } finally {
        clock.ms += performance.now() - started;
      }
    };
  }
  return clock;
}

export async function listingsBench(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;
  await freshDatabase(url);
  const shopify = await startShopifySimulator({ port: 0, ...SHOPIFY_APP });
  const wooKey = { consumerKey: `ck_${'1'.repeat(40)}`, consumerSecret: `cs_${'2'.repeat(40)}`, permissions: 'read_write' as const };
  const woos: WooSimulator[] = [];
  for (let i = 0; i <= STORES_PER_PLATFORM; i++) woos.push(await startWooCommerceSimulator({ port: 0, storeName: `Bench Woo ${i}`, currency: 'USD', keys: [wooKey] }));
  const tiktok = await startTikTokShopSimulator({ port: 0, ...TIKTOK_APP });
  shopify.switches.setLatency(LATENCY_MS);
  tiktok.switches.setLatency(LATENCY_MS);
  for (const woo of woos) woo.switches.setLatency(LATENCY_MS);

  const config = loadConfig({
    ...benchAppEnv(url),
    NODE_ENV: 'development',
    JOBS_POLL_MS: '500',
    SHOPIFY_API_KEY: SHOPIFY_APP.apiKey,
    SHOPIFY_API_SECRET: SHOPIFY_APP.apiSecret,
    SHOPIFY_SHOP_URL_TEMPLATE: shopify.shopUrlTemplate,
    TIKTOK_SHOP_APP_KEY: TIKTOK_APP.appKey,
    TIKTOK_SHOP_APP_SECRET: TIKTOK_APP.appSecret,
    TIKTOK_SHOP_SERVICE_ID: TIKTOK_APP.serviceId,
    TIKTOK_SHOP_AUTH_URL: tiktok.url,
    TIKTOK_SHOP_TOKEN_URL: tiktok.url,
    TIKTOK_SHOP_API_URL: tiktok.url,
  });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp(config, database);
  await seed(database.db, config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  (config as { PUBLIC_URL: string }).PUBLIC_URL = baseUrl;
  tiktok.setRedirectUrl(`${baseUrl}${storeCallbackPage('tiktok-shop')}`);
  // More job workers over the same database, as more server processes would be.
  const workers = [app];
  for (let i = 1; i < WORKERS; i++) workers.push(await buildApp(config, { ...database, close: async () => {} }));

  const db = database.db;
  const productIds = await benchProducts(db);
  await db.insert(users).values({ email: SELLER.email, emailVerified: true, fullName: 'Listings Bench', phone: '+1 2025559998', passwordHash: await hashPassword(SELLER.password), approvalStatus: 3 });
  const call = async (method: string, path: string, token: string | undefined, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
    const answer = (await response.json()) as { code: number; data: any; message: string };
    if (answer.code !== 10000) throw new Error(`${path}: ${answer.message}`);
    return answer.data;
  };
  const token = (await call('POST', '/api/oauth/login', undefined, { account: SELLER.email, password: SELLER.password })).token as string;
  const connectShopify = async (shop: string) => {
    const { redirectUrl } = await call('POST', '/api/store/shopify/newStore', token, { storeName: `Bench ${shop}`, storeUrl: shop });
    const install = await fetch(redirectUrl, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=install' });
    const back = new URL(install.headers.get('location')!);
    return (await call('POST', '/api/store/authCallback/shopify', token, { params: Object.fromEntries(back.searchParams) })).storeId as number;
  };
  const connectTikTok = async () => {
    const { redirectUrl } = await call('POST', '/api/store/tiktok-shop/newStore', token, { storeName: 'Bench TikTok', storeUrl: 'GB' });
    const authorize = new URL(redirectUrl);
    const fields = { service_id: authorize.searchParams.get('service_id')!, state: authorize.searchParams.get('state')!, shop_name: 'Bench UK', region: 'GB', decision: 'authorize' };
    const answer = await fetch(`${authorize.origin}${authorize.pathname}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
    const back = new URL(answer.headers.get('location')!);
    return (await call('POST', '/api/store/authCallback/tiktok-shop', token, { params: Object.fromEntries(back.searchParams) })).storeId as number;
  };
  const connectWoo = async (woo: WooSimulator, i: number) =>
    (await call('POST', '/api/store/storeBind', token, { platform: 'woocommerce', storeName: `Bench Woo ${i}`, storeUrl: woo.url, consumerKey: wooKey.consumerKey, consumerSecret: wooKey.consumerSecret })).storeId as number;
  // One store of each platform for the single batch, STORES_PER_PLATFORM others for the throughput run
  // (WooCommerce refuses a second product with the same SKUs in one store, as the real one does).
  type Code = 'shopify' | 'woocommerce' | 'tiktok-shop';
  const stores: { platform: Code; storeId: number }[] = [];
  for (let i = 0; i <= STORES_PER_PLATFORM; i++) stores.push({ platform: 'shopify', storeId: await connectShopify(`bench-shop-${i}`) });
  for (const [i, woo] of woos.entries()) stores.push({ platform: 'woocommerce', storeId: await connectWoo(woo, i) });
  const single = [stores.pop()!, stores.shift()!, { platform: 'tiktok-shop' as const, storeId: await connectTikTok() }];

  const clocks = new Map((['shopify', 'woocommerce', 'tiktok-shop'] as const).map((code) => [code, timePlatformCalls(storePlatforms(app).registry.get(code)!.publisher!)]));
  const submit = async (store: (typeof stores)[number]) => (await call('POST', '/api/listings/loadPublishRecord', token, { platform: store.platform, storeId: store.storeId, productIds, existing: 'duplicate', ...(store.platform === 'tiktok-shop' ? { categoryId: TIKTOK_CATEGORY, productAttributes: TIKTOK_ATTRIBUTES } : {}) })).batchId as number;
  const runUntilDone = async (batchIds: number[]) => {
    const stop = { done: false };
    // Per worker: one loop for every queue, and as many more for the batch queue as a worker process runs batches at once.
    const loop = async (worker: (typeof workers)[number], names?: string[]) => {
      while (!stop.done) if ((await worker.jobs.runDue(1, names)) === 0) await new Promise((r) => setTimeout(r, 50));
    };
    const loops = workers.flatMap((worker) => [loop(worker), ...Array.from({ length: BATCH_CONCURRENCY - 1 }, () => loop(worker, [BATCH_JOB]))]);
    for (;;) {
      const [row] = await db.select({ open: sql<number>`count(*) filter (where ${listingBatches.status} <> 'completed')::int` }).from(listingBatches).where(sql`${listingBatches.id} = any(${`{${batchIds.join(',')}}`}::bigint[])`);
      if (Number(row!.open) === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    stop.done = true;
    await Promise.all(loops);
  };
  const outcome = async (batchId: number) => {
    const result = (await db.execute(sql`select status, count(*)::int as n from listing_batch_items where batch_id = ${batchId} group by status`)) as unknown as { rows: { status: string; n: number }[] };
    return Object.fromEntries(result.rows.map((r) => [r.status, Number(r.n)]));
  };

  console.log(`\nlistings bench: ${PRODUCTS} products × ${COLOURS.length * SIZES.length} variants, simulator latency ${LATENCY_MS} ms per API call, ${WORKERS} job workers × ${BATCH_CONCURRENCY} batch jobs at once`);
  console.log('platform      wall      platform time   our time/listing (target ≤ 50 ms)   outcome');
  for (const platform of ['shopify', 'woocommerce', 'tiktok-shop'] as const) {
    const store = single.find((s) => s.platform === platform)!;
    const clock = clocks.get(platform)!;
    clock.ms = 0;
    const started = performance.now();
    const batchId = await submit(store);
    await runUntilDone([batchId]);
    const wall = performance.now() - started;
    const ours = (wall - clock.ms) / PRODUCTS;
    console.log(`${platform.padEnd(13)} ${(wall / 1000).toFixed(1).padStart(5)} s   ${(clock.ms / 1000).toFixed(1).padStart(7)} s       ${ours.toFixed(1).padStart(6)} ms ${ours <= 50 ? 'ok' : 'OVER'}                   ${JSON.stringify(await outcome(batchId))}`);
  }

  const started = performance.now();
  const batchIds = [];
  for (const store of stores) batchIds.push(await submit(store));
  await runUntilDone(batchIds);
  const wall = (performance.now() - started) / 1000;
  const listed = PRODUCTS * stores.length;
  const perSecond = listed / wall;
  const results = await Promise.all(batchIds.map(outcome));
  const succeeded = results.reduce((sum, r) => sum + (r.success ?? 0), 0);
  console.log(`\nthroughput: ${listed} listings over ${stores.length} stores in ${wall.toFixed(1)} s = ${perSecond.toFixed(1)} listings/s (target ≥ 20: ${perSecond >= 20 ? 'ok' : 'BELOW'}); ${succeeded} succeeded`);

  for (const worker of workers.slice(1)) await worker.close();
  await app.close();
  await database.close();
  await shopify.close();
  await tiktok.close();
  for (const woo of woos) await woo.close();
}
