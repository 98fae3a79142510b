import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { bookings, classes, sessions, studios, users } from './schema';

/**
 * Joins the class and studio of each session: pass `db.select(columns).from(sessions).$dynamic()`;
 * chain `where` and `orderBy` onto the answer.
 */
export function joinSessionStudio<Q extends PgSelect>(query: Q) {
  return query
    .innerJoin(classes, eq(classes.id, sessions.classId))
    .innerJoin(studios, eq(studios.id, classes.studioId));
}

/**
 * Joins the session, class and studio each booking is for: what every reader of bookings (the
 * student's list, the calendar, cancelling, reviewing, the account export) starts from. Pass
 * `db.select(columns).from(bookings).$dynamic()`; chain `where` and `orderBy` onto the answer.
 */
export function joinBookingStudio<Q extends PgSelect>(query: Q) {
  return joinSessionStudio(query.innerJoin(sessions, eq(sessions.id, bookings.sessionId)));
}

/** The same with the student who booked: what the studio's roster and the notifications read. */
export function joinBookingStudent<Q extends PgSelect>(query: Q) {
  return joinBookingStudio(query.innerJoin(users, eq(users.id, bookings.userId)));
}

/**
 * When and where a booked session takes place, as an e-mail about the booking and its calendar entry
 * both say it: the times and state of the session, the class, the studio's address and its
 * cancellation window, and the booking's own deadline. Spread into the columns of a query built on joinBookingStudio.
 */
export const bookedSessionColumns = {
  startTime: sessions.startTime,
  endTime: sessions.endTime,
  sessionStatus: sessions.status,
  meetingLink: sessions.meetingLink,
  specialInstructions: sessions.specialInstructions,
  classTitle: classes.title,
  deliveryMethod: classes.deliveryMethod,
  studioName: studios.name,
  address: studios.address,
  city: studios.city,
  postcode: studios.postcode,
  windowHours: studios.cancellationWindowHours,
  /** The deadline the booking was paid with (docs/decisions/0118): read through deadlineOf. */
  cancellationDeadline: bookings.cancellationDeadline,
};
