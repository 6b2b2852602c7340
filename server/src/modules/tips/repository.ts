import { sql } from 'kysely';
import type { Trx } from '../../db/transaction';

/** A player a tip may go to: found by username, any case, with what makes them unable to take one. */
export function recipientByUsername(trx: Trx, username: string) {
  return trx
    .selectFrom('users')
    .select(['id', 'username', 'banned_at'])
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function usernameOf(trx: Trx, userId: bigint) {
  return trx.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirstOrThrow();
}

/** What the tipper gave in the last 24 hours, minor units (the daily limit). */
export async function tippedInLastDay(trx: Trx, tipperId: bigint): Promise<bigint> {
  const row = await trx
    .selectFrom('chat_tips')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('given'))
    .where('tipper_id', '=', tipperId)
    .where('created_at', '>', sql<Date>`now() - interval '24 hours'`)
    .executeTakeFirstOrThrow();
  return BigInt(row.given);
}

export function insertTip(
  trx: Trx,
  tip: { tipperId: bigint; recipientId: bigint; amount: bigint; roomId: string; hidden: boolean },
) {
  return trx
    .insertInto('chat_tips')
    .values({
      tipper_id: tip.tipperId,
      recipient_id: tip.recipientId,
      amount: tip.amount,
      room_id: tip.roomId,
      hidden: tip.hidden,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

export async function setTipMessage(trx: Trx, tipId: bigint, messageId: bigint): Promise<void> {
  await trx.updateTable('chat_tips').set({ message_id: messageId }).where('id', '=', tipId).execute();
}
