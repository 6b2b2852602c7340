/**
 * The player's timer row for each kind of bonus with a countdown or a watermark (`bonus_states`), and
 * the database clock those countdowns are measured on.
 */

import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { BonusStatesTable } from '../../db/schema';
import type { Trx } from '../../db/transaction';

type StateKind = BonusStatesTable['kind'];

/** A player's timer row for one kind of bonus, as last written (undefined before the first claim). */
export function bonusState(executor: Database | Trx, userId: bigint, kind: StateKind) {
  return executor
    .selectFrom('bonus_states')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/**
 * Takes the player's row for this kind of bonus FOR UPDATE (creating it first), so that claims of one
 * kind by one player run one at a time: the second reads what the first wrote, on any instance.
 */
export async function lockBonusState(trx: Trx, userId: bigint, kind: StateKind) {
  await trx
    .insertInto('bonus_states')
    .values({ user_id: userId, kind })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
    .execute();
  return trx
    .selectFrom('bonus_states')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * Records on the player's timer row (locked by `lockBonusState`) that this kind was claimed now, on the
 * database's clock (the transaction's `now()`, the same instant `databaseNow` reads), with whatever
 * else the kind moves forward: the daily bonus's streak, rakeback's watermark.
 */
export async function markBonusClaimed(
  trx: Trx,
  userId: bigint,
  kind: StateKind,
  progress: { streak?: number; last_bet_id?: bigint } = {},
): Promise<void> {
  await trx
    .updateTable('bonus_states')
    .set({ ...progress, last_claimed_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .execute();
}

/** The database's clock: claim times are written by it, so countdowns are measured on it. */
export async function databaseNow(executor: Database | Trx): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`SELECT now() AS now`.execute(executor);
  return (rows[0] as { now: Date }).now;
}
