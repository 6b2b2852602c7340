import type { Rank } from '@casino/contract';
import type { Updateable } from 'kysely';
import type { DB } from '../../../db/schema';
import type { Trx } from '../../../db/transaction';

/** The player's standing staff change, locked for the change: undefined when there is no such player. */
export function lockStanding(trx: Trx, userId: bigint) {
  return trx
    .selectFrom('users')
    .select(['id', 'rank', 'banned_at', 'ban_reason', 'frozen_at', 'freeze_reason', 'balance_watch'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** Writes a change of the player's standing, stamped as an update of their row. */
async function updateStanding(trx: Trx, userId: bigint, change: Updateable<DB['users']>): Promise<void> {
  await trx
    .updateTable('users')
    .set({ ...change, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** Bans the player for `reason`, or lifts the ban with null. */
export function setBan(trx: Trx, userId: bigint, reason: string | null): Promise<void> {
  return updateStanding(trx, userId, { banned_at: reason === null ? null : new Date(), ban_reason: reason });
}

/** Freezes the player's purchases for `reason`, or unfreezes them with null. */
export function setFreeze(trx: Trx, userId: bigint, reason: string | null): Promise<void> {
  return updateStanding(trx, userId, {
    frozen_at: reason === null ? null : new Date(),
    freeze_reason: reason,
  });
}

export function setRank(trx: Trx, userId: bigint, rank: Rank): Promise<void> {
  return updateStanding(trx, userId, { rank });
}

export function setBalanceWatch(trx: Trx, userId: bigint, on: boolean): Promise<void> {
  return updateStanding(trx, userId, { balance_watch: on });
}
