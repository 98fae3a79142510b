/**
 * London wall-clock time without Intl. The first Intl formatter a page creates makes the browser load
 * its locale data: about 35 ms of main thread on a laptop and four times that on a mid-range phone,
 * inside the task that hydrates the page (it was the largest single cost on /browse). Every date on
 * Attune is shown in London, whose rule is fixed by law: UK summer time (UTC+1) runs from 01:00 UTC on
 * the last Sunday of March to 01:00 UTC on the last Sunday of October, as it has since 1996. The tests
 * check these functions against Intl's Europe/London for every hour over a decade.
 */

const HOUR_MS = 3_600_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** en-GB short month names, as ICU spells them ("Sept", not "Sep"). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/** 01:00 UTC on the last Sunday of `month` (0-based) of `year`: when London's clocks change. */
function clockChange(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

export interface LondonTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  weekday: (typeof WEEKDAYS)[number];
  monthName: (typeof MONTHS)[number];
  hour: number;
  minute: number;
}

/** The calendar date and clock time in London at an instant. */
export function londonTime(instant: Date | string | number): LondonTime {
  const utc = new Date(instant).getTime();
  const year = new Date(utc).getUTCFullYear();
  const summer = utc >= clockChange(year, 2) && utc < clockChange(year, 9);
  const wall = new Date(utc + (summer ? HOUR_MS : 0));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    weekday: WEEKDAYS[wall.getUTCDay()] as LondonTime['weekday'],
    monthName: MONTHS[wall.getUTCMonth()] as LondonTime['monthName'],
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

export const twoDigits = (n: number): string => String(n).padStart(2, '0');

/** "18:30" */
export function clockTime(t: LondonTime): string {
  return `${twoDigits(t.hour)}:${twoDigits(t.minute)}`;
}

/** "2026-12-05": the value an <input type="date"> takes. */
export function isoDate(t: LondonTime): string {
  return `${t.year}-${twoDigits(t.month)}-${twoDigits(t.day)}`;
}
