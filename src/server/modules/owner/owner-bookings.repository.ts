import { and, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Attendance, OwnerStats } from '../../../common/schemas/owner-booking';
import { joinBookingStudent } from '../../db/booking-joins';
import type { DbOrTx } from '../../db/client';
import { bookings, classes, sessions, studios, users } from '../../db/schema';
import { cursorInstant, type InstantCursor, olderThan } from '../../lib/instant-cursor';

const rosterColumns = {
  booking: bookings,
  /** Exact to the microsecond, for the page cursor (a Date keeps only milliseconds). */
  cursorTime: cursorInstant(bookings.createdAt),
  student: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
  session: {
    id: sessions.id,
    startTime: sessions.startTime,
    endTime: sessions.endTime,
    status: sessions.status,
  },
  class: { id: classes.id, title: classes.title, serviceType: classes.serviceType },
  studio: { id: studios.id, name: studios.name },
};

function roster(db: DbOrTx, where: SQL | undefined) {
  return joinBookingStudent(db.select(rosterColumns).from(bookings).$dynamic()).where(where);
}

export type RosterRow = Awaited<ReturnType<typeof roster>>[number];

interface RosterFilter {
  ownerId: string;
  sessionId?: string;
  studioId?: string;
  from?: Date;
  to?: Date;
  /** The last row of the previous page. */
  after?: InstantCursor;
  limit: number;
}

/** Bookings on the owner's sessions, newest first, one page (keyset: created_at, id). */
export function findRoster(db: DbOrTx, filter: RosterFilter) {
  return roster(
    db,
    and(
      eq(studios.userId, filter.ownerId),
      filter.sessionId ? eq(bookings.sessionId, filter.sessionId) : undefined,
      filter.studioId ? eq(studios.id, filter.studioId) : undefined,
      filter.from ? gte(sessions.startTime, filter.from) : undefined,
      filter.to ? lte(sessions.startTime, filter.to) : undefined,
      filter.after ? olderThan(bookings.createdAt, bookings.id, filter.after) : undefined,
    ),
  )
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(filter.limit);
}

export async function findOwnBooking(db: DbOrTx, bookingId: string, ownerId: string) {
  const [row] = await roster(db, and(eq(bookings.id, bookingId), eq(studios.userId, ownerId)));
  return row;
}

export async function ownsSession(db: DbOrTx, sessionId: string, ownerId: string) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(classes, eq(classes.id, sessions.classId))
    .innerJoin(studios, eq(studios.id, classes.studioId))
    .where(and(eq(sessions.id, sessionId), eq(studios.userId, ownerId)));
  return row !== undefined;
}

export function markAttendance(db: DbOrTx, bookingId: string, attendance: Attendance, now: Date) {
  return db.update(bookings).set({ attendance, attendanceMarkedAt: now }).where(eq(bookings.id, bookingId));
}

/**
 * The dashboard's numbers for one owner, in one statement, selected under the answer's own names
 * and types: the counts as integers, the rating as a number (0 with no reviews), the revenue as money.
 */
export async function findOwnerStats(db: DbOrTx, ownerId: string, now: Date): Promise<OwnerStats> {
  const [row] = await db
    .select({
      totalStudios: sql<number>`(select count(*)::int from studios st where st.user_id = ${ownerId} and st.is_active)`,
      activeClasses: sql<number>`(select count(*)::int from classes c join studios st on st.id = c.studio_id
        where st.user_id = ${ownerId} and st.is_active and c.is_active)`,
      totalBookings: sql<number>`count(*)::int`,
      avgRating: sql<number>`coalesce((select round(avg(r.rating), 1) from reviews r
        join studios st on st.id = r.studio_id where st.user_id = ${ownerId}), 0)`.mapWith(Number),
      upcomingSessions: sql<number>`(select count(*)::int from sessions s join classes c on c.id = s.class_id
        join studios st on st.id = c.studio_id
        where st.user_id = ${ownerId} and st.is_active and c.is_active and s.status = 'scheduled'
          and s.start_time > ${now.toISOString()}::timestamptz)`,
      revenue: sql<string>`coalesce(sum(${bookings.amountPaid}), 0)::numeric(12, 2)::text`,
    })
    .from(bookings)
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .innerJoin(classes, eq(classes.id, sessions.classId))
    .innerJoin(studios, eq(studios.id, classes.studioId))
    .where(and(eq(studios.userId, ownerId), inArray(bookings.status, ['confirmed', 'completed'])));
  // An aggregate without GROUP BY always answers one row.
  return row as NonNullable<typeof row>;
}
