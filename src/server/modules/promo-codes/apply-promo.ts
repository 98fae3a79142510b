import { HOLD_EXPIRED_REASON } from '../../../common/constants';
import type { Booking } from '../../../common/schemas/booking';
import { BookingStatus } from '../../../common/statuses';
import type { Context } from '../../context';
import type { Tx } from '../../db/client';
import { conflict, type HttpError, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/uuid';
import { toBookingDto } from '../bookings/bookings.mapper';
import { type BookingWithDetailsRow, findBookingOfUser } from '../bookings/bookings.repository';
import { discountHold } from '../places/discount-hold';
import { expireDueHolds } from '../places/expire-holds';
import { countUses, hasEarlierVisit, lockStudioPromoCode, type PromoCodeRow } from './promo-codes.repository';

const BOOKING_NOT_FOUND = 'Booking not found';

/** Why a booking takes no code: only a running hold (pending) does; a paid or cancelled one is a 409. */
function notAHold(booking: BookingWithDetailsRow['booking']): HttpError {
  if (booking.status === BookingStatus.cancelled) {
    return booking.cancellationReason === HOLD_EXPIRED_REASON
      ? conflict('This hold has expired; book again', 'HOLD_EXPIRED')
      : conflict('This booking has been cancelled, so a promo code cannot be applied.', 'BOOKING_CANCELLED');
  }
  return conflict('This booking is already paid, so a promo code can no longer be applied.');
}

/** Why the code cannot be used on this booking, or undefined when it can. */
async function refusal(
  tx: Tx,
  promo: PromoCodeRow | undefined,
  booking: BookingWithDetailsRow['booking'],
  now: Date,
  studioId: string,
): Promise<HttpError | undefined> {
  // A deactivated code, or another studio's, reads exactly like one that does not exist.
  if (!promo?.active) {
    return notFound('This promo code is not valid at this studio. Check it and try again.', 'PROMO_INVALID');
  }
  if (promo.validUntil && promo.validUntil <= now) {
    return conflict('This promo code has expired.', 'PROMO_EXPIRED');
  }
  if (
    promo.firstVisitOnly &&
    (await hasEarlierVisit(tx, {
      userId: booking.userId,
      studioId,
      bookingId: booking.id,
      bookedAt: booking.createdAt ?? now,
    }))
  ) {
    return conflict(
      'This promo code is for a first visit to the studio, and you have booked here before.',
      'PROMO_FIRST_VISIT',
    );
  }
  if (promo.maxUses !== null && (await countUses(tx, promo.id, booking.id)) >= promo.maxUses) {
    return conflict('This promo code has been used up.', 'PROMO_USED_UP');
  }
  return undefined;
}

/**
 * POST /api/bookings/:id/promo: the studio's code priced into the caller's held booking, in one
 * transaction that locks the code's row, counts its uses and writes the booking (docs/decisions/0064),
 * so parallel appliers of its last use get it exactly once. A second code replaces the first; the
 * same code again answers the booking as it is. A hold that has run out is expired first, and reads
 * as expired.
 */
export async function applyPromo(
  { db, clock, actor }: Context,
  bookingId: string,
  code: string,
): Promise<Booking> {
  if (!isUuid(bookingId)) throw notFound(BOOKING_NOT_FOUND);
  const now = clock();
  await expireDueHolds(db, now, { bookingId });
  const row = await db.transaction(async (tx) => {
    const held = await findBookingOfUser(tx, bookingId, actor.id);
    if (!held) throw notFound(BOOKING_NOT_FOUND);
    if (held.booking.status !== BookingStatus.pending) throw notAHold(held.booking);
    const promo = await lockStudioPromoCode(tx, held.studio.id, code);
    const refused = await refusal(tx, promo, held.booking, now, held.studio.id);
    if (refused || !promo) throw refused;
    if (!(await discountHold(tx, { bookingId, userId: actor.id, now, promo }))) {
      // Paid, cancelled or run out between the read and the write.
      const changed = await findBookingOfUser(tx, bookingId, actor.id);
      throw changed && changed.booking.status !== BookingStatus.pending
        ? notAHold(changed.booking)
        : conflict('This hold has expired; book again', 'HOLD_EXPIRED');
    }
    return findBookingOfUser(tx, bookingId, actor.id);
  });
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  return toBookingDto(row, now);
}
