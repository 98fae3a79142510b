import { calendarDate } from './calendar-date';
import { addDays, atLondonTime } from './london-time';

/** iCalendar's weekday codes (RFC 5545 BYDAY), Monday first. */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
type Weekday = (typeof WEEKDAYS)[number];

/** A weekly schedule spans at most this many weeks from its first to its last date. */
export const MAX_SCHEDULE_WEEKS = 26;
export const MAX_SCHEDULE_DAYS = MAX_SCHEDULE_WEEKS * 7;

interface WeeklyRule {
  weekdays: readonly Weekday[];
  /** London wall-clock time, "HH:MM" (24-hour). */
  startTime: string;
  /** First and last calendar dates, "YYYY-MM-DD", both included. */
  from: string;
  until: string;
}

/** Whole days from `from` to `until` ("YYYY-MM-DD"); undefined when either is not a date. */
export function daysBetween(from: string, until: string): number | undefined {
  const a = calendarDate(from);
  const b = calendarDate(until);
  if (!a || !b) return undefined;
  return Math.round((b.getTime() - a.getTime()) / 86_400_000);
}

/** Date#getUTCDay (Sunday 0) as the rule's code. */
const CODE_OF_DAY: readonly Weekday[] = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/**
 * The start instants of a weekly rule: every date from `from` to `until` whose weekday is in
 * `weekdays`, at `startTime` on London's wall clock whatever the season (GMT or BST), and only
 * those after `now`, soonest first. The server creates exactly these sessions and the owner's page
 * previews them with this same function, so the preview and the result agree.
 */
export function scheduleDates(rule: WeeklyRule, now: Date): Date[] {
  const first = calendarDate(rule.from);
  const span = daysBetween(rule.from, rule.until);
  const time = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(rule.startTime);
  if (!first || span === undefined || span < 0 || span > MAX_SCHEDULE_DAYS || !time) return [];
  const wanted = new Set(rule.weekdays);
  const dates: Date[] = [];
  for (let offset = 0; offset <= span; offset++) {
    const day = addDays(first, offset);
    if (!wanted.has(CODE_OF_DAY[day.getUTCDay()] as Weekday)) continue;
    const start = atLondonTime(day, Number(time[1]), Number(time[2]));
    if (start > now) dates.push(start);
  }
  return dates;
}
