import { TIME_ZONE } from '../../common/constants';

const priceFormatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** "18.00" (a decimal string from the API) -> "£18.00". */
export function formatPrice(amount: string | number): string {
  return priceFormatter.format(Number(amount));
}

const sessionFormatter = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

/** An instant as London sees it: "Sat 5 Dec, 18:30". */
export function formatSessionDate(iso: string): string {
  return sessionFormatter.format(new Date(iso));
}

const timeFormatter = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

export function formatTime(iso: string): string {
  return timeFormatter.format(new Date(iso));
}

/** "4.90" -> "4.9": ratings are shown to one decimal place. */
export function formatRating(rating: string | number): string {
  return Number(rating).toFixed(1);
}

export function formatDuration(minutes: number): string {
  return `${minutes} min`;
}
