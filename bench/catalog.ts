import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase } from '../apps/api/src/platform/database.ts';
import { printTable, type LoadResult } from './load.ts';
import { benchAppEnv } from './app-env.ts';

/**
 * `npm run bench catalog`: the catalogue calls on the 1,000,000-SKU catalogue in PostgreSQL,
 * through the whole app (buildApp: locale, auth, maintenance, rate limit, validation, the
 * database), beside a nearly empty route in the same run.
 *
 * The app runs in a child process, so the load generator (autocannon, this process) does not
 * share its event loop. Each scenario rotates through many different requests, so the figures
 * are not those of one cached plan or one hot page.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/tw_bench) must hold the
 * catalogue made by `npm run catalog:generate -- --products 67000 --database-url <url>`;
 * BENCH_CONNECTIONS sets the concurrency.
 */

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/tw_bench';
const MIN_PRODUCTS = 60_000;
/** Concurrent connections (BENCH_CONNECTIONS); 4 by default: two CPUs on the reference machine, more only queue. */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const TARGETS: Record<string, number> = {
  'ranked search with filters': 50,
  'typo-tolerant search': 100,
  suggestions: 20,
  'product detail': 20,
};

const databaseUrl = () => process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;
/** Production settings (the hot list batches its writes as in a running shop), logs and rate limits off. */
const benchConfig = () =>
  loadConfig({
    ...benchAppEnv(databaseUrl()),
    NODE_ENV: 'production',
  });

/** Child process: the real app on the benchmark database, reporting its port. */
async function serve(): Promise<void> {
  const config = benchConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp(config, database);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  process.send!({ url });
  process.on('disconnect', () => void app.close().then(() => database.close()));
}

interface Probe {
  products: number;
  skus: number;
  kkProductIds: string[];
  categoryUrls: string[];
}

/**
 * Checks the catalogue is there and picks products to open. A catalogue written in bulk and
 * never vacuumed reads slowly (a long GIN pending list, no visibility map); a running server's
 * autovacuum would have caught up, so the bench vacuums such tables first and says so.
 */
async function probe(): Promise<Probe | null> {
  const database = await openDatabase({ url: databaseUrl(), dataDir: 'memory://' }).catch((error: Error) => {
    console.error(`Cannot open ${databaseUrl()}: ${error.message}`);
    return null;
  });
  if (!database) return null;
  try {
    const neverVacuumed = (await database.db.execute(
      sql`select relname from pg_stat_user_tables where relname in ('products', 'skus', 'sku_stock', 'product_images', 'product_texts', 'search_lexicon', 'search_suggestions')
          and last_vacuum is null and last_autovacuum is null`,
    )) as unknown as { rows: { relname: string }[] };
    for (const { relname } of neverVacuumed.rows) {
      console.log(`vacuum (analyze) ${relname}: never vacuumed since the bulk load`);
      await database.db.execute(sql.raw(`vacuum (analyze) ${relname}`));
    }
    // search_history and hot_search_terms are not vacuumed here: the search path only appends to
    // the first and batches the second, and their job vacuums both (decision 0036).
    const counts = (await database.db.execute(sql`select (select count(*) from products)::int as products, (select count(*) from skus)::int as skus`)) as unknown as { rows: { products: number; skus: number }[] };
    const picked = (await database.db.execute(sql`select kk_product_id from products where status = 1 order by md5(kk_product_id) limit 500`)) as unknown as { rows: { kk_product_id: string }[] };
    const categories = (await database.db.execute(sql`select category_url from categories where status = 1 order by level, sort, id`)) as unknown as { rows: { category_url: string }[] };
    return { ...counts.rows[0]!, kkProductIds: picked.rows.map((r) => r.kk_product_id), categoryUrls: categories.rows.map((r) => r.category_url) };
  } finally {
    await database.close();
  }
}

type Request = { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> };
const post = (path: string, body: unknown, token?: string): Request => ({
  method: 'POST',
  path,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
});

const SEARCHES = ['black dress', 'denim jacket', 'floral maxi dress', 'linen shirt', 'knit sweater', 'cotton t-shirt', 'striped top', 'wool coat', 'pleated skirt', 'hoodie', 'jeans, shorts', 'satin blouse'];

/** Searches with filters of the product list, as a seller: several terms, warehouses, ranks, prices, sorts, page sizes. */
function rankedSearches(token: string): Request[] {
  const filters = [
    { warehouses: ['US'] },
    { warehouses: ['CN'], supplierRanks: ['A', 'B'] },
    { minPrice: 500, maxPrice: 3000 },
    { warehouses: ['GB', 'DE'], sortType: 'newest' },
    { supplierRanks: ['A'], sortType: 'sales' },
    { minPrice: 1000, maxPrice: 6000, sortType: 'priceAsc' },
  ];
  return SEARCHES.flatMap((search, i) => filters.map((filter, j) => post('/api/product/list', { search, pageSize: 20 + ((i + j) % 3) * 20, ...filter }, token)));
}

