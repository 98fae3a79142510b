import {
  ArrowUpNarrowWide,
  Bell,
  CalendarCheck,
  CalendarClock,
  CalendarX,
  CreditCard,
  EyeOff,
  Hourglass,
  Info,
  type LucideIcon,
  Receipt,
  RefreshCw,
  Star,
  Ticket,
  Undo2,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { formatTimeAgo } from '../../../common/format';
import { cn } from '../../lib/cn';
import type { Notification } from '../../lib/notifications';

const ICONS: Record<Notification['kind'], LucideIcon> = {
  'booking-confirmed': CalendarCheck,
  'booking-cancelled': CalendarX,
  'session-cancelled': CalendarX,
  'session-moved': CalendarClock,
  'session-updated': Info,
  'waitlist-promoted': ArrowUpNarrowWide,
  reminder: Bell,
  'review-invite': Star,
  'new-bookings': Users,
  'pass-purchased': Ticket,
  'pass-expiring': Hourglass,
  'pass-renewal-reminder': CalendarClock,
  'pass-renewed': Receipt,
  'pass-renewal-failed': CreditCard,
  'pass-ended': Undo2,
  'waitlist-skipped': RefreshCw,
  'late-fee-refunded': Undo2,
  'booking-refunded': Undo2,
  'review-hidden': EyeOff,
};

interface NotificationListProps {
  items: Notification[];
  label: string;
  /** Called when one is opened (followed or clicked): the caller marks it read. */
  onOpen: (notification: Notification) => void;
}

/** Notifications, newest first: each leads to what it is about, and unread ones are marked. */
export function NotificationList({ items, label, onOpen }: NotificationListProps) {
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-line">
      {items.map((notification) => (
        <li key={notification.id}>
          <NotificationRow notification={notification} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}

function NotificationRow({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const Icon = ICONS[notification.kind];
  const unread = notification.readAt === null;
  const content = (
    <>
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full',
          unread ? 'bg-sage/15 text-sage' : 'bg-ink/5 text-muted',
        )}
      >
        <Icon className="size-4" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={cn('wrap-anywhere text-ink', unread ? 'font-semibold' : 'font-medium')}>
          {unread && <span className="sr-only">Unread: </span>}
          {notification.title}
        </span>
        <span className="text-sm wrap-anywhere text-muted">{notification.body}</span>
        <time dateTime={notification.createdAt} className="text-sm text-muted">
          {formatTimeAgo(notification.createdAt, Date.now())}
        </time>
      </span>
      {unread && <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-clay" />}
    </>
  );
  const rowClass = cn(
    'flex w-full items-start gap-3 rounded-card px-3 py-3 text-left transition-colors hover:bg-sage/5',
    unread && 'bg-sage/5',
  );
  if (notification.href) {
    return (
      <Link to={notification.href} onClick={() => onOpen(notification)} className={rowClass}>
        {content}
      </Link>
    );
  }
  // Nowhere to go: unread, a click marks it read; read, it is just text.
  return unread ? (
    <button type="button" onClick={() => onOpen(notification)} className={rowClass}>
      {content}
    </button>
  ) : (
    <div className={rowClass}>{content}</div>
  );
}
