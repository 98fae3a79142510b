import { Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { formatPrice, formatSessionDate, formatTime } from '../../../../common/format';
import type { Booking } from '../../../../common/schemas/booking';
import { Button } from '../../../components/ui/button';

/**
 * Places held and not paid yet, above the tabs: each says until when it is held and leads back to
 * checkout. Nothing when there are none. (Upcoming lists confirmed bookings only, as SPEC §4 says.)
 */
export function HeldPlaces({ bookings }: { bookings: Booking[] }) {
  if (bookings.length === 0) return null;
  return (
    <section
      aria-labelledby="held-places"
      className="mt-8 rounded-card border border-clay/30 bg-clay/5 p-5 sm:p-6"
    >
      <h2 id="held-places" className="flex items-center gap-2 text-xl text-ink">
        <Hourglass aria-hidden="true" className="size-5 shrink-0 text-clay" />
        {bookings.length === 1 ? 'A place is held for you' : `${bookings.length} places are held for you`}
      </h2>
      <ul aria-label="Places held for you" className="mt-3 flex flex-col divide-y divide-clay/20">
        {bookings.map((booking) => (
          <li
            key={booking.id}
            className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 py-3 last:pb-0"
          >
            <div className="min-w-0">
              <p className="font-medium wrap-anywhere text-ink">
                {booking.session.class.title}, {formatSessionDate(booking.session.startTime)}
              </p>
              <p className="text-sm text-muted">
                {formatPrice(booking.amountPaid)} to pay; held until{' '}
                <span className="font-semibold text-ink">{formatTime(booking.holdExpiresAt ?? '')}</span>
              </p>
            </div>
            <Button asChild size="sm">
              <Link to={`/checkout/${booking.id}`}>
                Finish paying<span className="sr-only"> for {booking.session.class.title}</span>
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
