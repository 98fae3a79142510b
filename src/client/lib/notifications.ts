import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type {
  MarkReadInput,
  Notification,
  NotificationPage,
  UnreadCount,
} from '../../common/schemas/notification';
import { apiRequest } from './api-client';

export type { Notification } from '../../common/schemas/notification';

/** How many the bell lists; the dashboard shows the first few of the same answer. */
const NOTIFICATION_PAGE = 20;
const NOTIFICATIONS = '/api/user/notifications';

/**
 * The caller's newest notifications with the unread count. Unlike the rest of the app's data (which
 * the app itself changes) this one changes on its own, when a studio or the waiting list acts: it is fetched
 * again when the window regains focus and once a minute while the page is visible, a gentle poll
 * rather than a socket. Private (bearer token): dropped once off screen.
 */
const notificationsQuery = queryOptions({
  queryKey: [NOTIFICATIONS, { limit: NOTIFICATION_PAGE }],
  queryFn: ({ signal }) =>
    apiRequest<NotificationPage>('GET', `${NOTIFICATIONS}?limit=${NOTIFICATION_PAGE}`, { signal }),
  gcTime: 0,
  refetchOnWindowFocus: 'always',
  refetchInterval: 60_000,
});

export function useNotifications() {
  return useQuery(notificationsQuery);
}

/** Marks some notifications (or all) read; the list and the count follow at once. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkReadInput) =>
      apiRequest<UnreadCount>('POST', `${NOTIFICATIONS}/read`, { body: input }),
    onSuccess: ({ unreadCount }, input) => {
      const readAt = new Date().toISOString();
      const marked = (id: string) => input.all === true || (input.ids ?? []).includes(id);
      queryClient.setQueryData(notificationsQuery.queryKey, (page) =>
        page
          ? {
              ...page,
              unreadCount,
              items: page.items.map((n) => (n.readAt === null && marked(n.id) ? { ...n, readAt } : n)),
            }
          : page,
      );
    },
  });
}

/** "Notifications, 3 unread": the bell's accessible name. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** Opening a notification (following its link) reads it. */
export function useOpenNotification() {
  const markRead = useMarkNotificationsRead();
  return (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate({ ids: [notification.id] });
  };
}

/**
 * Notifications count as seen once they have been on screen: when the bell's panel closes, or when the
 * person leaves the dashboard's Notifications tab, the unread ones it showed are marked read. They
 * keep their "Unread" mark while on screen, so the person can tell which are new.
 */
export function useMarkSeen(items: Notification[] | undefined) {
  const markRead = useMarkNotificationsRead();
  const shown = useRef(new Set<string>());
  useEffect(() => {
    for (const item of items ?? []) if (item.readAt === null) shown.current.add(item.id);
  }, [items]);
  const { mutate } = markRead;
  return useCallback(() => {
    const ids = [...shown.current];
    shown.current.clear();
    if (ids.length > 0) mutate({ ids });
  }, [mutate]);
}

/**
 * useMarkSeen for a view that is seen until it goes away (the dashboard's tab): marks when it unmounts.
 * Deferred a moment, so development's StrictMode, which unmounts and mounts again at once, marks nothing.
 */
export function useMarkSeenOnLeave(items: Notification[] | undefined) {
  const markSeen = useMarkSeen(items);
  const pending = useRef<number | undefined>(undefined);
  useEffect(() => {
    window.clearTimeout(pending.current);
    return () => {
      pending.current = window.setTimeout(markSeen, 0);
    };
  }, [markSeen]);
}