/** The same searches by a German seller: garment nouns found in the German product texts, vocabulary words mapped to English (decision 0039). */
const GERMAN_SEARCHES = ['schwarzes Kleid', 'Jeansjacke', 'Maxikleid geblümt', 'Hemd Leinen', 'Strickpullover', 'T-Shirt Baumwolle', 'Top gestreift', 'Mantel Wolle', 'Rock', 'Hoodie', 'Jeans, Shorts', 'Bluse Satin'];

function germanSearches(token: string): Request[] {
  return rankedSearches(token).map((request, i) => {
    const body = JSON.parse(request.body!) as Record<string, unknown>;
    return { ...request, body: JSON.stringify({ ...body, search: GERMAN_SEARCHES[Math.floor(i / 6)] }), headers: { ...request.headers, 'accept-language': 'de' } };
  });
}

/** The costliest filter: a minimum stock in the chosen warehouses, which sums SKU stock per product. */
function warehouseStockSearches(token: string): Request[] {
  return SEARCHES.flatMap((search) => [post('/api/product/list', { search, warehouses: ['CN', 'GB'], minInventory: 50 }, token), post('/api/product/list', { search, warehouses: ['US'], minInventory: 20 }, token)]);
}

/** Browsing without a search: categories, filters and every sort. */
function browsing(token: string, categoryUrls: string[]): Request[] {
  const sorts = ['recommended', 'newest', 'inventory', 'sales', 'priceAsc', 'priceDesc'];
  return categoryUrls.flatMap((categoryUrl, i) => sorts.map((sortType, j) => post('/api/product/list', { categoryUrl, sortType, pageNumber: 1 + ((i + j) % 3), ...(j % 2 ? { warehouses: ['CN'] } : {}) }, token)));
}

/** Misspelt searches: the lexicon corrects them. */
function typoSearches(token: string): Request[] {
  const typos = ['sweatr', 'jackt', 'flral dress', 'denm jeans', 'blouze', 'skrit', 'hodie', 'cardgan', 'trousrs', 'jumpsiut', 'cordroy jacket', 'polka dott'];
  return typos.flatMap((search, i) => [post('/api/product/list', { search, pageSize: 20 }, token), post('/api/product/open/product/list', { search, pageSize: 20, warehouses: i % 2 ? ['CN'] : undefined })]);
}

/** What a buyer types, letter by letter. */
function suggestionTexts(): Request[] {
  const words = ['dress', 'black dr', 'jacket', 'denim', 'sweater', 'floral', 'linen sh', 'hoodie', 'cardigan', 'maxi', 'pleated', 'leather', 'blouse', 'knit', 'sweatr', 'skirt'];
  const texts = [...new Set(words.flatMap((word) => Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2))))];
  return texts.map((text) => post('/api/product/open/suggestionCompletion', { text, language: 1 }));
}

async function run(name: string, url: string, requests: Request[], seconds: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, requests });
  return { name, requestsPerSecond: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

async function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'], env: { ...process.env, CATALOG_BENCH_SERVER: '1' } });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { url: string }) => resolve(message.url));
    child.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
  });
  return { child, url };
}

export async function catalogBench(seconds: number): Promise<void> {
  const found = await probe();
  if (!found || found.products < MIN_PRODUCTS) {
    console.error(
      `${databaseUrl()} does not hold the benchmark catalogue (${found?.products ?? 0} products). Build it with:\n` +
        `  npm run catalog:generate -- --products 67000 --database-url ${databaseUrl()}`,
    );
    process.exitCode = 1;
    return;
  }
  const { child, url } = await startServer();
  try {
    const login = await fetch(`${url}/api/oauth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'demo@threadway.shop', password: 'Demo1234' }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const details = found.kkProductIds.map((id): Request => ({ method: 'GET', path: `/api/product/open/details?id=${id}` }));
    const scenarios: [string, Request[]][] = [
      ['empty route (processingPopup)', [{ method: 'GET', path: '/api/message/open/processingPopup' }]],
      ['ranked search with filters', rankedSearches(token)],
      ['ranked search with filters, in German', germanSearches(token)],
      ['search + minimum stock in chosen warehouses', warehouseStockSearches(token)],
      ['typo-tolerant search', typoSearches(token)],
      ['browsing (category, filter, sort, no search)', browsing(token, found.categoryUrls)],
      ['suggestions', suggestionTexts()],
      ['product detail', details],
    ];
    console.log(`catalogue benchmark: ${found.products} products, ${found.skus} SKUs on PostgreSQL; ${CONNECTIONS} connections, ${seconds} s per route, app in its own process`);
    // A short warm-up of each scenario, so the first figures are not those of a cold cache.
    for (const [name, requests] of scenarios) await run(name, url, requests, 2);
    const results: LoadResult[] = [];
    for (const [name, requests] of scenarios) results.push(await run(name, url, requests, seconds));
    printTable(results);
    console.log('\n| route | p99 target ms | met |\n|---|---:|---|');
    for (const r of results) if (TARGETS[r.name]) console.log(`| ${r.name} | ${TARGETS[r.name]} | ${r.p99 < TARGETS[r.name]! && r.non2xx === 0 && r.errors === 0 ? 'yes' : 'NO'} |`);
  } finally {
    child.disconnect();
    child.kill();
  }
}

if (process.env.CATALOG_BENCH_SERVER === '1') await serve();
