/**
 * Retention (issue 25, docs/operations.md "Growth"): the tables that grow with ordinary use and may be
 * purged, and the hourly sweep that purges them, one instance at a time.
 */
import type { Database } from '../db/database';
import type { Sweep } from '../jobs';
import { purgeExpired } from './purge';
import { RETENTION_RULES } from './rules';

export { purgeExpired } from './purge';
export { RETENTION_RULES, type RetentionRule } from './rules';

const PURGE_EVERY_MS = 3_600_000;

export function retentionSweep(db: Database): Sweep {
  return {
    name: 'retention',
    everyMs: PURGE_EVERY_MS,
    run: async () => {
      await purgeExpired(db, RETENTION_RULES);
    },
  };
}
