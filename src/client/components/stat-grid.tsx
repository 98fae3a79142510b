import { cn } from '../lib/cn';
import { type IconFact, IconFactList } from './icon-fact-list';
import { Skeleton } from './ui/skeleton';

const COLUMNS = {
  3: 'grid-cols-3',
  4: 'grid-cols-2 lg:grid-cols-4',
  6: 'grid-cols-2 lg:grid-cols-3',
} as const;

const LOOK = {
  item: 'relative flex flex-col justify-center p-4 sm:min-h-22 sm:p-5 sm:pl-21',
  circle: 'absolute top-1/2 left-5 hidden size-12 -translate-y-1/2 sm:inline-flex',
  iconSize: 'size-6',
  value: 'font-display text-3xl leading-tight text-ink',
};

/**
 * The figures at the top of a dashboard, side by side even on a phone (compact there, without icons).
 * While loading, the numbers are placeholders of the same size.
 */
export function StatGrid({ stats, loading = false }: { stats: IconFact[]; loading?: boolean }) {
  return (
    <IconFactList
      card
      facts={
        loading ? stats.map((stat) => ({ ...stat, value: <Skeleton className="my-1.5 h-7 w-10" /> })) : stats
      }
      className={cn(
        'grid gap-3 sm:gap-4',
        COLUMNS[stats.length === 4 || stats.length === 6 ? stats.length : 3],
      )}
      look={LOOK}
    />
  );
}
