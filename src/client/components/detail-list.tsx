import { cn } from '../lib/cn';
import { type IconFact, IconTerm } from './icon-term';

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
    <dl className={cn('grid gap-x-6 gap-y-5', columns === 2 && 'min-[520px]:grid-cols-2', className)}>
      {items.map(({ Icon, label, value }) => (
        <div key={label} className="relative flex min-h-10 min-w-0 flex-col justify-center pl-13">
          <IconTerm
            Icon={Icon}
            label={label}
            circle="absolute top-0 left-0 inline-flex size-10"
            iconSize="size-5"
          />
          <dd className="font-medium wrap-anywhere text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
