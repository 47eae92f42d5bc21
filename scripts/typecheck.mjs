// `npm run typecheck`: each TypeScript project checked on its own (their compiler options
// differ), two at a time since tsc keeps about one core busy. `npm test` runs these jobs next
// to the web build.
import { fileURLToPath } from 'node:url';
import { runParallel } from './run-parallel.mjs';

const TSC = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));

/** Largest first, so the two slowest overlap. */
export const TYPECHECK_JOBS = ['apps/api', '.', 'apps/web', 'packages/contracts'].map((project) => ({
  label: `type-check ${project}`,
  command: process.execPath,
  args: [TSC, '-p', project],
}));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await runParallel(TYPECHECK_JOBS);
  process.exit(results.every((job) => job.ok) ? 0 : 1);
}
