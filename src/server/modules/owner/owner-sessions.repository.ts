import { and, asc, desc, eq, gt, inArray, lt, lte, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, sessions } from '../../db/schema';

type NewSession = typeof sessions.$inferInsert;

/** The class's scheduled sessions that overlap [from, until), other than `exceptId`, as time ranges. */
export function findScheduledOverlapping(
  db: DbOrTx,
  classId: string,
  from: Date,
  until: Date,
  exceptId?: string,
) {
  return db
    .select({ startTime: sessions.startTime, endTime: sessions.endTime })
    .from(sessions)
    .where(
      and(
        eq(sessions.classId, classId),
        eq(sessions.status, 'scheduled'),
        lt(sessions.startTime, until),
        gt(sessions.endTime, from),
        exceptId ? ne(sessions.id, exceptId) : undefined,
      ),
    );
}

/** The places fields (count, status, cancellation) are not the timetable's: src/server/modules/places moves them. */
type TimetableFields = Omit<
  NewSession,
  'currentParticipants' | 'status' | 'cancellationReason' | 'cancelledAt'
>;

/**
 * New sessions; one at an instant the class already has a session is skipped (the unique index).
 * A new session starts empty and scheduled (the columns' defaults): its places are the places module's.
 */
export function insertSessions(db: DbOrTx, values: TimetableFields[]) {
  if (values.length === 0) return Promise.resolve([]);
  return db
    .insert(sessions)
    .values(values)
    .onConflictDoNothing({ target: [sessions.classId, sessions.startTime] })
    .returning();
}

/** A move of the session's time, its instructions or its meeting link. */
export async function updateSession(db: DbOrTx, id: string, values: Partial<TimetableFields>) {
  const [row] = await db.update(sessions).set(values).where(eq(sessions.id, id)).returning();
  return row as NonNullable<typeof row>;
}

/** At most this many sessions per list (26 weeks of a daily class fit). */
const SESSION_LIST_LIMIT = 200;

/** A class's sessions, every status: those still to come soonest first, or those begun latest first. */
export function findSessionsOfClass(db: DbOrTx, classId: string, scope: 'upcoming' | 'past', now: Date) {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.classId, classId),
        scope === 'upcoming' ? gt(sessions.startTime, now) : lte(sessions.startTime, now),
      ),
    )
    .orderBy(scope === 'upcoming' ? asc(sessions.startTime) : desc(sessions.startTime))
    .limit(SESSION_LIST_LIMIT);
}

/** The bookings that hold a place on the session (paid or held): who is told when it moves. */
export async function findHeldBookingIds(db: DbOrTx, sessionId: string): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.sessionId, sessionId), inArray(bookings.status, ['confirmed', 'pending'])));
  return rows.map((r) => r.id);
}
