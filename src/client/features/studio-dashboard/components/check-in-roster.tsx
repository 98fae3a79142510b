import { CheckCheck, Sparkles } from 'lucide-react';
import type { RosterBooking } from '../../../../common/schemas/owner-timetable';
import type { RosterWaiverFields } from '../../../../common/schemas/waiver';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { failureToast, toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { useMarkAllAttended, useSessionRoster } from '../api/owner-timetable';
import { AttendanceButtons } from './attendance-buttons';
import { RosterHealthNotes } from './roster-health-notes';

const PAID_WITH_LABEL = { card: 'Paid by card', pass: 'Paid with a pass' } as const;
/** What was marked, in words beside the buttons' look: the two must never differ only by colour. */
const ATTENDANCE_WORDS = { attended: 'Marked attended', 'no-show': 'Marked no-show' } as const;

/** Not cancelled and not yet marked: who "Mark all remaining attended" marks. */
const isRemaining = (b: RosterBooking) =>
  b.status !== 'cancelled' && b.status !== 'pending' && b.attendance === null;

/**
 * The check-in screen at the front desk, on a tablet: each person with large Attended / No-show
 * buttons once the session has begun, first visits marked so staff can welcome them, how they paid,
 * and who is waiting for a place.
 */
export function CheckInRoster({ sessionId, when }: { sessionId: string; when: string }) {
  const roster = useSessionRoster(sessionId);
  const markAll = useMarkAllAttended();
  const now = Date.now();
  if (roster.isPending) return <Skeleton className="h-24" />;
  if (roster.isError) return <p className="text-sm text-danger">Failed to fetch the roster.</p>;
  const { session, bookings, waitlist } = roster.data;
  const started = new Date(session.startTime).getTime() <= now;
  const places = bookings.filter((b) => b.status !== 'cancelled');
  const cancelled = bookings.length - places.length;
  const remaining = bookings.filter(isRemaining);
  const attended = places.filter((b) => b.attendance === 'attended').length;
  const markRemaining = () => {
    if (markAll.isPending) return;
    markAll.mutate(
      remaining.map((b) => b.bookingId),
      {
        onSuccess: () =>
          toast({
            variant: 'success',
            title: 'Marked attended',
            description: `Everyone remaining, ${when}.`,
          }),
        onError: failureToast('Could not mark everyone', 'Please try again.'),
      },
    );
  };
  return (
    <section aria-labelledby={`roster-${sessionId}`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`roster-${sessionId}`} className="text-lg font-semibold text-ink">
          Roster
          <span className="ml-2 text-sm font-normal text-muted">
            {started ? `${attended} of ${places.length} attended` : `${places.length} booked`}
            {cancelled > 0 && `, ${cancelled} cancelled`}
          </span>
        </h3>
        {started && remaining.length > 0 && (
          <Button size="lg" aria-disabled={markAll.isPending} onClick={markRemaining} className="min-h-12">
            <CheckCheck aria-hidden="true" />
            {markAll.isPending ? 'Marking...' : 'Mark all remaining attended'}
          </Button>
        )}
      </div>
      {places.length === 0 ? (
        <p className="text-sm text-muted">No bookings yet.</p>
      ) : (
        <ul
          aria-label={`Roster for ${when}`}
          className="flex flex-col divide-y divide-line rounded-card bg-sand"
        >
          {places.map((booking) => (
            <RosterRow key={booking.bookingId} booking={booking} sessionStart={session.startTime} now={now} />
          ))}
        </ul>
      )}
      {!started && places.length > 0 && (
        <p className="text-sm text-muted">Attendance can be marked once the session has started.</p>
      )}
      {waitlist.length > 0 && (
        <div>
          <h3 className="mb-2 text-base font-semibold text-ink">Waitlist</h3>
          <ol aria-label={`Waitlist for ${when}`} className="flex flex-col gap-1 text-sm">
            {waitlist.map((entry) => (
              <li key={entry.position} className="flex gap-3">
                <span className="w-6 text-right font-semibold text-muted">{entry.position}.</span>
                <span className="wrap-anywhere text-ink">{entry.name}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

function RosterRow({
  booking,
  sessionStart,
  now,
}: {
  /** With the studio's waiver, what it tells the teacher (issue 66). */
  booking: RosterBooking & Partial<RosterWaiverFields>;
  sessionStart: string;
  now: number;
}) {
  return (
    <li
      data-testid="roster-person"
      className={cn('flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between sm:p-4')}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-lg font-medium wrap-anywhere text-ink">{booking.name}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
          {booking.firstVisit && (
            <Badge className="bg-clay/15 px-2 py-1 text-ink">
              <Sparkles aria-hidden="true" className="size-3.5" /> First visit
            </Badge>
          )}
          {booking.status === 'pending'
            ? 'Held, not paid yet'
            : booking.paidWith && PAID_WITH_LABEL[booking.paidWith]}
          {booking.attendance && (
            <span className="font-medium text-ink" data-testid="attendance-mark">
              · {ATTENDANCE_WORDS[booking.attendance]}
            </span>
          )}
        </p>
        <RosterHealthNotes name={booking.name} waiver={booking.waiver} flags={booking.flags} />
      </div>
      <AttendanceButtons
        large
        now={now}
        target={{
          bookingId: booking.bookingId,
          name: booking.name,
          status: booking.status,
          attendance: booking.attendance,
          sessionStart,
        }}
      />
    </li>
  );
}
