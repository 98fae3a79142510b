import { useMarkNotificationsRead } from '../../lib/notifications';
import { Button } from '../ui/button';

/** "Mark all as read", shown only while something is unread: the bell's panel and the dashboard. */
export function MarkAllReadButton({ unread }: { unread: number }) {
  const markRead = useMarkNotificationsRead();
  if (unread === 0) return null;
  return (
    <Button
      variant="link"
      size="inline"
      className="text-sm"
      disabled={markRead.isPending}
      onClick={() => markRead.mutate({ all: true })}
    >
      Mark all as read
    </Button>
  );
}
