import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { categories, products, skus, users } from '../apps/api/src/db/schema/index.ts';
import { hashPassword } from '../apps/api/src/modules/accounts/passwords.ts';
import { queryRows } from '../apps/api/src/modules/catalogue/sql.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase, type Db } from '../apps/api/src/platform/database.ts';
import { ensureDatabase } from './bench-database.ts';
import { printTable, type LoadResult } from './load.ts';
import { benchAppEnv } from './app-env.ts';

/**
 * `npm run bench orders`: the seller's order list (POST /api/orders/orderList) for a seller with
 * 100,000 orders of about 3 lines each, on PostgreSQL, through the whole app (auth, validation,
 * the list, its count and its lines), with every filter the page offers: tabs, creation days,
 * search by order id, SKU or product name, status. The app runs in a child process so that the
 * load generator (autocannon, here) does not share its event loop; each scenario rotates through
 * many requests. Target (issue 5): p99 under 50 ms.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/tw_bench_orders) is created
 * when absent, and the seller and their orders are generated once (kept for later runs).
 * BENCH_CONNECTIONS sets the concurrency (4: two CPUs on the reference machine).
 */

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/tw_bench_orders';
const ORDERS = 100_000;
const LINES_PER_ORDER = 3;
const SKU_COUNT = 600;
const SELLER = { email: 'orders-bench@bench.test', password: 'Bench1234' };
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const P99_TARGET_MS = 50;

const databaseUrl = () => process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;
const benchConfig = () =>
  loadConfig({
    ...benchAppEnv(databaseUrl(), process.env.ORDERS_BENCH_SECRET),
    NODE_ENV: 'production',
  });

const WORDS = {
  colour: ['Black', 'Ivory', 'Floral', 'Denim', 'Linen', 'Striped', 'Velvet', 'Satin', 'Knit', 'Leather', 'Plaid', 'Ribbed'],
  item: ['Maxi Dress', 'Midi Skirt', 'Cropped Jacket', 'Wide Leg Trousers', 'Oversized Hoodie', 'Puff Sleeve Blouse', 'Cardigan', 'Jumpsuit', 'Track Pants', 'Slip Dress', 'Blazer', 'Tank Top'],
};

/** Products and SKUs for the order lines to point at (the catalogue itself is not what is measured). */
async function benchSkus(db: Db): Promise<{ skuId: number; productId: number; skuCode: string; kkProductId: string; name: string; priceCents: number }[]> {
  const existing = await db.select({ skuId: skus.id, productId: skus.productId, skuCode: skus.skuCode, kkProductId: products.kkProductId, name: products.name, priceCents: skus.priceCents }).from(skus).innerJoin(products, eq(products.id, skus.productId)).where(sql`${skus.skuCode} like 'OB%'`);
  if (existing.length >= SKU_COUNT) return existing;
  const [category] = await db.insert(categories).values({ level: 3, name: 'Orders bench', categoryUrl: `orders-bench-${randomBytes(3).toString('hex')}` }).returning({ id: categories.id });
  const made = [];
  for (let i = 0; i < SKU_COUNT; i++) {
    const name = `${WORDS.colour[i % WORDS.colour.length]} ${WORDS.item[Math.floor(i / WORDS.colour.length) % WORDS.item.length]} ${i}`;
    const tag = `${String(i).padStart(4, '0')}${randomBytes(2).toString('hex')}`;
    const priceCents = 500 + ((i * 137) % 4000);
    const [product] = await db
      .insert(products)
      .values({ kkProductId: `OBP${tag}`, itemNo: `OBI${tag}`, categoryId: category!.id, name, seoSlug: `orders-bench-${tag}`, weightGrams: 250, priceCents, originalPriceCents: priceCents + 300 })
      .returning({ id: products.id, kkProductId: products.kkProductId });
    const [sku] = await db.insert(skus).values({ skuCode: `OB${tag}`, productId: product!.id, colour: 'Black', size: 'M', priceCents, originalPriceCents: priceCents + 300, weightGrams: 250 }).returning({ id: skus.id, skuCode: skus.skuCode });
    made.push({ skuId: sku!.id, productId: product!.id, skuCode: sku!.skuCode, kkProductId: product!.kkProductId, name, priceCents });
  }
  return made;
}

async function benchSeller(db: Db): Promise<number> {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, SELLER.email));
  if (found) return found.id;
  const [made] = await db.insert(users).values({ email: SELLER.email, emailVerified: true, fullName: 'Orders Bench', phone: '+1 2025559999', passwordHash: await hashPassword(SELLER.password), approvalStatus: 3 }).returning({ id: users.id });
  return made!.id;
}

