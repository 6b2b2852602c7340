import type { Notification } from '@casino/contract';
import clsx from 'clsx';
import { Bell, CheckCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { useInbox, useMarkRead } from './api';
import { KINDS } from './kinds';

/** `/notifications` (spec §2): the player's inbox, newest first, with mark read one by one or all at once. */
export default function NotificationsPage() {
  const inbox = useInbox();
  const markRead = useMarkRead();
  const pages = inbox.data?.pages;
  const rows = pages?.flatMap((page) => page.notifications) ?? [];
  const unread = pages?.[0]?.unread ?? 0;

  return (
    <div className="mx-auto flex w-full max-w-2xl min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold">Notifications</h1>
          <p className="text-sm text-text-muted" data-testid="notifications-unread">
            {inbox.isPending ? '\u00a0' : unread > 0 ? `${unread} unread` : 'You are all caught up.'}
          </p>
        </div>
        <Button
          variant="secondary"
          disabled={unread === 0 || markRead.isPending}
          pending={markRead.isPending && markRead.variables !== undefined && 'all' in markRead.variables}
          onClick={() => markRead.mutate({ all: true })}
        >
          <CheckCheck size={18} aria-hidden="true" />
          Mark all read
        </Button>
      </div>
      {inbox.isPending ? (
        <LoadingBlocks
          blocks={['h-20 w-full rounded-xl', 'h-20 w-full rounded-xl', 'h-20 w-full rounded-xl']}
        />
      ) : inbox.isError ? (
        <p
          className="rounded-xl border border-line bg-surface-1 p-8 text-center text-text-muted"
          role="alert"
        >
          {inbox.error.message}
          <Button variant="secondary" className="mx-auto mt-3 flex" onClick={() => void inbox.refetch()}>
            Try again
          </Button>
        </p>
      ) : rows.length === 0 ? (
        <div
          className="flex flex-col items-center gap-2 rounded-xl border border-line bg-surface-1 px-6 py-12 text-center"
          data-testid="notifications-empty"
        >
          <div className="grid size-14 place-items-center rounded-full bg-surface-2">
            <Bell className="text-text-muted" aria-hidden="true" />
          </div>
          <p className="font-semibold">No notifications yet</p>
          <p className="text-sm text-text-muted">
            Bonuses, purchases, redemptions and news from us will appear here as they happen.
          </p>
        </div>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Notifications">
          {rows.map((row) => (
            <li key={row.id}>
              <NotificationItem
                notification={row}
                onOpen={() => {
                  if (!row.read_at) markRead.mutate({ ids: [row.id] });
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {inbox.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          pending={inbox.isFetchingNextPage}
          onClick={() => void inbox.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </div>
  );
}

/**
 * One notification: opening it marks it read, and follows its link when it has one. Title and body are
 * text nodes, never markup, whatever they hold.
 */
function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { Icon, name, tone } = KINDS[notification.kind];
  const unread = notification.read_at === null;
  const className = clsx(
    'flex w-full min-w-0 items-start gap-3 rounded-xl border px-4 py-3 text-left hover:bg-surface-2',
    unread ? 'border-accent/40 bg-surface-1' : 'border-line bg-surface-1/60',
  );
  const content = (
    <>
      <span
        className={clsx('mt-0.5 grid size-9 shrink-0 place-items-center rounded-full bg-surface-2', tone)}
      >
        <Icon size={18} aria-label={name} />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span
          className={clsx(
            '[overflow-wrap:anywhere]',
            unread ? 'font-semibold' : 'font-medium text-text-muted',
          )}
        >
          {notification.title}
        </span>
        <span className="text-sm whitespace-pre-line text-text-muted [overflow-wrap:anywhere]">
          {notification.body}
        </span>
        <time className="text-xs text-text-muted" dateTime={notification.created_at}>
          {new Date(notification.created_at).toLocaleString()}
        </time>
      </span>
      {unread && (
        <span className="mt-2 size-2.5 shrink-0 rounded-full bg-accent" role="img" aria-label="Unread" />
      )}
    </>
  );
  const testId = unread ? 'notification-unread' : 'notification-read';
  return notification.link ? (
    <Link to={notification.link} onClick={onOpen} className={className} data-testid={testId}>
      {content}
    </Link>
  ) : (
    <button type="button" onClick={onOpen} className={className} data-testid={testId}>
      {content}
    </button>
  );
}
