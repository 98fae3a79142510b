import { cancellationDeadline } from '../../../common/booking-rules';
import type { SessionDetail } from '../../../common/schemas/session';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { findSessionDetail } from './sessions.repository';

/** The booking page's session. The meeting link belongs only to people with a confirmed booking. */
export async function getSessionDetail(db: DbOrTx, id: string, userId: string): Promise<SessionDetail> {
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
    meetingLink: row.callerBookingId ? session.meetingLink : null,
    class: { ...row.class, studio },
    cancellationDeadline: cancellationDeadline(
      session.startTime,
      studio.cancellationWindowHours,
    ).toISOString(),
  };
}
