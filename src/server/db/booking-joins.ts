import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { bookings, classes, sessions, studios, users } from './schema';

/**
 * Joins the session, class and studio each booking is for: what every reader of bookings (the
 * student's list, the calendar, cancelling, the account export) starts from. Pass
 * `db.select(columns).from(bookings).$dynamic()`; chain `where` and `orderBy` onto the answer.
 */
export function joinBookingStudio<Q extends PgSelect>(query: Q) {
  return query
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .innerJoin(classes, eq(classes.id, sessions.classId))
    .innerJoin(studios, eq(studios.id, classes.studioId));
}

/** The same with the student who booked: what the studio's roster and the notifications read. */
export function joinBookingStudent<Q extends PgSelect>(query: Q) {
  return joinBookingStudio(query.innerJoin(users, eq(users.id, bookings.userId)));
}
