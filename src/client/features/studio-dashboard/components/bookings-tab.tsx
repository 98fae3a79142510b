import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { formatPrice, formatSessionDate } from '../../../../common/format';
import { StatusPanel } from '../../../components/status-panel';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { fieldClasses } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useOwnerBookings } from '../api/owner-bookings';
import { AttendanceButtons } from './attendance-buttons';
import { studentName } from './student-name';

const STATUS_LOOK: Record<string, string> = {
  confirmed: 'bg-success/10 text-success',
  completed: 'bg-ink/5 text-ink',
  cancelled: 'bg-danger/10 text-danger',
};

const ATTENDANCE_LABEL = { attended: 'Attended', 'no-show': 'No-show' } as const;

interface StudioOption {
  id: string;
  name: string;
}

/**
 * The Bookings tab: every booking on the owner's sessions, newest first, a page at a time; an owner
 * of several studios can look at one studio's.
 */
export function BookingsTab({ studios }: { studios: StudioOption[] }) {
  const [studioId, setStudioId] = useState('');
  const studio = studios.find((s) => s.id === studioId);
  return (
    <>
      <h2 className="sr-only">Bookings</h2>
      {studios.length > 1 && (
        <div className="mb-6 max-w-sm">
          <FormField id="bookings-studio" label="Studio">
            <select
              id="bookings-studio"
              value={studio?.id ?? ''}
              onChange={(event) => setStudioId(event.target.value)}
              className={cn(fieldClasses, 'h-12')}
            >
              <option value="">All studios</option>
              {studios.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      )}
      <BookingList studio={studio} />
    </>
  );
}

/** The bookings of one studio, or of all of them. */
function BookingList({ studio }: { studio: StudioOption | undefined }) {
  const query = useOwnerBookings(studio?.id);
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
              <AttendanceButtons booking={booking} now={now} />
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
