import { and, asc, eq, gt, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { OwnerListedSession } from '../../../common/schemas/owner-class';
import type { DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { bookings, classes, sessions, studios, waitlistEntries } from '../../db/schema';
import { CLASS_PAGE_DAYS, publicSessionColumns } from '../../db/session-columns';
import { classTeachersJson } from '../../db/teacher-columns';
import { livePosition } from '../../db/waitlist-position';

/**
 * Future, scheduled sessions that also match `where`, soonest first, as their owner's dashboard lists
 * them: with the meeting link, which the public answers never carry.
 */
function upcoming(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ ...publicSessionColumns, meetingLink: sessions.meetingLink })
    .from(sessions)
    .innerJoin(classes, eq(classes.id, sessions.classId))
    .where(and(where, gt(sessions.startTime, sql.placeholder('now')), eq(sessions.status, 'scheduled')))
    .orderBy(asc(sessions.startTime), asc(sessions.id));
}

/** Sessions grouped by their class, each group in the order the rows came. */
function groupByClass(rows: OwnerListedSession[]): Map<string, OwnerListedSession[]> {
  const byClass = new Map<string, OwnerListedSession[]>();
  for (const session of rows) {
    const list = byClass.get(session.classId);
    if (list) list.push(session);
    else byClass.set(session.classId, [session]);
  }
  return byClass;
}

/** Upcoming sessions of one class, over the next CLASS_PAGE_DAYS days. */
export async function findUpcomingSessionsOfClass(
  db: DbOrTx,
  classId: string,
  now: Date,
): Promise<OwnerListedSession[]> {
  // Both sides of the join pinned to the id, so the cached (generic) plan is two index lookups.
  const statement = prepared(db, 'upcoming_sessions_of_class', (d) =>
    upcoming(
      d,
      and(
        eq(sessions.classId, sql.placeholder('classId')),
        eq(classes.id, sql.placeholder('classId')),
        lt(sessions.startTime, sql.placeholder('until')),
      ),
    ).prepare('upcoming_sessions_of_class'),
  );
  const until = new Date(now.getTime() + CLASS_PAGE_DAYS * 24 * 60 * 60 * 1000);
  return groupByClass(await statement.execute({ classId, now, until })).get(classId) ?? [];
}

/** Upcoming sessions of a studio's active classes, in one query. */
export async function findUpcomingSessionsOfStudio(
  db: DbOrTx,
  studioId: string,
  now: Date,
): Promise<Map<string, OwnerListedSession[]>> {
  const statement = prepared(db, 'upcoming_sessions_of_studio', (d) =>
    upcoming(d, and(eq(classes.studioId, sql.placeholder('studioId')), eq(classes.isActive, true))).prepare(
      'upcoming_sessions_of_studio',
    ),
  );
  return groupByClass(await statement.execute({ studioId, now }));
}

/** One session with its class and studio, and `userId`'s held or confirmed booking of it: one query. */
export async function findSessionDetail(db: DbOrTx, sessionId: string, userId: string) {
  const [row] = await db
    .select({
      session: publicSessionColumns,
      meetingLink: sessions.meetingLink,
      class: {
        id: classes.id,
        title: classes.title,
        price: classes.price,
        duration: classes.duration,
        requirements: classes.requirements,
        maxParticipants: classes.maxParticipants,
        serviceType: classes.serviceType,
        deliveryMethod: classes.deliveryMethod,
        teachers: classTeachersJson(classes.id),
      },
      studio: {
        id: studios.id,
        name: studios.name,
        address: studios.address,
        city: studios.city,
        postcode: studios.postcode,
        cancellationWindowHours: studios.cancellationWindowHours,
      },
      callerBooking: {
        id: bookings.id,
        status: bookings.status,
        holdExpiresAt: bookings.holdExpiresAt,
        cancellationDeadline: bookings.cancellationDeadline,
      },
    })
    .from(sessions)
    .innerJoin(classes, eq(classes.id, sessions.classId))
    .innerJoin(studios, eq(studios.id, classes.studioId))
    .leftJoin(
      bookings,
      and(
        eq(bookings.sessionId, sessions.id),
        eq(bookings.userId, userId),
        inArray(bookings.status, ['confirmed', 'pending']),
      ),
    )
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row;
}

/**
 * `userId`'s places on the upcoming, scheduled sessions of one class: held bookings whose hold has not
 * run out, confirmed bookings, and waitlist entries still waiting with their live position.
 */
export async function findViewerPlacesOfClass(db: DbOrTx, classId: string, userId: string, now: Date) {
  const ofClass = and(
    eq(sessions.classId, classId),
    gt(sessions.startTime, now),
    eq(sessions.status, 'scheduled'),
  );
  const held = await db
    .select({
      sessionId: bookings.sessionId,
      bookingId: bookings.id,
      status: bookings.status,
      holdExpiresAt: bookings.holdExpiresAt,
    })
    .from(bookings)
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .where(
      and(
        ofClass,
        eq(bookings.userId, userId),
        or(
          eq(bookings.status, 'confirmed'),
          and(eq(bookings.status, 'pending'), gt(bookings.holdExpiresAt, now)),
        ),
      ),
    );
  const waiting = await db
    .select({ sessionId: waitlistEntries.sessionId, position: livePosition })
    .from(waitlistEntries)
    .innerJoin(sessions, eq(sessions.id, waitlistEntries.sessionId))
    .where(and(ofClass, eq(waitlistEntries.userId, userId), eq(waitlistEntries.status, 'waiting')));
  return { held, waiting };
}
