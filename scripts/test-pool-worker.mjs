// One process of the test pool (test-pool.mjs): runs the test files it is sent, one at a time, each in this
// process through node:test's run() without isolation. Each run() has a root of its own, so a file's top-level
// before/after hooks still run around that file's tests only; what the files share is what was loaded once
// (the API, its libraries, their compiled and optimised code) instead of loading it again for every file.
import { run } from 'node:test';
import { spec as SpecReporter } from 'node:test/reporters';

/**
 * A test that waits forever (a locator whose element never comes, a promise nobody settles) fails after this long,
 * instead of holding its file, and CI, until CI's own limit: ten times the longest test's usual time.
 */
const TEST_TIMEOUT_MS = 5 * 60_000;

/**
 * A file whose tests and hooks all ended but that left something running (a server, a job engine, a timer) keeps
 * the run from ending, for good if nothing stops it: one CI run waited 25 minutes on such a file. After this long the
 * file fails with what was left running named, and this process ends, so a fresh one takes the next file.
 * TEST_POOL_LEFT_RUNNING_MS shortens the wait for the pool's own test.
 */
const LEFT_RUNNING_LIMIT_MS = Number(process.env.TEST_POOL_LEFT_RUNNING_MS ?? 60_000);

async function runFile(file) {
  const started = Date.now();
  const reporter = new SpecReporter();
  let output = '';
  reporter.on('data', (chunk) => (output += chunk));
  const counts = { passed: 0, failed: 0, skipped: 0 };
  // The run ends once nothing is left to do in this process: what a file (or one before it) left running
  // delays the end. Named in the report when the wait passes a few seconds, to be found and closed.
  const topLevel = { enqueued: 0, completed: 0, lastAt: Date.now() };
  let leftRunning = '';
  let giveUp;
  const givenUp = new Promise((resolve) => (giveUp = resolve));
  const watch = setInterval(() => {
    const waiting = topLevel.enqueued > 0 && topLevel.completed === topLevel.enqueued && Date.now() - topLevel.lastAt > 5000;
    if (waiting && !leftRunning) leftRunning = process.getActiveResourcesInfo().join(', ');
    if (waiting && Date.now() - topLevel.lastAt > LEFT_RUNNING_LIMIT_MS) giveUp();
  }, 1000).unref();
  let reported = true;
  const record = (event) => {
    if (!reported) return;
    if (event.data?.nesting === 0 && event.type === 'test:enqueue') topLevel.enqueued += 1;
    if (event.data?.nesting === 0 && event.type === 'test:complete') Object.assign(topLevel, { completed: topLevel.completed + 1, lastAt: Date.now() });
    reporter.write(event);
    if (event.type !== 'test:pass' && event.type !== 'test:fail') return;
    // Suites are counted through their tests, as the TAP summary counts them.
    if (event.data.details?.type === 'suite') return;
    if (event.type === 'test:fail') counts.failed += 1;
    else if (event.data.skip || event.data.todo) counts.skipped += 1;
    else counts.passed += 1;
  };
  const ended = (async () => {
    for await (const event of run({ files: [file], isolation: 'none', timeout: TEST_TIMEOUT_MS })) record(event);
    return 'ended';
  })();
  const outcome = await Promise.race([ended, givenUp.then(() => 'left running')]);
  clearInterval(watch);
  // A run given up may still send events; the report is closed.
  reported = false;
  reporter.end();
  await new Promise((resolve) => reporter.on('end', resolve).resume());
  if (outcome === 'left running') {
    output += `\n✖ ${file}: its tests ended, but what it left running kept its run from ending for ${LEFT_RUNNING_LIMIT_MS / 1000} s: ${leftRunning}\n`;
    counts.failed += 1;
  } else if (leftRunning) output += `\n(process ${process.pid}: ${file} waited for what was still running after its last test: ${leftRunning})\n`;
  return { file, output, seconds: (Date.now() - started) / 1000, ...counts, exiting: outcome === 'left running' };
}

process.on('message', async (message) => {
  if (message.type === 'exit') process.exit(0);
  // node:test ends a run without isolation when the event loop empties ('beforeExit'), as it ends a process of
  // its own: the channel to the pool must not keep the loop busy meanwhile. It keeps it alive between files.
  process.channel.unref();
  const result = await runFile(message.file);
  process.channel.ref();
  // What the file left running still runs: this process ends once the pool has the report.
  if (result.exiting) process.send({ type: 'done', ...result }, () => process.exit(1));
  else process.send({ type: 'done', ...result });
});
process.send({ type: 'ready' });
