import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { formatPrice, formatSessionDate } from '../../../../common/format';
import { StatusPanel } from '../../../components/status-panel';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { type BookingFilters, useOwnerBookings } from '../api/owner-bookings';
import { AttendanceButtons } from './attendance-buttons';
import { type BookingFilterState, BookingFiltersBar, toBookingFilters } from './booking-filters';
import { londonToday } from './london-dates';
import { attendanceTarget, studentName } from './student-name';
import type { StudioOption } from './studio-filter';

const STATUS_LOOK: Record<string, string> = {
  confirmed: 'bg-success/10 text-success',
  completed: 'bg-ink/5 text-ink',
  cancelled: 'bg-danger/10 text-danger',
};

const ATTENDANCE_LABEL = { attended: 'Attended', 'no-show': 'No-show' } as const;

/**
 * The Bookings tab: the bookings on the owner's sessions, soonest session first from today, a page at
 * a time; filtered by studio, dates, session and the student's name or e-mail.
 */
export function BookingsTab({ studios }: { studios: StudioOption[] }) {
  const [state, setState] = useState<BookingFilterState>(() => ({
    studioId: '',
    from: londonToday(),
    to: '',
    sessionId: '',
    name: '',
  }));
  const q = useDebouncedValue(state.name);
  const filters = toBookingFilters(state, q);
  const studio = studios.find((s) => s.id === state.studioId);
  return (
    <>
      <h2 className="sr-only">Bookings</h2>
      <BookingFiltersBar studios={studios} state={state} onChange={setState} />
      <BookingList studio={studio} filters={filters} />
    </>
  );
}

/** The bookings of one studio, or of all of them. */
function BookingList({ studio, filters }: { studio: StudioOption | undefined; filters: BookingFilters }) {
  const query = useOwnerBookings(filters);
  const now = Date.now();
  if (query.isPending) return <Skeleton shape="card" className="h-40" />;
  if (query.isError) {
    return (
      <StatusPanel
        icon={Inbox}
        tone="error"
        title="Failed to fetch bookings"
        action={
          <Button variant="secondary" onClick={() => query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  const bookings = query.data.pages.flatMap((page) => page.bookings);
  if (bookings.length === 0) {
    if (filters.q || filters.sessionId || filters.to) {
      return <StatusPanel icon={Inbox} title="No bookings match these filters" />;
    }
    return (
      <StatusPanel icon={Inbox} title={studio ? `No bookings at ${studio.name} yet` : 'No bookings yet'}>
        <p>
          {studio
            ? 'When people book its classes, you will see them here.'
            : 'When people book classes at your studios, you will see them here.'}
        </p>
      </StatusPanel>
    );
  }
  return (
    <>
      <ul
        aria-label={studio ? `Bookings at ${studio.name}` : 'Bookings'}
        aria-busy={query.isPlaceholderData}
        className={cn('flex flex-col gap-3 transition-opacity', query.isPlaceholderData && 'opacity-60')}
      >
        {bookings.map((booking) => (
          <li
            key={booking.id}
            data-testid="owner-booking"
            className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-raised sm:flex-row sm:items-center sm:justify-between sm:p-5"
          >
            <div className="flex min-w-0 flex-col gap-1">
              <p className="font-medium wrap-anywhere text-ink">
                {studentName(booking)}{' '}
                <span className="font-normal break-all text-muted">{booking.student.email}</span>
              </p>
              <p className="text-sm wrap-anywhere text-ink">
                {booking.class.title} <span className="text-muted">· {booking.studio.name}</span>
              </p>
              <p className="text-sm text-muted">
                {formatSessionDate(booking.session.startTime)} · {formatPrice(booking.amountPaid)}
              </p>
              {booking.cancellationReason && (
                <p className="text-sm text-muted">{booking.cancellationReason}</p>
              )}
            </div>
            <div className="flex shrink-0 flex-wrap items-center gap-2">
              <Badge className={STATUS_LOOK[booking.status] ?? 'bg-ink/5 text-ink'}>
                {booking.status.charAt(0).toUpperCase() + booking.status.slice(1)}
              </Badge>
              {booking.attendance && (
                <Badge className="bg-sage/10 text-sage">{ATTENDANCE_LABEL[booking.attendance]}</Badge>
              )}
              <AttendanceButtons target={attendanceTarget(booking)} now={now} />
            </div>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button
            variant="secondary"
            disabled={query.isFetchingNextPage}
            onClick={() => query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? 'Loading...' : 'Show more bookings'}
          </Button>
        </div>
      )}
    </>
  );
}
