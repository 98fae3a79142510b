import { ChevronDown } from 'lucide-react';
import { formatSessionDate } from '../../../../common/format';
import type { OwnerClass } from '../../../../common/schemas/owner-class';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useDisclosure } from '../../../lib/use-disclosure';
import { useOwnerClassSessions } from '../api/owner-classes';

/**
 * A class's cancelled upcoming sessions, folded away under its live ones and read only when opened:
 * a cancelled session leaves the list, and the owner can still see when it was and why.
 */
export function CancelledSessions({ cls }: { cls: OwnerClass }) {
  const panel = useDisclosure();
  const sessions = useOwnerClassSessions(cls, panel.open);
  const cancelled = sessions.data?.filter((s) => s.status === 'cancelled') ?? [];
  return (
    <div className="mt-1">
      <Button variant="ghost" size="sm" {...panel.toggle}>
        Cancelled sessions
        <ChevronDown aria-hidden="true" className={cn('transition-transform', panel.open && 'rotate-180')} />
        <span className="sr-only"> of {cls.title}</span>
      </Button>
      <div id={panel.panelId} hidden={!panel.open}>
        {panel.open &&
          (sessions.isPending ? (
            <Skeleton className="mt-2 h-10" />
          ) : sessions.isError ? (
            <p className="mt-2 text-sm text-danger">Failed to fetch the cancelled sessions.</p>
          ) : cancelled.length === 0 ? (
            <p className="mt-2 text-sm text-muted">No upcoming session has been cancelled.</p>
          ) : (
            <ul
              aria-label={`Cancelled sessions of ${cls.title}`}
              className="mt-2 flex flex-col gap-2 rounded-card bg-sand p-3 text-sm"
            >
              {cancelled.map((s) => (
                <li key={s.id} className="flex flex-col gap-0.5">
                  <span className="font-medium text-muted line-through">
                    {formatSessionDate(s.startTime)}
                  </span>
                  <span className="wrap-anywhere text-ink">
                    {s.cancellationReason ? `Cancelled: ${s.cancellationReason}` : 'Cancelled'}
                  </span>
                </li>
              ))}
            </ul>
          ))}
      </div>
    </div>
  );
}
