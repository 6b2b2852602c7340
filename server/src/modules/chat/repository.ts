import type { ChatBetCard, ChatMessageKind, ChatSanctionKind, Rank } from '@casino/contract';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';

type Executor = Database | Trx;

/** A message as read with its sender's name, rank and best chat title. */
export interface MessageRow {
  id: bigint;
  room_id: string;
  kind: ChatMessageKind;
  body: string;
  meta: unknown;
  created_at: Date;
  deleted_at: Date | null;
  user_id: bigint | null;
  username: string | null;
  rank: Rank | null;
  title: string | null;
  title_slug: string | null;
  title_order: number | null;
}

/**
 * Messages with their senders. A sender's title is the lowest-ordered of the titles they hold: their
 * staff rank's, any granted to them, and everyone's 'User' (spec §3 Chat title).
 */
function messagesWithSenders(executor: Executor) {
  return executor
    .selectFrom('chat_messages as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('chat_titles as t')
          .select(['t.title', 't.slug', 't.rank_order'])
          .where((w) =>
            w.or([
              w('t.slug', '=', 'user'),
              w('t.slug', '=', w.ref('u.rank')),
              w(
                't.slug',
                'in',
                w.selectFrom('user_chat_titles as g').select('g.slug').whereRef('g.user_id', '=', 'u.id'),
              ),
            ]),
          )
          .orderBy('t.rank_order')
          .limit(1)
          .as('best'),
      (join) => join.onTrue(),
    )
    .select([
      'm.id',
      'm.room_id',
      'm.kind',
      'm.body',
      'm.meta',
      'm.created_at',
      'm.deleted_at',
      'm.user_id',
      'u.username',
      sql<Rank | null>`u.rank`.as('rank'),
      'best.title',
      'best.slug as title_slug',
      'best.rank_order as title_order',
    ]);
}

/** A room's latest `limit` messages that are not deleted, oldest first, leaving out whom the viewer ignores. */
export async function latestMessages(
  db: Database,
  roomId: string,
  viewerId: bigint,
  limit: number,
): Promise<MessageRow[]> {
  const rows = await messagesWithSenders(db)
    .where('m.room_id', '=', roomId)
    .where('m.deleted_at', 'is', null)
    .where(notIgnoredBy(viewerId))
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

/** Leaves out messages whose sender the viewer ignores (the house's own messages always show). */
function notIgnoredBy(viewerId: bigint) {
  return sql<boolean>`NOT EXISTS (
    SELECT 1 FROM chat_ignores i WHERE i.user_id = ${viewerId} AND i.ignored_user_id = m.user_id)`;
}

export function messageById(executor: Executor, id: bigint): Promise<MessageRow | undefined> {
  return messagesWithSenders(executor).where('m.id', '=', id).executeTakeFirst();
}

export async function messagesByIds(
  executor: Executor,
  ids: readonly (bigint | string)[],
): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  return messagesWithSenders(executor)
    .where(
      'm.id',
      'in',
      ids.map((id) => BigInt(id)),
    )
    .execute();
}

export interface RoomRow {
  id: string;
  name: string;
  language: string;
  slow_mode_seconds: number;
  auto_slow_until: Date | null;
  created_at: Date;
}

export function chatRooms(db: Database): Promise<RoomRow[]> {
  return db.selectFrom('chat_rooms').selectAll().orderBy('position').orderBy('id').execute();
}

export function chatRoom(executor: Executor, id: string): Promise<RoomRow | undefined> {
  return executor.selectFrom('chat_rooms').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Each room's newest message that is not deleted (for the room list's last line). */
