import { MarkAllReadButton } from '../../../components/notifications/mark-all-read-button';
import { NotificationList } from '../../../components/notifications/notification-list';
import { Card } from '../../../components/ui/card';
import { useNotifications, useOpenNotification } from '../../../lib/notifications';

/** How many the dashboard shows; the bell has the rest. */
const RECENT = 5;

/** The newest few notifications (the bell's own answer, so no second request). Hidden until there is one. */
export function RecentNotifications() {
  const { data } = useNotifications();
  const onOpen = useOpenNotification();
  if (!data || data.items.length === 0) return null;
  return (
    <section aria-labelledby="recent-notifications" className="mt-10">
      <Card className="p-4 sm:p-6">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-3 px-3">
          <h2 id="recent-notifications" className="text-xl text-ink">
            Recent notifications
          </h2>
          <MarkAllReadButton unread={data.unreadCount} />
        </div>
        <NotificationList items={data.items.slice(0, RECENT)} label="Recent notifications" onOpen={onOpen} />
      </Card>
    </section>
  );
}
