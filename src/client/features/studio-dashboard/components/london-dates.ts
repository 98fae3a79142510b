import { isoDate, londonTime } from '../../../../common/london-time';

// Calendar arithmetic on London dates written YYYY-MM-DD, as the owner's reports take them
// (docs/decisions/0059). A date is read as UTC midnight only to count days: no clock is involved.

const DAY = 86_400_000;
const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);
const fromUtc = (day: Date) => day.toISOString().slice(0, 10);

/** Today's date in London. */
export function londonToday(now: number = Date.now()): string {
  return isoDate(londonTime(now));
}

export function addDays(date: string, days: number): string {
  return fromUtc(new Date(asUtc(date).getTime() + days * DAY));
}

/** The Monday of the week the date is in (weeks run Monday to Sunday). */
export function mondayOf(date: string): string {
  const weekday = (asUtc(date).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** The seven dates of the week starting on `monday`. */
export function weekOf(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The first and last dates of the month the date is in. */
export function monthOf(date: string): { from: string; to: string } {
  const day = asUtc(date);
  const last = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0));
  return { from: `${date.slice(0, 7)}-01`, to: fromUtc(last) };
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A date for people: "Mon 3 Mar" (short) or "Monday 3 March" (long), in English as the site is. */
export function formatDate(date: string, style: 'short' | 'long' = 'short'): string {
  let format = formats.get(style);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC',
      weekday: style,
      day: 'numeric',
      month: style,
    });
    formats.set(style, format);
  }
  return format.format(asUtc(date)).replace(',', '');
}
