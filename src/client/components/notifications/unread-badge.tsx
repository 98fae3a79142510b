import { cn } from '../../lib/cn';

/**
 * The unread count as a small clay dot with a number ("99+" past 99): the bell's and the dashboard
 * tab's. Hidden from screen readers, whose name for the control carries the count in words.
 */
export function UnreadBadge({ unread, className }: { unread: number; className?: string }) {
  if (unread <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-clay px-1 leading-none font-semibold text-white',
        className,
      )}
    >
      {unread > 99 ? '99+' : unread}
    </span>
  );
}
