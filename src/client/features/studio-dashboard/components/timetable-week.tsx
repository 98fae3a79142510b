import type { UseQueryResult } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { formatTime } from '../../../../common/format';
import { isoDate, londonTime } from '../../../../common/london-time';
import type { TimetableSession } from '../../../../common/schemas/owner-timetable';
import { StatusPanel } from '../../../components/status-panel';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatDate } from './london-dates';
import { SessionPanel } from './session-panel';

/**
 * The week's seven days: side by side as a grid from 640 px, one under the other (a day list) on a
 * phone. One set of elements for both, laid out by CSS, so a phone draws no hidden second copy.
 */
export function TimetableWeek({
  days,
  today,
  query,
  showStudio,
}: {
  days: string[];
  today: string;
  query: UseQueryResult<TimetableSession[]>;
  showStudio: boolean;
}) {
  if (query.isPending) return <Skeleton shape="card" className="h-64" />;
  if (query.isError) {
    return (
      <StatusPanel
        icon={CloudOff}
        tone="error"
        title="Failed to fetch the timetable"
        action={
          <Button variant="secondary" onClick={() => query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  const byDay = new Map<string, TimetableSession[]>(days.map((d) => [d, []]));
  // A session belongs to the London day it starts on (docs/decisions/0059).
  for (const session of query.data) byDay.get(isoDate(londonTime(session.startTime)))?.push(session);
  return (
    <div
      aria-busy={query.isPlaceholderData}
      className={cn(
        'grid gap-4 transition-opacity sm:grid-cols-7 sm:gap-2',
        query.isPlaceholderData && 'opacity-60',
      )}
    >
      {days.map((day) => {
        const sessions = byDay.get(day) ?? [];
        const label = formatDate(day, 'long');
        return (
          <section
            key={day}
            aria-label={label}
            data-testid="timetable-day"
            className={cn(
              'flex min-w-0 flex-col gap-2 rounded-card bg-surface p-3 shadow-raised sm:min-h-40 sm:p-2',
              day === today && 'ring-2 ring-sage/50',
            )}
          >
            <h3 className="text-sm font-semibold text-ink">
              {formatDate(day)}
              {day === today && <span className="ml-1 font-normal text-sage">(today)</span>}
            </h3>
            {sessions.length === 0 ? (
              <p className="text-sm text-muted">No sessions</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {sessions.map((session) => (
                  <li key={session.id}>
                    <SessionButton session={session} showStudio={showStudio} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** A session in the week (or today's list): its time, class and places; it opens the session's panel. */
export function SessionButton({ session, showStudio }: { session: TimetableSession; showStudio: boolean }) {
  const cancelled = session.status === 'cancelled';
  const full = !cancelled && session.booked >= session.capacity;
  return (
    <SessionPanel session={session}>
      <button
        type="button"
        className={cn(
          'flex w-full min-w-0 flex-col items-start gap-0.5 rounded-lg border border-line bg-sand/60 p-2 text-left text-sm transition-colors hover:border-sage/50 hover:bg-sage/5 focus-visible:outline-2 focus-visible:outline-sage',
          cancelled && 'bg-ink/5',
        )}
      >
        <span className="font-semibold text-ink">{formatTime(session.startTime)}</span>
        <span className={cn('w-full wrap-anywhere text-ink', cancelled && 'text-muted line-through')}>
          {session.classTitle}
        </span>
        {showStudio && <span className="w-full wrap-anywhere text-xs text-muted">{session.studioName}</span>}
        <span className="text-muted">
          {session.booked}/{session.capacity} booked
          {session.waitlisted > 0 && `, ${session.waitlisted} waiting`}
        </span>
        {(full || cancelled) && (
          <Badge
            className={cn(
              'px-2 py-1 text-xs',
              cancelled ? 'bg-danger/10 text-danger' : 'bg-clay/15 text-ink',
            )}
          >
            {cancelled ? 'Cancelled' : 'Full'}
          </Badge>
        )}
      </button>
    </SessionPanel>
  );
}
