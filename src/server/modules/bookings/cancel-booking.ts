import { isLateCancellation } from '../../../common/booking-rules';
import type { Booking } from '../../../common/schemas/booking';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { recordEvent } from '../notifications/outbox';
import { lockSession, promoteWaitlist } from '../waitlist/promote-waitlist';
import { toBookingDto } from './bookings.mapper';
import { findBookingOfUser } from './bookings.repository';
import { findCancellationFacts, markCancelled, releasePlace } from './cancellation.repository';
import { expireDueHolds } from './expire-holds';

/**
 * POST /api/bookings/:id/cancel, in one transaction: the booking is cancelled (late or not, by the
 * studio's window), its place is freed and handed to the waitlist (promoteWaitlist). The session row
 * is locked first, as every path that moves places does. Cancelling again answers the stored outcome
 * and frees nothing. A pending booking (held, not paid) is cancelled the same way but is never late
 * and has no refund: nothing was paid (docs/decisions/0035). A hold that has already run out is
 * expired first and answers as expired.
 */
export async function cancelBooking(
  db: Db,
  bookingId: string,
  userId: string,
  reason: string | undefined,
  now: Date = new Date(),
): Promise<Booking> {
  if (!isUuid(bookingId)) throw notFound('Booking not found');
  await expireDueHolds(db, now, { bookingId });
  return db.transaction(async (tx) => {
    const facts = await findCancellationFacts(tx, bookingId, userId);
    if (!facts) throw notFound('Booking not found');
    if (facts.status === 'confirmed' || facts.status === 'pending') {
      const held = facts.status === 'pending';
      if (facts.startTime <= now) {
        throw conflict(
          'This session has already started, so the booking can no longer be cancelled.',
          'SESSION_STARTED',
        );
      }
      await lockSession(tx, facts.sessionId);
      // A session the studio cancelled is never the student's late cancellation.
      const late = !held && facts.sessionStatus === 'scheduled' && isLateCancellation(now, facts);
      const cancelled = await markCancelled(tx, {
        bookingId,
        reason: reason?.trim() || null,
        late,
        now,
        from: held ? 'pending' : 'confirmed',
      });
      if (cancelled) {
        // A paid booking is told its outcome; releasing an unpaid hold is the student's own click.
        if (!held) await recordEvent(tx, { kind: 'booking.cancelled', bookingId });
        await releasePlace(tx, facts.sessionId);
        await promoteWaitlist(tx, facts.sessionId, now);
      }
    } else if (facts.status !== 'cancelled') {
      throw conflict('Only a held or confirmed booking can be cancelled.', 'INVALID_TRANSITION');
    }
    const row = await findBookingOfUser(tx, bookingId, userId);
    if (!row) throw notFound('Booking not found');
    return toBookingDto(row, now);
  });
}
