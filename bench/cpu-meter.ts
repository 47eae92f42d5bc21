import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/platform/database.ts';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux everywhere we run). */
const TICKS_PER_SECOND = 100;

/** User + system CPU ticks a process has used so far, or undefined once it is gone. */
function ticksOf(pid: number): number | undefined {
  try {
    // Fields after the command's closing parenthesis: state is [0], utime [11], stime [12].
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/** The PostgreSQL backends serving one database now (the app's pools and ours). */
async function backendPids(database: Database, databaseName: string): Promise<number[]> {
  const result = (await database.db.execute(sql`select pid from pg_stat_activity where datname = ${databaseName} and backend_type = 'client backend'`)) as unknown as { rows: { pid: number }[] };
  return result.rows.map((row) => Number(row.pid));
}

/**
 * CPU time spent by the app's processes and by PostgreSQL for one database over a measured run: a cost per
 * order that a busy machine (helpers, CI neighbours) barely changes, unlike throughput and latency. Read
 * from /proc, so only on Linux and on the machine the database runs on. `apps` names the app's processes
 * (one entry may list several, say the job workers); a process or backend that exits during the run takes
 * its time with it (pools keep theirs open under load).
 */
export function cpuMeter<Name extends string>(database: Database, databaseName: string, apps: Record<Name, readonly number[]>) {
  const named = Object.entries(apps) as [Name, readonly number[]][];
  const ticksOfAll = (pids: readonly number[]) => pids.reduce((sum, pid) => sum + (ticksOf(pid) ?? 0), 0);
  const snapshot = async () => {
    const backends = new Map<number, number>();
    for (const pid of await backendPids(database, databaseName)) {
      const used = ticksOf(pid);
      if (used !== undefined) backends.set(pid, used);
    }
    return { backends, apps: named.map(([, pids]) => ticksOfAll(pids)) };
  };
  return {
    async start() {
      const before = await snapshot();
      return async (): Promise<Record<Name | 'database', number>> => {
        const after = await snapshot();
        let databaseTicks = 0;
        for (const [pid, used] of after.backends) databaseTicks += used - (before.backends.get(pid) ?? 0);
        const seconds = Object.fromEntries(named.map(([name], i) => [name, (after.apps[i]! - before.apps[i]!) / TICKS_PER_SECOND]));
        return { ...seconds, database: databaseTicks / TICKS_PER_SECOND } as Record<Name | 'database', number>;
      };
    },
  };
}
