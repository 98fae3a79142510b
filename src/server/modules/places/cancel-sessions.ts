import { and, eq, gt, inArray } from 'drizzle-orm';
import {
  BookingStatus,
  PLACE_HOLDING_STATUSES,
  SessionStatus,
  WaitlistStatus,
} from '../../../common/statuses';
import type { Tx } from '../../db/client';
import { bookings, sessions } from '../../db/schema';
import { conflict } from '../../lib/http-errors';
import { recordEvent } from '../notifications/outbox';
import { refundToBalance } from './balance-refunds';
import { lockSessions } from './locks';
import { cancelBookingsOfSessions } from './rows/bookings.writes';
import { returnCredits } from './rows/passes.writes';
import { markSessionsCancelled } from './rows/sessions.writes';
import { cancelWaitingEntries } from './rows/waitlist.writes';
import { assertTransition } from './transitions';

/** The reason each student's booking carries when the studio cancels their session. */
const studioCancellationReason = (reason: string) => `Cancelled by the studio: ${reason}`;

/**
 * The studio cancels sessions and everything booked on them, inside the caller's transaction:
 * - their classes, then the session rows are locked first (in id order, so two cancellations never
 *   deadlock; the classes FOR NO KEY UPDATE, as the next-session trigger will). The booking
 *   statement takes a place with a conditional UPDATE of the same row, so a booking either committed
 *   before (and is cancelled here) or re-checks the row after this commits and finds it cancelled;
 * - each session: status 'cancelled', the reason and time, no participants;
 * - each booking holding a place: cancelled with "Cancelled by the studio: <reason>", a paid one with
 *   a full refund, one paid with a pass with its credit back;
 * - each waiting waitlist entry: cancelled.
 * Sessions already cancelled are left as they were (idempotent). Returns the sessions it cancelled.
 */
export async function cancelSessions(tx: Tx, sessionIds: string[], reason: string, now: Date) {
  if (sessionIds.length === 0) return [];
  assertTransition('session', SessionStatus.scheduled, SessionStatus.cancelled, 'owner');
  assertTransition('booking', BookingStatus.confirmed, BookingStatus.cancelled, 'owner');
  assertTransition('booking', BookingStatus.pending, BookingStatus.cancelled, 'owner');
  assertTransition('waitlist', WaitlistStatus.waiting, WaitlistStatus.cancelled, 'owner');
  await lockSessions(tx, sessionIds, 'no key update');
  const cancelled = await markSessionsCancelled(tx, sessionIds, reason, now);
  const ids = cancelled.map((s) => s.id);
  if (ids.length === 0) return cancelled;
  const cancelledBookings = await cancelBookingsOfSessions(tx, ids, studioCancellationReason(reason), now);
  // The passes that paid for places get their credits back (after the sessions' locks).
  await returnCredits(
    tx,
    cancelledBookings.map((b) => b.passId),
  );
  // Places paid from the gift balance: the money goes back to it.
  await refundToBalance(tx, cancelledBookings);
  const cancelledEntries = await cancelWaitingEntries(tx, ids, now);
  // Everyone booked and everyone waiting is told, in this transaction.
  for (const sessionId of ids) {
    await recordEvent(tx, {
      kind: 'session.cancelled',
      sessionId,
      bookingIds: cancelledBookings.filter((b) => b.sessionId === sessionId).map((b) => b.id),
      waitingUserIds: cancelledEntries.filter((e) => e.sessionId === sessionId).map((e) => e.userId),
    });
  }
  return cancelled;
}

/**
 * Future scheduled sessions of these classes that hold at least one booking (paid or held): the ones a
 * deactivation must not silently strand.
 */
async function findBookedFutureSessions(tx: Tx, classIds: string[], now: Date) {
  if (classIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ id: sessions.id })
    .from(sessions)
    .innerJoin(
      bookings,
      and(eq(bookings.sessionId, sessions.id), inArray(bookings.status, [...PLACE_HOLDING_STATUSES])),
    )
    .where(
      and(
        inArray(sessions.classId, classIds),
        gt(sessions.startTime, now),
        eq(sessions.status, SessionStatus.scheduled),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Before a studio or class leaves the catalogue (deactivation, archiving): its future sessions that
 * hold bookings are either a 409 (the owner decides what happens to those students) or, with
 * `cancel`, cancelled like any session the studio cancels. The caller has locked the studio or class
 * row, so no booking can arrive on these classes until the transaction ends (see takePlace).
 */
export async function settleBookedSessions(
  tx: Tx,
  options: { classIds: string[]; cancel: boolean; reason: string; what: 'studio' | 'class'; now: Date },
) {
  const booked = await findBookedFutureSessions(tx, options.classIds, options.now);
  if (booked.length === 0) return;
  if (!options.cancel) {
    const sessionsText =
      booked.length === 1 ? '1 upcoming session has' : `${booked.length} upcoming sessions have`;
    throw conflict(
      `This ${options.what} cannot be deactivated: ${sessionsText} bookings (paid or held). Cancel those sessions first, or deactivate with cancelSessions=true to cancel them and notify the students.`,
      'HAS_BOOKED_SESSIONS',
    );
  }
  await cancelSessions(tx, booked, options.reason, options.now);
}

/**
 * A studio an operator suspends (docs/decisions/0079): every future scheduled session of its classes,
 * booked or not, is cancelled like any session the studio cancels, with the usual notices. The caller
 * has locked the studio row, so no booking can arrive on these classes until the transaction ends.
 */
export async function cancelFutureSessionsOfClasses(tx: Tx, classIds: string[], reason: string, now: Date) {
  if (classIds.length === 0) return [];
  const rows = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        inArray(sessions.classId, classIds),
        gt(sessions.startTime, now),
        eq(sessions.status, SessionStatus.scheduled),
      ),
    );
  return cancelSessions(
    tx,
    rows.map((r) => r.id),
    reason,
    now,
  );
}
