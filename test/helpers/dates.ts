// Dates for tests that need a calendar (a clock change, a weekday, a year's end) without writing one
// down: each is found from the real today, so no test depends on today being before or after a date
// written in it. Calendar days are UTC dates written YYYY-MM-DD.

const DAY_MS = 86_400_000;
const WEEKDAY_INDEX = { SU: 0, MO: 1, TU: 2, WE: 3, TH: 4, FR: 5, SA: 6 } as const;
export type Weekday = keyof typeof WEEKDAY_INDEX;

/**
 * Next year: every day of it lies ahead of the real today and within the two-year schedule horizon,
 * whatever today is.
 */
export const NEXT_YEAR = new Date().getUTCFullYear() + 1;

/** The first leap year from next year on: a 29 February that lies ahead. */
export const NEXT_LEAP_YEAR = (() => {
  let year = NEXT_YEAR;
  while (new Date(Date.UTC(year, 1, 29)).getUTCMonth() !== 1) year++;
  return year;
})();

/**
 * The first year from next year on that is laid out like `year`: the same weekday on every date. The
 * Gregorian calendar repeats every 28 years (until 2100), so a test written for, say, 2030's Mondays
 * keeps them once 2030 has passed.
 */
export function yearLike(year: number): number {
  let like = year;
  while (like < NEXT_YEAR) like += 28;
  return like;
}

/** `YYYY-MM-DD` of next year, e.g. nextYear('03-01'). */
export const nextYear = (monthDay: string) => `${NEXT_YEAR}-${monthDay}`;

/** The calendar day `days` after `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first `weekday` on or after `day`. */
export function weekdayOnOrAfter(day: string, weekday: Weekday): string {
  const index = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, (WEEKDAY_INDEX[weekday] - index + 7) % 7);
}

/** Every day from `from` to `until` (both included) that falls on one of `weekdays`, in order. */
export function weekdaysBetween(from: string, until: string, weekdays: readonly Weekday[]): string[] {
  const wanted = new Set<number>(weekdays.map((w) => WEEKDAY_INDEX[w]));
  const days: string[] = [];
  for (let day = from; day <= until; day = addDays(day, 1)) {
    if (wanted.has(new Date(`${day}T00:00:00Z`).getUTCDay())) days.push(day);
  }
  return days;
}

/** The last Sunday of a month: London's clocks change on March's and October's. */
export function lastSunday(year: number, month: number): string {
  const lastDay = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return weekdayOnOrAfter(addDays(lastDay, -6), 'SU');
}

/** The UTC day `days` after the real today, at `time`: an instant fixed for a run, never near today. */
export function daysFromToday(days: number, time = '09:00:00Z'): string {
  return `${new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)}T${time}`;
}
