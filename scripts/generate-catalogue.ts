import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildDemoCatalogue } from '../apps/api/src/db/seed/demo-catalogue/build.ts';
import { seed } from '../apps/api/src/db/seed/index.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase } from '../apps/api/src/platform/database.ts';

/**
 * Builds the large benchmark catalogue on a PostgreSQL server with the demo generator:
 *   npm run catalog:generate -- --products 67000 --database-url postgres://postgres@127.0.0.1:5432/tw_bench [--fresh] [--seed name]
 * 67,000 products make about 1,090,000 SKUs. The database is created when missing (dropped
 * first with --fresh), migrated and seeded like a server start (reference data, demo seller,
 * administrator), then filled. Image features for search by picture are not computed here.
 */
const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '67000' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    fresh: { type: 'boolean', default: false },
    seed: { type: 'string' },
  },
});

const products = Number(values.products);
const databaseUrl = values['database-url'];
if (!Number.isInteger(products) || products < 1) throw new Error('--products must be a positive integer');
if (!databaseUrl) throw new Error('--database-url (or DATABASE_URL) is required');

const target = new URL(databaseUrl);
const name = decodeURIComponent(target.pathname.slice(1));
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsupported database name '${name}': use lowercase letters, digits and _`);

// Creating or dropping a database needs a connection to another one on the same server.
const maintenanceUrl = new URL(databaseUrl);
maintenanceUrl.pathname = '/postgres';
const admin = new pg.Client({ connectionString: maintenanceUrl.toString() });
await admin.connect();
if (values.fresh) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
await admin.end();

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const database = await openDatabase({ url: databaseUrl, dataDir: 'memory://' });
await seed(database.db, loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, DATA_DIR: 'memory://', DEMO_CATALOGUE_PRODUCTS: '0' }));

let reported = 0;
const written = await buildDemoCatalogue(database.db, {
  products,
  seed: values.seed,
  now: new Date(),
  chunkSize: 1000,
  onProgress: (progress) => {
    if (progress.products - reported < 10_000 && progress.products < products) return;
    reported = progress.products;
    console.log(`  ${progress.products} products, ${progress.skus} SKUs written (${seconds()} s)`);
  },
});
if (!written) {
  console.log(`${name} already holds a catalogue; pass --fresh to rebuild it.`);
} else {
  // Fresh statistics and visibility maps, so the benchmark's first queries get the plans (and
  // index-only scans) they will keep: a bulk load leaves tables never vacuumed.
  await database.db.execute(sql`vacuum (analyze)`);
  const counts = (await database.db.execute(
    sql`select (select count(*) from products)::int as products, (select count(*) from skus)::int as skus, (select count(*) from sku_stock)::int as stock,
               (select count(*) from product_images)::int as images, (select count(*) from reviews)::int as reviews`,
  )) as unknown as { rows: Record<string, number>[] };
  const c = counts.rows[0]!;
  console.log(`Catalogue in ${name}: ${c.products} products, ${c.skus} SKUs, ${c.stock} stock rows, ${c.images} images, ${c.reviews} reviews in ${seconds()} s.`);
  if (c.skus! < 1_000_000) console.log(`Note: fewer than 1,000,000 SKUs; about 15 SKUs per product, so ask for ${Math.ceil(1_000_000 / (c.skus! / c.products!))} products or more.`);
}
await database.close();
