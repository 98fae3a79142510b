import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface Detail {
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
        <div key={label} className="flex items-start gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-sage/10 text-sage">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="flex min-w-0 flex-col">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="font-medium text-ink">{value}</dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
