// How Attune writes amounts and dates for people, the same on the server and in the browser.
import { clockTime, londonTime } from './london-time';

let pounds: Intl.NumberFormat | undefined;

/** "18.00" (a decimal string from the API) -> "£18.00"; "1250" -> "£1,250.00". */
export function formatPrice(amount: string | number): string {
  pounds ??= new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
  return pounds.format(Number(amount));
}

/** An instant as London sees it: "Sat 5 Dec, 18:30". */
export function formatSessionDate(iso: string | Date): string {
  const t = londonTime(iso);
  return `${t.weekday} ${t.day} ${t.monthName}, ${clockTime(t)}`;
}

/**
 * A control's name for the session it acts on, "Book Now, Mon 28 Dec 18:30": nine "Book Now" links on
 * one page must each say which session they book to a screen reader's list of links.
 */
export function sessionControlName(action: string, iso: string | Date): string {
  const t = londonTime(iso);
  return `${action}, ${t.weekday} ${t.day} ${t.monthName} ${clockTime(t)}`;
}

/** An exact instant for rules that hinge on it (cancellation deadlines): "Fri 4 Dec 2026, 18:30 (London time)". */
export function formatLondonDateTime(iso: string | Date): string {
  const t = londonTime(iso);
  return `${t.weekday} ${t.day} ${t.monthName} ${t.year}, ${clockTime(t)} (London time)`;
}

/** "2026-12" -> "December 2026": when a review was written, no closer (reviews show the month only). */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-');
  return `${LONG_MONTHS[Number(number) - 1] ?? ''} ${year}`.trim();
}

const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A London calendar day: "Fri 4 Dec 2026" (a pass's expiry, a membership's renewal). */
export function formatLondonDate(iso: string | Date): string {
  const t = londonTime(iso);
  return `${t.weekday} ${t.day} ${t.monthName} ${t.year}`;
}

/** "18:30" in London. */
export function formatTime(iso: string | Date): string {
  return clockTime(londonTime(iso));
}

/**
 * A rating to one decimal place, rounded half-up on its decimal digits ("4.85" is "4.9", "4.95" is
 * "5.0"): floating point would turn 4.85 into 4.8499… and show "4.8".
 */
export function formatRating(rating: string | number): string {
  const text = typeof rating === 'number' ? rating.toFixed(2) : rating.trim();
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return '0.0';
  const digits = `${match[2] ?? ''}00`;
  let tenths = Number(match[1]) * 10 + Number(digits[0]);
  if (Number(digits[1]) >= 5) tenths += 1;
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/** Where a studio is, on one line: "12 Rose Lane, London N1 2AB" (the postcode only when there is one). */
export function formatAddress(place: { address: string; city: string; postcode?: string | null }): string {
  return `${place.address}, ${place.city}${place.postcode ? ` ${place.postcode}` : ''}`;
}

export function formatDuration(minutes: number): string {
  return `${minutes} min`;
}

/** When something happened, as a notification says it: "Just now", "5 min ago", "3 h ago", then the date. */
export function formatTimeAgo(iso: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return formatSessionDate(iso);
}
