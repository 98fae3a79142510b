import { ArrowUpNarrowWide, CalendarClock, Clock, MapPin, Wifi } from 'lucide-react';
import { Link } from 'react-router';
import { formatDuration, formatPrice, formatTime } from '../../../../common/format';
import type { Booking } from '../../../../common/schemas/booking';
import { AddToCalendarButton } from '../../../components/add-to-calendar-button';
import { CalendarWebLinks } from '../../../components/calendar-web-links';
import { ServiceBadge } from '../../../components/service-badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { deadlineSentence } from '../../../lib/cancellation';
import { BookAgainButton } from './book-again-button';
import { displayStatus } from './booking-groups';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { DateTile } from './date-tile';
import { ReviewDialog } from './review-dialog';
import { StatusBadge } from './status-badge';

/** What a cancelled booking came to: the refund the cancellation earned (demo: no money moves). */
function refundNote(booking: Booking): string | null {
  if (booking.refund === 'credit') return 'Cancelled in time: credit returned to your pass';
  if (booking.refund === 'full') return 'Cancelled in time: full refund';
  if (booking.refund === 'none') return 'Late cancellation: no refund';
  return null;
}

/**
 * What the amount beside a booking is, for a screen reader: the card shows only the figure. A hold
 * that ran out, or a cancelled one, was never paid.
 */
function amountLabel(booking: Booking): string {
  if (booking.paidAt) return 'Paid ';
  return booking.status === 'pending' ? 'To pay ' : 'Price ';
}

/**
 * Where an online class happens: on an upcoming paid booking, the link to join it, or the promise of
 * one while the studio has not added it yet (only paid bookings are given the link).
 */
function OnlinePlace({ booking, upcoming }: { booking: Booking; upcoming: boolean }) {
  const link = booking.session.meetingLink;
  if (!upcoming) return 'Online';
  if (!link) return 'Online: the studio will share the link before the class';
  return (
    <a
      href={link}
      target="_blank"
      rel="noreferrer"
      className="rounded-sm font-medium text-sage underline underline-offset-4 hover:text-ink"
    >
      Join online<span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** One booking. Add to calendar and Cancel on upcoming (confirmed, not started) ones, Write Review (or Edit review) on completed ones. */
export function BookingCard({ booking, upcoming }: { booking: Booking; upcoming: boolean }) {
  const { session } = booking;
  const { class: cls } = session;
  const status = displayStatus(booking.status);
  const online = cls.deliveryMethod === 'online';
  const cancelled = status === 'cancelled' ? refundNote(booking) : null;
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
          {booking.promotedFromWaitlist && (
            <span className="inline-flex items-center gap-1 rounded-full bg-mental-health/10 px-3 py-1.5 text-sm leading-none font-medium text-mental-health">
              <ArrowUpNarrowWide aria-hidden="true" className="size-3.5" /> From the waitlist
            </span>
          )}
        </div>
        <h3 className="mt-1.5 text-xl wrap-anywhere text-ink">
          <Link
            to={`/classes/${cls.id}`}
            className="rounded-sm underline-offset-4 hover:text-sage hover:underline"
          >
            {cls.title}
          </Link>
        </h3>
        <p className="wrap-anywhere text-muted">{cls.studio.name}</p>
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted">
          <li className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            {formatTime(session.startTime)} – {formatTime(session.endTime)} · {formatDuration(cls.duration)}
          </li>
          <li className="flex min-w-0 items-start gap-1.5 wrap-anywhere">
            {online ? (
              <Wifi aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            ) : (
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            {online ? (
              <OnlinePlace booking={booking} upcoming={upcoming} />
            ) : (
              `${cls.studio.address}, ${cls.studio.city}`
            )}
          </li>
          {upcoming && (
            <li className="flex min-w-0 basis-full items-start gap-1.5">
              <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {deadlineSentence(booking, Date.now())}
            </li>
          )}
        </ul>
        {status === 'cancelled' && booking.cancellationReason && (
          // Why it was cancelled, e.g. "Cancelled by the studio: the teacher is unwell".
          <p className="mt-2 text-sm wrap-anywhere text-danger">{booking.cancellationReason}</p>
        )}
        {cancelled && (
          <p className="mt-2 text-sm font-medium text-ink">
            {cancelled}
            {booking.refund === 'credit' ? '' : ' (demo: no money moves)'}
          </p>
        )}
      </div>
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4 sm:col-span-1 sm:flex-col sm:flex-nowrap sm:items-end sm:justify-center sm:border-0 sm:pt-0">
        <p className="mr-auto text-lg font-semibold text-ink sm:mr-0">
          {booking.paidWith === 'pass' ? (
            'Pass credit'
          ) : (
            <>
              <span className="sr-only">{amountLabel(booking)}</span>
              {formatPrice(booking.amountPaid)}
            </>
          )}
        </p>
        {booking.status === 'pending' && (
          <Button asChild size="sm">
            <Link to={`/checkout/${booking.id}`}>Finish paying</Link>
          </Button>
        )}
        {upcoming && <AddToCalendarButton bookingId={booking.id} />}
        {upcoming && <CalendarWebLinks booking={booking} className="sm:justify-end" />}
        {upcoming && <CancelBookingDialog booking={booking} />}
        {status === 'completed' && booking.attendance !== 'no-show' && <ReviewDialog booking={booking} />}
        {status === 'completed' && (
          <BookAgainButton classId={booking.session.class.id} title={booking.session.class.title} />
        )}
      </div>
    </Card>
  );
}
