import { and, asc, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Attendance, OwnerStats } from '../../../common/schemas/owner-booking';
import { joinBookingStudent } from '../../db/booking-joins';
import { likeContains } from '../../db/catalogue-sql';
import type { DbOrTx } from '../../db/client';
import { FORMER_MEMBER, isDeletedAccount, shownEmail } from '../../db/deleted-accounts';
import { bookings, classes, sessions, studios, users } from '../../db/schema';
import { cursorInstant, type InstantCursor, laterThan, olderThan } from '../../lib/instant-cursor';
import { studentName } from './student-name';

const rosterColumns = {
  booking: bookings,
  /** Exact to the microsecond, for the page cursor (a Date keeps only milliseconds). */
  cursorTime: cursorInstant(bookings.createdAt),
  /** The same for the session's start, the cursor of the list by session time. */
  sessionCursorTime: cursorInstant(sessions.startTime),
  /** The name as the roster and the exports write it. */
  studentName,
  // A deleted account's name is gone: "Former member" in its place, as studentName says it.
  student: {
    id: users.id,
    firstName: sql<
      string | null
    >`(case when ${isDeletedAccount} then ${FORMER_MEMBER} else ${users.firstName} end)`,
    lastName: users.lastName,
    email: shownEmail,
  },
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
  /** The last instant included, or (`toExclusive`) the first one left out: a London date's end. */
  to?: Date;
  toExclusive?: boolean;
  /** Part of the student's name or e-mail, any case. */
  q?: string;
  /** Newest booking first (keyset: created_at, id), or soonest session first (start_time, id). */
  sort: 'created' | 'session';
  /** The last row of the previous page. */
  after?: InstantCursor;
  /** Every match when absent (the export). */
  limit?: number;
}

/** Bookings on the owner's sessions, one page in the filter's order. */
export function findRoster(db: DbOrTx, filter: RosterFilter) {
  const bySession = filter.sort === 'session';
  const pattern = filter.q ? likeContains(filter.q) : undefined;
  const after = filter.after;
  const query = roster(
    db,
    and(
      eq(studios.userId, filter.ownerId),
      filter.sessionId ? eq(bookings.sessionId, filter.sessionId) : undefined,
      filter.studioId ? eq(studios.id, filter.studioId) : undefined,
      filter.from ? gte(sessions.startTime, filter.from) : undefined,
      filter.to ? (filter.toExclusive ? lt : lte)(sessions.startTime, filter.to) : undefined,
      pattern ? sql`(${studentName} ilike ${pattern} or ${users.email} ilike ${pattern})` : undefined,
      after
        ? bySession
          ? laterThan(sessions.startTime, bookings.id, after)
          : olderThan(bookings.createdAt, bookings.id, after)
        : undefined,
    ),
  ).orderBy(
    ...(bySession
      ? [asc(sessions.startTime), asc(bookings.id)]
      : [desc(bookings.createdAt), desc(bookings.id)]),
  );
  return filter.limit === undefined ? query : query.limit(filter.limit);
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
        join studios st on st.id = r.studio_id where st.user_id = ${ownerId} and r.hidden_at is null), 0)`.mapWith(
        Number,
      ),
      upcomingSessions: sql<number>`(select count(*)::int from sessions s join classes c on c.id = s.class_id
        join studios st on st.id = c.studio_id
        where st.user_id = ${ownerId} and st.is_active and c.is_active and s.status = 'scheduled'
          and s.start_time > ${now.toISOString()}::timestamptz)`,
      // Less what operators refunded of these bookings on the studio's behalf (docs/decisions/0079).
      revenue: sql<string>`coalesce(sum(${bookings.amountPaid} - coalesce((select sum(br.amount)
        from booking_refunds br where br.booking_id = ${bookings.id}), 0)), 0)::numeric(12, 2)::text`,
    })
    .from(bookings)
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .innerJoin(classes, eq(classes.id, sessions.classId))
    .innerJoin(studios, eq(studios.id, classes.studioId))
    .where(and(eq(studios.userId, ownerId), inArray(bookings.status, ['confirmed', 'completed'])));
  // An aggregate without GROUP BY always answers one row.
  return row as NonNullable<typeof row>;
}
