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
 * CPU time spent by the app's process and by PostgreSQL for one database over a measured run: a cost per
 * order that a busy machine (helpers, CI neighbours) barely changes, unlike throughput and latency. Read
 * from /proc, so only on Linux and on the machine the database runs on. A backend that exits during the
 * run takes its time with it (pools keep theirs open under load).
 */
export function cpuMeter(database: Database, databaseName: string, appPid: number) {
  const snapshot = async () => {
    const ticks = new Map<number, number>();
    for (const pid of [appPid, ...(await backendPids(database, databaseName))]) {
      const used = ticksOf(pid);
      if (used !== undefined) ticks.set(pid, used);
    }
    return ticks;
  };
  return {
    async start() {
      const before = await snapshot();
      return async (): Promise<{ appSeconds: number; databaseSeconds: number }> => {
        const after = await snapshot();
        let app = 0;
        let databaseTicks = 0;
        for (const [pid, used] of after) {
          const spent = used - (before.get(pid) ?? 0);
          if (pid === appPid) app += spent;
          else databaseTicks += spent;
        }
        return { appSeconds: app / TICKS_PER_SECOND, databaseSeconds: databaseTicks / TICKS_PER_SECOND };
      };
    },
  };
}
