import type { MarkNotificationsRead, NotificationsPage, UnreadNotifications } from '@casino/contract';
import { type InfiniteData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryClient } from '../../api/queries';

export const notificationKeys = {
  all: ['notifications'] as const,
  inbox: ['notifications', 'inbox'] as const,
  unread: ['notifications', 'unread'] as const,
};

/** `GET /api/notifications`, page after page (each older than the last one shown). */
export function useInbox() {
  return useInfiniteQuery({
    queryKey: notificationKeys.inbox,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      api<NotificationsPage>(`/notifications${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`),
    getNextPageParam: (last) => last.next_before,
  });
}

/** `GET /api/notifications/unread`: the bell's count, kept fresh by the live events. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: async () => (await api<UnreadNotifications>('/notifications/unread')).unread,
    enabled,
  });
}

/** The count the bell shows, set at once from an answer or an event that carries it. */
export const setUnread = (unread: number) => queryClient.setQueryData(notificationKeys.unread, unread);

/** Reads the inbox and the count again (a new notification or announcement arrived). */
export const refreshNotifications = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });

/** `POST /api/notifications/read`: these or all; the inbox shows them read and the bell the count left. */
export function useMarkRead() {
  return useMutation({
    mutationFn: (request: MarkNotificationsRead) =>
      api<UnreadNotifications>('/notifications/read', { method: 'POST', body: request }),
    onSuccess: ({ unread }, request) => {
      setUnread(unread);
      // The inbox shows them read at once, as the bell does; the read that follows brings the server's times.
      showRead(request);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.inbox });
    },
  });
}

/** Marks the inbox's loaded notifications read in place: all, or the ids asked. */
function showRead(request: MarkNotificationsRead): void {
  const ids = 'ids' in request ? new Set(request.ids) : null;
  const now = new Date().toISOString();
  queryClient.setQueryData<InfiniteData<NotificationsPage>>(notificationKeys.inbox, (inbox) =>
    inbox
      ? {
          ...inbox,
          pages: inbox.pages.map((page) => ({
            ...page,
            notifications: page.notifications.map((notification) =>
              notification.read_at === null && (!ids || ids.has(notification.id))
                ? { ...notification, read_at: now }
                : notification,
            ),
          })),
        }
      : inbox,
  );
}
