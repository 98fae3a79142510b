import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';
import { Card } from './ui/card';
import { Skeleton } from './ui/skeleton';

export interface Stat {
  Icon: LucideIcon;
  label: string;
  value: string | number;
}

const COLUMNS = { 3: 'grid-cols-3', 4: 'grid-cols-2 lg:grid-cols-4' } as const;

/**
 * The figures at the top of a dashboard, side by side even on a phone (compact there, without icons).
 * While loading, the numbers are placeholders of the same size.
 */
export function StatGrid({ stats, loading = false }: { stats: Stat[]; loading?: boolean }) {
  return (
    <dl className={cn('grid gap-3 sm:gap-4', COLUMNS[stats.length === 4 ? 4 : 3])}>
      {stats.map(({ Icon, label, value }) => (
        <Card key={label} className="flex items-center gap-4 p-4 sm:p-5">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-sage/10 text-sage sm:inline-flex">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <div className="flex min-w-0 flex-col">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="font-display text-3xl leading-tight text-ink">
              {loading ? <Skeleton className="my-1.5 h-7 w-10" /> : value}
            </dd>
          </div>
        </Card>
      ))}
    </dl>
  );
}
