// Calendar dates as the API takes them ("YYYY-MM-DD"), checked once for every caller: the catalogue's
// `date` filter, weekly schedules and the owner's one-off sessions.

/**
 * Years an instant or date may fall in. PostgreSQL has no year 0 ("0000-01-01" is an error there)
 * and JavaScript writes years past 9999 as "+010000", which PostgreSQL does not read.
 */
export const FIRST_YEAR = 1;
export const LAST_YEAR = 9999;

/** "2027-03-01" as UTC midnight (a calendar date for day arithmetic, not an instant). */
export function calendarDate(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const year = Number(match[1]);
  if (year < FIRST_YEAR) return undefined;
  const date = new Date(Date.UTC(year, Number(match[2]) - 1, Number(match[3])));
  // Date.UTC maps years 0-99 onto 1900-1999.
  date.setUTCFullYear(year);
  // Rejects 2027-02-30, which Date.UTC would roll over into March.
  return date.toISOString().slice(0, 10) === text ? date : undefined;
}

/** A calendar date written YYYY-MM-DD that exists (2026-02-30 and year 0 do not). */
export function isCalendarDate(text: string): boolean {
  return calendarDate(text) !== undefined;
}

/**
 * The dates a query may ask about (the catalogue's day, the owner's reports and roster), both
 * included. Storable years reach 9999, but a report "to 9999-12-31" runs through the end of that day,
 * into year 10000, which neither PostgreSQL nor JavaScript's ISO form carries (issue 63: a 500). No
 * booking of Attune's falls outside this century, and a fixed range reads the same on every server,
 * in the browser's checks, and at any time of day.
 */
export const EARLIEST_QUERY_DATE = '2000-01-01';
export const LATEST_QUERY_DATE = '2099-12-31';

/** A YYYY-MM-DD date (or an instant's London day) within the range a query may ask about. */
export const isQueryDate = (day: string) => day >= EARLIEST_QUERY_DATE && day <= LATEST_QUERY_DATE;

/** What a query parameter outside that range is told: "to must be a date between … and …". */
export const queryDateMessage = (label: string) =>
  `${label} must be a date between ${EARLIEST_QUERY_DATE} and ${LATEST_QUERY_DATE}`;

/** Whether the instant's UTC year is one both PostgreSQL and JavaScript's ISO form can carry. */
export function isStorableInstant(instant: Date): boolean {
  const year = instant.getUTCFullYear();
  return year >= FIRST_YEAR && year <= LAST_YEAR;
}
