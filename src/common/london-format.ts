import { TIME_ZONE } from './constants';

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const SHORT = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Tuesday 1 December 2026 at 18:30", London time. */
export function londonDateTime(instant: Date): string {
  const parts = Object.fromEntries(DATE_TIME.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year} at ${parts.hour}:${parts.minute}`;
}

/** "18:30", London time. */
export const londonTime = (instant: Date) => TIME.format(instant);

/** "Tue 1 Dec, 18:30", London time. */
export const londonShort = (instant: Date) => SHORT.format(instant);

const DAY = new Intl.DateTimeFormat('en-GB', {
  // A calendar day is not an instant: read at UTC midnight in UTC, it is the same day everywhere.
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** "Tuesday 24 November" for the calendar day "2026-11-24". */
export function dayName(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`));
}
