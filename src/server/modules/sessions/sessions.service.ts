import { cancellationDeadline } from '../../../common/booking-rules';
import type { SessionDetail } from '../../../common/schemas/session';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { expireDueHolds } from '../bookings/expire-holds';
import { findSessionDetail } from './sessions.repository';

/**
 * The booking page's session, after expiring its holds that ran out (lazy expiry), so the free places
 * are true. The meeting link belongs only to people with a confirmed (paid) booking.
 */
export async function getSessionDetail(
  db: Db,
  id: string,
  userId: string,
  now = new Date(),
): Promise<SessionDetail> {
  if (isUuid(id)) await expireDueHolds(db, now, { sessionId: id });
  const row = isUuid(id) ? await findSessionDetail(db, id, userId) : undefined;
  if (!row) throw notFound('Session not found');
  const { session, studio } = row;
  const taken = session.currentParticipants ?? 0;
  return {
    id: session.id,
    classId: session.classId,
    startTime: session.startTime.toISOString(),
    endTime: session.endTime.toISOString(),
    currentParticipants: taken,
    status: session.status,
    specialInstructions: session.specialInstructions,
    createdAt: (session.createdAt ?? session.startTime).toISOString(),
    availableSpots: Math.max(0, row.class.maxParticipants - taken),
    waitingCount: row.waitingCount,
    meetingLink: row.callerBooking?.status === 'confirmed' ? session.meetingLink : null,
    callerBooking: row.callerBooking?.id
      ? {
          id: row.callerBooking.id,
          status: row.callerBooking.status === 'pending' ? 'pending' : 'confirmed',
          holdExpiresAt: row.callerBooking.holdExpiresAt?.toISOString() ?? null,
        }
      : null,
    class: { ...row.class, studio },
    cancellationDeadline: cancellationDeadline(
      session.startTime,
      studio.cancellationWindowHours,
    ).toISOString(),
  };
}
