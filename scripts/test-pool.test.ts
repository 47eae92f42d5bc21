import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
// @ts-expect-error: a script of the test runner's, plain JavaScript without types.
import { runTestPool } from './test-pool.mjs';

/** A test file that logs its hooks and tests, with the process that ran them, one JSON line each. */
const fileLogging = (name: string, log: string, extra = '') => `
import { appendFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
const note = (what, seen) => appendFileSync(${JSON.stringify(log)}, JSON.stringify({ file: '${name}', what, seen, pid: process.pid }) + '\\n');
let state = 'unset';
before(() => { state = '${name}'; note('before', state); });
after(() => note('after', state));
test('${name} one', async () => { await new Promise((r) => setTimeout(r, 50)); note('test', state); });
test('${name} two', () => note('test', state));
${extra}
`;

test('the pool runs each file with its own hooks around its own tests, several files to a process, and counts a crash as a failure', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tw-pool-'));
  const log = path.join(dir, 'log.jsonl');
  const write = (name: string, text: string) => {
    const file = path.join(dir, `${name}.mjs`);
    writeFileSync(file, text);
    return file;
  };
  const files = [
    write('a', fileLogging('a', log)),
    write('b', fileLogging('b', log)),
    write('c', fileLogging('c', log)),
    write('failing', fileLogging('failing', log, "test('failing three', () => { throw new Error('no'); });")),
    write('crashing', "import { test } from 'node:test';\ntest('crashing one', () => process.exit(3));\n"),
    write('d', fileLogging('d', log)),
  ];
  const result = await runTestPool(files, { workers: 2, report: () => undefined });

  assert.equal(result.passed, 10, 'two tests in each of a, b, c, d and failing');
  assert.equal(result.failed, 2, "failing's third test, and the crashed file");
  assert.deepEqual(result.failedFiles.map((file: string) => path.basename(file)).sort(), ['crashing.mjs', 'failing.mjs']);

  const lines = readFileSync(log, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { file: string; what: string; seen: string; pid: number });
  for (const name of ['a', 'b', 'c', 'd', 'failing']) {
    const own = lines.filter((line) => line.file === name);
    assert.deepEqual(own.map((line) => line.what), ['before', 'test', 'test', 'after'], `${name}: its hooks around its own tests`);
    assert.ok(own.every((line) => line.seen === name), `${name}: its tests saw its own before hook's state`);
    assert.equal(new Set(own.map((line) => line.pid)).size, 1, `${name}: one process`);
  }
  const processes = new Set(lines.map((line) => line.pid));
  assert.ok(processes.size < 5, `five files in fewer processes (${processes.size})`);
});

test('a file that leaves something running fails once the wait passes its limit, and the next file runs in a fresh process', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tw-pool-'));
  const log = path.join(dir, 'log.jsonl');
  const leaving = path.join(dir, 'leaving.mjs');
  // The largest file goes first: this one, padded, before the well-behaved one.
  writeFileSync(leaving, `${fileLogging('leaving', log, 'setInterval(() => {}, 1000);')}\n${'// padding\n'.repeat(200)}`);
  const next = path.join(dir, 'next.mjs');
  writeFileSync(next, fileLogging('next', log));
  const reports: string[] = [];
  const result = await runTestPool([leaving, next], { workers: 1, env: { TEST_POOL_LEFT_RUNNING_MS: '6000' }, report: (text: string) => reports.push(text) });

  assert.equal(result.passed, 4, 'both files\' tests passed');
  assert.deepEqual(result.failedFiles.map((file: string) => path.basename(file)), ['leaving.mjs']);
  assert.match(reports.join(''), /leaving\.mjs: its tests ended, but what it left running kept its run from ending for 6 s: .*Timeout/);
  const lines = readFileSync(log, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { file: string; pid: number });
  const pidOf = (name: string) => new Set(lines.filter((line) => line.file === name).map((line) => line.pid));
  assert.notDeepEqual([...pidOf('next')], [...pidOf('leaving')], 'the next file ran in a fresh process');
});
