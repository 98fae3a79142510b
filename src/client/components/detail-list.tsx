import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

interface Detail {
  Icon: LucideIcon;
  label: string;
  value: ReactNode;
}

/** Facts about a session or booking, each with its icon: a description list, two columns when there is room. */
export function DetailList({
  items,
  columns = 2,
  className,
}: {
  items: Detail[];
  columns?: 1 | 2;
  className?: string;
}) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-5', columns === 2 && 'min-[520px]:grid-cols-2', className)}>
      {items.map(({ Icon, label, value }) => (
        // dt and dd are the group's direct children (as a <dl> requires); the icon sits inside dt.
        <div key={label} className="relative flex min-h-10 min-w-0 flex-col justify-center pl-13">
          <dt className="text-sm text-muted">
            <span className="absolute top-0 left-0 inline-flex size-10 items-center justify-center rounded-full bg-sage/10 text-sage">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            {label}
          </dt>
          <dd className="font-medium wrap-anywhere text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
