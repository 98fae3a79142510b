import { CalendarCheck, Hourglass, Timer } from 'lucide-react';
import { Link } from 'react-router';
import { sessionControlName } from '../../../../common/format';
import type { PublicSession } from '../../../../common/schemas/session';
import { Button } from '../../../components/ui/button';
import { useCountdown } from '../../../lib/countdown';
import type { ViewerSession } from '../../../lib/viewer-sessions';

/** At least 32 px tall: a comfortable target beside the button, well over WCAG's 24. */
const SMALL_LINK =
  'inline-flex min-h-8 items-center rounded-sm text-sm font-medium text-sage underline-offset-4 hover:underline';

/**
 * What a session offers the viewer: their own place when they have one (booked, held for payment,
 * waiting in line), else "Book Now", or "Fully Booked" with the way to the waitlist.
 */
export function SessionAction({
  session,
  place,
  onPlaceChanged,
}: {
  session: PublicSession;
  place: ViewerSession | undefined;
  onPlaceChanged: () => void;
}) {
  if (place?.state === 'booked' && place.bookingId) {
    return (
      <Button asChild size="sm" variant="secondary" className="shrink-0">
        <Link to={`/checkout/${place.bookingId}`} data-testid="session-place">
          <CalendarCheck aria-hidden="true" className="size-4" />
          You're booked
        </Link>
      </Button>
    );
  }
  if (place?.state === 'held' && place.bookingId && place.holdExpiresAt) {
    return <HeldPlace bookingId={place.bookingId} until={place.holdExpiresAt} onExpired={onPlaceChanged} />;
  }
  if (place?.state === 'waitlisted') {
    return (
      <Link
        to={`/booking/${session.id}`}
        className={`${SMALL_LINK} shrink-0 gap-1.5`}
        data-testid="session-place"
      >
        <Hourglass aria-hidden="true" className="size-3.5 shrink-0" />
        On the waitlist{place.waitlistPosition ? `, #${place.waitlistPosition}` : ''}
      </Link>
    );
  }
  if (session.availableSpots <= 0) {
    return (
      <div className="flex shrink-0 flex-col items-end gap-1">
        <Button
          size="sm"
          variant="secondary"
          disabled
          aria-label={sessionControlName('Fully Booked', session.startTime)}
        >
          Fully Booked
        </Button>
        <Link
          to={`/booking/${session.id}`}
          className={SMALL_LINK}
          aria-label={sessionControlName('Join waitlist', session.startTime)}
        >
          Join waitlist
        </Link>
      </div>
    );
  }
  return (
    <Button asChild size="sm">
      {/* The visible words first in the name, so "click Book Now" still works by voice. */}
      <Link to={`/booking/${session.id}`} aria-label={sessionControlName('Book Now', session.startTime)}>
        Book Now
      </Link>
    </Button>
  );
}

/** "Pay to keep your place (09:41)", counting down to the hold's end; then the page reads again. */
function HeldPlace({
  bookingId,
  until,
  onExpired,
}: {
  bookingId: string;
  until: string;
  onExpired: () => void;
}) {
  const { remaining } = useCountdown(until, onExpired);
  return (
    <Button asChild size="sm" className="shrink-0">
      <Link to={`/checkout/${bookingId}`} data-testid="session-place">
        <Timer aria-hidden="true" className="size-4" />
        <span>
          Pay to keep your place <span className="tabular-nums">({remaining})</span>
        </span>
      </Link>
    </Button>
  );
}
