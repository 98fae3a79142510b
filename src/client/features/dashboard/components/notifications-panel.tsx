import { BellOff } from 'lucide-react';
import { MarkAllReadButton } from '../../../components/notifications/mark-all-read-button';
import { NotificationList } from '../../../components/notifications/notification-list';
import { UnreadBadge } from '../../../components/notifications/unread-badge';
import { StatusPanel } from '../../../components/status-panel';
import { Card } from '../../../components/ui/card';
import { TabsTrigger } from '../../../components/ui/tabs';
import { useMarkSeenOnLeave, useNotifications, useOpenNotification } from '../../../lib/notifications';

/**
 * The dashboard's Notifications tab: the bell's own answer (so no second request), newest first. What
 * it shows counts as seen once the person leaves the tab (useMarkSeen).
 */
export function NotificationsPanel() {
  const { data } = useNotifications();
  const onOpen = useOpenNotification();
  // The tab's content unmounts when another tab (or page) is chosen.
  useMarkSeenOnLeave(data?.items);
  if (!data) return <p className="py-6 text-center text-muted">Loading…</p>;
  if (data.items.length === 0) {
    return (
      <StatusPanel icon={BellOff} title="No notifications yet">
        <p>We'll let you know here when something happens to your bookings.</p>
      </StatusPanel>
    );
  }
  return (
    <Card className="p-4 sm:p-6">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3 px-3">
        <h2 id="notifications-heading" className="text-xl text-ink">
          Notifications
        </h2>
        <MarkAllReadButton unread={data.unreadCount} />
      </div>
      <NotificationList items={data.items} label="Your notifications" onOpen={onOpen} />
    </Card>
  );
}

/**
 * The tab: its name, with the unread count as a badge, and the same in words for screen readers (in the
 * content, not an aria-label, so the visible name stays part of the accessible one).
 */
export function NotificationsTab() {
  const { data } = useNotifications();
  const unread = data?.unreadCount ?? 0;
  return (
    // relative: the words for screen readers are placed inside the tab, which the scrolling tab list
    // clips; placed by the page, they would widen it on a phone.
    <TabsTrigger value="notifications" className="relative">
      Notifications
      <UnreadBadge unread={unread} className="ml-1.5 text-xs" />
      {unread > 0 && <span className="sr-only">, {unread} unread</span>}
    </TabsTrigger>
  );
}
