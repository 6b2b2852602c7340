import {
  ANNOUNCEMENT_EVENT,
  ANNOUNCEMENTS_CHANNEL,
  NOTIFICATION_EVENT,
  NOTIFICATIONS_READ_EVENT,
  type Notification,
} from '@casino/contract';
import { useEffect } from 'react';
import { onPrivateEvent, subscribeChannel } from '../../api/channels';
import { toast } from '../../ui/toast';
import { refreshNotifications, setUnread } from './api';

/**
 * Live arrival for a signed-in player: their own notifications on App.User.{id} (a toast, and the inbox
 * and bell read again), the count another tab left after marking read, and announcements on the public
 * channel. An announcement's event names no text: the server says whether it is for this player, so the
 * inbox and the count are read again (on each join too, for one sent while the socket was away).
 */
export function useLiveNotifications(): void {
  useEffect(() => {
    const stops = [
      onPrivateEvent(NOTIFICATION_EVENT, (payload) => {
        void refreshNotifications();
        // Only what no screen of the player's own already said: a claim, a purchase or a redemption toasts
        // its own result where it happened, and a second toast of the same words hides the first.
        const notification = payload as Notification;
        if (notification.kind === 'tip-received' || notification.kind === 'announcement')
          toast.info(notification.title);
      }),
      onPrivateEvent(NOTIFICATIONS_READ_EVENT, (payload) => {
        setUnread((payload as { unread: number }).unread);
      }),
      subscribeChannel(
        ANNOUNCEMENTS_CHANNEL,
        ANNOUNCEMENT_EVENT,
        () => void refreshNotifications(),
        () => void refreshNotifications(),
      ),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, []);
}
