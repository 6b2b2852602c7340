import type { MarkNotificationsRead, NotificationsPage } from '@casino/contract';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { announceRead } from './events';
import { inboxPage, markRead, notificationView, readerOf, unreadCount } from './repository';

/** `GET /api/notifications`: a page older than `before`, newest first, with the unread count. */
export async function readInbox(
  db: Database,
  userId: bigint,
  page: { before?: bigint; limit: number },
): Promise<NotificationsPage> {
  const reader = await readerOf(db, userId);
  const rows = await inboxPage(db, reader, page.before, page.limit);
  const shown = rows.slice(0, page.limit);
  return {
    notifications: shown.map(notificationView),
    unread: await unreadCount(db, reader),
    next_before: rows.length > page.limit ? (shown.at(-1)?.id.toString() ?? null) : null,
  };
}

/** `GET /api/notifications/unread`: the header bell's count. */
export async function readUnread(db: Database, userId: bigint): Promise<{ unread: number }> {
  return { unread: await unreadCount(db, await readerOf(db, userId)) };
}

/**
 * `POST /api/notifications/read`: marks the named notifications (or all) read and answers the count
 * left; the player's other tabs hear the new count once it has committed.
 */
export function markNotificationsRead(
  db: Database,
  userId: bigint,
  request: MarkNotificationsRead,
): Promise<{ unread: number }> {
  return inTransaction(db, async (trx) => {
    const reader = await readerOf(trx, userId);
    await markRead(trx, reader, 'all' in request ? null : request.ids.map(BigInt));
    const unread = await unreadCount(trx, reader);
    await announceRead(trx, userId, unread);
    return { unread };
  });
}
