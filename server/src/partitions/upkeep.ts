import { sql } from 'kysely';
import type { Database } from '../db/database';

/**
 * How many months of partitions stand ready after the current one. A month's partition is made when it is
 * still three months away, so the hourly upkeep can fail for weeks (a long lock, a database restart)
 * before a play finds no month to go to; even then it lands in the DEFAULT partition rather than failing.
 */
export const MONTHS_AHEAD = 3;

/**
 * Making a partition takes a lock on its parent that plays queue behind. If a long transaction holds the
 * table, the upkeep gives up after this rather than stall every play behind its wait; it tries next hour.
 */
const LOCK_TIMEOUT = '2s';

/** Makes the months' partitions still missing, through MONTHS_AHEAD; answers how many it made. */
export async function ensureMonthPartitions(db: Database): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL lock_timeout = ${sql.lit(LOCK_TIMEOUT)}`.execute(trx);
    const { rows } = await sql<{ made: number }>`
      SELECT ensure_month_partitions(now(), ${MONTHS_AHEAD}) AS made`.execute(trx);
    return rows[0]?.made ?? 0;
  });
}
