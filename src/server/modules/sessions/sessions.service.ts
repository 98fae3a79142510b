import { deadlineOf } from '../../../common/booking-rules';
import type { SessionDetail, ViewerSession } from '../../../common/schemas/session';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { expireDueHolds } from '../places/expire-holds';
import { findSessionDetail, findViewerPlacesOfClass } from './sessions.repository';

/**
 * The booking page's session, after expiring its holds that ran out (lazy expiry), so the free places
 * are true. The meeting link belongs only to people with a confirmed (paid) booking.
 */
export async function getSessionDetail(
  db: Db,
  id: string,
  userId: string,
  now: Date,
): Promise<SessionDetail> {
  if (isUuid(id)) await expireDueHolds(db, now, { sessionId: id });
  const row = isUuid(id) ? await findSessionDetail(db, id, userId) : undefined;
  if (!row) throw notFound('Session not found');
  const { session, studio, callerBooking } = row;
  return {
    ...session,
    meetingLink: callerBooking?.status === 'confirmed' ? row.meetingLink : null,
    callerBooking: callerBooking?.id
      ? {
          id: callerBooking.id,
          status: callerBooking.status === 'pending' ? 'pending' : 'confirmed',
          holdExpiresAt: callerBooking.holdExpiresAt?.toISOString() ?? null,
        }
      : null,
    class: { ...row.class, studio },
    // The caller's paid place keeps the deadline it was sold with (docs/decisions/0118).
    cancellationDeadline: deadlineOf({
      cancellationDeadline: callerBooking?.cancellationDeadline ?? null,
      startTime: new Date(session.startTime),
      windowHours: studio.cancellationWindowHours,
    }).toISOString(),
  };
}

/** GET /api/user/classes/:id/sessions: the caller's places on the class's upcoming sessions. */
export async function listViewerSessions(
  db: Db,
  classId: string,
  userId: string,
  now: Date,
): Promise<ViewerSession[]> {
  if (!isUuid(classId)) return [];
  const { held, waiting } = await findViewerPlacesOfClass(db, classId, userId, now);
  return [
    ...held.map((b) => ({
      sessionId: b.sessionId,
      state: b.status === 'pending' ? ('held' as const) : ('booked' as const),
      bookingId: b.bookingId,
      holdExpiresAt: b.status === 'pending' ? (b.holdExpiresAt?.toISOString() ?? null) : null,
      waitlistPosition: null,
    })),
    ...waiting.map((w) => ({
      sessionId: w.sessionId,
      state: 'waitlisted' as const,
      bookingId: null,
      holdExpiresAt: null,
      waitlistPosition: w.position,
    })),
  ];
}