export async function lastMessageOfRooms(db: Database, viewerId: bigint): Promise<Map<string, MessageRow>> {
  const rows = await db
    .selectFrom('chat_rooms as r')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('chat_messages as m')
          .select('m.id')
          .whereRef('m.room_id', '=', 'r.id')
          .where('m.deleted_at', 'is', null)
          .where(notIgnoredBy(viewerId))
          .orderBy('m.id', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .select('last.id')
    .execute();
  const messages = await messagesByIds(
    db,
    rows.map((row) => row.id),
  );
  return new Map(messages.map((message) => [message.room_id, message]));
}

/** Who is writing: what the rules of posting read from their row. */
export interface PosterRow {
  id: bigint;
  username: string | null;
  rank: Rank;
  email_verified_at: Date | null;
  member: boolean;
}

export function posterById(executor: Executor, userId: bigint): Promise<PosterRow | undefined> {
  return executor
    .selectFrom('users as u')
    .leftJoin('chat_members as c', 'c.user_id', 'u.id')
    .select([
      'u.id',
      'u.username',
      sql<Rank>`u.rank`.as('rank'),
      'u.email_verified_at',
      sql<boolean>`c.user_id IS NOT NULL`.as('member'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** What the player has played in each coin, in minor units (settled bets). */
export async function wageredByCoin(executor: Executor, userId: bigint): Promise<{ gc: bigint; sc: bigint }> {
  const rows = await executor
    .selectFrom('bets')
    .select(['coin', sql<string>`sum(wager)`.as('wagered')])
    .where('user_id', '=', userId)
    .where('status', '=', 'settled')
    .groupBy('coin')
    .execute();
  const of = (coin: string) => BigInt(rows.find((row) => row.coin === coin)?.wagered ?? 0);
  return { gc: of('GC'), sc: of('SC') };
}

export async function becomeMember(executor: Executor, userId: bigint): Promise<void> {
  await executor
    .insertInto('chat_members')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export interface SettingsRow {
  require_verified_email: boolean;
  min_wagered_gc: bigint;
  min_wagered_sc: bigint;
  blocked_words: string[];
}

export function chatSettings(executor: Executor): Promise<SettingsRow> {
  return executor
    .selectFrom('chat_settings')
    .select(['require_verified_email', 'min_wagered_gc', 'min_wagered_sc', 'blocked_words'])
    .executeTakeFirstOrThrow();
}

export async function saveChatSettings(trx: Trx, settings: SettingsRow): Promise<void> {
  await trx.updateTable('chat_settings').set(settings).where('id', '=', 1).execute();
}

/** The bonus codes a player could claim now, lower case: pasting one in chat is refused (rule 13). */
export async function liveBonusCodes(executor: Executor): Promise<Set<string>> {
  const rows = await executor
    .selectFrom('bonus_codes')
    .select('code')
    .where('starts_at', '<=', sql<Date>`now()`)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
    .execute();
  return new Set(rows.map((row) => row.code.toLowerCase()));
}

export interface SanctionRow {
  id: bigint;
  user_id: bigint;
  kind: ChatSanctionKind;
  reason: string;
  until: Date;
  created_at: Date;
  created_by: bigint;
  lifted_at: Date | null;
}

/** The player's sanction in force now, a ban before a mute, the longest first. */
export function sanctionInForce(executor: Executor, userId: bigint): Promise<SanctionRow | undefined> {
  return executor
    .selectFrom('chat_sanctions')
    .select(['id', 'user_id', 'kind', 'reason', 'until', 'created_at', 'created_by', 'lifted_at'])
    .where('user_id', '=', userId)
    .where('lifted_at', 'is', null)
    .where('until', '>', sql<Date>`now()`)
    .orderBy(sql`kind = 'ban'`, 'desc')
    .orderBy('until', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Messages the room took in the last `seconds`, for its automatic slow mode. */
export async function recentMessageCount(trx: Trx, roomId: string, seconds: number): Promise<number> {
  const row = await trx
    .selectFrom('chat_messages')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('room_id', '=', roomId)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** A message to write: its room, its sender (null for the house), its kind, words and card. */
export interface NewMessage {
  roomId: string;
  userId: bigint | null;
  kind: ChatMessageKind;
  body: string;
  meta: ChatBetCard | Record<string, unknown> | null;
}

export async function insertMessage(trx: Trx, message: NewMessage): Promise<bigint> {
  const row = await trx
    .insertInto('chat_messages')
    .values({
      room_id: message.roomId,
      user_id: message.userId,
      kind: message.kind,
      body: message.body,
      meta: message.meta === null ? null : JSON.stringify(message.meta),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Marks a message deleted by staff; undefined when it was already (or never existed). */
export function deleteMessage(trx: Trx, id: bigint, staffId: bigint) {
  return trx
    .updateTable('chat_messages')
    .set({ deleted_at: sql`now()`, deleted_by: staffId })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returning(['id', 'room_id', 'user_id', 'body'])
    .executeTakeFirst();
}

export async function setAutoSlowMode(trx: Trx, roomId: string, minutes: number): Promise<boolean> {
  const updated = await trx
    .updateTable('chat_rooms')
    .set({ auto_slow_until: sql`now() + make_interval(mins => ${minutes})` })
    .where('id', '=', roomId)
    .where((eb) => eb.or([eb('auto_slow_until', 'is', null), eb('auto_slow_until', '<', sql<Date>`now()`)]))
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

export function setSlowMode(trx: Trx, roomId: string, seconds: number) {
  return trx
    .updateTable('chat_rooms')
    .set({ slow_mode_seconds: seconds })
    .where('id', '=', roomId)
    .returningAll()
    .executeTakeFirst();
}

// ---- Ignores ----

export function ignoredBy(executor: Executor, userId: bigint) {
  return executor
    .selectFrom('chat_ignores as i')
    .innerJoin('users as u', 'u.id', 'i.ignored_user_id')
    .select(['u.id', 'u.username'])
    .where('i.user_id', '=', userId)
    .orderBy('i.created_at')
    .execute();
}

export function playerByUsername(executor: Executor, username: string) {
  return executor
    .selectFrom('users')
    .select(['id', 'username'])
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function addIgnore(executor: Executor, userId: bigint, ignoredId: bigint): Promise<void> {
  await executor
    .insertInto('chat_ignores')
    .values({ user_id: userId, ignored_user_id: ignoredId })
    .onConflict((oc) => oc.columns(['user_id', 'ignored_user_id']).doNothing())
    .execute();
}

export async function removeIgnore(executor: Executor, userId: bigint, ignoredId: bigint): Promise<void> {
  await executor
    .deleteFrom('chat_ignores')
    .where('user_id', '=', userId)
    .where('ignored_user_id', '=', ignoredId)
    .execute();
}

/** The players who wrote in a room lately, newest first (the roster). */
export async function recentChatters(db: Database, roomId: string, minutes: number, limit: number) {
  return db
    .selectFrom('chat_messages')
    .select(['user_id', sql<bigint>`max(id)`.as('last')])
    .where('room_id', '=', roomId)
    .where('user_id', 'is not', null)
    .where('deleted_at', 'is', null)
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${minutes})`)
    .groupBy('user_id')
    .orderBy('last', 'desc')
    .limit(limit)
    .execute();
}
