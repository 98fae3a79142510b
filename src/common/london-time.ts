import { TIME_ZONE } from './constants';

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function londonParts(date: Date) {
  const parts = Object.fromEntries(partsFormatter.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** The calendar date in London for an instant, as a UTC-midnight Date (used only for day arithmetic). */
export function londonDay(instant: Date): Date {
  const p = londonParts(instant);
  return new Date(Date.UTC(p.year, p.month - 1, p.day));
}

/**
 * The instant at which London's wall clock shows `hour:minute` on `day` (handles GMT and BST). A time
 * shown twice (01:30 on the last Sunday of October) is the later, GMT one.
 */
export function atLondonTime(day: Date, hour: number, minute: number): Date {
  const guess = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute);
  const shown = londonParts(new Date(guess));
  const shownAsUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute);
  const instant = new Date(guess - (shownAsUtc - guess));
  // A time the clocks skip (01:30 on the last Sunday of March) does not exist: like Temporal's
  // 'compatible' disambiguation, it becomes the same time after the jump (02:30 BST).
  const check = londonParts(instant);
  if (check.hour !== hour || check.minute !== minute) return new Date(instant.getTime() + 3_600_000);
  return instant;
}

export function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * 86_400_000);
}