const STATUSES = ['waitingPayment', 'waitingShip', 'waitingShip', 'partialShipped', 'shipped', 'shipped', 'complete', 'complete', 'complete', 'refunding', 'partialRefund', 'refunded', 'cancelled', 'cancelled', 'abnormal', 'paymentFailed'];

/**
 * The seller's orders, written by SQL in batches: creation times spread over two years, statuses
 * of every tab, about 1% deleted, 3 lines each, and search_text as order creation writes it.
 */
async function generateOrders(db: Db, userId: number, catalogue: Awaited<ReturnType<typeof benchSkus>>, missing: number): Promise<void> {
  await db.execute(sql`create temporary table if not exists bench_skus (n int primary key, sku_id int, product_id int, sku_code text, kk_product_id text, name text, price int)`);
  await db.execute(sql`truncate bench_skus`);
  for (let i = 0; i < catalogue.length; i += 200) {
    const rows = catalogue.slice(i, i + 200).map((s, j) => sql`(${i + j}, ${s.skuId}, ${s.productId}, ${s.skuCode}, ${s.kkProductId}, ${s.name}, ${s.priceCents})`);
    await db.execute(sql`insert into bench_skus values ${sql.join(rows, sql`, `)}`);
  }
  const statuses = `{${STATUSES.join(',')}}`;
  const address = JSON.stringify({ recipient: 'Bench Buyer', phone: '+1 2025550123', street1: '1 Main St', street2: null, city: 'Austin', province: 'TX', country: 'US', zip: '73301', vat: null, ioss: null });
  const BATCH = 20_000;
  for (let done = 0; done < missing; done += BATCH) {
    const n = Math.min(BATCH, missing - done);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        with made as (
          select nextval(pg_get_serial_sequence('orders', 'id')) as id,
                 now() - (random() * interval '730 days') as at,
                 (${statuses}::text[])[1 + floor(random() * ${STATUSES.length})::int] as status
          from generate_series(1, ${n})
        )
        insert into orders (id, kk_order_id, user_id, checkout_id, status, warehouse_code, warehouse_country, address, channel_code, channel_name,
          aging_grade, delivery_time, weight_grams, item_subtotal_cents, shipping_cents, total_cents, payment_method, paid_at, shipped_at,
          cancelled_at, deleted_at, pay_by, created_at, updated_at)
        overriding system value
        select id, 'KK' || to_char(at at time zone 'UTC', 'YYMMDD') || id, ${userId}, gen_random_uuid(), status, 'CN_S', 'CN', ${address}::jsonb,
          'TW_EXPRESS', 'TW Express Line', 'Express', '5~7', 750, 0, 1409, 0,
          case when status in ('waitingPayment', 'paymentFailed', 'cancelled', 'abnormal') then null else 0 end,
          case when status in ('waitingPayment', 'paymentFailed', 'cancelled', 'abnormal') then null else at + interval '1 hour' end,
          case when status in ('partialShipped', 'shipped', 'complete') then at + interval '1 day' else null end,
          case when status = 'cancelled' then at + interval '2 days' else null end,
          case when status in ('cancelled', 'complete') and random() < 0.05 then at + interval '30 days' else null end,
          at + interval '120 hours', at, at
        from made`);
      // The orders just written have no lines yet: three each, from the bench SKUs.
      await tx.execute(sql`
        insert into order_items (order_id, product_id, sku_id, kk_product_id, sku_code, product_name, option1, option2, product_type, quantity,
          purchase_price_cents, after_discount_cents, weight_grams)
        select o.id, s.product_id, s.sku_id, s.kk_product_id, s.sku_code, s.name, '{"name":"Color","value":"Black"}', '{"name":"Size","value":"M"}', 1,
          1 + (o.id + line) % 3, s.price, s.price, 250
        from orders o
        cross join generate_series(0, ${LINES_PER_ORDER - 1}) line
        join bench_skus s on s.n = ((o.id * 7 + line * 131) % ${catalogue.length})
        where o.user_id = ${userId} and o.search_text = '' and not exists (select 1 from order_items i where i.order_id = o.id)`);
      await tx.execute(sql`
        update orders o set
          search_text = lower(o.kk_order_id || ' ' || x.codes || ' ' || x.names),
          item_subtotal_cents = x.subtotal, total_cents = x.subtotal + o.shipping_cents
        from (select order_id, string_agg(distinct sku_code, ' ') codes, string_agg(distinct product_name, ' ') names, sum(after_discount_cents * quantity)::int subtotal
              from order_items where order_id in (select id from orders where user_id = ${userId} and search_text = '') group by order_id) x
        where o.id = x.order_id`);
    });
    console.log(`  ${done + n} / ${missing} orders written`);
  }
  await db.execute(sql`analyze orders`);
  await db.execute(sql`analyze order_items`);
}

async function serve(): Promise<void> {
  const config = benchConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp(config, database);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  process.send!({ url });
  process.on('disconnect', () => void app.close().then(() => database.close()).then(() => process.exit(0)));
}

async function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'], env: { ...process.env, ORDERS_BENCH_SERVER: '1' } });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { url: string }) => resolve(message.url));
    child.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
  });
  return { child, url };
}

type Request = { method: 'POST'; path: string; headers: Record<string, string>; body: string };
const listCall = (token: string, body: object): Request => ({ method: 'POST', path: '/api/orders/orderList', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });

async function run(name: string, url: string, requests: Request[], seconds: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, requests });
  return { name, requestsPerSecond: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

export async function ordersBench(seconds: number): Promise<void> {
  const url = databaseUrl();
  await ensureDatabase(url);
  const database = await openDatabase({ url, dataDir: 'memory://', poolSize: 4 });
  const db = database.db;
  const userId = await benchSeller(db);
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders where user_id = ${userId}`);
  if (n < ORDERS) {
    console.log(`generating ${ORDERS - n} orders for the bench seller (once; kept in ${url})`);
    await generateOrders(db, userId, await benchSkus(db), ORDERS - n);
  }
  const samples = await queryRows<{ kk_order_id: string; sku_code: string; product_name: string }>(
    db,
    sql`select o.kk_order_id, i.sku_code, i.product_name from orders o join order_items i on i.order_id = o.id
        where o.user_id = ${userId} order by o.id desc limit 40 offset 5000`,
  );
  await database.close();

  const { child, url: baseUrl } = await startServer();
  try {
    const login = await fetch(`${baseUrl}/api/oauth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: SELLER.email, password: SELLER.password }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const tabs = ['all', 'waitingPayment', 'waitingShip', 'inTransit', 'refunding', 'refundReturn', 'abnormal', 'completed', 'cancelled'];
    const months = Array.from({ length: 12 }, (_, i) => {
      const from = new Date(Date.UTC(new Date().getUTCFullYear() - 1, i, 1));
      const to = new Date(Date.UTC(from.getUTCFullYear(), i + 1, 0));
      return { dateFrom: from.toISOString().slice(0, 10), dateTo: to.toISOString().slice(0, 10) };
    });
    const words = ['dress', 'floral maxi', 'denim jacket', 'hoodie', 'velvet blazer', 'linen', 'track pants', 'knit cardigan'];
    const scenarios: [string, Request[]][] = [
      ['all orders, pages 1-5', [1, 2, 3, 4, 5].map((pageNumber) => listCall(token, { pageNumber, pageSize: 20 }))],
      ['tab', tabs.flatMap((tab) => [1, 2].map((pageNumber) => listCall(token, { tab, pageNumber })))],
      ['date range (one month)', months.map((range) => listCall(token, range))],
      ['search: order id', samples.map((s) => listCall(token, { search: s.kk_order_id }))],
      ['search: SKU', samples.map((s) => listCall(token, { search: s.sku_code.toLowerCase() }))],
      ['search: product name', words.map((search) => listCall(token, { search }))],
      ['status', ['shipped', 'refunded', 'paymentFailed', 'complete'].map((status) => listCall(token, { status }))],
      ['tab + date range + search', months.slice(0, 6).flatMap((range, i) => [listCall(token, { tab: tabs[1 + (i % 8)], ...range, search: words[i % words.length] })])],
    ];
    console.log(`order list benchmark: a seller with ${Math.max(n, ORDERS)} orders (~${LINES_PER_ORDER} lines each) on PostgreSQL; ${CONNECTIONS} connections, ${seconds} s per scenario, app in its own process`);
    for (const [name, requests] of scenarios) await run(name, baseUrl, requests, 2);
    const results: LoadResult[] = [];
    for (const [name, requests] of scenarios) results.push(await run(name, baseUrl, requests, seconds));
    printTable(results);
    console.log(`\n| scenario | p99 target ms | met |\n|---|---:|---|`);
    for (const r of results) console.log(`| ${r.name} | ${P99_TARGET_MS} | ${r.p99 < P99_TARGET_MS && r.non2xx === 0 && r.errors === 0 ? 'yes' : 'NO'} |`);
  } finally {
    child.disconnect();
    child.kill();
  }
}

if (process.env.ORDERS_BENCH_SERVER === '1') await serve();
