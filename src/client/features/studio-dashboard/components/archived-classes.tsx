import { Archive, ChevronDown } from 'lucide-react';
import { formatPrice } from '../../../../common/format';
import type { ClassSummary } from '../../../../common/schemas/class';
import { ServiceBadge } from '../../../components/service-badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useDisclosure } from '../../../lib/use-disclosure';

/**
 * A studio's archived classes, folded away under the live ones: out of the catalogue and closed to
 * bookings, kept so the owner can still see what ran (their past bookings stay on the Bookings tab).
 */
export function ArchivedClasses({ classes, studioName }: { classes: ClassSummary[]; studioName: string }) {
  const list = useDisclosure();
  const label = `${classes.length} archived ${classes.length === 1 ? 'class' : 'classes'}`;
  return (
    <div>
      <Button variant="ghost" size="sm" {...list.toggle}>
        <Archive aria-hidden="true" /> {label}
        <ChevronDown aria-hidden="true" className={cn('transition-transform', list.open && 'rotate-180')} />
      </Button>
      <ul
        id={list.panelId}
        hidden={!list.open}
        aria-label={`Archived classes at ${studioName}`}
        className="mt-2 flex flex-col divide-y divide-line rounded-card bg-surface/60 px-4"
      >
        {classes.map((cls) => (
          <li
            key={cls.id}
            data-testid="archived-class"
            className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3"
          >
            <ServiceBadge type={cls.serviceType} />
            <span className="min-w-0 font-medium wrap-anywhere text-ink">{cls.title}</span>
            <span className="ml-auto text-sm text-muted">
              {formatPrice(cls.price)} · Archived: not in the catalogue
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
