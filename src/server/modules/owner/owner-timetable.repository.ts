import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { joinSessionStudio } from '../../db/booking-joins';
import type { DbOrTx } from '../../db/client';
import { shownEmail } from '../../db/deleted-accounts';
import {
  bookings,
  classes,
  sessions,
  studios,
  users,
  waitingCountOf,
  waitlistEntries,
} from '../../db/schema';
import type { InstantRange } from './report-range';
import { studentName } from './student-name';

const timetableColumns = {
  id: sessions.id,
  classId: sessions.classId,
  classTitle: classes.title,
  studioId: studios.id,
  studioName: studios.name,
  startTime: sessions.startTime,
  endTime: sessions.endTime,
  status: sessions.status,
  capacity: classes.maxParticipants,
  // The places module keeps the count exact (docs/decisions/0049): paid places and open holds.
  booked: sessions.currentParticipants,
  waitlisted: waitingCountOf(sessions.id),
};

function timetable(db: DbOrTx) {
  return joinSessionStudio(db.select(timetableColumns).from(sessions).$dynamic());
}

export type TimetableRow = Awaited<ReturnType<typeof findTimetable>>[number];

/** The owner's sessions starting in the range, cancelled ones too, soonest first. */
export function findTimetable(db: DbOrTx, ownerId: string, range: InstantRange, studioId?: string) {
  return timetable(db)
    .where(
      and(
        eq(studios.userId, ownerId),
        studioId ? eq(studios.id, studioId) : undefined,
        gte(sessions.startTime, range.start),
        lt(sessions.startTime, range.end),
      ),
    )
    .orderBy(asc(sessions.startTime), asc(sessions.id));
}

/** One of the owner's sessions as the timetable shows it; undefined when it is not theirs. */
export async function findOwnTimetableSession(db: DbOrTx, sessionId: string, ownerId: string) {
  const [row] = await timetable(db).where(and(eq(sessions.id, sessionId), eq(studios.userId, ownerId)));
  return row;
}

/**
 * Whether the booking is the student's first at the session's studio that was not cancelled, by
 * session time (then booking id, for two sessions at one instant). A cancelled booking is no visit.
 */
const firstVisit = sql<boolean>`(${bookings.status} <> 'cancelled' and not exists (
  select 1 from ${bookings} earlier
  join ${sessions} es on es.id = earlier.session_id
  join ${classes} ec on ec.id = es.class_id
  where earlier.user_id = ${bookings.userId} and ec.studio_id = ${classes.studioId}
    and earlier.status <> 'cancelled'
    and (es.start_time, earlier.id) < (${sessions.startTime}, ${bookings.id})
))`;

/** The session's bookings: places held first, then cancelled ones; by name within each. */
export function findRosterBookings(db: DbOrTx, sessionId: string) {
  return (
    db
      .select({
        bookingId: bookings.id,
        userId: bookings.userId,
        name: studentName,
        email: shownEmail,
        status: bookings.status,
        attendance: bookings.attendance,
        paidAt: bookings.paidAt,
        passId: bookings.passId,
        firstVisit,
      })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
      .innerJoin(classes, eq(classes.id, sessions.classId))
      .where(eq(bookings.sessionId, sessionId))
      // By name in any case, compared by code point: the same order whatever the database's collation.
      .orderBy(
        sql`${bookings.status} = 'cancelled'`,
        sql`lower(${studentName}) collate "C"`,
        asc(bookings.id),
      )
  );
}

/** Who waits for a place on the session, first in line first. */
export function findWaitingNames(db: DbOrTx, sessionId: string) {
  return db
    .select({ name: studentName })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .where(and(eq(waitlistEntries.sessionId, sessionId), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}
