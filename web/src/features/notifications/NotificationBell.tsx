import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { CountBadge } from '../../ui/CountBadge';
import { useUnreadCount } from './api';
import { useLiveNotifications } from './use-live-notifications';

/** The header's bell for a signed-in player: opens /notifications, with the unread count as a badge. */
export function NotificationBell() {
  useLiveNotifications();
  const unread = useUnreadCount(true).data ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Link
      to="/notifications"
      aria-label={label}
      data-testid="header-notifications"
      className="relative grid size-10 shrink-0 place-items-center rounded-lg text-text-muted hover:bg-surface-2 hover:text-text"
    >
      <Bell size={20} aria-hidden="true" />
      <CountBadge count={unread} tone="loss" testId="notifications-badge" />
    </Link>
  );
}
