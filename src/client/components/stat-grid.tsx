import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';
import { Card } from './ui/card';
import { Skeleton } from './ui/skeleton';

export interface Stat {
  Icon: LucideIcon;
  label: string;
  value: string | number;
}

const COLUMNS = { 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const;

/** The figures at the top of a dashboard. While loading, the numbers are placeholders of the same size. */
export function StatGrid({ stats, loading = false }: { stats: Stat[]; loading?: boolean }) {
  return (
    <dl className={cn('grid grid-cols-1 gap-4 min-[440px]:grid-cols-2', COLUMNS[stats.length === 4 ? 4 : 3])}>
      {stats.map(({ Icon, label, value }) => (
        <Card key={label} className="flex items-center gap-4 p-5">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-sage/10 text-sage">
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
