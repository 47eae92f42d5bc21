// Which API test files also run on embedded PGlite when a PostgreSQL server runs them all
// (docs/decisions/0018-fast-ci.md). Every API test runs on the server; PGlite, the engine of
// `npm start` without DATABASE_URL, is the same PostgreSQL behind another driver and a single
// connection, so it gets the files about embedded-only behaviour plus one smoke file per domain.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const FOLDER = 'apps/api/test';

/** Files that compare the database kind or use the embedded server's data folder are picked by themselves. */
const EMBEDDED_ONLY = /\.kind\s*[!=]==?\s*'(?:postgres|pglite)'|'pglite'|DATA_DIR/;

/** One file per domain, over its main repositories, search (pg_trgm), driver types and error mapping. */
const SMOKE = [
  'accounts-signup', // users, codes, sessions
  'admin-catalogue', // the back office's catalogue writes
  'bad-input', // database errors mapped to envelopes (the drivers report them differently)
  'billing-statements', // bills, statements, dates
  'cart',
  'catalogue-demo', // the demo catalogue generator that `npm start` runs on PGlite
  'catalogue-list', // search with the lexicon and trigram index
  'checkout-preview', // pricing, discounts, shipping rates
  'content-explore',
  'demo-orders', // the demo orders `npm start` places
  'fulfilment-seller',
  'notifications-letters',
  'orders-manage-list',
  'payments-card', // a provider adapter, webhooks
  'refunds-apply',
  'visual-search', // picture feature vectors
];

export function apiTestsOnPglite() {
  const files = readdirSync(FOLDER).filter((name) => name.endsWith('.int.test.ts'));
  const missing = SMOKE.filter((name) => !files.includes(`${name}.int.test.ts`));
  if (missing.length > 0) throw new Error(`scripts/api-tests-on-pglite.mjs names files that are gone: ${missing.join(', ')}`);
  return files
    .filter((name) => SMOKE.includes(name.replace('.int.test.ts', '')) || EMBEDDED_ONLY.test(readFileSync(path.join(FOLDER, name), 'utf8')))
    .map((name) => path.join(FOLDER, name));
}
