import { formatSessionDate } from '../../../../common/format';
import { MAX_TIMETABLE_DAYS } from '../../../../common/schemas/owner-range';
import { daysBetween } from '../../../../common/weekly-schedule';
import { FormField } from '../../../components/ui/form-field';
import { fieldClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import type { BookingFilters } from '../api/owner-bookings';
import { useTimetable } from '../api/owner-timetable';
import { DateField, NameSearchField } from './filter-fields';
import { StudioFilter, type StudioOption } from './studio-filter';

/** What the owner has typed and chosen; the name is sent once the typing pauses. */
export interface BookingFilterState {
  studioId: string;
  from: string;
  to: string;
  sessionId: string;
  name: string;
}

/** The filters as the route takes them: empty ones left out, a session only within its dates. */
export function toBookingFilters(state: BookingFilterState, q: string): BookingFilters {
  return {
    studioId: state.studioId || undefined,
    from: state.from || undefined,
    to: state.to || undefined,
    sessionId: state.sessionId || undefined,
    q: q.trim() || undefined,
  };
}

/**
 * Studio, From, To, Session and Name or e-mail. The sessions to choose from are those of the dates
 * chosen, read from the timetable, which answers at most six weeks: a longer range offers none.
 */
export function BookingFiltersBar({
  studios,
  state,
  onChange,
}: {
  studios: StudioOption[];
  state: BookingFilterState;
  onChange: (next: BookingFilterState) => void;
}) {
  const span = state.from && state.to ? daysBetween(state.from, state.to) : undefined;
  const canList = span !== undefined && span >= 0 && span < MAX_TIMETABLE_DAYS;
  const sessions = useTimetable(state.from, state.to, state.studioId || undefined, canList);
  const set = (patch: Partial<BookingFilterState>) => {
    // A session chosen belongs to the dates and studio it was chosen in.
    const keepsSession = !('from' in patch || 'to' in patch || 'studioId' in patch);
    onChange({ ...state, ...patch, sessionId: keepsSession ? (patch.sessionId ?? state.sessionId) : '' });
  };
  return (
    <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      <StudioFilter
        id="bookings-studio"
        studios={studios}
        value={state.studioId}
        onChange={(studioId) => set({ studioId })}
      />
      <DateField id="bookings-from" label="From" value={state.from} onChange={(from) => set({ from })} />
      <DateField id="bookings-to" label="To" value={state.to} onChange={(to) => set({ to })} />
      <FormField id="bookings-session" label="Session">
        <select
          id="bookings-session"
          value={state.sessionId}
          disabled={!canList}
          onChange={(event) => set({ sessionId: event.target.value })}
          className={cn(fieldClasses, 'h-12')}
        >
          {/* Disabled, the select says itself what it waits for (a hint above it would misalign the row). */}
          <option value="">{canList ? 'All sessions' : 'Choose From and To first'}</option>
          {canList &&
            sessions.data?.map((s) => (
              <option key={s.id} value={s.id}>
                {formatSessionDate(s.startTime)} · {s.classTitle}
              </option>
            ))}
        </select>
      </FormField>
      <NameSearchField id="bookings-name" value={state.name} onChange={(name) => set({ name })} />
    </div>
  );
}
