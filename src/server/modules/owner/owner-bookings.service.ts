import type { z } from 'zod';
import {
  type Attendance,
  DEFAULT_BOOKINGS_PAGE,
  type OwnerBooking,
  type OwnerBookingPage,
  type OwnerStats,
  type ownerBookingsQuerySchema,
} from '../../../common/schemas/owner-booking';
import type { Context } from '../../context';
import { conflict, notFound } from '../../lib/http-errors';
import { decodeInstantCursor, encodeInstantCursor } from '../../lib/instant-cursor';
import { isUuid } from '../../lib/uuid';
import { bookingRecord, iso } from '../bookings/bookings.mapper';
import {
  findOwnBooking,
  findOwnerStats,
  findRoster,
  markAttendance,
  ownsSession,
  type RosterRow,
} from './owner-bookings.repository';
import { ownStudio } from './owner-studios.service';
import { londonRange } from './report-range';
import { attendanceLockRefusal } from './rules/attendance-lock';
import { attendanceWindowRefusal } from './rules/attendance-window';

type RosterQuery = z.output<typeof ownerBookingsQuerySchema>;

const BOOKING_NOT_FOUND = 'Booking not found';

function toOwnerBookingDto(row: RosterRow): OwnerBooking {
  const { booking } = row;
  return {
    ...bookingRecord(booking),
    status: booking.status,
    attendanceMarkedAt: iso(booking.attendanceMarkedAt),
    student: row.student,
    session: {
      id: row.session.id,
      startTime: row.session.startTime.toISOString(),
      endTime: row.session.endTime.toISOString(),
      status: row.session.status,
    },
    class: row.class,
    studio: row.studio,
  };
}

/** The roster: bookings on the owner's sessions, newest first, paged by an opaque cursor. */
export async function listOwnerBookings(
  { db, actor }: Context,
  query: RosterQuery,
): Promise<OwnerBookingPage> {
  const ownerId = actor.id;
  if (query.sessionId && !(await ownsSession(db, query.sessionId, ownerId))) {
    throw notFound('Session not found');
  }
  // Someone else's studio is a 404, as everywhere in the owner's API.
  if (query.studioId) await ownStudio(db, query.studioId, ownerId);
  const limit = query.limit ?? DEFAULT_BOOKINGS_PAGE;
  const sort = query.sort ?? 'created';
  const rows = await findRoster(db, {
    ownerId,
    sessionId: query.sessionId,
    studioId: query.studioId,
    ...startBounds(query.from, query.to),
    q: query.q || undefined,
    sort,
    after: decodeInstantCursor(query.cursor),
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const cursorTime = last && (sort === 'session' ? last.sessionCursorTime : last.cursorTime);
  return {
    bookings: page.map(toOwnerBookingDto),
    nextCursor:
      rows.length > limit && last && cursorTime ? encodeInstantCursor(cursorTime, last.booking.id) : null,
  };
}

/**
 * The list's bounds of the session's start: an instant as it is, a London date as its day (`from`
 * from the day's first instant, `to` through its last).
 */
function startBounds(from: string | undefined, to: string | undefined) {
  const isDate = (v: string) => !v.includes('T');
  return {
    from: from === undefined ? undefined : isDate(from) ? londonRange(from, from).start : new Date(from),
    to: to === undefined ? undefined : isDate(to) ? londonRange(to, to).end : new Date(to),
    toExclusive: to !== undefined && isDate(to),
  };
}

/**
 * Attended or no-show, from the session's start until a week after its end; it can be corrected
 * in that time, until the student reviews the class.
 */
export async function markOwnBookingAttendance(
  { db, clock, actor }: Context,
  bookingId: string,
  attendance: Attendance,
): Promise<OwnerBooking> {
  const now = clock();
  const row = isUuid(bookingId) ? await findOwnBooking(db, bookingId, actor.id) : undefined;
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  if (row.booking.status === 'cancelled')
    throw conflict('This booking was cancelled, so there is no attendance to mark.', 'BOOKING_CANCELLED');
  const refusal =
    attendanceWindowRefusal(row.session, now) ?? (await attendanceLockRefusal(db, row.booking.id));
  if (refusal) throw refusal;
  await markAttendance(db, row.booking.id, attendance, now);
  return toOwnerBookingDto({ ...row, booking: { ...row.booking, attendance, attendanceMarkedAt: now } });
}

export function ownerStats({ db, clock, actor }: Context): Promise<OwnerStats> {
  return findOwnerStats(db, actor.id, clock());
}
