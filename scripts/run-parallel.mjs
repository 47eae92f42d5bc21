// Runs independent commands a few at a time (this machine has 2 cores: tsc and vite each keep
// about one busy), keeping each one's output and printing it whole when it ends, so logs of
// commands that overlap do not interleave.
import { spawn } from 'node:child_process';

function run({ label, command, args }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => {
      const seconds = (Date.now() - started) / 1000;
      console.log(`\n=== ${label} (${seconds.toFixed(0)} s) ===`);
      process.stdout.write(Buffer.concat(output));
      resolve({ label, ok: status === 0, seconds });
    });
  });
}

/** Runs the jobs, at most `width` at once, in the given order; resolves with each one's result, in that order. */
export async function runParallel(jobs, width = 2) {
  const results = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await run(jobs[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, worker));
  return results;
}
