import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { RetentionRule } from './rules';

/** Rows deleted per statement: short row locks and WAL bursts, whatever has piled up. */
export const PURGE_BATCH = 5_000;
/** Held by the instance purging, so two instances do not scan the same rows at once. */
const RETENTION_LOCK = 72_021;

/**
 * Deletes one batch of a rule's expired rows, unless another instance is purging; answers how many went,
 * or null when the other instance has the turn. `now` is the database's unless a test gives one.
 */
export async function purgeBatch(db: Database, rule: RetentionRule, now?: Date): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const turn = await sql<{ ok: boolean }>`
      SELECT pg_try_advisory_xact_lock(${RETENTION_LOCK}, hashtext(current_schema())) AS ok`.execute(trx);
    if (!turn.rows[0]?.ok) return null;
    const cutoff = sql`(${now ?? sql`now()`}::timestamptz - make_interval(days => ${rule.keepDays}))`;
    const expired = sql.join(
      rule.expired.split('$cutoff').map((part) => sql.raw(part)),
      cutoff,
    );
    const table = sql.table(rule.table);
    const deleted = await sql`
      DELETE FROM ${table} WHERE ctid = ANY(ARRAY(
        SELECT ctid FROM ${table} WHERE ${expired} LIMIT ${PURGE_BATCH}))`.execute(trx);
    return Number(deleted.numAffectedRows ?? 0n);
  });
}

/** Purges every rule's expired rows, batch by batch; answers how many rows went per table. */
export async function purgeExpired(
  db: Database,
  rules: readonly RetentionRule[],
  now?: Date,
): Promise<Record<string, number>> {
  const purged: Record<string, number> = {};
  for (const rule of rules) {
    let total = 0;
    for (;;) {
      const deleted = await purgeBatch(db, rule, now);
      if (deleted === null) return purged;
      total += deleted;
      purged[rule.table] = total;
      if (deleted < PURGE_BATCH) break;
    }
  }
  return purged;
}
