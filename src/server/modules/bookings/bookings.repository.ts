import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, classes, sessions, studios } from '../../db/schema';

/** The partial unique index that allows one confirmed booking per user and session. */
export const ONE_CONFIRMED_BOOKING_INDEX = 'bookings_user_session_confirmed_idx';

/**
 * Takes one place in ONE conditional UPDATE: the row lock serialises concurrent bookers, and
 * PostgreSQL re-checks the WHERE against the latest row before updating, so the count can never
 * pass the class's maximum however many instances race. Returns the class price, or undefined when
 * the session is unknown, not bookable or full.
 */
export async function takePlace(tx: DbOrTx, sessionId: string) {
  const [row] = await tx
    .update(sessions)
    .set({ currentParticipants: sql`coalesce(${sessions.currentParticipants}, 0) + 1` })
    .from(classes)
    .innerJoin(studios, eq(studios.id, classes.studioId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(classes.id, sessions.classId),
        eq(sessions.status, 'scheduled'),
        sql`${sessions.startTime} > now()`,
        sql`coalesce(${sessions.currentParticipants}, 0) < ${classes.maxParticipants}`,
        sql`coalesce(${classes.isActive}, true)`,
        sql`coalesce(${studios.isActive}, true)`,
      ),
    )
    .returning({ price: classes.price });
  return row;
}

/** Everything needed to explain why a place could not be taken, in one query. */
export async function findBookability(tx: DbOrTx, sessionId: string, userId: string) {
  const [row] = await tx
    .select({
      status: sessions.status,
      upcoming: sql<boolean>`${sessions.startTime} > now()`,
      taken: sql<number>`coalesce(${sessions.currentParticipants}, 0)`,
      maxParticipants: classes.maxParticipants,
      open: sql<boolean>`coalesce(${classes.isActive}, true) and coalesce(${studios.isActive}, true)`,
      alreadyBooked: sql<boolean>`exists (select 1 from ${bookings} where ${bookings.sessionId} = ${sessions.id}
        and ${bookings.userId} = ${userId} and ${bookings.status} = 'confirmed')`,
    })
    .from(sessions)
    .innerJoin(classes, eq(classes.id, sessions.classId))
    .innerJoin(studios, eq(studios.id, classes.studioId))
    .where(eq(sessions.id, sessionId));
  return row;
}

export async function insertBooking(tx: DbOrTx, values: typeof bookings.$inferInsert) {
  const [row] = await tx.insert(bookings).values(values).returning({ id: bookings.id });
  return row as { id: string };
}

const bookingWithDetails = {
  booking: bookings,
  session: { id: sessions.id, startTime: sessions.startTime, endTime: sessions.endTime },
  class: {
    id: classes.id,
    title: classes.title,
    serviceType: classes.serviceType,
    duration: classes.duration,
    deliveryMethod: classes.deliveryMethod,
    price: classes.price,
  },
  studio: { id: studios.id, name: studios.name, address: studios.address, city: studios.city },
};

function selectBookingsWithDetails(db: DbOrTx) {
  return db
    .select(bookingWithDetails)
    .from(bookings)
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .innerJoin(classes, eq(classes.id, sessions.classId))
    .innerJoin(studios, eq(studios.id, classes.studioId));
}

export type BookingWithDetailsRow = Awaited<ReturnType<typeof selectBookingsWithDetails>>[number];

/** A booking only if it belongs to `userId`: someone else's id reads exactly like a missing one. */
export async function findBookingOfUser(db: DbOrTx, bookingId: string, userId: string) {
  const [row] = await selectBookingsWithDetails(db).where(
    and(eq(bookings.id, bookingId), eq(bookings.userId, userId)),
  );
  return row;
}

/** All of a user's bookings, newest session first, in one query. */
export function findBookingsOfUser(db: DbOrTx, userId: string) {
  return selectBookingsWithDetails(db)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(sessions.startTime), desc(bookings.createdAt), desc(bookings.id));
}
