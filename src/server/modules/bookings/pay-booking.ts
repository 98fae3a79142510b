import { HOLD_EXPIRED_REASON } from '../../../common/constants';
import type { Booking } from '../../../common/schemas/booking';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import type { PaymentProvider } from '../payments/payment-provider';
import { payHold } from '../places/pay-hold';
import { toBookingDto } from './bookings.mapper';
import { findBookingOfUser } from './bookings.repository';

const HOLD_EXPIRED_MESSAGE = 'This hold has expired; book again';

interface PayBookingInput {
  bookingId: string;
  userId: string;
  method: string;
  /** With 'demo': the gift balance pays first and the card the rest (docs/decisions/0127). */
  useGiftBalance?: boolean;
  now: Date;
}

/**
 * POST /api/bookings/:id/payment, in one transaction (see payHold): a held booking whose hold still
 * runs is confirmed; a paid one answers its payment again (idempotent); a hold that has run out is
 * expired and the answer is 409.
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
    const paid = await payHold(tx, provider, { ...input, sessionId: first.booking.sessionId });
    if (paid === 'missing') throw notFound('Booking not found');
    if (paid === 'expired' || paid === 'cancelled') return paid;
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
