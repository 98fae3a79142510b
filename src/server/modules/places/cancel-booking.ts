import { and, eq } from 'drizzle-orm';
import { isLateCancellation } from '../../../common/booking-rules';
import { BookingStatus, SessionStatus } from '../../../common/statuses';
import { joinBookingStudio } from '../../db/booking-joins';
import type { DbOrTx, Tx } from '../../db/client';
import { bookings, sessions, studios } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import { recordEvent } from '../notifications/outbox';
import { refundToBalance } from './balance-refunds';
import { lockPass, lockSession } from './locks';
import { promoteWaitlist } from './promote-waitlist';
import { markCancelled } from './rows/bookings.writes';
import { returnCredits } from './rows/passes.writes';
import { releasePlaces } from './rows/sessions.writes';
import { mayTransition } from './transitions';

/** What deciding a cancellation needs, for the caller's own booking only (someone else's reads as missing). */
async function findCancellationFacts(tx: DbOrTx, bookingId: string, userId: string) {
  const [row] = await joinBookingStudio(
    tx
      .select({
        sessionId: bookings.sessionId,
        status: bookings.status,
        promotedAt: bookings.promotedAt,
        passId: bookings.passId,
        amountPaid: bookings.amountPaid,
        paymentReference: bookings.paymentReference,
        cancellationDeadline: bookings.cancellationDeadline,
        startTime: sessions.startTime,
        sessionStatus: sessions.status,
        windowHours: studios.cancellationWindowHours,
      })
      .from(bookings)
      .$dynamic(),
  ).where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  return row;
}

/**
 * The student cancels their booking, in the caller's transaction: cancelled (late or not, by the
 * studio's window), its place freed and handed to the waitlist (promoteWaitlist), the session row
 * locked first. Cancelling again changes nothing (the stored outcome stands). A pending booking (held,
 * not paid) is cancelled the same way but is never late and has no refund: nothing was paid
 * (docs/decisions/0035). A booking paid with a pass gets its credit back unless the cancellation is
 * late (docs/decisions/0055), under the pass's lock, taken after the session's; one paid from the
 * gift balance gets the money back there (docs/decisions/0062). A late cancellation whose place the
 * promotion here refills is refunded by the promotion.
 */
export async function cancelByStudent(
  tx: Tx,
  input: { bookingId: string; userId: string; reason: string | undefined; now: Date },
): Promise<void> {
  const { bookingId, now } = input;
  const seen = await findCancellationFacts(tx, bookingId, input.userId);
  if (!seen) throw notFound('Booking not found');
  if (seen.status === BookingStatus.cancelled) return;
  // The session's lock orders this with a payment of the same hold, which takes it first too. The
  // facts are read again under it: read only before, a payment committed while this waited left the
  // hold's cancellation matching nothing, and the student was told 200 with the booking confirmed.
  await lockSession(tx, seen.sessionId);
  const facts = (await findCancellationFacts(tx, bookingId, input.userId)) ?? seen;
  if (facts.status === BookingStatus.cancelled) return;
  const from = facts.status;
  if (
    (from !== BookingStatus.confirmed && from !== BookingStatus.pending) ||
    !mayTransition('booking', from, BookingStatus.cancelled, 'student')
  ) {
    throw conflict('Only a held or confirmed booking can be cancelled.', 'INVALID_TRANSITION');
  }
  if (facts.startTime <= now) {
    throw conflict(
      'This session has already started, so the booking can no longer be cancelled.',
      'SESSION_STARTED',
    );
  }
  const held = from === BookingStatus.pending;
  // A session the studio cancelled is never the student's late cancellation.
  const late = !held && facts.sessionStatus === SessionStatus.scheduled && isLateCancellation(now, facts);
  const cancelled = await markCancelled(tx, {
    bookingId,
    reason: input.reason?.trim() || null,
    late,
    now,
    from,
    paidWithPass: facts.passId !== null,
  });
  if (!cancelled) return;
  // A free cancellation gives the pass its credit back (refund 'credit'); a late one has used it.
  if (facts.passId && !late) {
    await lockPass(tx, facts.passId);
    await returnCredits(tx, [facts.passId]);
  }
  // A free cancellation of a place paid from the gift balance puts the money back there.
  if (!held && !late && !facts.passId) {
    await refundToBalance(tx, [{ ...facts, id: bookingId, userId: input.userId, refund: 'full' }]);
  }
  // A paid booking is told its outcome; releasing an unpaid hold is the student's own click.
  if (!held) await recordEvent(tx, { kind: 'booking.cancelled', bookingId });
  await releasePlaces(tx, facts.sessionId, 1);
  await promoteWaitlist(tx, facts.sessionId, now);
}
