import type {
  Announcement,
  AnnouncementAudience,
  AnnouncementDraft,
  Notification,
  NotificationKind,
  PlayerNotificationKind,
} from '@casino/contract';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';

type Executor = Database | Trx;

/** Which announcements a player is shown: their audiences, published since they signed up. */
export interface Reader {
  userId: bigint;
  since: Date;
  audiences: AnnouncementAudience[];
}

/**
 * The audiences a player belongs to now (ANNOUNCEMENT_AUDIENCES' rules): everyone; Sweeps Coins mode;
 * a completed purchase (`total_purchases` counts them); a VIP bonus ever awarded.
 */
export async function readerOf(executor: Executor, userId: bigint): Promise<Reader> {
  const row = await executor
    .selectFrom('users as u')
    .select((eb) => [
      'u.created_at',
      'u.game_mode',
      'u.total_purchases',
      eb
        .exists(eb.selectFrom('vip_bonuses as v').select('v.id').whereRef('v.user_id', '=', 'u.id'))
        .as('vip'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  const audiences: AnnouncementAudience[] = ['all'];
  if (row.game_mode === 'SC') audiences.push('sc-players');
  if (row.total_purchases > 0n) audiences.push('purchasers');
  if (row.vip) audiences.push('vip');
  return { userId, since: row.created_at, audiences };
}

type InboxRow = {
  id: bigint;
  kind: Notification['kind'];
  title: string;
  body: string;
  link: string | null;
  payload: unknown;
  created_at: Date;
  read_at: Date | null;
};

/** A row as the inbox answers it. */
export const notificationView = (row: InboxRow): Notification => ({
  id: row.id.toString(),
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  payload: (row.payload ?? {}) as Record<string, unknown>,
  created_at: row.created_at.toISOString(),
  read_at: row.read_at?.toISOString() ?? null,
});

/**
 * One page of the inbox, newest first: the player's own notifications and the announcements they are
 * shown, merged by id (one sequence numbers both), older than `before`; `limit + 1` rows tell whether
 * another page follows.
 */
export async function inboxPage(
  executor: Executor,
  reader: Reader,
  before: bigint | undefined,
  limit: number,
): Promise<InboxRow[]> {
  const own = executor
    .selectFrom('notifications as n')
    .select((eb) => [
      'n.id',
      // Widened to every kind, so the announcements' rows can join the same list.
      eb.ref('n.kind').$castTo<NotificationKind>().as('kind'),
      'n.title',
      'n.body',
      'n.link',
      'n.payload',
      'n.created_at',
      'n.read_at',
    ])
    .where('n.user_id', '=', reader.userId)
    .$if(before !== undefined, (q) => q.where('n.id', '<', before as bigint));
  const broadcast = announcementsShown(executor, reader)
    .leftJoin('announcement_reads as r', (join) =>
      join.onRef('r.announcement_id', '=', 'a.id').on('r.user_id', '=', reader.userId),
    )
    .select([
      'a.id',
      sql<'announcement'>`'announcement'`.as('kind'),
      'a.title',
      'a.body',
      'a.link',
      sql<unknown>`'{}'::jsonb`.as('payload'),
      'a.created_at',
      'r.read_at',
    ])
    .$if(before !== undefined, (q) => q.where('a.id', '<', before as bigint));
  return executor
    .selectFrom(own.unionAll(broadcast).as('inbox'))
    .selectAll()
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
}

/** The announcements a reader is shown (their audiences, since they signed up), as `a`. */
function announcementsShown(executor: Executor, reader: Reader) {
  return executor
    .selectFrom('announcements as a')
    .where('a.created_at', '>=', reader.since)
    .where('a.audience', 'in', reader.audiences);
}

/** How many notifications and shown announcements the reader has not read. */
export async function unreadCount(executor: Executor, reader: Reader): Promise<number> {
  const own = await executor
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', reader.userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  const broadcast = await announcementsShown(executor, reader)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('announcement_reads as r')
            .select('r.announcement_id')
            .whereRef('r.announcement_id', '=', 'a.id')
            .where('r.user_id', '=', reader.userId),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(own.count) + Number(broadcast.count);
}

/**
 * Marks read the reader's notifications and shown announcements among `ids`, or all of them when `ids`
 * is null. An id of someone else's notification, or of an announcement not shown to the reader, is
 * passed over: nobody marks what is not theirs.
 */
export async function markRead(trx: Trx, reader: Reader, ids: bigint[] | null): Promise<void> {
  if (ids?.length === 0) return;
  await trx
    .updateTable('notifications')
    .set({ read_at: sql`now()` })
    .where('user_id', '=', reader.userId)
    .where('read_at', 'is', null)
    .$if(ids !== null, (q) => q.where('id', 'in', ids as bigint[]))
    .execute();
  await trx
    .insertInto('announcement_reads')
    .columns(['user_id', 'announcement_id'])
    .expression(
      announcementsShown(trx, reader)
        .select([sql<bigint>`${reader.userId}::bigint`.as('user_id'), 'a.id'])
        .$if(ids !== null, (q) => q.where('a.id', 'in', ids as bigint[])),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** A notification of one player's, written in the caller's transaction. */
export function insertNotification(
  trx: Trx,
  userId: bigint,
  notice: { kind: PlayerNotificationKind; title: string; body: string; link: string | null; payload: object },
): Promise<InboxRow> {
  return trx
    .insertInto('notifications')
    .values({
      user_id: userId,
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      link: notice.link,
      payload: JSON.stringify(notice.payload),
    })
    .returning(['id', 'kind', 'title', 'body', 'link', 'payload', 'created_at', 'read_at'])
    .executeTakeFirstOrThrow();
}

type AnnouncementRow = {
  id: bigint;
  title: string;
  body: string;
  link: string | null;
  audience: AnnouncementAudience;
  created_at: Date;
  published_by: string | null;
};

/** An announcement as the back office lists it and the `announcements` channel carries it. */
export const announcementView = (row: AnnouncementRow): Announcement => ({
  id: row.id.toString(),
  title: row.title,
  body: row.body,
  link: row.link,
  audience: row.audience,
  created_at: row.created_at.toISOString(),
  published_by: row.published_by,
});

/** Writes an announcement published by `staffId`; answers it with the publisher's name. */
export async function insertAnnouncement(
  trx: Trx,
  staffId: bigint,
  announcement: AnnouncementDraft,
): Promise<Announcement> {
  const row = await trx
    .insertInto('announcements')
    .values({
      published_by: staffId,
      audience: announcement.audience,
      title: announcement.title,
      body: announcement.body,
      link: announcement.link ?? null,
    })
    .returning(['id', 'title', 'body', 'link', 'audience', 'created_at'])
    .executeTakeFirstOrThrow();
  const staff = await trx.selectFrom('users').select('username').where('id', '=', staffId).executeTakeFirst();
  return announcementView({ ...row, published_by: staff?.username ?? null });
}

/** The latest announcements, newest first, for the back office. */
export async function latestAnnouncements(executor: Executor, limit: number): Promise<Announcement[]> {
  const rows = await executor
    .selectFrom('announcements as a')
    .innerJoin('users as u', 'u.id', 'a.published_by')
    .select([
      'a.id',
      'a.title',
      'a.body',
      'a.link',
      'a.audience',
      'a.created_at',
      'u.username as published_by',
    ])
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(announcementView);
}
