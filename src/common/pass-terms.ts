import { atLondonTime, londonDay, londonTime } from './london-time';
import type { PassStatus } from './statuses';

// The calendar of passes and memberships, in London's dates (docs/decisions/0055, 0056): a pack's
// days and a membership's months are counted on London's calendar and keep the time of day of the
// purchase, across either clock change.

/** The London wall-clock time of `from` (to the millisecond) on another London day. */
function sameTimeOn(day: Date, from: Date): Date {
  const t = londonTime(from);
  const minuteStart = atLondonTime(londonDay(from), t.hour, t.minute);
  return new Date(atLondonTime(day, t.hour, t.minute).getTime() + (from.getTime() - minuteStart.getTime()));
}

/** `days` London calendar days after `from`, at the same London time: a pack's expiry. */
export function addLondonDays(from: Date, days: number): Date {
  const day = londonDay(from);
  return sameTimeOn(new Date(day.getTime() + days * 86_400_000), from);
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * `months` calendar months after `from`, on the `anchorDay` of that month (clamped to its length),
 * at the same London time. Counted from the first period's start each time, not from the last
 * renewal, so a membership bought on 31 January renews on 28 (or 29) February and then on 31 March.
 */
export function addCalendarMonths(from: Date, months: number, anchorDay: number): Date {
  const start = londonTime(from);
  const index = start.year * 12 + (start.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(anchorDay, daysInMonth(year, month));
  return sameTimeOn(new Date(Date.UTC(year, month - 1, day)), from);
}

/** The London day of the month a membership bought at `validFrom` renews on. */
export const anchorDayOf = (validFrom: Date) => londonTime(validFrom).day;

/**
 * A pass's status as answered: a stored 'active' pass whose last moment has passed and that will not
 * renew reads 'expired' (derived when read, like a booking's 'completed'; no job writes it).
 */
export function passStatusAt(
  pass: { status: PassStatus; expiresAt: Date; renewsAt: Date | null },
  now: Date,
): PassStatus {
  return pass.status === 'active' && pass.renewsAt === null && pass.expiresAt <= now
    ? 'expired'
    : pass.status;
}

/** The cooling-off period of a membership (the DMCC Act's 14 days from the purchase). */
export const COOLING_OFF_DAYS = 14;

/**
 * Whether a membership bought at `validFrom` is still in its cooling-off period at `now`: cancelling
 * then ends it at once with a refund. The server's rule, and what the dashboard promises beforehand.
 */
export function inCoolingOff(validFrom: Date | string, now: Date | number): boolean {
  return new Date(now).getTime() - new Date(validFrom).getTime() < COOLING_OFF_DAYS * 86_400_000;
}
