// The README's test command: type-check, unit tests, API tests on embedded PGlite and (when
// TEST_DATABASE_URL is set) on a PostgreSQL server, then browser tests. Ends with one total line.
import { spawnSync } from 'node:child_process';
import { runNodeTests } from './run-node-tests.mjs';

const results = [];
const step = (label, command, args) => {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(command, args, { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`${label} failed`);
    process.exit(1);
  }
};

step('type-check', 'npm', ['run', '--silent', 'typecheck']);
results.push(runNodeTests('unit tests', ['packages/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/web/src/**/*.test.ts']));
results.push(runNodeTests('API tests on embedded PostgreSQL (PGlite)', ['apps/api/test/**/*.int.test.ts'], { env: { TEST_DATABASE_URL: '' } }));
if (process.env.TEST_DATABASE_URL) {
  results.push(runNodeTests('API tests on PostgreSQL server', ['apps/api/test/**/*.int.test.ts']));
} else {
  console.log('\n(TEST_DATABASE_URL not set: API tests ran on PGlite only)');
}
step('chromium', 'bash', ['scripts/ensure-chromium.sh']);
step('web build', 'npm', ['run', '--silent', 'build']);
results.push(runNodeTests('browser tests', ['e2e/**/*.e2e.ts'], { concurrency: 1, retryFailedFiles: true }));

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.label}: ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const skipped = results.reduce((n, r) => n + r.skipped, 0);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
