import { Bell, BellOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { MarkAllReadButton } from '../components/notifications/mark-all-read-button';
import { NotificationList } from '../components/notifications/notification-list';
import { UnreadBadge } from '../components/notifications/unread-badge';
import { Button } from '../components/ui/button';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '../components/ui/popover';
import { useAuth } from '../lib/auth';
import {
  bellLabel,
  type Notification,
  useMarkSeen,
  useNotifications,
  useOpenNotification,
} from '../lib/notifications';

/** The header's bell: the unread count, and the newest notifications in a panel. */
export function NotificationBell() {
  const { data } = useNotifications();
  const { user } = useAuth();
  // An owner's notifications are about their studios: their dashboard is the studio one.
  const dashboard = user?.userType === 'studio' ? '/studio-dashboard' : '/dashboard?tab=notifications';
  const openNotification = useOpenNotification();
  const [open, setOpen] = useState(false);
  const unread = data?.unreadCount ?? 0;
  const markSeen = useMarkSeen(open ? data?.items : undefined);
  // Closing the panel marks what it showed as seen.
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) markSeen();
  };
  const announcement = useArrivalAnnouncement(data?.unreadCount);

  const onOpen = (notification: Notification) => {
    openNotification(notification);
    if (notification.href) onOpenChange(false);
  };

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={bellLabel(unread)} className="relative">
          <Bell aria-hidden="true" className="size-5!" />
          <UnreadBadge unread={unread} className="absolute top-1 right-1 text-sm ring-2 ring-sand" />
        </Button>
      </PopoverTrigger>
      {/* Polite and apart from the button, so a new arrival is heard without moving focus. */}
      <span role="status" className="sr-only">
        {announcement}
      </span>
      <PopoverContent aria-label="Notifications">
        <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
          <h2 className="font-sans text-base font-semibold text-ink">Notifications</h2>
          <MarkAllReadButton unread={unread} />
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-2">
          {!data ? (
            <p className="px-3 py-6 text-center text-sm text-muted">Loading…</p>
          ) : data.items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
              <BellOff aria-hidden="true" className="size-6 text-muted" />
              <p className="font-medium text-ink">No notifications yet</p>
              <p className="text-sm text-muted">
                We'll let you know here when something happens to your bookings.
              </p>
            </div>
          ) : (
            <NotificationList items={data.items} label="Latest notifications" onOpen={onOpen} />
          )}
        </div>
        <div className="border-t border-line px-4 py-3 text-center">
          <PopoverClose asChild>
            <Link
              to={dashboard}
              className="rounded-sm text-sm font-medium text-sage underline-offset-4 hover:underline"
            >
              Open your dashboard
            </Link>
          </PopoverClose>
        </div>
      </PopoverContent>
    </Popover>
  );
}

/** "You have a new notification" when the unread count rises after the first answer, for screen readers. */
function useArrivalAnnouncement(unread: number | undefined): string {
  const previous = useRef<number | undefined>(undefined);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (unread === undefined) return;
    if (previous.current !== undefined && unread > previous.current) {
      setMessage(unread === 1 ? 'You have 1 unread notification' : `You have ${unread} unread notifications`);
    }
    previous.current = unread;
  }, [unread]);
  return message;
}
