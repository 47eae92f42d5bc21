// Runs node's test runner on some files with the spec reporter on screen, and returns the
// pass/fail counts read from a TAP copy of the same run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { filesOf, runTestPool } from './test-pool.mjs';

function runOnce(patterns, env, concurrency, isolation) {
  const tap = path.join(mkdtempSync(path.join(tmpdir(), 'tw-tests-')), 'report.tap');
  const args = [
    // Module resolution without Node 22's repeated package.json parsing (decision 0051), then TypeScript.
    '--import', './scripts/faster-module-resolution.mjs', '--import', 'tsx', '--test',
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    '--test-reporter=tap', `--test-reporter-destination=${tap}`,
    ...(concurrency ? [`--test-concurrency=${concurrency}`] : []),
    ...(isolation === 'none' ? ['--experimental-test-isolation=none'] : []),
    ...patterns,
  ];
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  let text = '';
  try {
    text = readFileSync(tap, 'utf8');
  } catch {
    // No report: the runner itself failed; counted as one failure below.
  }
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  const failed = count('fail') + (result.status !== 0 && count('fail') === 0 ? 1 : 0);
  return { text, passed: count('pass'), failed, skipped: count('skipped') + count('todo'), failedFiles: failedFiles(text) };
}

/** Files holding a failed test, read from the `location:` lines of the TAP report's failures. */
function failedFiles(tap) {
  const files = new Set();
  for (const block of tap.split(/\n(?=\s*(?:not )?ok \d+ )/)) {
    if (!/^\s*not ok /.test(block)) continue;
    const location = /location: '([^']+?):\d+:\d+'/.exec(block)?.[1];
    if (location) files.add(location);
  }
  return [...files];
}

/**
 * `isolation: 'none'` (unit tests only): every file in this one process, so the TypeScript loader and
 * the libraries are loaded once instead of once per file. A file's top-level before/after hooks then
 * run around the whole run, so files with their own servers (API and browser tests) do not use it.
 *
 * `pool` (API and browser tests): that many long-lived processes run the files, one file at a time each
 * and each file under a root of its own, so its hooks run around its own tests (test-pool.mjs).
 *
 * `retryFailedFiles` (browser tests only): a file with a failed test runs once more on its own,
 * in a process of its own, and the run counts as passed only if the file then passes whole. Each such
 * retry is printed as FLAKY with the file, so timing-dependent tests stay visible instead of turning CI
 * red at random; a test that fails twice fails the run.
 */
export async function runNodeTests(label, patterns, { env = {}, concurrency, isolation, pool, retryFailedFiles = false } = {}) {
  console.log(`\n=== ${label} ===`);
  const first = pool ? await runInPool(patterns, env, pool) : runOnce(patterns, env, concurrency, isolation);
  const files = retryFailedFiles && first.failed > 0 ? first.failedFiles : [];
  if (files.length === 0) return { label, passed: first.passed, failed: first.failed, skipped: first.skipped };
  console.log(`\n=== ${label}: once more, the files with a failure ===\n${files.join('\n')}`);
  // One file at a time: a second try should not share the machine with another browser.
  const again = runOnce(files, env, 1);
  if (again.failed === 0) for (const file of files) console.log(`FLAKY: ${path.relative(process.cwd(), file)} failed, then passed when run again`);
  const failed = again.failed;
  return { label, passed: first.passed + (failed === 0 ? first.failed : 0), failed, skipped: first.skipped };
}

/** The files in the pool; then the slowest ones, to see where a stage's time goes. */
async function runInPool(patterns, env, workers) {
  const result = await runTestPool(filesOf(patterns), { env, workers });
  const slowest = Object.entries(result.seconds).sort((a, b) => b[1] - a[1]).slice(0, 8);
  console.log(`\nslowest files: ${slowest.map(([file, seconds]) => `${path.basename(file)} ${Math.round(seconds)} s`).join(', ')}`);
  return result;
}
