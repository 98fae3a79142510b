import type { Booking } from '../../../common/schemas/booking';
import type { Context } from '../../context';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { cancelByStudent } from '../places/cancel-booking';
import { expireDueHolds } from '../places/expire-holds';
import { toBookingDto } from './bookings.mapper';
import { findBookingOfUser } from './bookings.repository';

/**
 * POST /api/bookings/:id/cancel, in one transaction (see cancelByStudent): the booking is cancelled,
 * its place freed and handed on, and the answer is the booking as it now is. A hold that has already
 * run out is expired first and answers as expired.
 */
export async function cancelBooking(
  { db, clock, actor }: Context,
  bookingId: string,
  reason: string | undefined,
): Promise<Booking> {
  if (!isUuid(bookingId)) throw notFound('Booking not found');
  const now = clock();
  const userId = actor.id;
  await expireDueHolds(db, now, { bookingId });
  return db.transaction(async (tx) => {
    await cancelByStudent(tx, { bookingId, userId, reason, now });
    const row = await findBookingOfUser(tx, bookingId, userId);
    if (!row) throw notFound('Booking not found');
    return toBookingDto(row, now);
  });
}
