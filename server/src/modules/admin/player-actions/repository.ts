import type { Rank } from '@casino/contract';
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

export async function setBan(trx: Trx, userId: bigint, reason: string | null): Promise<void> {
  await trx
    .updateTable('users')
    .set({ banned_at: reason === null ? null : new Date(), ban_reason: reason, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

export async function setFreeze(trx: Trx, userId: bigint, reason: string | null): Promise<void> {
  await trx
    .updateTable('users')
    .set({ frozen_at: reason === null ? null : new Date(), freeze_reason: reason, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

export async function setRank(trx: Trx, userId: bigint, rank: Rank): Promise<void> {
  await trx.updateTable('users').set({ rank, updated_at: new Date() }).where('id', '=', userId).execute();
}

export async function setBalanceWatch(trx: Trx, userId: bigint, on: boolean): Promise<void> {
  await trx
    .updateTable('users')
    .set({ balance_watch: on, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}
