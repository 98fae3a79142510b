import { CalendarCheck, CloudOff } from 'lucide-react';
import { StatusPanel } from '../../../components/status-panel';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTimetable } from '../api/owner-timetable';
import { formatDate, londonToday } from './london-dates';
import type { StudioOption } from './studio-filter';
import { SessionButton } from './timetable-week';

/**
 * The Today tab (issue 69, item 11): the owner's sessions today, each opening its panel with the
 * check-in roster. It is where a phone opens the dashboard, because on the day that is the job.
 */
export function TodayTab({ studios }: { studios: StudioOption[] }) {
  const today = londonToday();
  const query = useTimetable(today, today, undefined);
  return (
    <>
      <h2 className="mb-6 text-2xl text-ink">Today, {formatDate(today, 'long')}</h2>
      {query.isPending ? (
        <Skeleton shape="card" className="h-40" />
      ) : query.isError ? (
        <StatusPanel
          icon={CloudOff}
          tone="error"
          title="Failed to fetch today's sessions"
          action={
            <Button variant="secondary" onClick={() => query.refetch()}>
              Try again
            </Button>
          }
        />
      ) : query.data.length === 0 ? (
        <StatusPanel icon={CalendarCheck} title="No sessions today">
          <p>Sessions you schedule for today appear here, with their check-in.</p>
        </StatusPanel>
      ) : (
        <ul aria-label="Today's sessions" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {query.data.map((session) => (
            <li key={session.id}>
              <SessionButton session={session} showStudio={studios.length > 1} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
