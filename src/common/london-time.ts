import { TIME_ZONE } from './constants';

// Every date on Attune is London's. The one implementation of London's clock is the platform's
// time-zone database through Intl, on the server and in the browser alike: no daylight-saving rule is
// written here. Formatters are made on first use, so a page that shows no date never builds one.

let numericFormatter: Intl.DateTimeFormat | undefined;
let namedFormatter: Intl.DateTimeFormat | undefined;

function partsOf(formatter: Intl.DateTimeFormat, instant: Date | number): Record<string, string> {
  return Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
}

function londonParts(instant: Date | number) {
  numericFormatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = partsOf(numericFormatter, instant);
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

interface LondonTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** "Sat", as en-GB writes it */
  weekday: string;
  /** "Sept", as en-GB writes it */
  monthName: string;
  hour: number;
  minute: number;
}

/**
 * The instants read lately, with what London's clock showed: a page writes the same sessions' times
 * for every visitor, and each reading asks the time-zone database twice (formatToParts, the dearest
 * part of drawing a card's "Next: Sat 5 Dec, 18:30"). Bounded: emptied when full.
 */
const readLately = new Map<number, Readonly<LondonTime>>();
const READ_LATELY_MAX = 4096;

/** The calendar date and clock time in London at an instant. */
export function londonTime(instant: Date | string | number): Readonly<LondonTime> {
  const at = new Date(instant);
  const key = at.getTime();
  const known = readLately.get(key);
  if (known) return known;
  namedFormatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    weekday: 'short',
    month: 'short',
  });
  const names = partsOf(namedFormatter, at);
  const time = Object.freeze({
    ...londonParts(at),
    weekday: names.weekday ?? '',
    monthName: names.month ?? '',
  });
  if (readLately.size >= READ_LATELY_MAX) readLately.clear();
  readLately.set(key, time);
  return time;
}

const twoDigits = (n: number): string => String(n).padStart(2, '0');

/** "18:30" */
export function clockTime(t: Pick<LondonTime, 'hour' | 'minute'>): string {
  return `${twoDigits(t.hour)}:${twoDigits(t.minute)}`;
}

/** "2026-12-05": the value an <input type="date"> takes. */
export function isoDate(t: Pick<LondonTime, 'year' | 'month' | 'day'>): string {
  return `${t.year}-${twoDigits(t.month)}-${twoDigits(t.day)}`;
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
  const shown = londonParts(guess);
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
