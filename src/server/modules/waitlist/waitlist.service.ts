import type { JoinedWaitlist, WaitlistEntry } from '../../../common/schemas/waitlist';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { findBookability } from '../bookings/bookings.repository';
import { ownStudioRefusal } from '../bookings/rules/own-studio';
import { lockSession } from './promote-waitlist';
import { findEntriesOfUser, findWaitingEntry, insertWaitingEntry, markLeft } from './waitlist.repository';

/**
 * POST /api/sessions/:id/waitlist: only for a full session that has not started, once per student.
 * The session row is locked first (as promotion does), so a place freed meanwhile is either handed
 * to the line before this entry exists or seen here as "book instead".
 */
export async function joinWaitlist(db: Db, sessionId: string, userId: string): Promise<JoinedWaitlist> {
  if (!isUuid(sessionId)) throw notFound('Session not found');
  return db.transaction(async (tx) => {
    if (!(await lockSession(tx, sessionId))) throw notFound('Session not found');
    const s = await findBookability(tx, sessionId, userId);
    if (!s) throw notFound('Session not found');
    const own = ownStudioRefusal(s.studioOwnerId, userId);
    if (own) throw own;
    if (s.status === 'cancelled') throw conflict('This session has been cancelled.');
    if (s.status !== 'scheduled' || !s.upcoming) {
      throw conflict('This session has already started, so its waitlist is closed.');
    }
    if (!s.open) throw conflict('This class is not taking bookings at the moment.');
    if (s.alreadyBooked) throw conflict('You have already booked this session.');
    if (s.taken < s.maxParticipants) {
      throw conflict('This session still has places available: book instead of joining the waitlist.');
    }
    if (await findWaitingEntry(tx, sessionId, userId)) {
      throw conflict('You are already on the waitlist for this session.');
    }
    const entry = await insertWaitingEntry(tx, sessionId, userId);
    return {
      id: entry.id,
      sessionId,
      status: 'waiting',
      position: entry.position,
      createdAt: entry.createdAt.toISOString(),
    };
  });
}

/** DELETE /api/sessions/:id/waitlist. */
export async function leaveWaitlist(db: DbOrTx, sessionId: string, userId: string, now = new Date()) {
  if (!isUuid(sessionId) || !(await markLeft(db, sessionId, userId, now))) {
    throw notFound('You are not on the waitlist for this session.');
  }
}

/** GET /api/user/waitlist. */
export async function listWaitlist(db: DbOrTx, userId: string, now = new Date()): Promise<WaitlistEntry[]> {
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
