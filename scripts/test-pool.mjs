// Runs test files in a few long-lived processes (test-pool-worker.mjs) instead of a process per file: each
// process then loads the API, tsx and the libraries once, and its compiled code stays warm from one file to
// the next (decision 0052). Files go to whichever process is free, largest first, so a long file does not
// start last. A file's report is printed whole once it ends, so the reports of two processes do not mix.
import { fork } from 'node:child_process';
import { globSync, statSync } from 'node:fs';
import path from 'node:path';

/** The test files the patterns name, largest first (a rough guide to how long each takes). */
export function filesOf(patterns) {
  const files = [...new Set(patterns.flatMap((pattern) => (pattern.includes('*') ? globSync(pattern) : [pattern])))];
  return files.map((file) => path.resolve(file)).sort((a, b) => statSync(b).size - statSync(a).size);
}

/**
 * Answers the counts and the files with a failure; `report` gets each file's report (the screen by default).
 * A process that dies while it runs a file (a crash, an unhandled error) fails that file; a fresh process
 * takes its place for the files still waiting, as it does for a process that ended after a file that left
 * something running (test-pool-worker.mjs).
 */
export async function runTestPool(files, { env = {}, workers = 2, report = (text) => process.stdout.write(text) } = {}) {
  const waiting = [...files];
  const totals = { passed: 0, failed: 0, skipped: 0, failedFiles: [], seconds: {} };
  const startWorker = () =>
    new Promise((resolve) => {
      const child = fork('./scripts/test-pool-worker.mjs', [], {
        execArgv: ['--import', './scripts/faster-module-resolution.mjs', '--import', 'tsx'],
        env: { ...process.env, ...env },
        stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      });
      let current = null;
      const next = () => {
        current = waiting.shift() ?? null;
        child.send(current ? { type: 'file', file: current } : { type: 'exit' });
      };
      child.on('message', (message) => {
        if (message.type === 'done') {
          report(message.output);
          totals.passed += message.passed;
          totals.failed += message.failed;
          totals.skipped += message.skipped;
          totals.seconds[path.relative(process.cwd(), message.file)] = message.seconds;
          if (message.failed > 0) totals.failedFiles.push(message.file);
          // The process ends after this report (its file left something running): a fresh one takes the next file.
          if (message.exiting) {
            current = null;
            return;
          }
        }
        next();
      });
      child.on('exit', (code) => {
        const died = current !== null;
        if (died) {
          report(`\n${path.relative(process.cwd(), current)}: its test process ended (exit code ${code}) before the file did\n`);
          totals.failed += 1;
          totals.failedFiles.push(current);
          current = null;
        }
        if ((died || code !== 0) && waiting.length > 0) return resolve(startWorker());
        resolve();
      });
    });
  await Promise.all(Array.from({ length: Math.min(workers, files.length) }, startWorker));
  return totals;
}
