import { CalendarDays, Hourglass } from 'lucide-react';
import { formatSessionDate, formatTime } from '../../../../common/format';
import type { PublicSession } from '../../../../common/schemas/session';
import { AvailabilityLabel } from '../../../components/availability-label';
import { TeacherNames } from '../../../components/teacher-names';
import { sessionAvailability } from '../../../lib/availability';
import type { ViewerSession } from '../../../lib/viewer-sessions';
import { SessionAction } from './session-action';

/**
 * The class's upcoming sessions, each with its date, teacher, places and what it offers the viewer
 * (`places`: their own booked, held or waitlisted place, by session id; empty when signed out). A
 * long action (a hold's countdown) wraps under its session rather than widen the page on a phone.
 */
export function SessionList({
  sessions,
  places,
  onPlaceChanged,
}: {
  sessions: PublicSession[];
  places: ReadonlyMap<string, ViewerSession>;
  onPlaceChanged: () => void;
}) {
  if (sessions.length === 0) {
    return (
      <p className="rounded-card bg-sand px-4 py-6 text-center text-muted">
        No upcoming sessions scheduled for this class.
      </p>
    );
  }
  return (
    <ul className="flex flex-col divide-y divide-line" aria-label="Upcoming sessions">
      {sessions.map((session) => {
        return (
          <li
            key={session.id}
            data-testid="session"
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 py-4"
          >
            <div className="flex min-w-0 flex-col gap-1">
              {/* On a phone the end time drops under the start, never a date split in two. */}
              <p className="flex items-start gap-2 font-medium text-ink">
                <CalendarDays aria-hidden="true" className="mt-1 size-4 shrink-0 text-sage" />
                <span className="flex flex-wrap items-baseline gap-x-2">
                  <span className="whitespace-nowrap">{formatSessionDate(session.startTime)}</span>
                  <span className="text-sm font-normal whitespace-nowrap text-muted">
                    – {formatTime(session.endTime)}
                  </span>
                </span>
              </p>
              {session.teacher && (
                <p className="text-sm text-muted">
                  With <TeacherNames teachers={[session.teacher]} />
                </p>
              )}
              <AvailabilityLabel availability={sessionAvailability(session.availableSpots)} />
              {session.waitingCount > 0 && (
                <p className="flex items-center gap-1.5 text-sm text-muted">
                  <Hourglass aria-hidden="true" className="size-3.5 shrink-0" />
                  {session.waitingCount} waiting
                </p>
              )}
            </div>
            <SessionAction session={session} place={places.get(session.id)} onPlaceChanged={onPlaceChanged} />
          </li>
        );
      })}
    </ul>
  );
}
