import type { JoinedWaitlist, WaitlistEntry } from '../../../common/schemas/waitlist';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { joinQueue, leaveQueue } from '../places/waitlist-queue';
import { findEntriesOfUser } from './waitlist.repository';

/** POST /api/sessions/:id/waitlist: only for a full session that has not started, once per student (see joinQueue). */
export async function joinWaitlist(db: Db, sessionId: string, userId: string): Promise<JoinedWaitlist> {
  if (!isUuid(sessionId)) throw notFound('Session not found');
  return joinQueue(db, sessionId, userId);
}

/** DELETE /api/sessions/:id/waitlist. */
export async function leaveWaitlist(db: DbOrTx, sessionId: string, userId: string, now: Date) {
  if (!isUuid(sessionId) || !(await leaveQueue(db, sessionId, userId, now))) {
    throw notFound('You are not on the waitlist for this session.');
  }
}

/** GET /api/user/waitlist. */
export async function listWaitlist(db: DbOrTx, userId: string, now: Date): Promise<WaitlistEntry[]> {
  const rows = await findEntriesOfUser(db, userId, now);
  return rows.map(({ entry, session, class: cls, studio }) => ({
    id: entry.id,
    sessionId: entry.sessionId,
    status: entry.status,
    position: entry.position,
    bookingId: entry.bookingId,
    createdAt: entry.createdAt.toISOString(),
    updatedAt: entry.updatedAt?.toISOString() ?? null,
    session: {
      ...session,
      startTime: session.startTime.toISOString(),
      endTime: session.endTime.toISOString(),
      class: { ...cls, studio },
    },
  }));
}
