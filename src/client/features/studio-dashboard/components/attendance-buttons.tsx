import { Check, UserX } from 'lucide-react';
import type { OwnerBooking } from '../../../../common/schemas/owner-booking';
import { Button } from '../../../components/ui/button';
import { failureToast } from '../../../components/ui/use-toast';
import { useMarkAttendance } from '../api/owner-bookings';
import { studentName } from './student-name';

/** Mark attendance: offered once the session has started, for a booking that was not cancelled. */
export function AttendanceButtons({ booking, now }: { booking: OwnerBooking; now: number }) {
  const mark = useMarkAttendance(booking.id);
  const started = new Date(booking.session.startTime).getTime() <= now;
  if (!started || booking.status === 'cancelled') return null;
  const name = studentName(booking);
  const run = (attendance: 'attended' | 'no-show') => {
    if (mark.isPending) return;
    mark.mutate(attendance, {
      onError: failureToast('Could not mark attendance', 'Please try again.'),
    });
  };
  return (
    <fieldset className="flex items-center gap-2" aria-label={`Attendance of ${name}`}>
      <Button
        size="sm"
        variant={booking.attendance === 'attended' ? 'primary' : 'secondary'}
        aria-pressed={booking.attendance === 'attended'}
        // Not `disabled`: that would drop the keyboard focus to the page while saving, and an owner
        // going down a long roster would start again from the top after every mark.
        aria-disabled={mark.isPending}
        onClick={() => run('attended')}
      >
        <Check aria-hidden="true" /> Attended
      </Button>
      <Button
        size="sm"
        variant={booking.attendance === 'no-show' ? 'primary' : 'secondary'}
        aria-pressed={booking.attendance === 'no-show'}
        aria-disabled={mark.isPending}
        onClick={() => run('no-show')}
      >
        <UserX aria-hidden="true" /> No-show
      </Button>
    </fieldset>
  );
}
