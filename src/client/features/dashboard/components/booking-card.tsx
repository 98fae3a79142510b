import { Clock, MapPin, Star, Wifi } from 'lucide-react';
import { Link } from 'react-router';
import type { Booking } from '../../../../common/schemas/booking';
import { InertButton } from '../../../components/inert-button';
import { ServiceBadge } from '../../../components/service-badge';
import { Card } from '../../../components/ui/card';
import { formatDuration, formatPrice, formatTime } from '../../../lib/format';
import { displayStatus } from './booking-groups';
import { DateTile } from './date-tile';
import { StatusBadge } from './status-badge';

/** One booking. SPEC §2: Cancel only on confirmed, Write Review only on completed; neither acts yet. */
export function BookingCard({ booking }: { booking: Booking }) {
  const { session } = booking;
  const { class: cls } = session;
  const status = displayStatus(booking.status);
  const online = cls.deliveryMethod === 'online';
  return (
    <Card
      data-testid="booking"
      className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-4 p-5 sm:grid-cols-[auto_1fr_auto] sm:gap-x-6 sm:p-6"
    >
      <DateTile iso={session.startTime} muted={status !== 'confirmed'} />
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <ServiceBadge type={cls.serviceType} />
          <StatusBadge status={booking.status} />
        </div>
        <h3 className="mt-1.5 text-xl text-ink">
          <Link
            to={`/classes/${cls.id}`}
            className="rounded-sm underline-offset-4 hover:text-sage hover:underline"
          >
            {cls.title}
          </Link>
        </h3>
        <p className="text-muted">{cls.studio.name}</p>
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted">
          <li className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            {formatTime(session.startTime)} – {formatTime(session.endTime)} · {formatDuration(cls.duration)}
          </li>
          <li className="flex min-w-0 items-start gap-1.5">
            {online ? (
              <Wifi aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            ) : (
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            {online ? 'Online' : `${cls.studio.address}, ${cls.studio.city}`}
          </li>
        </ul>
        {status === 'cancelled' && booking.cancellationReason && (
          // Why it was cancelled, e.g. "Cancelled by the studio: the teacher is unwell".
          <p className="mt-2 text-sm text-danger">{booking.cancellationReason}</p>
        )}
      </div>
      <div className="col-span-2 flex items-center justify-between gap-4 border-t border-line pt-4 sm:col-span-1 sm:flex-col sm:items-end sm:justify-center sm:border-0 sm:pt-0">
        <p className="text-lg font-semibold text-ink">
          <span className="sr-only">Paid </span>
          {formatPrice(booking.amountPaid)}
        </p>
        {status === 'confirmed' && <InertButton hint="Cancelling online is coming soon">Cancel</InertButton>}
        {status === 'completed' && (
          <InertButton hint="Reviews are coming soon">
            <Star aria-hidden="true" /> Write Review
          </InertButton>
        )}
      </div>
    </Card>
  );
}
