import { Archive, ArchiveArrowUp, ChevronDown } from 'lucide-react';
import { formatPrice } from '../../../../common/format';
import type { OwnerClass } from '../../../../common/schemas/owner-class';
import { ServiceBadge } from '../../../components/service-badge';
import { Button } from '../../../components/ui/button';
import { failureToast, toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { useDisclosure } from '../../../lib/use-disclosure';
import { useRestore } from '../api/owner-studios';

/**
 * A studio's archived classes, folded away under the live ones: out of the catalogue and closed to
 * bookings, kept so the owner can still see what ran (their past bookings stay on the Bookings tab)
 * and restore one archived by mistake.
 */
export function ArchivedClasses({ classes, studioName }: { classes: OwnerClass[]; studioName: string }) {
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
            <RestoreButton cls={cls} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** POST /api/classes/:id/restore: the class is back among the live ones, and in the catalogue. */
function RestoreButton({ cls }: { cls: OwnerClass }) {
  const restore = useRestore('classes', cls.id);
  // mutateAsync, as in WithdrawSection: the restored class leaves this list before mutate would call back.
  const run = () =>
    restore.mutateAsync().then(
      () =>
        toast({
          variant: 'success',
          title: 'Class restored',
          description: `${cls.title} is back in the catalogue.`,
        }),
      failureToast('Could not restore the class', 'Please try again.'),
    );
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={`Restore ${cls.title}`}
      disabled={restore.isPending}
      onClick={() => void run()}
    >
      <ArchiveArrowUp aria-hidden="true" /> Restore
    </Button>
  );
}
