import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTimetable } from '../api/owner-timetable';
import { addDays, formatDate, londonToday, mondayOf, weekOf } from './london-dates';
import { StudioFilter, type StudioOption } from './studio-filter';
import { TimetableWeek } from './timetable-week';

/**
 * The Timetable tab: one week, Monday to Sunday in London time, of the owner's sessions. One week is
 * fetched and drawn at a time, so the dashboard's page stays small however far ahead it is scheduled.
 */
export function TimetableTab({ studios }: { studios: StudioOption[] }) {
  const [monday, setMonday] = useState(() => mondayOf(londonToday()));
  const [studioId, setStudioId] = useState('');
  const days = weekOf(monday);
  const sunday = days[6] ?? monday;
  const week = useTimetable(monday, sunday, studioId || undefined);
  const thisWeek = mondayOf(londonToday());
  return (
    <>
      <h2 className="sr-only">Timetable</h2>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            size="icon"
            aria-label="Previous week"
            onClick={() => setMonday(addDays(monday, -7))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="secondary"
            size="icon"
            aria-label="Next week"
            onClick={() => setMonday(addDays(monday, 7))}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
          <Button variant="ghost" disabled={monday === thisWeek} onClick={() => setMonday(thisWeek)}>
            <CalendarDays aria-hidden="true" /> Today
          </Button>
          <p className="ml-1 font-display text-xl text-ink" aria-live="polite">
            {formatDate(monday)} – {formatDate(sunday)}
          </p>
        </div>
        <div className="w-full max-w-xs">
          <StudioFilter id="timetable-studio" studios={studios} value={studioId} onChange={setStudioId} />
        </div>
      </div>
      <TimetableWeek
        days={days}
        today={londonToday()}
        query={week}
        showStudio={studios.length > 1 && !studioId}
      />
    </>
  );
}
