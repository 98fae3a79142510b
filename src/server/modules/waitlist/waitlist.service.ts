import type { JoinedWaitlist, WaitlistEntry } from '../../../common/schemas/waitlist';
import type { Context } from '../../context';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { joinQueue, leaveQueue } from '../places/waitlist-queue';
import { findEntriesOfUser } from './waitlist.repository';

/** POST /api/sessions/:id/waitlist: only for a full session that has not started, once per student (see joinQueue). */
export async function joinWaitlist(
  { db, clock, actor }: Context,
  sessionId: string,
  passId: string | null,
): Promise<JoinedWaitlist> {
  if (!isUuid(sessionId)) throw notFound('Session not found');
  return joinQueue(db, { sessionId, userId: actor.id, passId, now: clock() });
}

/** DELETE /api/sessions/:id/waitlist. */
export async function leaveWaitlist({ db, clock, actor }: Context, sessionId: string) {
  if (!isUuid(sessionId) || !(await leaveQueue(db, sessionId, actor.id, clock()))) {
    throw notFound('You are not on the waitlist for this session.');
  }
}

/** GET /api/user/waitlist. */
export async function listWaitlist({ db, clock, actor }: Context): Promise<WaitlistEntry[]> {
  const rows = await findEntriesOfUser(db, actor.id, clock());
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
