import { ChevronDown, Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatSessionDate } from '../../../../common/format';
import type { OwnerClass, OwnerListedSession } from '../../../../common/schemas/owner-class';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useDisclosure } from '../../../lib/use-disclosure';
import { useFocusFallback } from '../../../lib/use-focus-fallback';
import { useRoster } from '../api/owner-bookings';
import { AttendanceButtons } from './attendance-buttons';
import { CancelSessionDialog } from './cancel-session-dialog';
import { CancelledSessions } from './cancelled-sessions';
import { MeetingLinkDialog } from './meeting-link-dialog';
import { MoveSessionDialog } from './move-session-dialog';
import { attendanceTarget, studentName } from './student-name';

/** The soonest sessions are shown first; a class scheduled weekly can have dozens. */
const FIRST_SESSIONS = 5;

/** A class's sessions: when (London time), how full, who is coming, move and cancel. */
export function SessionList({ cls }: { cls: OwnerClass }) {
  const [showAll, setShowAll] = useState(false);
  const sessions = cls.upcomingSessions.filter((s) => s.status !== 'cancelled');
  // A cancelled session leaves the list with the button pressed: focus stays with the list.
  const list = useRef<HTMLUListElement>(null);
  useFocusFallback(list, cls.upcomingSessions);
  if (sessions.length === 0) {
    return (
      <>
        <p className="text-sm text-muted">No upcoming sessions. Use Schedule to add some.</p>
        <CancelledSessions cls={cls} />
      </>
    );
  }
  return (
    <>
      <ul
        ref={list}
        tabIndex={-1}
        aria-label={`Sessions of ${cls.title}`}
        className="flex flex-col divide-y divide-line outline-none"
      >
        {(showAll ? sessions : sessions.slice(0, FIRST_SESSIONS)).map((session) => (
          <SessionRow key={session.id} session={session} cls={cls} />
        ))}
      </ul>
      {sessions.length > FIRST_SESSIONS && (
        <Button variant="ghost" size="sm" className="mt-1" onClick={() => setShowAll((v) => !v)}>
          {showAll ? 'Show fewer sessions' : `Show all ${sessions.length} sessions`}
        </Button>
      )}
      <CancelledSessions cls={cls} />
    </>
  );
}

function SessionRow({ session, cls }: { session: OwnerListedSession; cls: OwnerClass }) {
  const roster = useDisclosure();
  const when = formatSessionDate(session.startTime);
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="min-w-40 font-medium text-ink">{when}</p>
        <p className="text-sm text-muted">
          <span className="font-semibold text-ink">{session.currentParticipants}</span>/{cls.maxParticipants}{' '}
          booked
        </p>
        <div className="ml-auto flex flex-wrap justify-end gap-1">
          <Button variant="ghost" size="sm" {...roster.toggle}>
            <Users aria-hidden="true" /> Roster
            <ChevronDown
              aria-hidden="true"
              className={cn('transition-transform', roster.open && 'rotate-180')}
            />
            <span className="sr-only"> for {when}</span>
          </Button>
          <MoveSessionDialog session={session} title={cls.title} />
          {cls.deliveryMethod === 'online' && <MeetingLinkDialog session={session} title={cls.title} />}
          <CancelSessionDialog session={session} title={cls.title} />
        </div>
      </div>
      <div id={roster.panelId} hidden={!roster.open}>
        {roster.open && <Roster sessionId={session.id} when={when} />}
      </div>
    </li>
  );
}

function Roster({ sessionId, when }: { sessionId: string; when: string }) {
  const roster = useRoster(sessionId, true);
  const now = Date.now();
  if (roster.isPending) return <Skeleton className="mt-2 h-10" />;
  if (roster.isError) return <p className="mt-2 text-sm text-danger">Failed to fetch the roster.</p>;
  const bookings = roster.data.bookings.filter((b) => b.status !== 'cancelled');
  if (bookings.length === 0) return <p className="mt-2 text-sm text-muted">No bookings yet.</p>;
  return (
    <ul aria-label={`Roster for ${when}`} className="mt-2 flex flex-col gap-2 rounded-card bg-sand p-3">
      {bookings.map((booking) => (
        <li key={booking.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="min-w-0 wrap-anywhere">
            <span className="font-medium text-ink">{studentName(booking)}</span>{' '}
            <span className="break-all text-muted">{booking.student.email}</span>
          </span>
          <AttendanceButtons target={attendanceTarget(booking)} now={now} />
        </li>
      ))}
    </ul>
  );
}
