import type { Notification, PlayerNotificationKind } from '@casino/contract';
import type { Trx } from '../../db/transaction';
import { announceNotification } from './events';
import { insertNotification, notificationView } from './repository';

/** What a module tells a player: a kind, a title and body in plain text, a link on this site, details. */
export interface Notice {
  kind: PlayerNotificationKind;
  title: string;
  body: string;
  /** A path on this site (`/transactions/purchases`), never another site. */
  link?: string | null;
  /** Details a screen may use (ids, amounts as decimal strings). */
  payload?: Record<string, unknown>;
}

/**
 * Puts a notification in the player's inbox in the caller's transaction, and queues its live arrival on
 * `App.User.{id}`: both exist exactly when the change it reports commits, and vanish with a rollback.
 * Stateless: any module calls it with its own transaction (through this module's index).
 */
export async function notify(trx: Trx, userId: bigint, notice: Notice): Promise<Notification> {
  const row = await insertNotification(trx, userId, {
    kind: notice.kind,
    title: notice.title,
    body: notice.body,
    link: notice.link ?? null,
    payload: notice.payload ?? {},
  });
  const notification = notificationView(row);
  await announceNotification(trx, userId, notification);
  return notification;
}
