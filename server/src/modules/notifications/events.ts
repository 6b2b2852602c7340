import {
  ANNOUNCEMENT_EVENT,
  ANNOUNCEMENTS_CHANNEL,
  type Announcement,
  NOTIFICATION_EVENT,
  NOTIFICATIONS_READ_EVENT,
  type Notification,
} from '@casino/contract';
import type { Trx } from '../../db/transaction';
import { enqueueEvent } from '../../realtime/event-outbox';

const ownChannel = (userId: bigint) => `App.User.${userId}`;

/** The new notification, on the player's own channel once the change it reports has committed. */
export function announceNotification(trx: Trx, userId: bigint, notification: Notification): Promise<void> {
  return enqueueEvent(trx, ownChannel(userId), NOTIFICATION_EVENT, notification);
}

/** The unread count left after the player marked some read, for their other tabs' bells. */
export function announceRead(trx: Trx, userId: bigint, unread: number): Promise<void> {
  return enqueueEvent(trx, ownChannel(userId), NOTIFICATIONS_READ_EVENT, { unread });
}

/**
 * A published announcement on the public `announcements` channel. It carries only its id and audience:
 * a segment's text is not for every listener (guests hear the channel too), and whether a player is in
 * the segment is the server's to say, so each signed-in app asks for its own inbox.
 */
export function announcePublished(trx: Trx, announcement: Announcement): Promise<void> {
  return enqueueEvent(trx, ANNOUNCEMENTS_CHANNEL, ANNOUNCEMENT_EVENT, {
    id: announcement.id,
    audience: announcement.audience,
    created_at: announcement.created_at,
  });
}
