import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { bookedSessionColumns, joinBookingStudio } from '../../db/booking-joins';
import type { DbOrTx } from '../../db/client';
import { bookings, sessions, users } from '../../db/schema';

const calendarColumns = {
  bookingId: bookings.id,
  bookingStatus: bookings.status,
  createdAt: bookings.createdAt,
  cancelledAt: bookings.cancelledAt,
  ...bookedSessionColumns,
  // The session's version, raised each time the studio moves it: a calendar keeps the highest.
  sequence: sessions.sequence,
};

function selectCalendarBookings(db: DbOrTx) {
  return joinBookingStudio(db.select(calendarColumns).from(bookings).$dynamic());
}

export type CalendarBooking = Awaited<ReturnType<typeof selectCalendarBookings>>[number];

/** One booking of `userId` (someone else's reads as missing). */
export async function findCalendarBooking(db: DbOrTx, bookingId: string, userId: string) {
  const [row] = await selectCalendarBookings(db).where(
    and(eq(bookings.id, bookingId), eq(bookings.userId, userId)),
  );
  return row;
}

/**
 * The feed's bookings: every booking of a session that has not ended, confirmed or cancelled (a
 * cancelled one stays in the feed so subscribed calendars mark it cancelled rather than keep it).
 */
export function findFeedBookings(db: DbOrTx, userId: string, now: Date) {
  return selectCalendarBookings(db)
    .where(
      and(
        eq(bookings.userId, userId),
        inArray(bookings.status, ['confirmed', 'cancelled']),
        gt(sessions.endTime, now),
      ),
    )
    .orderBy(asc(sessions.startTime), asc(bookings.id));
}

export async function findUserIdByFeedHash(db: DbOrTx, hash: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.calendarFeedHash, hash));
  return row?.id;
}

export async function hasFeed(db: DbOrTx, userId: string) {
  const [row] = await db.select({ hash: users.calendarFeedHash }).from(users).where(eq(users.id, userId));
  return row?.hash != null;
}

/** Replaces (or with null, revokes) the user's feed secret hash. */
export async function setFeedHash(db: DbOrTx, userId: string, hash: string | null) {
  await db.update(users).set({ calendarFeedHash: hash }).where(eq(users.id, userId));
}
