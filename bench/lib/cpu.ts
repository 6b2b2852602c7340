import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Database } from '../../server/src/db/database';

/**
 * CPU seconds (user + system) processes have used, from /proc (Linux; 0 for a process gone or elsewhere).
 * On a machine shared with other work a rate depends on their load; what one request costs in CPU hardly.
 */
export function cpuSeconds(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Not Linux, or the process has ended.
    }
  }
  return ticks / 100;
}

/** The PostgreSQL backends serving connections opened with this application_name. */
export async function backendPids(db: Database, applicationName: string): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`
    SELECT pid FROM pg_stat_activity WHERE application_name = ${applicationName}`.execute(db);
  return rows.map((r) => r.pid);
}
