import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';

/**
 * Where each import leads, asked of Node from given importing files (import.meta.resolve with a parent), printed
 * as JSON: run with and without the hook, the answers must be the same.
 */
const PROBE = `
const { pathToFileURL } = await import('node:url');
const asks = ${JSON.stringify([
  // Our code: the same name from two places whose node_modules differ (apps/api has its own fastify-plugin).
  ['fastify-plugin', 'apps/api/src/app.ts'],
  ['fastify-plugin', 'e2e/harness.ts'],
  ['fastify-plugin', 'apps/api/src/platform/config.ts'],
  ['drizzle-orm', 'apps/api/src/app.ts'],
  ['drizzle-orm', 'packages/contracts/src/index.ts'],
  ['drizzle-orm/pg-core', 'apps/api/src/app.ts'],
  ['zod', 'packages/contracts/src/index.ts'],
  ['zod', 'apps/api/src/app.ts'],
  // Inside installed packages: relative imports between ES modules, and bare ones left to Node.
  ['./alias.js', 'node_modules/drizzle-orm/index.js'],
  ['../sql/sql.js', 'node_modules/drizzle-orm/pg-core/table.js'],
  ['./index.cjs', 'node_modules/drizzle-orm/index.js'],
  ['zod', 'node_modules/fastify-type-provider-zod/dist/esm/index.js'],
])};
const answers = asks.map(([specifier, parent]) => {
  try {
    return import.meta.resolve(specifier, pathToFileURL(parent).href);
  } catch (error) {
    return 'error ' + error.code;
  }
});
console.log(JSON.stringify(answers));
`;

function resolveAll(withHook: boolean): string[] {
  const args = [...(withHook ? ['--import', './scripts/faster-module-resolution.mjs'] : []), '--experimental-import-meta-resolve', '--input-type=module', '-e', PROBE];
  const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!);
}

test('the faster module resolution answers every import as Node does, and tells apart directories whose node_modules differ', () => {
  const plain = resolveAll(false);
  const hooked = resolveAll(true);
  assert.deepEqual(hooked, plain);
  assert.notEqual(plain[0], plain[1], 'apps/api has its own fastify-plugin');
  assert.equal(plain[0], plain[2]);
  assert.ok(plain.every((answer) => answer.startsWith('file:')), plain.join('\n'));
});
