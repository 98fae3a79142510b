import { and, eq, gt, inArray } from 'drizzle-orm';
import { BookingStatus, PLACE_HOLDING_STATUSES, WaitlistStatus } from '../../../common/statuses';
import type { Tx } from '../../db/client';
import { bookings, sessions } from '../../db/schema';
import { refundToBalance } from './balance-refunds';
import { lockSessions } from './locks';
import { promoteWaitlist } from './promote-waitlist';
import { cancelUpcomingBookingsOfUser } from './rows/bookings.writes';
import { returnCredits } from './rows/passes.writes';
import { releasePlaces } from './rows/sessions.writes';
import { leaveAllWaitlists } from './rows/waitlist.writes';
import { assertTransition } from './transitions';

/**
 * An account being deleted gives up its places, in the caller's transaction: it leaves every line it
 * waits in first (so none of the places freed here comes back to it), its upcoming bookings are
 * cancelled ("Account deleted", a paid one refunded in full), the places given back and handed to
 * the first students in line, one session at a time in id order.
 */
export async function releaseAccountPlaces(tx: Tx, userId: string, now: Date): Promise<void> {
  assertTransition('waitlist', WaitlistStatus.waiting, WaitlistStatus.left, 'system');
  assertTransition('booking', BookingStatus.confirmed, BookingStatus.cancelled, 'system');
  assertTransition('booking', BookingStatus.pending, BookingStatus.cancelled, 'system');
  await leaveAllWaitlists(tx, userId, now);
  const held = await tx
    .selectDistinct({ sessionId: bookings.sessionId })
    .from(bookings)
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .where(
      and(
        eq(bookings.userId, userId),
        inArray(bookings.status, [...PLACE_HOLDING_STATUSES]),
        gt(sessions.startTime, now),
      ),
    );
  // Sessions before bookings, as every path that moves places locks them.
  await lockSessions(
    tx,
    held.map((h) => h.sessionId),
    'key share',
  );
  const cancelled = await cancelUpcomingBookingsOfUser(tx, userId, 'Account deleted', now);
  await returnCredits(
    tx,
    cancelled.map((b) => b.passId),
  );
  await refundToBalance(tx, cancelled);
  const freedPerSession = new Map<string, number>();
  for (const { sessionId } of cancelled) {
    freedPerSession.set(sessionId, (freedPerSession.get(sessionId) ?? 0) + 1);
  }
  const sessionIds = [...freedPerSession.keys()].sort();
  for (const sessionId of sessionIds) {
    await releasePlaces(tx, sessionId, freedPerSession.get(sessionId) ?? 0);
  }
  for (const sessionId of sessionIds) await promoteWaitlist(tx, sessionId, now);
}
