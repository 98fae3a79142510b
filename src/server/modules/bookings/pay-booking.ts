import { HOLD_EXPIRED_REASON } from '../../../common/constants';
import type { Booking } from '../../../common/schemas/booking';
import type { Db } from '../../db/client';
import { conflict, HttpError, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { recordEvent } from '../notifications/outbox';
import type { PaymentProvider } from '../payments/payment-provider';
import { lockSession, promoteWaitlist } from '../waitlist/promote-waitlist';
import { markLeft } from '../waitlist/waitlist.repository';
import { toBookingDto } from './bookings.mapper';
import { findBookingOfUser } from './bookings.repository';
import { expireHoldsOfSession, lockBooking, markPaid } from './holds.repository';

const HOLD_EXPIRED_MESSAGE = 'This hold has expired; book again';

interface PayBookingInput {
  bookingId: string;
  userId: string;
  method: string;
  now: Date;
}

/**
 * POST /api/bookings/:id/payment. In one transaction, with the session row and then the booking's row
 * locked (the order every path that moves places keeps): a held booking whose hold still runs is
 * charged through the provider and confirmed (and the student's place in the session's waitlist, if
 * any, given up); a paid one answers its payment again (idempotent); a
 * hold that has run out is expired here and now, its place handed on, and the answer is 409.
 */
export async function payBooking(
  db: Db,
  provider: PaymentProvider,
  input: PayBookingInput,
): Promise<Booking> {
  const { bookingId, userId, now } = input;
  if (!isUuid(bookingId)) throw notFound('Booking not found');
  const outcome = await db.transaction(async (tx) => {
    const first = await findBookingOfUser(tx, bookingId, userId);
    if (!first) throw notFound('Booking not found');
    await lockSession(tx, first.booking.sessionId);
    const booking = await lockBooking(tx, bookingId, userId);
    if (!booking) throw notFound('Booking not found');
    if (booking.status === 'pending') {
      if (booking.holdExpiresAt && booking.holdExpiresAt <= now) {
        if ((await expireHoldsOfSession(tx, booking.sessionId, now)) > 0) {
          await promoteWaitlist(tx, booking.sessionId, now);
        }
        return 'expired' as const;
      }
      const charge = await provider.charge({
        bookingId,
        amount: booking.amountPaid,
        currency: 'GBP',
        method: input.method,
      });
      if (charge.status === 'declined') throw new HttpError(402, charge.message, {}, 'PAYMENT_DECLINED');
      await markPaid(tx, { bookingId, reference: charge.reference, now });
      // Paid for a place of their own, the student no longer waits for one (a place that came free in
      // the last hour is open to anyone, the people in line included).
      await markLeft(tx, booking.sessionId, userId, now);
      await recordEvent(tx, { kind: 'booking.confirmed', bookingId, promoted: false });
    } else if (booking.status === 'cancelled') {
      return 'cancelled' as const;
    }
    const row = await findBookingOfUser(tx, bookingId, userId);
    if (!row) throw notFound('Booking not found');
    return row;
  });
  // Thrown after the commit, so the expiry it found stays done.
  if (outcome === 'expired') throw conflict(HOLD_EXPIRED_MESSAGE, 'HOLD_EXPIRED');
  if (outcome === 'cancelled') {
    const row = await findBookingOfUser(db, bookingId, userId);
    throw row?.booking.cancellationReason === HOLD_EXPIRED_REASON
      ? conflict(HOLD_EXPIRED_MESSAGE, 'HOLD_EXPIRED')
      : conflict('This booking has been cancelled, so it cannot be paid.', 'BOOKING_CANCELLED');
  }
  return toBookingDto(outcome, now);
}
