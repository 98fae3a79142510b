import { Check, UserX } from 'lucide-react';
import type { Attendance } from '../../../../common/schemas/owner-booking';
import { Button } from '../../../components/ui/button';
import { failureToast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { useMarkAttendance } from '../api/owner-bookings';

/** What marking needs of a booking, from the Bookings list or a session's roster. */
export interface AttendanceTarget {
  bookingId: string;
  /** The student's name, for the buttons' group ("Attendance of Ada Lovelace"). */
  name: string;
  status: string;
  attendance: Attendance | null;
  sessionStart: string;
}

/**
 * Mark attendance: offered once the session has started, for a booking that was not cancelled.
 * `large` is the check-in screen's: targets a thumb finds on a tablet at the front desk.
 */
export function AttendanceButtons({
  target,
  now,
  large = false,
}: {
  target: AttendanceTarget;
  now: number;
  large?: boolean;
}) {
  const mark = useMarkAttendance(target.bookingId);
  const started = new Date(target.sessionStart).getTime() <= now;
  if (!started || target.status === 'cancelled') return null;
  const run = (attendance: Attendance) => {
    if (mark.isPending) return;
    mark.mutate(attendance, {
      onError: failureToast('Could not mark attendance', 'Please try again.'),
    });
  };
  const size = large ? 'lg' : 'sm';
  // On a phone the two share the row in equal halves and may shrink (a button never shrinks by
  // default), so "No-show" stays inside its row at 360 px.
  const look = large ? 'min-h-12 min-w-0 px-3 sm:px-5' : undefined;
  const noShow = target.attendance === 'no-show';
  return (
    <fieldset
      className={cn('flex items-center gap-2', large && 'grid w-full grid-cols-2 sm:flex sm:w-auto')}
      aria-label={`Attendance of ${target.name}`}
    >
      <Button
        size={size}
        className={look}
        variant={target.attendance === 'attended' ? 'primary' : 'secondary'}
        aria-pressed={target.attendance === 'attended'}
        // Not `disabled`: that would drop the keyboard focus to the page while saving, and an owner
        // going down a long roster would start again from the top after every mark.
        aria-disabled={mark.isPending}
        onClick={() => run('attended')}
      >
        <Check aria-hidden="true" /> Attended
      </Button>
      <Button
        size={size}
        // A chosen No-show is not a second "done": a heavy dashed outline, not the solid fill of
        // Attended, so the two read apart without colour (the check-in row also says which in words).
        // Its own variant's classes: cn() does not resolve conflicting utilities.
        className={cn(look, noShow && 'border-2 border-dashed border-ink bg-ink/10')}
        variant={noShow ? 'ghost' : 'secondary'}
        aria-pressed={noShow}
        aria-disabled={mark.isPending}
        onClick={() => run('no-show')}
      >
        <UserX aria-hidden="true" /> No-show
      </Button>
    </fieldset>
  );
}
