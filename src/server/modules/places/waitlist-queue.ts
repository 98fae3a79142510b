import { and, eq } from 'drizzle-orm';
import type { JoinedWaitlist } from '../../../common/schemas/waitlist';
import { SessionStatus, WaitlistStatus } from '../../../common/statuses';
import type { Db, DbOrTx } from '../../db/client';
import { waitlistEntries } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import { lockPass, lockSession } from './locks';
import { insertWaitingEntry, markLeft } from './rows/waitlist.writes';
import { ownStudioRefusal } from './rules/own-studio';
import { passRefusal } from './rules/pass-validity';
import { lockWaiverState, waiverRefusal } from './rules/waiver-gate';
import { findBookability } from './take-place';
import { assertTransition, NEW } from './transitions';

async function findWaitingEntry(tx: DbOrTx, sessionId: string, userId: string) {
  const [row] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.sessionId, sessionId),
        eq(waitlistEntries.userId, userId),
        eq(waitlistEntries.status, WaitlistStatus.waiting),
      ),
    );
  return row;
}

/**
 * A student joins the line of a full session that has not started, once. The session row is locked
 * first (as promotion does), so a place freed meanwhile is either handed to the line before this
 * entry exists or seen here as "book instead". A named pass is checked as booking with it would be
 * (the caller's, of the session's studio, active at the start, with a credit: else its 409), under
 * its lock after the session's; the promotion checks it again when a place opens
 * (docs/decisions/0062). Nothing is spent until then.
 */
export async function joinQueue(
  db: Db,
  input: { sessionId: string; userId: string; passId: string | null; now: Date },
): Promise<JoinedWaitlist> {
  const { sessionId, userId, passId } = input;
  return db.transaction(async (tx) => {
    // The studio's waiver first: its key-share lock comes before the session's, as in the booking
    // statement (class and studio, then session), and a new version's save is seen or waits.
    const waiver = await lockWaiverState(tx, { sessionId }, userId);
    const locked = await lockSession(tx, sessionId);
    if (!locked) throw notFound('Session not found');
    const s = await findBookability(tx, sessionId, userId, input.now);
    if (!s) throw notFound('Session not found');
    const own = ownStudioRefusal(s.studioOwnerId, userId);
    if (own) throw own;
    if (s.status === SessionStatus.cancelled)
      throw conflict('This session has been cancelled.', 'SESSION_CANCELLED');
    if (s.status !== SessionStatus.scheduled || !s.upcoming) {
      throw conflict('This session has already started, so its waitlist is closed.', 'SESSION_STARTED');
    }
    if (!s.open) throw conflict('This class is not taking bookings at the moment.', 'BOOKINGS_CLOSED');
    if (s.alreadyBooked) throw conflict('You have already booked this session.', 'ALREADY_BOOKED');
    if (s.taken < s.maxParticipants) {
      throw conflict(
        'This session still has places available: book instead of joining the waitlist.',
        'WAITLIST_NOT_FULL',
      );
    }
    if (await findWaitingEntry(tx, sessionId, userId)) {
      throw conflict('You are already on the waitlist for this session.', 'ALREADY_WAITING');
    }
    // A place offered from the line is taken without another question: the waiver is asked here.
    const unsigned = waiverRefusal(waiver);
    if (unsigned) throw unsigned;
    if (passId) {
      const use = { userId, studioId: locked.studioId, startTime: locked.startTime, now: input.now };
      const refusal = passRefusal(await lockPass(tx, passId), use);
      if (refusal) throw refusal;
    }
    assertTransition('waitlist', NEW, WaitlistStatus.waiting, 'student');
    const entry = await insertWaitingEntry(tx, sessionId, userId, passId);
    return {
      id: entry.id,
      sessionId,
      status: WaitlistStatus.waiting,
      passId,
      position: entry.position,
      createdAt: entry.createdAt.toISOString(),
    };
  });
}

/**
 * A student leaves the line; false when they were not waiting (or the session does not exist). Under
 * the session's lock (class → session, as joining and promotion take it), so a leave never races a
 * promotion: either the promotion saw the entry and the student has the place (nothing left to
 * leave), or it runs after and finds the next in line. Positions are counted live from the waiting
 * entries (db/waitlist-position.ts), so the line closes up behind whoever leaves, with no gap.
 */
export async function leaveQueue(db: Db, sessionId: string, userId: string, now: Date): Promise<boolean> {
  assertTransition('waitlist', WaitlistStatus.waiting, WaitlistStatus.left, 'student');
  return db.transaction(async (tx) => {
    if (!(await lockSession(tx, sessionId))) return false;
    return markLeft(tx, sessionId, userId, now);
  });
}
