// Runs node's test runner on some files with the spec reporter on screen, and returns the
// pass/fail counts read from a TAP copy of the same run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function runNodeTests(label, patterns, { env = {}, concurrency } = {}) {
  const tap = path.join(mkdtempSync(path.join(tmpdir(), 'tw-tests-')), 'report.tap');
  console.log(`\n=== ${label} ===`);
  const args = [
    '--import', 'tsx', '--test',
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    '--test-reporter=tap', `--test-reporter-destination=${tap}`,
    ...(concurrency ? [`--test-concurrency=${concurrency}`] : []),
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
  const passed = count('pass');
  const failed = count('fail') + (result.status !== 0 && count('fail') === 0 ? 1 : 0);
  return { label, passed, failed, skipped: count('skipped') + count('todo') };
}
