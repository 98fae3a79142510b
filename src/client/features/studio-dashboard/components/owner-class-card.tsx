import { Clock, MapPin, Pencil, Users, Wifi } from 'lucide-react';
import { formatDuration, formatPrice } from '../../../../common/format';
import type { OwnerClass } from '../../../../common/schemas/owner-class';
import { ServiceBadge } from '../../../components/service-badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ClassFormDialog } from './class-form-dialog';
import { ScheduleDialog } from './schedule-dialog';
import { SessionList } from './session-list';

interface OwnerClassCardProps {
  cls: OwnerClass;
  studio: { id: string; name: string; serviceTypes: string[] };
}

/** One class of the owner's: its facts, Edit, Schedule, and its sessions with their rosters. */
export function OwnerClassCard({ cls, studio }: OwnerClassCardProps) {
  const online = cls.deliveryMethod === 'online';
  return (
    <Card data-testid="owner-class" className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
        <div className="flex min-w-0 flex-col gap-1.5">
          <div>
            <ServiceBadge type={cls.serviceType} />
          </div>
          <h4 className="mt-1 font-display text-xl wrap-anywhere text-ink">{cls.title}</h4>
          <ul className="mt-1 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted">
            <li className="flex items-center gap-1.5">
              {online ? (
                <Wifi aria-hidden="true" className="size-4 shrink-0" />
              ) : (
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
              )}
              {online ? 'Online' : 'In-Person'}
            </li>
            <li className="flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4 shrink-0" />
              {formatDuration(cls.duration)}
            </li>
            <li className="flex items-center gap-1.5">
              <Users aria-hidden="true" className="size-4 shrink-0" />
              Up to {cls.maxParticipants}
            </li>
          </ul>
        </div>
        <div className="flex shrink-0 flex-wrap items-center justify-between gap-3 sm:flex-col sm:items-end">
          <p className="text-lg font-semibold whitespace-nowrap text-ink">
            {formatPrice(cls.price)}
            <span className="text-sm font-normal text-muted"> / session</span>
          </p>
          <div className="flex gap-2">
            <ClassFormDialog
              studio={studio}
              cls={cls}
              trigger={
                <Button variant="secondary" size="sm" aria-label={`Edit ${cls.title}`}>
                  <Pencil aria-hidden="true" /> Edit
                </Button>
              }
            />
            <ScheduleDialog cls={cls} />
          </div>
        </div>
      </div>
      <div className="border-t border-line pt-3">
        <h5 className="text-sm font-semibold tracking-wide text-muted uppercase">Upcoming sessions</h5>
        <SessionList cls={cls} />
      </div>
    </Card>
  );
}
