import { and, desc, eq, sql } from 'drizzle-orm';
import { selectBookingsWithDetails } from '../../db/booking-details';
import type { DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { bookings, sessions } from '../../db/schema';

export type { BookingWithDetailsRow } from '../../db/booking-details';

/** A booking only if it belongs to `userId`: someone else's id reads exactly like a missing one. */
export async function findBookingOfUser(db: DbOrTx, bookingId: string, userId: string) {
  const [row] = await prepared(db, 'booking_of_user', (d) =>
    selectBookingsWithDetails(d)
      .where(
        and(eq(bookings.id, sql.placeholder('bookingId')), eq(bookings.userId, sql.placeholder('userId'))),
      )
      .prepare('booking_of_user'),
  ).execute({ bookingId, userId });
  return row;
}

/** All of a user's bookings, newest session first, in one prepared query. */
export function findBookingsOfUser(db: DbOrTx, userId: string) {
  return prepared(db, 'bookings_of_user', (d) =>
    selectBookingsWithDetails(d)
      .where(eq(bookings.userId, sql.placeholder('userId')))
      .orderBy(desc(sessions.startTime), desc(bookings.createdAt), desc(bookings.id))
      .prepare('bookings_of_user'),
  ).execute({ userId });
}
