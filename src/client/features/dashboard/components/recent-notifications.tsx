import { NotificationList } from '../../../components/notifications/notification-list';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { type Notification, useMarkNotificationsRead, useNotifications } from '../../../lib/notifications';

/** How many the dashboard shows; the bell has the rest. */
const RECENT = 5;

/** The newest few notifications (the bell's own answer, so no second request). Hidden until there is one. */
export function RecentNotifications() {
  const { data } = useNotifications();
  const markRead = useMarkNotificationsRead();
  if (!data || data.items.length === 0) return null;
  const onOpen = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate({ ids: [notification.id] });
  };
  return (
    <section aria-labelledby="recent-notifications" className="mt-10">
      <Card className="p-4 sm:p-6">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-3 px-3">
          <h2 id="recent-notifications" className="text-xl text-ink">
            Recent notifications
          </h2>
          {data.unreadCount > 0 && (
            <Button
              variant="link"
              size="inline"
              className="text-sm"
              disabled={markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
            >
              Mark all as read
            </Button>
          )}
        </div>
        <NotificationList items={data.items.slice(0, RECENT)} label="Recent notifications" onOpen={onOpen} />
      </Card>
    </section>
  );
}
