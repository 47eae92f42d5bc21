/**
 * What this process does, for its log lines: `worker` (WORKER=on: runs jobs, serves no buyers),
 * `api` (WORKER=off: serves requests, leaves jobs to the workers), or `all` (WORKER unset: one
 * process doing everything, as `npm start` on one machine).
 */
export function processRole(env: NodeJS.ProcessEnv = process.env): 'worker' | 'api' | 'all' {
  if (env.WORKER === 'on') return 'worker';
  if (env.WORKER === 'off') return 'api';
  return 'all';
}
