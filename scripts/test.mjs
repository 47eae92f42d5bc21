// The README's test command: type-check, unit tests, API tests on a PostgreSQL server (when
// TEST_DATABASE_URL is set) and on embedded PGlite, then browser tests. Ends with each stage's
// duration and one total line. How it stays fast on 2 cores: docs/decisions/0018-fast-ci.md.
import { runNodeTests } from './run-node-tests.mjs';
import { runParallel } from './run-parallel.mjs';
import { apiTestsOnPglite } from './api-tests-on-pglite.mjs';
import { TYPECHECK_JOBS } from './typecheck.mjs';

const API_TESTS = 'apps/api/test/**/*.int.test.ts';
const started = Date.now();
const durations = [];
const results = [];
const tests = async (label, patterns, options) => {
  const begin = Date.now();
  results.push(await runNodeTests(label, patterns, options));
  durations.push({ label, seconds: (Date.now() - begin) / 1000 });
};

// tsc and vite keep about one core busy each, so the type-checks and the web build run two at a time.
const [api, root, ...smaller] = TYPECHECK_JOBS;
const prepared = await runParallel([
  api,
  root,
  { label: 'chromium, then web build', command: 'sh', args: ['-c', 'bash scripts/ensure-chromium.sh && npm run --silent build'] },
  ...smaller,
]);
durations.push({ label: 'type-check and web build (two at a time)', seconds: (Date.now() - started) / 1000 });
for (const job of prepared) durations.push({ label: `  ${job.label}`, seconds: job.seconds });
const failed = prepared.filter((job) => !job.ok);
if (failed.length > 0) {
  console.error(`${failed.map((job) => job.label).join(', ')} failed`);
  process.exit(1);
}

// Unit test files share one process (a tenth of the CPU time of a process each: decision 0018).
await tests('unit tests', ['packages/**/*.test.ts', 'scripts/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'], { isolation: 'none' });
// API test files run two at a time, in two long-lived processes (decision 0052): each file has its own server on
// port 0 and its own database.
if (process.env.TEST_DATABASE_URL) {
  await tests('API tests on PostgreSQL server', [API_TESTS], { pool: 2 });
  await tests('API tests on embedded PostgreSQL (PGlite), embedded-only and smoke files', apiTestsOnPglite(), { env: { TEST_DATABASE_URL: '' }, pool: 2 });
} else {
  await tests('API tests on embedded PostgreSQL (PGlite)', [API_TESTS], { env: { TEST_DATABASE_URL: '' }, pool: 2 });
  console.log('\n(TEST_DATABASE_URL not set: API tests ran on PGlite only)');
}
// Browser files two at a time: one file keeps the two cores only about 65 % busy (a test waits on a chain of
// processes, one working at a time), and on the headless shell a test costs half the CPU it did when two at a
// time made nine files fail on timing (decisions 0018, 0051). A file that fails is retried alone.
await tests('browser tests', ['e2e/**/*.e2e.ts'], { pool: 2, retryFailedFiles: true });

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.label}: ${r.passed} passed, ${r.failed} failed`);
console.log('\n=== durations ===');
for (const d of durations) console.log(`${d.label}: ${Math.round(d.seconds)} s`);
console.log(`total: ${Math.round((Date.now() - started) / 1000)} s`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failedTests = results.reduce((n, r) => n + r.failed, 0);
const skipped = results.reduce((n, r) => n + r.skipped, 0);
console.log(`tests: ${passed} passed, ${failedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedTests > 0 ? 1 : 0);
