import { clockTime, londonTime } from './london-time';

/** "18.00" (a decimal string from the API) -> "£18.00"; "1250" -> "£1,250.00". */
export function formatPrice(amount: string | number): string {
  const [pounds = '0', pence = '00'] = Number(amount).toFixed(2).split('.');
  return `£${pounds.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${pence}`;
}

/** An instant as London sees it: "Sat 5 Dec, 18:30". */
export function formatSessionDate(iso: string): string {
  const t = londonTime(iso);
  return `${t.weekday} ${t.day} ${t.monthName}, ${clockTime(t)}`;
}

/** An exact instant for rules that hinge on it (cancellation deadlines): "Fri 4 Dec 2026, 18:30 (London time)". */
export function formatLondonDateTime(iso: string): string {
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

/** "18:30" in London. */
export function formatTime(iso: string): string {
  return clockTime(londonTime(iso));
}

/** "4.90" -> "4.9": ratings are shown to one decimal place. */
export function formatRating(rating: string | number): string {
  return Number(rating).toFixed(1);
}

export function formatDuration(minutes: number): string {
  return `${minutes} min`;
}
