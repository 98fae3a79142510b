import type { Booking } from '../../../../common/schemas/booking';

type Dated = Pick<Booking, 'status'> & { session: Pick<Booking['session'], 'startTime'> };

/** Upcoming means the session starts in the future and the booking is confirmed. */
export function isUpcoming(booking: Dated, now: number): boolean {
  return booking.status === 'confirmed' && Date.parse(booking.session.startTime) > now;
}

const start = (b: Dated) => Date.parse(b.session.startTime);

/** Upcoming soonest first (what is next matters); everything else is Past, latest first. */
export function splitBookings<T extends Dated>(bookings: T[], now: number): { upcoming: T[]; past: T[] } {
  const upcoming = bookings.filter((b) => isUpcoming(b, now)).sort((a, b) => start(a) - start(b));
  const past = bookings.filter((b) => !isUpcoming(b, now)).sort((a, b) => start(b) - start(a));
  return { upcoming, past };
}

/**
 * The Past tab in two: the classes taken (or missed), and apart from them the bookings that were
 * cancelled, so a cancelled booking of a session still to come never reads as a class gone by.
 * Both keep the order they are given.
 */
export function splitPast<T extends Dated>(past: T[]): { taken: T[]; cancelled: T[] } {
  return {
    taken: past.filter((b) => b.status !== 'cancelled'),
    cancelled: past.filter((b) => b.status === 'cancelled'),
  };
}

interface BookingStats {
  upcoming: number;
  completed: number;
  total: number;
}

/** The three figures at the top of the dashboard: Upcoming Classes, Classes Completed, Total Bookings. */
export function bookingStats(bookings: Dated[], now: number): BookingStats {
  return {
    upcoming: bookings.filter((b) => isUpcoming(b, now)).length,
    completed: bookings.filter((b) => b.status === 'completed').length,
    total: bookings.length,
  };
}

export type DisplayStatus = 'confirmed' | 'cancelled' | 'completed' | 'pending';

/** Confirmed, cancelled and completed show as themselves; any other value shows as pending. */
export function displayStatus(status: string): DisplayStatus {
  return status === 'confirmed' || status === 'cancelled' || status === 'completed' ? status : 'pending';
}

type Held = Dated & { holdExpiresAt: string | null };

/**
 * Places held for the student and not paid yet, whose hold still runs and whose session is still
 * ahead: SPEC's Upcoming counts only confirmed bookings, so these are shown above the tabs, soonest
 * deadline first, where a student sees them before the hold runs out.
 */
export function heldBookings<T extends Held>(bookings: T[], now: number): T[] {
  return bookings
    .filter(
      (b) =>
        b.status === 'pending' &&
        b.holdExpiresAt !== null &&
        Date.parse(b.holdExpiresAt) > now &&
        start(b) > now,
    )
    .sort((a, b) => Date.parse(a.holdExpiresAt ?? '') - Date.parse(b.holdExpiresAt ?? ''));
}
