import { findCalendarBooking } from '../../calendar/calendar.repository';
import { bookingsCalendar } from '../../calendar/ics';
import { type BookingDetails, findBookingDetails } from '../event-details.repository';
import { type OptionalKind, unsubscribeKey } from '../unsubscribe.repository';
import { unsubscribeToken } from '../unsubscribe-token';
import type { Gather } from './message';

// The gathering every message shares: its rows, and for an e-mail its attachments.

/** A booking and, for an e-mail, its calendar file as it stands now (same UID, SEQUENCE, STATUS). */
export type BookingData = BookingDetails & { ics?: string };

export async function withIcs(g: Gather, b: BookingDetails): Promise<BookingData> {
  if (!g.mailAt) return b;
  const row = await findCalendarBooking(g.db, b.bookingId, b.userId);
  return { ...b, ics: row && bookingsCalendar([row], 'Attune booking', g.mailAt) };
}

/** The bookings named, with their calendar files when `ics`. */
export async function loadBookings(g: Gather, bookingIds: string[], ics = false): Promise<BookingData[]> {
  const booked = await findBookingDetails(g.db, bookingIds);
  return ics ? Promise.all(booked.map((b) => withIcs(g, b))) : booked;
}

/** The one booking an event is about; undefined once it is gone. */
export async function loadBooking(g: Gather, bookingId: string, ics = false) {
  const [b] = await loadBookings(g, [bookingId], ics);
  return b;
}

/** For an optional e-mail: the signed token that switches its kind off for this person (docs/decisions/0069). */
export async function unsubscribeFor(g: Gather, userId: string, kind: OptionalKind) {
  return g.mailAt ? unsubscribeToken(await unsubscribeKey(g.db), userId, kind) : undefined;
}
