import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Database } from '../../server/src/db/database';

/** A process's CPU seconds (user + system) from /proc (Linux), or undefined for one gone or elsewhere. */
function processSeconds(pid: number): number | undefined {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds (user + system) processes have used (0 for a process gone or elsewhere).
 * On a machine shared with other work a rate depends on their load; what one request costs in CPU hardly.
 */
export function cpuSeconds(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + (processSeconds(pid) ?? 0), 0);
}

/** The whole machine's busy CPU seconds (every core, every process, the kernel's work included), /proc/stat. */
export function machineBusySeconds(): number {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.split(/\s+/).slice(1).map(Number) ?? [];
    // user nice system idle iowait irq softirq steal: idle and iowait are not busy.
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = cpu;
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving connections opened with this application_name. */
export async function backendPids(db: Database, applicationName: string): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`
    SELECT pid FROM pg_stat_activity WHERE application_name = ${applicationName}`.execute(db);
  return rows.map((r) => r.pid);
}

/**
 * The CPU the backends of `applicationName` use from now until `seconds()` is asked. A pool closes a
 * connection idle for a while, and its process's CPU can no longer be read: it counts nothing for the
 * span (an idle connection did next to nothing in it) rather than taking its whole past off the total.
 * A connection opened within the span counts from 0.
 */
export async function backendsCpu(db: Database, applicationName: string) {
  const before = new Map((await backendPids(db, applicationName)).map((pid) => [pid, processSeconds(pid)]));
  return {
    async seconds(): Promise<number> {
      const pids = new Set([...before.keys(), ...(await backendPids(db, applicationName))]);
      let total = 0;
      for (const pid of pids) {
        const now = processSeconds(pid);
        if (now !== undefined) total += now - (before.get(pid) ?? 0);
      }
      return total;
    },
  };
}
