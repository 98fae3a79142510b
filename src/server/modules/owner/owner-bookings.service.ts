import type { z } from 'zod';
import {
  type Attendance,
  DEFAULT_BOOKINGS_PAGE,
  type OwnerBooking,
  type OwnerBookingPage,
  type OwnerStats,
  type ownerBookingsQuerySchema,
} from '../../../common/schemas/owner-booking';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
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

type RosterQuery = z.output<typeof ownerBookingsQuerySchema>;

const BOOKING_NOT_FOUND = 'Booking not found';
const BAD_CURSOR = 'cursor is not valid: pass the nextCursor of the previous page as it came';

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

/** PostgreSQL's text form of a timestamptz ("2027-03-01 18:30:00.123456+00"). */
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

// The cursor is opaque to clients: base64url of the last row's exact creation time and id.
function encodeCursor(row: RosterRow): string {
  return Buffer.from(JSON.stringify([row.createdAtText, row.booking.id])).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      TIMESTAMP_TEXT.test(value[0]) &&
      typeof value[1] === 'string' &&
      isUuid(value[1])
    ) {
      return { createdAt: value[0], id: value[1] };
    }
  } catch {
    // falls through to the 400
  }
  throw badRequest(BAD_CURSOR);
}

/** The roster: bookings on the owner's sessions, newest first, paged by an opaque cursor. */
export async function listOwnerBookings(
  db: Db,
  ownerId: string,
  query: RosterQuery,
): Promise<OwnerBookingPage> {
  if (query.sessionId && !(await ownsSession(db, query.sessionId, ownerId))) {
    throw notFound('Session not found');
  }
  const limit = query.limit ?? DEFAULT_BOOKINGS_PAGE;
  const rows = await findRoster(db, {
    ownerId,
    sessionId: query.sessionId,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    bookings: page.map(toOwnerBookingDto),
    nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}

/** Attended or no-show, once the session has started; it can be corrected later. */
export async function markOwnBookingAttendance(
  db: Db,
  bookingId: string,
  ownerId: string,
  attendance: Attendance,
  now = new Date(),
): Promise<OwnerBooking> {
  const row = isUuid(bookingId) ? await findOwnBooking(db, bookingId, ownerId) : undefined;
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  if (row.booking.status === 'cancelled')
    throw conflict('This booking was cancelled, so there is no attendance to mark.');
  if (row.session.startTime > now) {
    throw conflict('Attendance can be marked once the session has started.');
  }
  await markAttendance(db, row.booking.id, attendance, now);
  return toOwnerBookingDto({ ...row, booking: { ...row.booking, attendance, attendanceMarkedAt: now } });
}

export function ownerStats(db: Db, ownerId: string, now = new Date()): Promise<OwnerStats> {
  return findOwnerStats(db, ownerId, now);
}
