import { CalendarDays, CalendarPlus, Clock, MapPin, Pencil, Users, Wifi } from 'lucide-react';
import type { ClassWithDetails } from '../../../../common/schemas/class';
import { InertButton } from '../../../components/inert-button';
import { ServiceBadge } from '../../../components/service-badge';
import { Card } from '../../../components/ui/card';
import { formatDuration, formatPrice, formatSessionDate } from '../../../lib/format';

/** One class of the owner's studios. SPEC §2: Edit and Schedule have no action yet. */
export function OwnerClassCard({ cls }: { cls: ClassWithDetails }) {
  const next = cls.upcomingSessions[0];
  const count = cls.upcomingSessions.length;
  const online = cls.deliveryMethod === 'online';
  return (
    <Card
      data-testid="owner-class"
      className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:gap-6 sm:p-6"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <ServiceBadge type={cls.serviceType} />
          {!cls.isActive && <span className="text-sm font-medium text-muted">Inactive</span>}
        </div>
        <h3 className="mt-1 text-xl text-ink">{cls.title}</h3>
        <p className="text-muted">{cls.studio.name}</p>
        <ul className="mt-1.5 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted">
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
          <li className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            {next
              ? `${count} upcoming ${count === 1 ? 'session' : 'sessions'} · next ${formatSessionDate(next.startTime)}`
              : 'No upcoming sessions'}
          </li>
        </ul>
      </div>
      <div className="flex shrink-0 flex-wrap items-center justify-between gap-3 border-t border-line pt-4 sm:flex-col sm:flex-nowrap sm:items-end sm:border-0 sm:pt-0">
        <p className="text-lg font-semibold whitespace-nowrap text-ink">
          {formatPrice(cls.price)}
          <span className="text-sm font-normal text-muted"> / session</span>
        </p>
        <div className="flex gap-2">
          <InertButton hint="Editing classes is coming soon">
            <Pencil aria-hidden="true" /> Edit
          </InertButton>
          <InertButton hint="Scheduling sessions is coming soon">
            <CalendarPlus aria-hidden="true" /> Schedule
          </InertButton>
        </div>
      </div>
    </Card>
  );
}
