import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';

/** Marks the player banned; false if there is no such player. */
export async function markBanned(executor: Database | Trx, userId: bigint, reason: string): Promise<boolean> {
  const updated = await executor
    .updateTable('users')
    .set({ banned_at: new Date(), ban_reason: reason, updated_at: new Date() })
    .where('id', '=', userId)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** Lifts the player's ban; false if there is no such player. */
export async function clearBan(db: Database, userId: bigint): Promise<boolean> {
  const updated = await db
    .updateTable('users')
    .set({ banned_at: null, ban_reason: null, updated_at: new Date() })
    .where('id', '=', userId)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}
