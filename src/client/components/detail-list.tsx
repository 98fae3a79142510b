import { cn } from '../lib/cn';
import { type IconFact, IconFactList } from './icon-fact-list';

const LOOK = {
  item: 'relative flex min-h-10 min-w-0 flex-col justify-center pl-13',
  circle: 'absolute top-0 left-0 inline-flex size-10',
  iconSize: 'size-5',
  value: 'font-medium wrap-anywhere text-ink',
};

/** Facts about a session or booking, each with its icon: a description list, two columns when there is room. */
export function DetailList({
  items,
  columns = 2,
  className,
}: {
  items: IconFact[];
  columns?: 1 | 2;
  className?: string;
}) {
  return (
    <IconFactList
      facts={items}
      className={cn('grid gap-x-6 gap-y-5', columns === 2 && 'min-[520px]:grid-cols-2', className)}
      look={LOOK}
    />
  );
}
