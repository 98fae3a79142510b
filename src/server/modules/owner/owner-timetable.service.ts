import type { DateRangeQuery } from '../../../common/schemas/owner-range';
import type { Roster, TimetableSession } from '../../../common/schemas/owner-timetable';
import type { Db } from '../../db/client';
import type { HealthCipher } from '../../lib/health-cipher';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { answeredStatus, paidWith } from '../bookings/bookings.mapper';
import { rosterWaivers } from '../waivers/owner-reads';
import {
  findOwnTimetableSession,
  findRosterBookings,
  findTimetable,
  findWaitingNames,
  type TimetableRow,
} from './owner-timetable.repository';
import { londonRange, reportStudio } from './report-range';

const SESSION_NOT_FOUND = 'Session not found';

function toTimetableSession(row: TimetableRow): TimetableSession {
  return { ...row, startTime: row.startTime.toISOString(), endTime: row.endTime.toISOString() };
}

/** The owner's sessions on the London dates from `from` to `to` (both included), of one studio or all. */
export async function listTimetable(db: Db, ownerId: string, query: DateRangeQuery) {
  await reportStudio(db, ownerId, query.studioId);
  const rows = await findTimetable(db, ownerId, londonRange(query.from, query.to), query.studioId);
  return rows.map(toTimetableSession);
}

/** The roster of one of the owner's sessions, with the student's e-mail for the export. */
export async function ownSessionRoster(db: Db, sessionId: string, ownerId: string, now: Date) {
  const session = isUuid(sessionId) ? await findOwnTimetableSession(db, sessionId, ownerId) : undefined;
  if (!session) throw notFound(SESSION_NOT_FOUND);
  const [bookings, waiting] = await Promise.all([
    findRosterBookings(db, session.id),
    findWaitingNames(db, session.id),
  ]);
  return {
    session: toTimetableSession(session),
    bookings: bookings.map((b) => ({
      bookingId: b.bookingId,
      userId: b.userId,
      name: b.name,
      email: b.email,
      status: answeredStatus(b.status, session.endTime, now),
      attendance: b.attendance,
      paidWith: paidWith(b),
      firstVisit: b.firstVisit,
    })),
    waitlist: waiting.map((w, i) => ({ position: i + 1, name: w.name })),
  };
}

/**
 * GET /api/owner/sessions/:id/roster: the check-in screen's answer (no e-mails on the front desk),
 * with each student's waiver and the answers the owner flagged, so the teacher is warned before the
 * class (docs/decisions/0128). Only here: the roster's CSV never carries health answers.
 */
export async function sessionRoster(
  db: Db,
  cipher: HealthCipher,
  sessionId: string,
  ownerId: string,
  now: Date,
): Promise<Roster> {
  const roster = await ownSessionRoster(db, sessionId, ownerId, now);
  const userIds = roster.bookings.map((b) => b.userId);
  const waivers = await rosterWaivers(db, cipher, roster.session.studioId, userIds, now);
  return {
    ...roster,
    bookings: roster.bookings.map(({ email: _, userId, ...b }) => ({
      ...b,
      ...(waivers.get(userId) ?? { waiver: null, flags: [] }),
    })),
  };
}
