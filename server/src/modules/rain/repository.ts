import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';

/** A rain to write: its room and pot, and either the schedule's slot or the staff member who started it. */
export interface NewRain {
  roomId: string;
  gc: bigint;
  sc: bigint;
  rainAt: Date;
  slot: string | null;
  startedBy: bigint | null;
  reason: string | null;
}

/** Writes a rain; undefined when the schedule's slot already has one (another instance was first). */
export function insertRain(trx: Trx, rain: NewRain) {
  return trx
    .insertInto('chat_rains')
    .values({
      room_id: rain.roomId,
      gc: rain.gc,
      sc: rain.sc,
      rain_at: rain.rainAt,
      slot: rain.slot,
      started_by: rain.startedBy,
      reason: rain.reason,
    })
    .onConflict((oc) => oc.column('slot').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export type RainRow = NonNullable<Awaited<ReturnType<typeof insertRain>>>;

/** The rain, locked for its payout: a second run of the job waits here, then finds it paid. */
export function rainForPayout(trx: Trx, id: bigint): Promise<RainRow | undefined> {
  return trx.selectFrom('chat_rains').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function markPaid(
  trx: Trx,
  id: bigint,
  figures: { gcRecipients: number; scRecipients: number; gcShare: bigint; scShare: bigint },
) {
  return trx
    .updateTable('chat_rains')
    .set({
      status: 'paid',
      paid_at: sql`now()`,
      gc_recipients: figures.gcRecipients,
      sc_recipients: figures.scRecipients,
      gc_share: figures.gcShare,
      sc_share: figures.scShare,
    })
    .where('id', '=', id)
    .where('status', '=', 'warned')
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertShare(
  trx: Trx,
  share: { rainId: bigint; userId: bigint; gc: bigint; sc: bigint },
): Promise<void> {
  await trx
    .insertInto('chat_rain_shares')
    .values({ rain_id: share.rainId, user_id: share.userId, gc: share.gc, sc: share.sc })
    .execute();
}

/**
 * Who may catch a room's rain before the chat's own rules are asked: players (no staff) who wrote a
 * message or shared a bet there, not deleted, within `minutes`, with a verified email and an account
 * that is neither banned nor closed. Oldest id first, so shares are written (and locked) in one order.
 */
export async function recentChatters(trx: Trx, roomId: string, minutes: number): Promise<bigint[]> {
  const rows = await trx
    .selectFrom('users as u')
    .select('u.id')
    .where('u.rank', '=', 'other')
    .where('u.email_verified_at', 'is not', null)
    .where('u.banned_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('chat_messages as m')
          .select('m.id')
          .whereRef('m.user_id', '=', 'u.id')
          .where('m.room_id', '=', roomId)
          .where('m.kind', 'in', ['message', 'bet'])
          .where('m.deleted_at', 'is', null)
          .where('m.created_at', '>', sql<Date>`now() - make_interval(mins => ${minutes})`),
      ),
    )
    .orderBy('u.id')
    .execute();
  return rows.map((row) => row.id);
}

/** The latest rains, newest first, for the back office. */
export function latestRains(db: Database, limit: number) {
  return db.selectFrom('chat_rains').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
