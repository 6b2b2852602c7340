/**
 * Monthly partitions of bets and ledger entries (issue 25, migration 47, docs/operations.md "Growth"):
 * the hourly upkeep that keeps the coming months ready, and the archive that takes old months away with
 * every balance still provable.
 */
import type { Database } from '../db/database';
import type { Sweep } from '../jobs';
import { ensureMonthPartitions } from './upkeep';

export { ensureMonthPartitions, MONTHS_AHEAD } from './upkeep';

const UPKEEP_EVERY_MS = 3_600_000;

export function partitionUpkeep(db: Database): Sweep {
  return {
    name: 'partitions',
    everyMs: UPKEEP_EVERY_MS,
    run: async () => {
      await ensureMonthPartitions(db);
    },
  };
}
