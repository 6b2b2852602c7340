import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { newestOfPlayer } from '../../db/row-counts';
import type { Trx } from '../../db/transaction';

type Executor = Database | Trx;

/** The player's latest location check, or undefined before the first. */
export async function latestLocationCheck(executor: Executor, userId: bigint) {
  const [latest] = await newestOfPlayer(executor, 'location_checks', userId, 1);
  return latest;
}

/** The player's break and self-exclusion row, if they ever took one. */
export function playRestrictions(executor: Executor, userId: bigint) {
  return executor
    .selectFrom('play_restrictions')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The purchase limits in force now: the latest change per period whose time has come. */
export function purchaseLimitsInForce(executor: Executor, userId: bigint) {
  return executor
    .selectFrom('player_limits')
    .select(['period', 'amount'])
    .distinctOn('period')
    .where('user_id', '=', userId)
    .where('kind', '=', 'purchase')
    .where('effective_from', '<=', sql<Date>`now()`)
    .orderBy('period')
    .orderBy('effective_from', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
